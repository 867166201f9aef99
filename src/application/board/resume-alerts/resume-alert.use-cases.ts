import type { RawResumeSearch } from '../../../domain/resume-search/resume-search-query';
import type { BoardContext } from '../board-context';
import type { RecruitingError } from '../resume-recruiting/resume-recruiting-gateway.port';
import type { BoardResumeAlert, ResumeAlertGateway } from './resume-alert-gateway.port';
import { isEntityId } from '../../../domain/shared/entity-id';

type Outcome =
  | { readonly ok: true; readonly alert: BoardResumeAlert | null }
  | { readonly ok: false; readonly errors: readonly RecruitingError[] };

const outcomeOf = (answer: { readonly errors: readonly RecruitingError[]; readonly alert: BoardResumeAlert | null }): Outcome =>
  answer.errors.length === 0 ? { ok: true, alert: answer.alert } : { ok: false, errors: answer.errors };

/** The recruiter's resume alerts (on the resume search page); null for non-recruiters. */
export class ShowResumeAlerts {
  constructor(private readonly gateway: ResumeAlertGateway) {}

  execute(ctx: BoardContext): Promise<readonly BoardResumeAlert[] | null> {
    return this.gateway.list(ctx);
  }
}

/** /resume-alert/edit/{id}: null answers the page's 404 (also for another organization's alert). */
export class ShowResumeAlert {
  constructor(private readonly gateway: ResumeAlertGateway) {}

  execute(input: { readonly id: string }, ctx: BoardContext): Promise<BoardResumeAlert | null> {
    return isEntityId(input.id) ? this.gateway.find(input.id, ctx) : Promise.resolve(null);
  }
}

/** The resume search's "save as alert" form. */
export class SaveResumeSearchAlert {
  constructor(private readonly gateway: ResumeAlertGateway) {}

  async execute(
    input: { readonly search: RawResumeSearch; readonly interval: number; readonly origin: string | null },
    ctx: BoardContext,
  ): Promise<Outcome> {
    return outcomeOf(await this.gateway.save(input, ctx));
  }
}

/** The edit page's interval form and delete button. */
export class ChangeResumeAlert {
  constructor(private readonly gateway: ResumeAlertGateway) {}

  async interval(input: { readonly id: string; readonly interval: number }, ctx: BoardContext): Promise<Outcome> {
    return outcomeOf(await this.gateway.changeInterval(input.id, input.interval, ctx));
  }

  async delete(input: { readonly id: string }, ctx: BoardContext): Promise<Outcome> {
    const errors = await this.gateway.delete(input.id, ctx);
    return errors.length === 0 ? { ok: true, alert: null } : { ok: false, errors };
  }
}

/** The digest's unsubscribe link. */
export class UnsubscribeResumeAlertLink {
  constructor(private readonly gateway: ResumeAlertGateway) {}

  execute(input: { readonly token: string }, ctx: BoardContext): Promise<'UNSUBSCRIBED' | 'INVALID_TOKEN'> {
    return this.gateway.unsubscribe(input.token.slice(0, 300), ctx);
  }
}
