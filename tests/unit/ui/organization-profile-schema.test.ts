import { describe, expect, it } from 'vitest';
import { profileChangeProblems } from '../../../src/domain/organization/organization-profile-changes';
import { organizationProfileSchema, profileFormDefaults, toProfileChanges } from '../../../src/ui/forms/organization-profile-schema';
import { anOrganization } from '../../support/in-memory-organizations';

const defaults = () => profileFormDefaults(anOrganization({ alternativeName: 'MG', size: null, industry: null }));

describe('the profile form schema (browser and save route alike)', () => {
  it('a stored profile is a valid form, and its changes satisfy the domain rules', () => {
    const parsed = organizationProfileSchema.parse(defaults());
    expect(profileChangeProblems(toProfileChanges(parsed))).toEqual([]);
    expect(toProfileChanges(parsed)).toMatchObject({
      name: 'Muster GmbH',
      alternativeName: 'MG',
      industryId: null,
      size: null,
      socialProfiles: { linkedin: 'https://www.linkedin.com/company/muster-gmbh' },
    });
  });

  it('messages are i18n keys of organizationEdit.validation, per field', () => {
    const result = organizationProfileSchema.safeParse({
      ...defaults(),
      name: ' ',
      website: 'not a url',
      socialProfiles: { ...defaults().socialProfiles, xing: 'https://www.linkedin.com/in/x', instagram: 'instagram.com/muster' },
      location: { ...defaults().location, countryCode: 'XX1', zip: '!' },
      benefits: [{ de: 'Homeoffice' }, { de: 'HOMEOFFICE' }],
    });
    expect(result.success).toBe(false);
    // The form shows the first message of a field (react-hook-form's default).
    const issues: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) issues[issue.path.join('.')] ??= issue.message;
    expect(issues).toEqual({
      name: 'organizationEdit.validation.required',
      website: 'organizationEdit.validation.invalidUrl',
      'socialProfiles.xing': 'organizationEdit.validation.wrongNetwork',
      'location.countryCode': 'organizationEdit.validation.invalidCountry',
      'location.zip': 'organizationEdit.validation.invalidZip',
      'benefits.1.de': 'organizationEdit.validation.duplicateBenefit',
    });
  });

  it('empty optional fields become null; addresses typed without a scheme get https', () => {
    const changes = toProfileChanges(
      organizationProfileSchema.parse({
        ...defaults(),
        alternativeName: '  ',
        website: 'www.muster.example',
        socialProfiles: { ...defaults().socialProfiles, linkedin: '', instagram: 'instagram.com/muster' },
      }),
    );
    expect(changes.alternativeName).toBeNull();
    expect(changes.website).toBe('https://www.muster.example');
    expect(changes.socialProfiles).toEqual({ instagram: 'https://instagram.com/muster' });
  });
});
