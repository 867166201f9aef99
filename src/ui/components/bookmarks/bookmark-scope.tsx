import { Snackbar } from '@mui/material';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage } from '../../browser-storage';
import { useSite } from '../../hooks/use-site';
import { useSession } from '../../session/session-provider';
import { takePendingBookmark } from './pending-bookmark';

interface Scope {
  readonly formId: string;
  readonly signedIn: boolean;
  /** The page's public address with its query: where a guest's login comes back to. */
  readonly returnTo: string;
  isBookmarked(jobId: string): boolean;
  /**
   * Sets the state at once and asks the server; the state goes back (with a message) when that fails.
   * True when the server took it.
   */
  toggle(jobId: string, bookmarked: boolean): Promise<boolean>;
}

const ScopeContext = createContext<Scope | null>(null);

/** The snackbar's message per notice; any other error code gets `bookmarks.error`. */
const NOTICE_MESSAGES: Readonly<Record<string, string>> = {
  SAVED: 'bookmarks.savedAfterLogin',
  LIMIT_REACHED: 'bookmarks.errorLimit',
  NOT_FOUND: 'bookmarks.errorGone',
};

export const useBookmarkScope = (): Scope | null => useContext(ScopeContext);

/**
 * Gives the bookmark buttons below it their state (the jobs of the page the visitor has bookmarked)
 * and the page's one bookmark form. The form sits after the children, outside any form of theirs (the
 * search page is one GET form), and every button submits it through the `form` attribute: without
 * JavaScript a click is a POST with the CSRF token that comes back to this page. Signed in, it bookmarks
 * the job a guest asked for before logging in, when the login brought them back here (pending-bookmark.ts).
 */
export function BookmarkScope({ bookmarked, children }: { bookmarked: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { data } = useSession();
  const { csrfToken } = useRouteContext({ from: '__root__' }) as { csrfToken: string | null };
  const returnTo = useRouterState({ select: (s) => s.location.publicHref });
  const formId = `bookmark-form-${useId().replace(/:/g, '')}`;
  const [ids, setIds] = useState(() => new Set(bookmarked));
  // The search page stays mounted from one search to the next: a new page brings its own bookmarks.
  const bookmarkedKey = bookmarked.join(',');
  const [shownFor, setShownFor] = useState(bookmarkedKey);
  if (shownFor !== bookmarkedKey) {
    setShownFor(bookmarkedKey);
    setIds(new Set(bookmarked));
  }
  // An error code of the bookmark call, or 'SAVED' for a bookmark that waited through the login.
  const [notice, setNotice] = useState<string | null>(null);

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
        const response = await fetch('/api/bookmarks', {
          method: 'POST',
          body,
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        });
        const answer = (await response.json()) as { ok?: boolean; error?: string; url?: string };
        if (answer.error === 'SIGN_IN_REQUIRED' && answer.url) {
          window.location.assign(answer.url);
          return false;
        }
        error = answer.ok ? null : (answer.error ?? 'Default');
      } catch {
        error = 'Default';
      }
      if (error) {
        set(!on);
        setNotice(error);
      }
      return error === null;
    },
    [csrfToken, locale, returnTo],
  );

  const signedIn = Boolean(data && csrfToken);
  // Once per page, signed in: the guest's bookmark that waited through the login. Run when the visitor
  // is known, not on later clicks (it reads the bookmarks the page came with).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the visitor becomes known, not when the bookmarks change
  useEffect(() => {
    if (!signedIn) return;
    const jobId = takePendingBookmark(browserStorage('session'), window.location.pathname, Date.now());
    if (jobId === null) return;
    if (ids.has(jobId)) setNotice('SAVED');
    else void toggle(jobId, true).then((saved) => saved && setNotice('SAVED'));
  }, [signedIn]);

  // The snackbar from the first notice on (then kept, so it can fade out): a closed MUI Snackbar still
  // costs a styled render on every list page.
  const noticed = useRef(false);
  if (notice !== null) noticed.current = true;

  const scope = useMemo<Scope>(
    () => ({ formId, signedIn, returnTo, isBookmarked: (id) => ids.has(id), toggle }),
    [formId, signedIn, returnTo, ids, toggle],
  );
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
      {noticed.current && (
        <Snackbar
          open={notice !== null}
          autoHideDuration={6000}
          onClose={() => setNotice(null)}
          message={notice ? t(NOTICE_MESSAGES[notice] ?? 'bookmarks.error') : ''}
        />
      )}
    </ScopeContext.Provider>
  );
}
