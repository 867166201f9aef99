import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ResumeImportRepository, StoredResumeImport } from './resume-import-repository.port';

/** One of the signed-in user's CV imports; nobody else learns whether it exists. */
export class GetResumeImport {
  constructor(private readonly imports: Pick<ResumeImportRepository, 'find'>) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<Result<StoredResumeImport, 'NOT_FOUND'>> {
    const actor = ctx.actor;
    const found = actor.kind === 'user' ? await this.imports.find(input.id) : null;
    if (!found || actor.kind !== 'user' || found.ownerId !== actor.userId) return err('NOT_FOUND', 'No such import');
    return ok(found);
  }
}
