import { Snackbar } from '@mui/material';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../hooks/use-site';
import { useSession } from '../../session/session-provider';

interface Scope {
  readonly formId: string;
  readonly signedIn: boolean;
  isBookmarked(jobId: string): boolean;
  /** Sets the state at once and asks the server; the state goes back (with a message) when that fails. */
  toggle(jobId: string, bookmarked: boolean): Promise<void>;
}

const ScopeContext = createContext<Scope | null>(null);

export const useBookmarkScope = (): Scope | null => useContext(ScopeContext);

/**
 * Gives the bookmark buttons below it their state (the jobs of the page the visitor has bookmarked)
 * and the page's one bookmark form. The form sits after the children, outside any form of theirs (the
 * search page is one GET form), and every button submits it through the `form` attribute: without
 * JavaScript a click is a POST with the CSRF token that comes back to this page.
 */
export function BookmarkScope({ bookmarked, children }: { bookmarked: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { data } = useSession();
  const { csrfToken } = useRouteContext({ from: '__root__' }) as { csrfToken: string | null };
  const returnTo = useRouterState({ select: (s) => s.location.publicHref });
  const formId = `bookmark-form-${useId().replace(/:/g, '')}`;
  const [ids, setIds] = useState(() => new Set(bookmarked));
  const [failed, setFailed] = useState<string | null>(null);

  const toggle = useCallback(
    async (jobId: string, on: boolean) => {
      const set = (value: boolean) =>
        setIds((current) => {
          const next = new Set(current);
          if (value) next.add(jobId);
          else next.delete(jobId);
          return next;
        });
      set(on);
      const body = new URLSearchParams({ toggle: `${jobId}:${on}`, csrfToken: csrfToken ?? '', locale, returnTo, json: 'true' });
      let error: string | null = 'Default';
      try {
        const response = await fetch('/api/bookmarks', { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
        const answer = (await response.json()) as { ok?: boolean; error?: string; url?: string };
        if (answer.error === 'SIGN_IN_REQUIRED' && answer.url) return window.location.assign(answer.url);
        error = answer.ok ? null : (answer.error ?? 'Default');
      } catch {
        error = 'Default';
      }
      if (error) {
        set(!on);
        setFailed(error);
      }
    },
    [csrfToken, locale, returnTo],
  );

  const scope = useMemo<Scope>(() => ({ formId, signedIn: Boolean(data && csrfToken), isBookmarked: (id) => ids.has(id), toggle }), [formId, data, csrfToken, ids, toggle]);
  return (
    <ScopeContext.Provider value={scope}>
      {children}
      {scope.signedIn && (
        <form id={formId} method="post" action="/api/bookmarks" hidden>
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="returnTo" value={returnTo} />
        </form>
      )}
      <Snackbar
        open={failed !== null}
        autoHideDuration={6000}
        onClose={() => setFailed(null)}
        message={failed ? t(failed === 'LIMIT_REACHED' ? 'bookmarks.errorLimit' : failed === 'NOT_FOUND' ? 'bookmarks.errorGone' : 'bookmarks.error') : ''}
      />
    </ScopeContext.Provider>
  );
}
