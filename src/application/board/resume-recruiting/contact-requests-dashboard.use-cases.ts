import type { OwnerAction } from '../../../domain/resume-contacts/contact-request';
import type { BoardContext } from '../board-context';
import type {
  BoardOwnerContactRequests,
  BoardSentContactRequests,
  RecruitingError,
  ResumeRecruitingGateway,
} from './resume-recruiting-gateway.port';

/** The resume owner's list on the dashboard, with its pending/approved filter. */
export class ShowMyContactRequests {
  constructor(private readonly gateway: ResumeRecruitingGateway) {}

  execute(
    input: { readonly filter: 'pending' | 'approved' | null; readonly page: number },
    ctx: BoardContext,
  ): Promise<BoardOwnerContactRequests | null> {
    return this.gateway.mine(input.filter, input.page, ctx);
  }
}

/** The owner's approve / decline / revoke buttons. */
export class DecideContactRequestFromBoard {
  constructor(private readonly gateway: ResumeRecruitingGateway) {}

  async execute(
    input: { readonly id: string; readonly action: OwnerAction },
    ctx: BoardContext,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly errors: readonly RecruitingError[] }> {
    const answer = await this.gateway.decide(input.id, input.action, ctx);
    return answer.errors.length === 0 ? { ok: true } : { ok: false, errors: answer.errors };
  }
}

/** The recruiter's list of requests sent, with the slots and credits left. */
export class ShowSentContactRequests {
  constructor(private readonly gateway: ResumeRecruitingGateway) {}

  execute(input: { readonly page: number }, ctx: BoardContext): Promise<BoardSentContactRequests | null> {
    return this.gateway.sent(input.page, ctx);
  }
}
