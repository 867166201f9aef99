import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { genderForms } from '../../../../src/domain/search/gender-forms';

describe('genderForms', () => {
  it('pairs feminine and masculine job title words both ways', () => {
    expect(genderForms('Erzieherin')).toEqual(['Erzieherin', 'Erzieher']);
    expect(genderForms('Erzieher')).toEqual(['Erzieher', 'Erzieherin']);
    expect(genderForms('Ingenieurin')).toEqual(['Ingenieurin', 'Ingenieur']);
    expect(genderForms('Bauingenieur')).toEqual(['Bauingenieur', 'Bauingenieurin']);
    expect(genderForms('Ärztin')).toEqual(['Ärztin', 'Ärzt']);
    expect(genderForms('Ärztinnen')).toEqual(['Ärztinnen', 'Ärzt', 'Ärztin']);
    expect(genderForms('Köchin')).toEqual(['Köchin', 'Köch']);
    expect(genderForms('Referentin')).toEqual(['Referentin', 'Referent']);
    expect(genderForms('Kauffrau')).toEqual(['Kauffrau', 'Kaufmann']);
    expect(genderForms('Kaufmann')).toEqual(['Kaufmann', 'Kauffrau']);
  });

  it('leaves words alone that only end like a feminine form', () => {
    for (const word of ['Termin', 'Medizin', 'Admin', 'Berlin', 'Magazin', 'Pflege', 'Vollzeit', 'Mann']) {
      expect(genderForms(word)).toEqual([word]);
    }
  });

  it('always starts with the word itself, never repeats a form, and goes back: the feminine of a masculine form gives it again', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcdeghiklmnorstuäöü'), minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(letters, (stem) => {
        const masculine = `${stem}er`;
        const forms = genderForms(masculine);
        expect(forms[0]).toBe(masculine);
        expect(new Set(forms).size).toBe(forms.length);
        expect(forms).toContain(`${masculine}in`);
        expect(genderForms(`${masculine}in`)).toContain(masculine);
        expect(genderForms(`${masculine}innen`)).toEqual(expect.arrayContaining([masculine, `${masculine}in`]));
      }),
    );
  });
});
