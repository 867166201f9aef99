import type { Resume, ResumeContent } from '../../../domain/resume/resume';
import { anonymousContent } from '../../../domain/resume/resume-access';
import { completenessOf, type Completeness } from '../../../domain/resume/resume-completeness';
import type { ResumeOrganizationRef } from './resume-repository.port';

/** A resume as its owner (or staff) reads it: both views recruiters may get, and its completeness. */
export interface OwnResumeView {
  readonly resume: Resume;
  readonly blockedOrganizations: readonly ResumeOrganizationRef[];
  readonly anonymous: ResumeContent;
  readonly completeness: Completeness;
}

export const ownResumeView = (resume: Resume, blocked: readonly ResumeOrganizationRef[]): OwnResumeView => ({
  resume,
  blockedOrganizations: blocked,
  anonymous: anonymousContent(resume),
  completeness: completenessOf(resume),
});
