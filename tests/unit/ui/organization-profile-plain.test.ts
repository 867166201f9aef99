import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeProfileFieldErrors, parseProfileFeedback } from '../../../src/ui/forms/organization-profile-feedback';
import {
  BENEFIT_FIELD,
  NEW_BENEFITS_FIELD,
  type PlainFields,
  plainProfileValues,
  restoreTypedProfile,
  typedProfileEntries,
} from '../../../src/ui/forms/organization-profile-plain';
import { organizationProfileSchema, profileFormDefaults, toProfileChanges } from '../../../src/ui/forms/organization-profile-schema';
import { anOrganization } from '../../support/in-memory-organizations';

/** A plain post as the browser sends it: repeated names for checkboxes, absent ones for unticked boxes. */
const post = (entries: ReadonlyArray<readonly [string, string]>): PlainFields => ({
  get: (name) => entries.find(([k]) => k === name)?.[1] ?? '',
  getAll: (name) => entries.filter(([k]) => k === name).map(([, v]) => v),
});

const filled: Array<[string, string]> = [
  ['name', 'Plain GmbH'],
  ['alternativeName', 'PG'],
  ['location.countryCode', 'DE'],
  ['location.addressLine1', 'Hauptstraße 1'],
  ['location.zip', '70173'],
  ['location.locality', 'Stuttgart'],
  ['website', 'www.plain.example'],
  ['companyEmail', 'jobs@plain.example'],
  ['companyPhone', '0711 123456'],
  ['socialProfiles.xing', 'https://www.xing.com/pages/plain'],
  ['presentation', '<p>Wir sind <strong>plain</strong>.</p>'],
  ['industryId', '12'],
  ['size', ''],
  [BENEFIT_FIELD, JSON.stringify({ de: 'Homeoffice', 'en-GB': 'Remote work', fr: 'Télétravail' })],
  [NEW_BENEFITS_FIELD, 'Kita-Zuschuss\r\n\r\n  Jobrad  '],
  ['occupationIds', '3'],
  ['occupationIds', '7'],
  ['published', 'true'],
];

describe('the profile form posted without JavaScript', () => {
  it('becomes the values the script sends: checked boxes, typed benefits in the page language, URLs given a scheme', () => {
    const values = plainProfileValues(post(filled), 'en-GB');
    expect(values.benefits).toEqual([
      { de: 'Homeoffice', 'en-GB': 'Remote work', fr: 'Télétravail' },
      { de: 'Kita-Zuschuss', 'en-GB': 'Kita-Zuschuss' },
      { de: 'Jobrad', 'en-GB': 'Jobrad' },
    ]);
    expect(values).toMatchObject({ occupationIds: ['3', '7'], fieldOfStudyIds: [], published: true, removeLogo: false });
    const parsed = organizationProfileSchema.parse(values);
    expect(toProfileChanges(parsed)).toMatchObject({
      name: 'Plain GmbH',
      website: 'https://www.plain.example',
      socialProfiles: { xing: 'https://www.xing.com/pages/plain' },
      location: { addressLine2: null, zip: '70173' },
      companyEmail: 'jobs@plain.example',
      industryId: '12',
      size: null,
    });
  });

  it('an unticked box means no: the profile leaves the directory, every term and the image go', () => {
    const values = plainProfileValues(
      post([...filled.filter(([k]) => k !== 'published' && k !== 'occupationIds'), ['removeLogo', 'true']]),
      'de',
    );
    expect(values).toMatchObject({ published: false, occupationIds: [], removeLogo: true, removeCover: false });
  });

  it('a forged benefit field is left out, not trusted', () => {
    const values = plainProfileValues(
      post([
        [BENEFIT_FIELD, 'not json'],
        [BENEFIT_FIELD, '{"fr":"sans allemand"}'],
      ]),
      'de',
    );
    expect(values.benefits).toEqual([]);
  });

  it('a refused post comes back as typed over the stored profile, and a cookie that does not parse shows the stored one', () => {
    const stored = profileFormDefaults(anOrganization({}));
    const typed = plainProfileValues(post([...filled, ['location.zip', '!'], ['website', 'nicht da']]), 'de');
    const entries = Object.fromEntries(typedProfileEntries(typed));
    const restored = restoreTypedProfile(entries, stored);
    expect(restored).toEqual(typed);
    expect(restoreTypedProfile({ profile: '{"name":', presentation: 'x' }, stored)).toBeNull();
    expect(restoreTypedProfile({}, stored)).toBeNull();
    // Wrong shapes keep the stored values field by field.
    expect(restoreTypedProfile({ profile: JSON.stringify({ name: 5, location: 'x', benefits: [1, { de: 'Ok' }] }) }, stored)).toEqual({
      ...stored,
      benefits: [{ de: 'Ok' }],
    });
  });
});

describe('the outcome of a plain save in the edit page address', () => {
  it('carries each field’s message key and the general code, and ignores anything malformed', () => {
    const query = encodeProfileFieldErrors([
      { field: 'location.zip', key: 'organizationEdit.validation.invalidZip' },
      { field: 'logo', key: 'organizationEdit.errors.IMAGE_TOO_LARGE' },
      { field: 'name', key: 'somewhere.else' },
    ]);
    expect(parseProfileFeedback({ profileError: 'FIX_FIELDS', profileErrors: query })).toEqual({
      error: 'FIX_FIELDS',
      fieldErrors: { 'location.zip': 'organizationEdit.validation.invalidZip', logo: 'organizationEdit.errors.IMAGE_TOO_LARGE' },
    });
    expect(parseProfileFeedback({ profileNotice: 'saved', profileError: '<script>', profileErrors: 'a:b,:v.x,name:v.' })).toEqual({
      notice: 'saved',
      fieldErrors: {},
    });
  });

  it('round-trips every well-formed field error (property)', () => {
    const field = fc.stringMatching(/^[A-Za-z][A-Za-z0-9.-]{0,20}$/);
    const key = fc.tuple(
      fc.constantFrom('organizationEdit.validation.', 'organizationEdit.errors.'),
      fc.stringMatching(/^[A-Za-z_]{1,40}$/),
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ field, key }), { selector: (e) => e.field, maxLength: 8 }), (errors) => {
        const list = errors.map((e) => ({ field: e.field, key: e.key.join('') }));
        const parsed = parseProfileFeedback({ profileErrors: encodeProfileFieldErrors(list) }).fieldErrors;
        expect(parsed).toEqual(Object.fromEntries(list.map((e) => [e.field, e.key])));
      }),
    );
  });
});
