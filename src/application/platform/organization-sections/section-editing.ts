import { mayActForOrganization } from '../../../domain/organization/organization-team';
import type { SectionFieldError, ProfileSections } from '../../../domain/organization/profile-sections';
import type { ProfileImageProblem } from '../../../domain/files/profile-image-policy';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Err, Ok } from '../../../domain/shared/result';
import type { ProfileSectionStore } from './profile-section-store.port';

export type SectionChangeProblem = SectionFieldError['problem'] | ProfileImageProblem;

/** What every change of a profile list answers: the lists as stored afterwards, or why nothing was written. */
export type SectionChangeResult =
  | Ok<ProfileSections>
  | Err<'UNAUTHENTICATED' | 'NOT_FOUND' | 'FORBIDDEN'>
  | {
      readonly ok: false;
      readonly code: 'INVALID';
      readonly errors: ReadonlyArray<{ readonly field: string; readonly problem: SectionChangeProblem }>;
    };

const ID = /^[1-9]\d{0,17}$/;

/**
 * The organization's members (owners and editors) and staff may change its lists; a guest gets UNAUTHENTICATED, any other user
 * FORBIDDEN, before any input is looked at, so a stranger learns nothing about what would have been accepted.
 */
export async function authorizeSectionChange(
  store: Pick<ProfileSectionStore, 'teamOf'>,
  organizationId: string,
  ctx: RequestContext,
): Promise<Err<'UNAUTHENTICATED' | 'NOT_FOUND' | 'FORBIDDEN'> | null> {
  // A guest is told to sign in, whatever the id: signing in is what could help.
  if (ctx.actor.kind !== 'user') return { ok: false, code: 'UNAUTHENTICATED' };
  if (!ID.test(organizationId)) return { ok: false, code: 'NOT_FOUND' };
  const organization = await store.teamOf(organizationId);
  if (!organization) return { ok: false, code: 'NOT_FOUND' };
  if (!mayActForOrganization(ctx.actor, organization.team, 'editProfile', organization.sites)) return { ok: false, code: 'FORBIDDEN' };
  return null;
}

export const invalid = (
  errors: ReadonlyArray<{ readonly field: string; readonly problem: SectionChangeProblem }>,
): SectionChangeResult => ({ ok: false, code: 'INVALID', errors });

/** The stored lists after a change. */
export async function sectionsAfter(store: Pick<ProfileSectionStore, 'read'>, organizationId: string): Promise<SectionChangeResult> {
  const sections = await store.read(organizationId);
  return sections ? { ok: true, value: sections } : { ok: false, code: 'NOT_FOUND' };
}

export const isItemId = (id: string): boolean => ID.test(id);
