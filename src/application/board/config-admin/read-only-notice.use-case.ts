import { isReadOnlyValue, READ_ONLY_KEY } from '../../../domain/site/app-config-rules';
import type { BoardContext } from '../board-context';
import type { AppConfigGateway } from '../site/app-config-gateway.port';

/** How long the board trusts the flag it read: the banner and the form check follow a switch within this time. */
export const READ_ONLY_NOTICE_MS = 3_000;

/**
 * Whether the platform is read-only, as the board learns it from getAppConfig (a board process has no
 * database): the banner on every page and the form reader's early refusal ask this. Read at most once
 * per period per site (concurrent askers share one call); unreachable: not read-only, so the platform's
 * own check decides.
 */
export class ReadOnlyNotice {
  private readonly cached = new Map<string, { readonly on: boolean; readonly at: number }>();
  private readonly pending = new Map<string, Promise<boolean>>();

  constructor(
    private readonly config: AppConfigGateway,
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = READ_ONLY_NOTICE_MS,
  ) {}

  isOn(ctx: BoardContext): Promise<boolean> {
    const hit = this.cached.get(ctx.site);
    if (hit && this.now() - hit.at < this.ttlMs) return Promise.resolve(hit.on);
    let asking = this.pending.get(ctx.site);
    if (!asking) {
      // Asked as a guest: the flag is the same for everybody, and no session travels for it.
      asking = this.config
        .entries({ site: ctx.site, locale: ctx.locale })
        .then((entries) => {
          const on = isReadOnlyValue(entries.find((e) => e.key === READ_ONLY_KEY)?.value);
          this.cached.set(ctx.site, { on, at: this.now() });
          return on;
        })
        .catch(() => false)
        .finally(() => this.pending.delete(ctx.site));
      this.pending.set(ctx.site, asking);
    }
    return asking;
  }

  /** This process switched the flag: pages it serves show it at once. */
  changed(on: boolean): void {
    for (const site of this.cached.keys()) this.cached.set(site, { on, at: this.now() });
  }
}
