import type { BoardContext } from '../board-context';
import type { BoardResumeAttachment, ResumeAttachmentGateway } from './resume-attachment-gateway.port';
import type { BoardResume, ResumeGateway, ResumeOptions } from './resume-gateway.port';

export interface MyResumePage {
  readonly resume: BoardResume;
  readonly options: ResumeOptions;
  /** Organizations matching the block list's search, when one was asked. */
  readonly organizationMatches: readonly { readonly id: string; readonly name: string }[];
  /** The attachments box (the owner's files). */
  readonly attachments: readonly BoardResumeAttachment[];
}

/** /resume and /resume/edit: the signed-in user's resume with the form's choices; null for guests. */
export class ShowMyResume {
  constructor(
    private readonly resumes: ResumeGateway,
    private readonly files: Pick<ResumeAttachmentGateway, 'attachments'>,
  ) {}

  async execute(input: { readonly organizationSearch?: string }, ctx: BoardContext): Promise<MyResumePage | null> {
    const search = input.organizationSearch?.trim() ?? '';
    const [resume, options, organizationMatches, attachments] = await Promise.all([
      this.resumes.mine(ctx),
      this.resumes.options(ctx),
      search.length >= 2 ? this.resumes.organizations(search, ctx) : Promise.resolve([]),
      this.files.attachments(ctx),
    ]);
    if (!resume) return null;
    const blocked = new Set(resume.blockedOrganizations.map((o) => o.id));
    return { resume, options, organizationMatches: organizationMatches.filter((o) => !blocked.has(o.id)), attachments };
  }
}
