import type { LanguageLevel } from '../../job/job-details';
import type { LanguageSkill } from '../resume';
import { RESUME_LANGUAGES } from '../resume-languages';
import { phoneProblem, RESUME_LIMITS } from '../resume-rules';
import { findPeriod, type FoundPeriod } from './cv-periods';
import { matchDegree, matchTerm, type MatchableTerm } from './cv-term-matching';
import { cleanLine, fold, isBullet } from './cv-text';
import type { ImportedEducation, ImportedWorkExperience, ResumeImportProposal } from './resume-import';

/*
 * Reads a CV's text, line by line in reading order, into proposed resume entries: the name at the top,
 * e-mail and phone wherever they stand, and the sections under their usual headings in German, English
 * and French. An entry of work or education starts at a line with a period; the lines up to the next
 * one name it (bullet lines only describe it). Whatever is not recognised is left out: the owner sees
 * every proposal and corrects it before anything is saved.
 */

type Section = 'personal' | 'work' | 'education' | 'languages' | 'skills' | 'other';

const HEADINGS: Readonly<Record<Section, readonly string[]>> = {
  work: [
    'berufserfahrung',
    'berufliche erfahrung',
    'berufspraxis',
    'beruflicher werdegang',
    'werdegang',
    'praxiserfahrung',
    'work experience',
    'experience',
    'professional experience',
    'employment history',
    'employment',
    'experience professionnelle',
    'experiences professionnelles',
    'parcours professionnel',
    'experiences',
  ],
  education: [
    'ausbildung',
    'bildung',
    'bildungsweg',
    'schulbildung',
    'studium',
    'ausbildung und studium',
    'schule und studium',
    'education',
    'education and training',
    'academic background',
    'formation',
    'formations',
    'etudes',
    'diplomes',
    'formation et diplomes',
    'education et formation',
    'formation academique',
  ],
  languages: ['sprachen', 'sprachkenntnisse', 'languages', 'language skills', 'langues', 'competences linguistiques'],
  skills: [
    'kenntnisse',
    'fahigkeiten',
    'kompetenzen',
    'edv-kenntnisse',
    'it-kenntnisse',
    'fachkenntnisse',
    'fahigkeiten und kenntnisse',
    'skills',
    'key skills',
    'technical skills',
    'digital skills',
    'competences',
    'competences techniques',
    'competences numeriques',
    'competences informatiques',
    'informatique',
  ],
  personal: [
    'kontakt',
    'personliche daten',
    'angaben zur person',
    'contact',
    'personal details',
    'personal information',
    'coordonnees',
    'informations personnelles',
  ],
  other: [
    'profil',
    'profile',
    'uber mich',
    'about me',
    'summary',
    'interessen',
    'hobbys',
    'hobbies',
    'interests',
    "centres d'interet",
    'loisirs',
    'referenzen',
    'references',
    'projekte',
    'projects',
    'projets',
    'zertifikate',
    'certificates',
    'certifications',
  ],
};

const HEADING_OF: ReadonlyMap<string, Section> = new Map(
  (Object.entries(HEADINGS) as [Section, readonly string[]][]).flatMap(([section, words]) => words.map((w) => [w, section] as const)),
);

/** Titles of the document itself, never a name. */
const DOCUMENT_TITLES = new Set(['lebenslauf', 'curriculum vitae', 'cv', 'resume', 'resume / cv', 'europass', 'europass curriculum vitae']);

/** Labels of Europass-like forms in front of their values: dropped, the value is what counts. */
const LABELS = new Set([
  'dates',
  'date',
  'zeitraum',
  'beruf oder funktion',
  'name des arbeitgebers',
  'name und adresse des arbeitgebers',
  'bezeichnung der qualifikation',
  'name der bildungseinrichtung',
  'occupation or position held',
  'name of employer',
  'name and address of employer',
  'title of qualification awarded',
  'name of organisation',
  'fonction ou poste occupe',
  "nom de l'employeur",
  "nom et adresse de l'employeur",
  'intitule du certificat',
  'intitule du certificat ou diplome delivre',
  'organisme',
  "nom et type de l'etablissement",
  'telephone',
  'telefon',
  'phone',
  'courriel',
  'e-mail',
  'email',
  'adresse',
  'address',
]);
const MOTHER_TONGUE = /muttersprache|mother tongue|langue maternelle/i;

const isLabel = (cell: string) =>
  LABELS.has(
    fold(cell)
      .replace(/[’]/g, "'")
      .replace(/[:：]$/u, '')
      .trim(),
  );

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
/** A phone number: an optional +, then digits with the usual separators. */
const PHONE = /(?:\+|\b0)[0-9][0-9 ()./-]{5,22}[0-9]/;

const sectionOf = (line: string): Section | null => {
  const key = fold(line)
    .replace(/[:：]$/u, '')
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return HEADING_OF.get(key) ?? null;
};

