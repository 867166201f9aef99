import type { Resume } from '../../../domain/resume/resume';

/** Whose resume shows a stored picture, and what decides who may see it. */
export interface ResumePictureLookup {
  holderOf(key: string): Promise<Pick<Resume, 'ownerId' | 'visibility' | 'blockedOrganizationIds'> | null>;
  /** The organization the user acts for as a recruiter (owned first, else a membership), or null. */
  organizationOf(userId: string): Promise<string | null>;
  /** The owner approved this organization's contact request (and did not revoke it). */
  contactApproved(ownerId: string, organizationId: string): Promise<boolean>;
}
