import type { ResumeContent } from '../../../domain/resume/resume';
import { recruiterAccess, resumeContentFor, type ResumeAccess } from '../../../domain/resume/resume-access';
import { attachmentsShownTo } from '../../../domain/resume/resume-attachments';
import { showsContactData } from '../../../domain/resume-contacts/contact-request';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ResumeAttachment, ResumeAttachmentRepository } from '../resumes/resume-attachment-repository.port';
import type { ResumeRepository } from '../resumes/resume-repository.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { contactRequestView, type ContactRequestView } from '../resume-contacts/contact-request-view';
import type { ResumeContactQueries } from '../resume-contacts/resume-contact-repository.port';
import { recruiterOf, type RecruiterDirectory } from './recruiter-access';
import type { ResumeSearchIndex } from './resume-search-index.port';

export interface RecruiterResumeView {
  readonly id: string;
  readonly access: Exclude<ResumeAccess, 'none'>;
  /** The owner approved this organization's request: names and phone are shown. */
  readonly contactApproved: boolean;
  readonly content: ResumeContent;
  /** The organization's latest request for the resume. */
  readonly contactRequest: ContactRequestView | null;
  /** The recruiter looks at their own resume (they may not contact themselves). */
  readonly own: boolean;
  readonly updatedAt: string | null;
  /** The attachments box (CV, certificates): with full access only, since each names its holder. */
  readonly attachments: readonly ResumeAttachment[];
}

/**
 * A resume as a recruiter's organization sees it: anonymous or full as the owner chose, with names and
 * phone only while its contact request stands approved; never the e-mail address. Hidden resumes and
 * those blocking the organization answer null, exactly like unknown ones.
 */
export class GetRecruiterResume {
  constructor(
    private readonly index: ResumeSearchIndex,
    private readonly resumes: ResumeRepository,
    private readonly contacts: ResumeContactQueries,
    private readonly recruiters: RecruiterDirectory,
    private readonly sites: SiteDirectory,
    private readonly attachments: Pick<ResumeAttachmentRepository, 'list'> | null = null,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<RecruiterResumeView | null> {
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    if (!recruiter) return null;
    const ownerId = await this.index.ownerOf(input.id);
    const resume = ownerId ? await this.resumes.find(ownerId) : null;
    if (!ownerId || !resume) return null;
    const organizationId = recruiter.organization.id;
    if (recruiterAccess(resume, { organizationId, contactApproved: false }) === 'none') return null;
    const request = await this.contacts.latestFor(ownerId, organizationId);
    const contactApproved = request !== null && showsContactData(request.state);
    const access = recruiterAccess(resume, { organizationId, contactApproved });
    const content = resumeContentFor(resume, access, contactApproved);
    if (access === 'none' || content === null) return null;
    return {
      id: input.id,
      access,
      contactApproved,
      content,
      contactRequest: request ? contactRequestView(request) : null,
      own: ownerId === recruiter.userId,
      updatedAt: resume.updatedAt,
      attachments: attachmentsShownTo(access) && this.attachments ? await this.attachments.list(ownerId) : [],
    };
  }
}
