import type { Locale } from './locale';
import type { Actor } from '../identity/actor';
import type { SiteKey } from '../site/site-config';

/** Request facts travel explicitly: which site, which language, who asks, and a request id for logs. */
export interface RequestContext {
  readonly site: SiteKey;
  readonly locale: Locale;
  readonly actor: Actor;
  readonly requestId: string;
}
