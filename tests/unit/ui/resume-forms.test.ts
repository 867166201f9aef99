import { describe, expect, it } from 'vitest';
import { resumeEditFrom, richTextToText, textToRichText } from '../../../src/ui/forms/resume-forms';

describe('resume forms', () => {
  it('plain text becomes paragraphs, escaped; HTML goes to the sanitizer as typed; and back', () => {
    expect(textToRichText('Erste Zeile\nzweite\n\nNeuer Absatz & <3')).toBe('<p>Erste Zeile<br>zweite</p><p>Neuer Absatz &amp; &lt;3</p>');
    expect(textToRichText('<p>Schon <b>HTML</b></p>')).toBe('<p>Schon <b>HTML</b></p>');
    expect(richTextToText('<p>Erste Zeile<br>zweite</p><p>Neuer Absatz &amp; &lt;3</p>')).toBe('Erste Zeile\nzweite\n\nNeuer Absatz & <3');
  });

  it('reads an entry form, the entry buttons and the language rows', () => {
    expect(resumeEditFrom('work-experience', { id: '', jobTitle: ' Pflege ', start: '2020-01', end: '' })).toMatchObject({
      kind: 'workExperience',
      entry: { id: '', jobTitle: 'Pflege', period: { start: '2020-01', end: null } },
    });
    expect(resumeEditFrom('entry', { section: 'education', id: '3', op: 'up' })).toEqual({
      kind: 'moveEntry',
      section: 'education',
      id: '3',
      direction: 'up',
    });
    expect(resumeEditFrom('entry', { section: 'other', id: '3', op: 'up' })).toBeNull();
    expect(resumeEditFrom('work-experience', { id: 'x' })).toBeNull();
    expect(
      resumeEditFrom('languages', {
        lang_de: 'native',
        lang_en: 'B2',
        lang_fr: '',
        lang_it: 'none',
        languagesFree: 'Alemannisch, Plattdeutsch',
      }),
    ).toEqual({
      kind: 'languages',
      value: {
        languages: [
          { code: 'de', level: 'native' },
          { code: 'en', level: 'B2' },
          { code: 'it', level: null },
        ],
        languagesFree: ['Alemannisch', 'Plattdeutsch'],
        languageNotes: '',
      },
    });
    expect(resumeEditFrom('visibility', { visibility: 'public' })).toBeNull();
    expect(resumeEditFrom('wizard-personal-info', { firstName: 'Lea', phone: '123', about: 'x' })).toEqual({
      kind: 'wizardPersonalInfo',
      value: { salutation: null, firstName: 'Lea', lastName: '', birthday: null, homeLocation: '' },
    });
  });
});
