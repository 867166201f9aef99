import { describe, expect, it } from 'vitest';
import { EMPTY_RESUME_CONTENT } from '../../../../src/domain/resume/resume';
import { applicantPrefill } from '../../../../src/domain/resume/resume-prefill';

const account = { firstName: 'Anna', lastName: 'Antrag', email: 'anna@example.test' };
const resume = (personal: Partial<typeof EMPTY_RESUME_CONTENT.personalInfo>) => ({
  personalInfo: { ...EMPTY_RESUME_CONTENT.personalInfo, ...personal },
});

describe('the apply form prefilled from the resume', () => {
  it('takes names and phone from the resume and the e-mail from the account', () => {
    expect(applicantPrefill(account, resume({ firstName: 'Anna-Lena', lastName: 'Roth', phone: ' +49 761 1234 ' }))).toEqual({
      firstName: 'Anna-Lena',
      lastName: 'Roth',
      email: 'anna@example.test',
      phone: '+49 761 1234',
    });
  });

  it('falls back to the account where the resume is empty or missing, and gives guests nothing', () => {
    expect(applicantPrefill(account, resume({ firstName: '  ' }))).toEqual({ ...account, phone: '' });
    expect(applicantPrefill(account, null)).toEqual({ ...account, phone: '' });
    expect(applicantPrefill(null, resume({ firstName: 'X', phone: '123' }))).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
  });
});
