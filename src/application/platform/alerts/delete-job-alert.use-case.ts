import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { AlertUnitOfWork } from './job-alert-repository.port';

/** Deletes the signed-in user's own alert; anyone else's is NOT_FOUND. */
export class DeleteJobAlert {
  constructor(private readonly uow: AlertUnitOfWork) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<Result<{ id: string }, 'UNAUTHENTICATED' | 'NOT_FOUND'>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to manage your alerts');
    return this.uow.run(async ({ alerts }) => {
      const alert = await alerts.findById(input.id);
      if (!alert || alert.userId !== actor.userId || alert.site !== ctx.site) return err('NOT_FOUND');
      await alerts.delete(alert.id);
      return ok({ id: alert.id });
    });
  }
}
