import type { Locale } from '../shared/locale';
import type { JobFacts, WritingRequest, WritingTone } from './writing-request';

/** One message of a chat-completions conversation. */
export interface PromptMessage {
  readonly role: 'system' | 'user';
  readonly content: string;
}

interface Wording {
  readonly system: string;
  readonly neutral: string;
  readonly format: string;
  readonly noInvention: string;
  readonly salary: (range: string) => string;
  readonly noSalary: string;
  readonly tones: Record<WritingTone, string>;
  readonly factLabels: Record<keyof JobFacts, string>;
  readonly draft: string;
  readonly improve: string;
  readonly textStart: string;
  readonly textEnd: string;
  /** How a label meets its value ("Lieu\u202f: Lyon" in French). */
  readonly colon: string;
}

/*
 * One wording per language the helper writes in. Each asks the same things: gender-neutral wording, the
 * salary range when the job has one (pay transparency), nothing invented, and a small HTML subset the
 * rich-text editor and its sanitizer keep. The facts are the job's alone: the request type has no field
 * for an applicant, so no applicant's data can reach a prompt.
 */
const WORDING: Record<Locale, Wording> = {
  'en-GB': {
    system:
      'You write job advertisements for a regional job board. Write in British English. Answer with the job advertisement only: no preamble, no closing remarks.',
    neutral: 'Use gender-neutral wording throughout: address candidates as "you", use neutral job titles and never assume a gender.',
    format:
      'Format the answer as HTML using only <h3>, <p>, <ul>, <li> and <strong>. No other tags, no attributes, no Markdown, no code fences.',
    noInvention: 'Use only the facts given. Do not invent benefits, numbers, addresses, names or contact details.',
    salary: (range) => `State the salary range in the advertisement: ${range}.`,
    noSalary: 'No salary range is given: do not mention or invent one.',
    tones: {
      professional: 'Tone: professional and clear.',
      friendly: 'Tone: friendly and welcoming.',
      concise: 'Tone: concise and to the point.',
      enthusiastic: 'Tone: enthusiastic and energetic, without exaggeration.',
    },
    factLabels: {
      title: 'Job title',
      organizationName: 'Employer',
      location: 'Location',
      employmentType: 'Employment type',
      skills: 'Skills',
      salary: 'Salary range',
    },
    draft:
      'Write a job advertisement from these facts, with sections for the role, the tasks, the profile sought and what the employer offers:',
    improve:
      'Improve the following job advertisement: clearer structure, better readability, correct spelling. Keep every fact and add none. The advertisement:',
    textStart: '<<<ADVERTISEMENT',
    textEnd: 'ADVERTISEMENT>>>',
    colon: ': ',
  },
  de: {
    system:
      'Du schreibst Stellenanzeigen für eine regionale Jobbörse. Schreibe auf Deutsch. Antworte nur mit der Stellenanzeige: keine Einleitung, keine Schlussbemerkung.',
    neutral:
      'Formuliere durchgehend geschlechtergerecht: sprich Bewerbende mit „Sie“ an, nutze neutrale Bezeichnungen oder den Zusatz (m/w/d) und setze nie ein Geschlecht voraus.',
    format:
      'Gib die Antwort als HTML aus und verwende nur <h3>, <p>, <ul>, <li> und <strong>. Keine anderen Tags, keine Attribute, kein Markdown, keine Codeblöcke.',
    noInvention: 'Verwende nur die genannten Fakten. Erfinde keine Leistungen, Zahlen, Adressen, Namen oder Kontaktdaten.',
    salary: (range) => `Nenne die Gehaltsspanne in der Anzeige: ${range}.`,
    noSalary: 'Es ist keine Gehaltsspanne angegeben: erwähne oder erfinde keine.',
    tones: {
      professional: 'Ton: professionell und klar.',
      friendly: 'Ton: freundlich und einladend.',
      concise: 'Ton: knapp und auf den Punkt.',
      enthusiastic: 'Ton: begeistert und lebendig, ohne zu übertreiben.',
    },
    factLabels: {
      title: 'Stellentitel',
      organizationName: 'Arbeitgeber',
      location: 'Arbeitsort',
      employmentType: 'Anstellungsart',
      skills: 'Kenntnisse',
      salary: 'Gehaltsspanne',
    },
    draft:
      'Schreibe aus diesen Fakten eine Stellenanzeige mit Abschnitten zur Stelle, zu den Aufgaben, zum gesuchten Profil und zu dem, was der Arbeitgeber bietet:',
    improve:
      'Verbessere die folgende Stellenanzeige: klarere Gliederung, bessere Lesbarkeit, richtige Rechtschreibung. Behalte jede Tatsache bei und füge keine hinzu. Die Anzeige:',
    textStart: '<<<ANZEIGE',
    textEnd: 'ANZEIGE>>>',
    colon: ': ',
  },
  fr: {
    system:
      'Tu rédiges des offres d’emploi pour un site d’emploi régional. Écris en français. Réponds uniquement avec l’offre d’emploi\u202f: pas d’introduction, pas de conclusion.',
    neutral:
      'Utilise une écriture inclusive et neutre du début à la fin\u202f: adresse-toi aux candidats et candidates avec «\u202fvous\u202f», emploie des intitulés épicènes ou la mention (H/F) et ne suppose jamais un genre.',
    format:
      'Mets la réponse en HTML en n’utilisant que <h3>, <p>, <ul>, <li> et <strong>. Aucune autre balise, aucun attribut, pas de Markdown, pas de bloc de code.',
    noInvention: 'N’utilise que les faits donnés. N’invente ni avantages, ni chiffres, ni adresses, ni noms, ni coordonnées.',
    salary: (range) => `Indique la fourchette de salaire dans l’offre\u202f: ${range}.`,
    noSalary: 'Aucune fourchette de salaire n’est donnée\u202f: n’en mentionne ni n’en invente aucune.',
    tones: {
      professional: 'Ton\u202f: professionnel et clair.',
      friendly: 'Ton\u202f: chaleureux et accueillant.',
      concise: 'Ton\u202f: concis et direct.',
      enthusiastic: 'Ton\u202f: enthousiaste et dynamique, sans exagération.',
    },
    factLabels: {
      title: 'Intitulé du poste',
      organizationName: 'Employeur',
      location: 'Lieu',
      employmentType: 'Type de contrat',
      skills: 'Compétences',
      salary: 'Fourchette de salaire',
    },
    draft:
      'Rédige une offre d’emploi à partir de ces faits, avec des sections sur le poste, les missions, le profil recherché et ce que l’employeur propose\u202f:',
    improve:
      'Améliore l’offre d’emploi suivante\u202f: structure plus claire, meilleure lisibilité, orthographe correcte. Garde chaque fait et n’en ajoute aucun. L’offre\u202f:',
    textStart: '<<<OFFRE',
    textEnd: 'OFFRE>>>',
    colon: '\u202f: ',
  },
};

/** Facts the recruiter filled in, one per line; empty ones are left out rather than sent as blanks. */
function factLines(facts: JobFacts, w: Wording): string {
  return (Object.keys(w.factLabels) as (keyof JobFacts)[])
    .filter((key) => facts[key] !== '')
    .map((key) => `- ${w.factLabels[key]}${w.colon}${facts[key]}`)
    .join('\n');
}

/**
 * The conversation for one request: a system message with the rules (language, neutral wording,
 * format, no invention, salary, tone) and a user message with the job's facts or the text to improve.
 */
export function buildWritingPrompt(request: WritingRequest): readonly PromptMessage[] {
  const w = WORDING[request.language];
  const rules = [
    w.system,
    w.neutral,
    w.format,
    w.noInvention,
    request.facts.salary ? w.salary(request.facts.salary) : w.noSalary,
    w.tones[request.tone],
  ].join('\n');
  const facts = factLines(request.facts, w);
  const user =
    request.mode === 'draft'
      ? `${w.draft}\n${facts}`
      : `${w.improve}\n${w.textStart}\n${request.existingText}\n${w.textEnd}${facts ? `\n\n${facts}` : ''}`;
  return [
    { role: 'system', content: rules },
    { role: 'user', content: user },
  ];
}
