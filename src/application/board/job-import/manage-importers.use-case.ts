import type { BoardContext } from '../board-context';
import type { BoardImporterInput, JobImportGateway } from './job-import-gateway.port';

/**
 * The importer pages' use case: the platform decides who sees and manages what; the board shows its
 * answers and forwards the forms.
 */
export class ManageImporters {
  constructor(private readonly gateway: JobImportGateway) {}

  list(ctx: BoardContext) {
    return this.gateway.list(ctx);
  }

  detail(id: string, ctx: BoardContext) {
    return this.gateway.detail(id, ctx);
  }

  /** The form: what it offers, and the importer it edits (id given). */
  async form(id: string | null, ctx: BoardContext) {
    const [options, detail] = await Promise.all([this.gateway.options(ctx), id ? this.gateway.detail(id, ctx) : Promise.resolve(null)]);
    return { options, importer: detail?.importer ?? null, errors: [...options.errors, ...(detail?.errors ?? [])] };
  }

  save(id: string | null, input: BoardImporterInput, ctx: BoardContext) {
    return this.gateway.save(id, input, ctx);
  }

  run(id: string, ctx: BoardContext) {
    return this.gateway.run(id, ctx);
  }

  delete(id: string, ctx: BoardContext) {
    return this.gateway.delete(id, ctx);
  }
}
