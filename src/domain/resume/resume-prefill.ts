import type { Resume } from './resume';

export interface ApplicantPrefill {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
}

/**
 * What the apply form starts with for a signed-in applicant: the names the resume gives (the account's when the
 * resume has none), the account's e-mail (a resume never holds one) and the resume's phone.
 */
export function applicantPrefill(
  account: { readonly firstName: string | null; readonly lastName: string | null; readonly email: string } | null,
  resume: Pick<Resume, 'personalInfo'> | null,
): ApplicantPrefill {
  if (!account) return { firstName: '', lastName: '', email: '', phone: '' };
  const info = resume?.personalInfo;
  const pick = (fromResume: string | undefined, fromAccount: string | null | undefined) =>
    fromResume?.trim() ? fromResume.trim() : (fromAccount ?? '');
  return {
    firstName: pick(info?.firstName, account.firstName),
    lastName: pick(info?.lastName, account.lastName),
    email: account.email,
    phone: info?.phone.trim() ?? '',
  };
}
