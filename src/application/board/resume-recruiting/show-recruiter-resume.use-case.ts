import type { BoardContext } from '../board-context';
import type { BoardRecruiterResume, ResumeRecruitingGateway } from './resume-recruiting-gateway.port';

/** A resume's page for a recruiter; null answers the page's 404 (hidden, blocked, unknown alike). */
export class ShowRecruiterResume {
  constructor(private readonly gateway: ResumeRecruitingGateway) {}

  execute(input: { readonly id: string }, ctx: BoardContext): Promise<BoardRecruiterResume | null> {
    return this.gateway.resume(input.id, ctx);
  }
}
