import { useRouter } from '@tanstack/react-router';
import { useMemo, type MouseEvent } from 'react';
import { publicPath } from '../../../domain/routing/canonical';
import { useSite } from '../../hooks/use-site';

/**
 * Links and navigation of the search page. Hrefs are real (localized, prefixed) URLs, so every link
 * works without JavaScript; with it, a plain click navigates through the router — the URL stays the
 * only state of the page.
 */
export function useSearchLinks() {
  const { site, locale } = useSite();
  const router = useRouter();
  return useMemo(() => {
    const toPublic = (internalHref: string) => publicPath(site, locale, internalHref);
    /** `keepScroll`: a filter changed in place (checkbox, sort) — the visitor stays where they were. */
    const go = (internalHref: string, options: { keepScroll?: boolean } = {}) =>
      router.navigate({ href: toPublic(internalHref), resetScroll: !options.keepScroll } as Parameters<typeof router.navigate>[0]);
    const linkProps = (internalHref: string) => ({
      href: toPublic(internalHref),
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void go(internalHref);
      },
    });
    return { toPublic, go, linkProps };
  }, [site, locale, router]);
}
