import type { AppConfigEntry } from '../../../domain/site/app-config';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { AppConfigRepository } from './app-config-repository.port';

/** getAppConfig: the site's configuration entries; an empty list when there are none. */
export class GetAppConfig {
  constructor(private readonly config: AppConfigRepository) {}

  async execute(_input: void, ctx: RequestContext): Promise<AppConfigEntry[]> {
    return this.config.listFor(ctx.site);
  }
}
