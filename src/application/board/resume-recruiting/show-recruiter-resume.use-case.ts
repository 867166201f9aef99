import type { BoardContext } from '../board-context';
import type { ResumeGateway, ResumeOptions } from '../resumes/resume-gateway.port';
import type { BoardRecruiterResume, ResumeRecruitingGateway } from './resume-recruiting-gateway.port';

export interface RecruiterResumePage {
  readonly resume: BoardRecruiterResume;
  /** The vocabularies' labels the resume's term ids are shown with. */
  readonly options: ResumeOptions;
}

/** A resume's page for a recruiter; null answers the page's 404 (hidden, blocked, unknown alike). */
export class ShowRecruiterResume {
  constructor(
    private readonly gateway: ResumeRecruitingGateway,
    private readonly resumes: Pick<ResumeGateway, 'options'>,
  ) {}

  async execute(input: { readonly id: string }, ctx: BoardContext): Promise<RecruiterResumePage | null> {
    const [resume, options] = await Promise.all([this.gateway.resume(input.id, ctx), this.resumes.options(ctx)]);
    return resume ? { resume, options } : null;
  }
}
