import type { Resume, ResumeContent } from './resume';

/*
 * Who sees what of a resume. Recruiters get either an anonymous view (no name, phone, birthday, home
 * location, salutation or picture: nothing that tells who the person is) or the full one; the e-mail
 * address is never part of a resume view. The recruiter side (search, contact requests) builds
 * on these rules; the owner previews both views.
 */

export type ResumeAccess = 'none' | 'anonymous' | 'full';

export interface RecruiterViewer {
  readonly organizationId: string;
  /** The owner approved this organization's contact request. */
  readonly contactApproved: boolean;
}

/**
 * Hidden resumes and organizations the owner blocked see nothing; an approved contact sees everything;
 * otherwise the owner's setting decides.
 */
export function recruiterAccess(resume: Pick<Resume, 'visibility' | 'blockedOrganizationIds'>, viewer: RecruiterViewer): ResumeAccess {
  if (resume.visibility === 'hidden') return 'none';
  if (resume.blockedOrganizationIds.includes(viewer.organizationId)) return 'none';
  if (viewer.contactApproved) return 'full';
  return resume.visibility;
}

/** Whether contact data (phone) may be shown: only to organizations whose contact request the owner approved. */
export const mayShowContactData = (viewer: RecruiterViewer | 'owner'): boolean => viewer === 'owner' || viewer.contactApproved;

/** The resume with everything that identifies its owner left out. */
export function anonymousContent(content: ResumeContent): ResumeContent {
  return {
    ...content,
    personalInfo: {
      ...content.personalInfo,
      salutation: null,
      picture: null,
      firstName: '',
      lastName: '',
      phone: '',
      birthday: null,
      homeLocation: '',
    },
  };
}

/** The full view without contact data, for organizations that have no approved contact. */
export function withoutContactData(content: ResumeContent): ResumeContent {
  return { ...content, personalInfo: { ...content.personalInfo, phone: '' } };
}

/** The content a viewer with this access sees; null for none. */
export function resumeContentFor(content: ResumeContent, access: ResumeAccess, contact: boolean): ResumeContent | null {
  if (access === 'none') return null;
  if (access === 'anonymous') return anonymousContent(content);
  return contact ? content : withoutContactData(content);
}
