import type { BoardContext } from '../board-context';
import type { RecruitingError, ResumeRecruitingGateway } from './resume-recruiting-gateway.port';

/** The contact form's send: ok, or the platform's codes for the page to localize. */
export class ContactResumeOwner {
  constructor(private readonly gateway: ResumeRecruitingGateway) {}

  async execute(
    input: { readonly resumeId: string; readonly message: string; readonly origin: string | null },
    ctx: BoardContext,
  ): Promise<{ readonly ok: true; readonly replayed: boolean } | { readonly ok: false; readonly errors: readonly RecruitingError[] }> {
    const answer = await this.gateway.send(input, ctx);
    if (answer.errors.length > 0 || !answer.request) return { ok: false, errors: answer.errors };
    return { ok: true, replayed: answer.replayed };
  }
}
