import type { BoardContext } from '../board-context';
import type { ReadOnlyNotice } from './read-only-notice.use-case';
import type { ConfigAdminGateway, ConfigEntryInput, SaveConfigAnswer, StaffConfig } from './config-admin-gateway.port';

/**
 * The staff's configuration page (/admin/configuration). Who may do what is the platform's decision;
 * the page turns its refusals into a sign-in or the console's 403 page.
 */
export class RunConfigDesk {
  constructor(
    private readonly gateway: ConfigAdminGateway,
    private readonly notice: ReadOnlyNotice,
  ) {}

  config(ctx: BoardContext): Promise<StaffConfig> {
    return this.gateway.config(ctx);
  }

  saveEntry(input: ConfigEntryInput, ctx: BoardContext): Promise<SaveConfigAnswer> {
    return this.gateway.saveEntry(input, ctx);
  }

  async setReadOnly(on: boolean, ctx: BoardContext): Promise<{ readonly readOnly: boolean | null; readonly errors: readonly string[] }> {
    const answer = await this.gateway.setReadOnly(on, ctx);
    if (answer.readOnly !== null) this.notice.changed(answer.readOnly);
    return answer;
  }
}
