import { useRouteContext } from '@tanstack/react-router';
import type { Locale } from '../../domain/shared/locale';
import type { UserKind } from '../../domain/identity/roles';
import type { PublicSite } from '../routing/public-site';

export interface SiteRouteContext {
  readonly site: PublicSite;
  readonly locale: Locale;
  readonly userKind: UserKind;
}

/** Site, page locale and user kind, resolved once per navigation by the root route. */
export const useSite = (): SiteRouteContext => useRouteContext({ from: '__root__' }) as SiteRouteContext;