/** A word written in capitals becomes a name's usual spelling (DUBOIS → Dubois). */
const nameCase = (word: string) =>
  word.length > 1 && word === word.toLocaleUpperCase() ? word[0] + word.slice(1).toLocaleLowerCase() : word;

function nameOf(lines: readonly string[]): { firstName: string; lastName: string } {
  for (const text of lines.slice(0, 8).flatMap((line) => line.split(' | ').map((cell) => cell.trim()))) {
    const folded = fold(text);
    if (!text || DOCUMENT_TITLES.has(folded) || sectionOf(text) || isLabel(text)) continue;
    const words = text.split(' ');
    const looksLikeName =
      words.length >= 2 && words.length <= 4 && words.every((w) => /^\p{Lu}[\p{L}'’-]*\.?$/u.test(w)) && !/\d|@/.test(text);
    if (looksLikeName) {
      const cased = words.map(nameCase);
      return { firstName: cased.slice(0, -1).join(' '), lastName: cased.at(-1) ?? '' };
    }
  }
  return { firstName: '', lastName: '' };
}

function phoneOf(lines: readonly string[]): string {
  for (const line of lines) {
    if (EMAIL.test(line) && !/tel|phone|mobil|portable|handy/i.test(line)) continue;
    for (const m of line.matchAll(new RegExp(PHONE, 'g'))) {
      const phone = m[0].trim();
      if (findPeriod(phone) === null && phoneProblem(phone) === null) return phone;
    }
  }
  return '';
}

const LEVELS: ReadonlyArray<readonly [RegExp, LanguageLevel]> = [
  [/\b(A1|A2|B1|B2|C1|C2)\b/i, 'A1'],
  [/muttersprach|native|mother tongue|langue maternelle|bilingu/i, 'native'],
  [/verhandlungssicher|fliessend|fließend|fluent|courant|couramment/i, 'C1'],
  [/sehr gut|very good|tres bien|très bien/i, 'B2'],
  [/grundkenntnisse|basic|notions|debutant|débutant/i, 'A2'],
  [/\bgute?\b|\bgood\b|\bbien\b|intermediate|intermediaire|intermédiaire/i, 'B1'],
];

function levelOf(text: string): LanguageLevel | null {
  for (const [pattern, level] of LEVELS) {
    const m = pattern.exec(text);
    if (m) return level === 'A1' ? ((m[1] as string).toUpperCase() as LanguageLevel) : level;
  }
  return null;
}

/** Languages named in one line, each with the level written after it (before the next language). */
function languagesIn(line: string): LanguageSkill[] {
  const found: { code: string; at: number }[] = [];
  const folded = fold(line);
  for (const [code, names] of Object.entries(RESUME_LANGUAGES)) {
    for (const name of Object.values(names)) {
      const m = new RegExp(`(?<!\\p{L})${fold(name)}(?!\\p{L})`, 'u').exec(folded);
      if (m) {
        found.push({ code, at: m.index });
        break;
      }
    }
  }
  found.sort((a, b) => a.at - b.at);
  return found.map((f, i) => ({ code: f.code, level: levelOf(folded.slice(f.at, found[i + 1]?.at ?? folded.length)) }));
}

/** The pieces of a skills line: split at commas, bullets, bars and semicolons. */
function skillsIn(line: string): string[] {
  return line
    .split(/\s*(?:[,;|•·▪]|\s[–-]\s)\s*/u)
    .map((s) => cleanLine(s).replace(/[.:]$/, ''))
    .filter((s) => s.length >= 1 && s.length <= 60 && !/^\d+$/.test(s) && !sectionOf(s));
}

/** Splits "Title at Company, Place" (and its German and French forms) into its parts. */
function titleAndEmployer(lines: readonly string[]): { title: string; employer: string; location: string } {
  const first = lines[0] ?? '';
  const by = /^(.+?)\s+(?:bei|at|chez|@)\s+(.+)$/u.exec(first);
  const parts = (text: string) => text.split(/\s*(?:,|\s[|–—-]\s|\|)\s*/u).filter((p) => p !== '');
  if (by) {
    const [employer = '', ...place] = parts(by[2] as string);
    return { title: (by[1] as string).trim(), employer, location: place.join(', ') || (parts(lines[1] ?? '')[0] ?? '') };
  }
  const firstParts = parts(first);
  if (firstParts.length >= 2)
    return { title: firstParts[0] ?? '', employer: firstParts[1] ?? '', location: firstParts.slice(2).join(', ') };
  const [employer = '', ...place] = parts(lines[1] ?? '');
  return { title: first, employer, location: place.join(', ') };
}

const SCHOOL_WORDS =
  /universit|hochschule|fachhochschule|schule|gymnasium|akademie|academy|college|institut|ecole|école|lycee|lycée|iut|campus|school|\btu\b|\bfh\b|kolleg/i;

function schoolAndProgram(lines: readonly string[]): { institution: string; program: string; location: string } {
  const pieces = lines
    .flatMap((l) => l.split(/\s*(?:\s[|–—-]\s|\|)\s*/u))
    .flatMap((piece) => {
      // "Bachelor Informatik, Hochschule Offenburg": the school starts at the comma before its word.
      const parts = piece.split(/\s*,\s*/);
      const at = parts.findIndex((part, i) => i > 0 && SCHOOL_WORDS.test(part));
      return at > 0 && !SCHOOL_WORDS.test(parts.slice(0, at).join(', '))
        ? [parts.slice(0, at).join(', '), parts.slice(at).join(', ')]
        : [piece];
    })
    .filter((p) => p !== '');
  const schoolAt = pieces.findIndex((p) => SCHOOL_WORDS.test(p));
  const school = schoolAt >= 0 ? (pieces[schoolAt] as string) : (pieces[1] ?? '');
  const [institution = '', ...place] = school.split(/\s*,\s*/);
  const program = pieces.find((p, i) => i !== (schoolAt >= 0 ? schoolAt : 1)) ?? '';
  return { institution, program, location: place.join(', ') };
}

interface Entry {
  readonly period: FoundPeriod;
  readonly lines: string[];
}

const limit = (text: string) => text.slice(0, RESUME_LIMITS.shortText).trim();

/** The proposals a CV's lines (in reading order) make, with terms of the taxonomies where a text names one. */
export function proposeFromCvText(rawLines: readonly string[], terms: readonly MatchableTerm[], today: string): ResumeImportProposal {
  const lines = rawLines.map((raw) => ({ raw, text: cleanLine(raw) })).filter((l) => l.text !== '');
  const text = lines.map((l) => l.text);
  const email = text.join('\n').match(EMAIL)?.[0] ?? '';
  const { firstName, lastName } = nameOf(text);

  let section: Section = 'personal';
  const entries: Record<'work' | 'education', Entry[]> = { work: [], education: [] };
  const languages: LanguageSkill[] = [];
  const skills: string[] = [];
  for (const { raw, text: line } of lines) {
    // A row of a two-column layout may carry a heading in its left part: "Berufserfahrung | 2019 – heute …".
    const cells = line.split(' | ');
    const heading = sectionOf(cells[0] ?? '');
    if (heading) {
      section = heading;
      if (cells.length === 1) continue;
    }
    const rest = (heading ? cells.slice(1) : cells).filter((cell) => !isLabel(cell)).join(' | ');
    if (rest === '') continue;
    if (section === 'work' || section === 'education') {
      const period = findPeriod(rest);
      const list = entries[section];
      if (period) list.push({ period, lines: period.rest ? [period.rest] : [] });
      else if (!isBullet(raw)) list.at(-1)?.lines.push(rest);
    } else if (section === 'languages') {
      const native = MOTHER_TONGUE.test(line);
      for (const l of languagesIn(rest))
        if (!languages.some((k) => k.code === l.code)) languages.push(native && l.level === null ? { ...l, level: 'native' } : l);
    } else if (section === 'skills') {
      for (const s of skillsIn(rest)) if (!skills.some((k) => fold(k) === fold(s))) skills.push(s);
    }
  }

  const thisMonth = today.slice(0, 7);
  const plausible = (e: Entry) => e.period.start <= thisMonth && (e.period.end === null || e.period.end >= e.period.start);
  const workExperience: ImportedWorkExperience[] = entries.work
    .filter(plausible)
    .slice(0, RESUME_LIMITS.workExperience)
    .map((e) => {
      const { title, employer, location } = titleAndEmployer(e.lines.slice(0, 2));
      return {
        jobTitle: limit(title),
        companyName: limit(employer),
        location: limit(location),
        period: { start: e.period.start, end: e.period.end },
        occupationId: matchTerm(title, 'occupations', terms),
      };
    })
    .filter((w) => w.jobTitle !== '');
  const education: ImportedEducation[] = entries.education
    .filter(plausible)
    .slice(0, RESUME_LIMITS.education)
    .map((e) => {
      const { institution, program, location } = schoolAndProgram(e.lines.slice(0, 2));
      return {
        institution: limit(institution),
        studyProgram: limit(program),
        location: limit(location),
        period: { start: e.period.start, end: e.period.end },
        degreeLevelId: matchDegree(program, terms),
        fieldOfStudyId: matchTerm(program, 'fieldsOfStudy', terms),
      };
    })
    .filter((e) => e.institution !== '');

  return {
    firstName: limit(firstName),
    lastName: limit(lastName),
    email,
    phone: phoneOf(text),
    workExperience,
    education,
    languages: languages.slice(0, RESUME_LIMITS.languages),
    skills: skills.slice(0, RESUME_LIMITS.skills),
  };
}
