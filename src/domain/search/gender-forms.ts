/*
 * The other gender's form of a German job title word: a search for "Erzieherin" finds "Erzieher" jobs
 * and the other way round, "Kauffrau" finds "Kaufmann". PostgreSQL's German stemmer (older than
 * Snowball's merge of -erin with -er) joins "Erzieherin" with "Erzieher" but not "Ingenieurin" with
 * "Ingenieur" or "Ärztin" with "Arzt", so the search asks for both forms.
 *
 * Only words ending like a person's job take the feminine -in: "Termin", "Medizin", "Admin" and
 * "Berlin" stay what they are. Umlauts of the feminine ("Ärztin", "Köchin") need no rule here: the
 * index folds "ä" to "a" on both sides.
 */

/** Endings of masculine job title words that take -in for the feminine form. */
const PERSON_ENDING = /(?:er|eur|or|ent|ant|ist|at|oge|(?:a|ä|ae)rzt|wirt|k(?:o|ö|oe)ch)$/i;
const FEMININE = /^(.*?)(in|innen)$/i;
const MANN_FRAU = /^(.+?)(mann|frau|männer|frauen)$/i;

/** The word, then its other gender's forms (none when it is no job title word). */
export function genderForms(word: string): string[] {
  const forms = [word];
  const feminine = FEMININE.exec(word);
  if (feminine && PERSON_ENDING.test(feminine[1]!)) {
    forms.push(feminine[1]!);
    if (feminine[2]!.toLowerCase() === 'innen') forms.push(`${feminine[1]}in`);
  } else if (PERSON_ENDING.test(word)) {
    forms.push(`${word}in`);
  }
  const compound = MANN_FRAU.exec(word);
  if (compound && compound[1]!.length >= 3) {
    const head = compound[2]!.toLowerCase();
    forms.push(`${compound[1]}${head === 'mann' ? 'frau' : head === 'frau' ? 'mann' : head === 'männer' ? 'frauen' : 'männer'}`);
  }
  return [...new Set(forms)];
}
