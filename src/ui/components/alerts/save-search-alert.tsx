import Close from '@mui/icons-material/Close';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { Alert, Button, Chip, IconButton, Stack } from '@mui/material';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchPage } from '../../../application/board/search/search-jobs.use-case';
import { ALERT_PROMPT_STORAGE_KEY, readPromptMemory, shouldShowAlertPrompt } from '../../../domain/alerts/alert-prompt';
import { alertQueryOf, describeSearch } from '../../../domain/alerts/alert-search';
import { publicPath } from '../../../domain/routing/canonical';
import { browserStorage } from '../../browser-storage';
import { useSite } from '../../hooks/use-site';
import { withQuery } from '../../routing/with-query';
import { useSession } from '../../session/session-provider';
import { announceProductEvent } from '../../tracking/product-events';
import { SEARCH_PAGE } from '../../theme/search-page-styles';
import { BUTTON } from '../../theme/button-styles';
import { PlainIcon } from '../plain-icons';

// Loaded on demand: the dialog, its form and the form's zod schema are what a visitor needs only once
// they ask to save the search; the button already links to /alerts/new, which works without JavaScript.
const loadDialog = () => import('./search-alert-dialog');
const SearchAlertDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchAlertDialog })));

/**
 * /jobs: "Save this search as an alert" (a dialog; without JavaScript the link opens /alerts/new with the
 * same form) above the results (`children`), "alert active" when the signed-in visitor has one for this
 * search, and the job-alert prompt: a non-blocking notice below the results, shown at most every 10 days
 * (remembered in localStorage), never when the search already has an alert. Below, because it appears
 * only once the page has hydrated: above the results it pushed them down (a layout shift).
 */
export function SearchAlertControls({
  page,
  active,
  promptAllowed,
  children,
}: {
  page: JobSearchPage;
  active: boolean;
  promptAllowed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const { data } = useSession();
  const { csrfToken } = useRouteContext({ from: '__root__' }) as { csrfToken: string | null };
  const returnTo = useRouterState({ select: (s) => s.location.publicHref });
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing still plays the dialog's exit transition.
  const [opened, setOpened] = useState(false);
  const [prompt, setPrompt] = useState(false);
  const [nowActive, setNowActive] = useState(active);
  // Another search starts afresh (the results it wraps stay mounted, so no key does it).
  const [shownFor, setShownFor] = useState(page.href);
  if (shownFor !== page.href) {
    setShownFor(page.href);
    setOpen(false);
    setOpened(false);
    setPrompt(false);
    setNowActive(active);
  }
  // Where focus goes once the dialog has closed: the control it was about (the save button, or the "alert
  // active" mark that replaced it). MUI would go back to the trigger, which may be gone by then (the
  // prompt's button, the save button after saving), leaving keyboard users at the top of the page.
  const controlRef = useRef<HTMLElement | null>(null);
  const query = alertQueryOf(page.request);
  const description = describeSearch(page.request, page.taxonomy, locale).join(' · ');
  const signedIn = Boolean(data && csrfToken);

  // The prompt is reported with the search it was shown on; a new search alone does not show it again.
  const searchKeys = useRef<string | null>(null);
  searchKeys.current = page.request.fulltext?.keys ?? null;
  useEffect(() => {
    if (active || !promptAllowed) return;
    const store = browserStorage('local');
    const now = Date.now();
    if (
      shouldShowAlertPrompt({ lastShownAt: readPromptMemory(store?.getItem(ALERT_PROMPT_STORAGE_KEY)), now, hasAlertForSearch: active })
    ) {
      setPrompt(true);
      announceProductEvent({ name: 'job_alert_prompt', keys: searchKeys.current });
      store?.setItem(ALERT_PROMPT_STORAGE_KEY, String(now));
    }
  }, [active, promptAllowed]);

  const openDialog = () => {
    setPrompt(false);
    setOpened(true);
    setOpen(true);
  };
  // Fetched as soon as a click looks likely, so the dialog is there when it comes.
  const preloadDialog = () => void loadDialog();

  return (
    <>
      <div className={SEARCH_PAGE.alertControls}>
        {nowActive ? (
          <Chip
            icon={<NotificationsActive />}
            color="primary"
            variant="outlined"
            label={t('alerts.activeForSearch')}
            data-testid="alert-active"
            ref={(node: HTMLDivElement | null) => {
              controlRef.current = node;
            }}
            tabIndex={-1}
          />
        ) : (
          // A plain link styled by page-wide rules (theme/shell-styles.ts): every search page shows it.
          <a
            className={BUTTON.outlined}
            href={publicPath(site, locale, withQuery('/alerts/new', { query }))}
            onClick={(e) => {
              e.preventDefault();
              openDialog();
            }}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            data-testid="save-search-alert"
            ref={(node: HTMLAnchorElement | null) => {
              controlRef.current = node;
            }}
          >
            <span className={BUTTON.startIcon}>
              <PlainIcon name="notificationsNone" />
            </span>
            {t('alerts.saveSearch')}
          </a>
        )}
      </div>
      {children}
      {prompt && !nowActive && (
        <Alert
          severity="info"
          icon={<NotificationsNone />}
          data-testid="alert-prompt"
          action={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                type="button"
                color="inherit"
                size="small"
                onClick={openDialog}
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
              >
                {t('alerts.prompt.action')}
              </Button>
              <IconButton type="button" color="inherit" size="small" aria-label={t('alerts.prompt.close')} onClick={() => setPrompt(false)}>
                <Close fontSize="small" />
              </IconButton>
            </Stack>
          }
        >
          {t('alerts.prompt.text')}
        </Alert>
      )}
      {opened && (
        <Suspense fallback={null}>
          <SearchAlertDialog
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => controlRef.current?.focus()}
            query={query}
            description={description}
            signedIn={signedIn}
            csrfToken={csrfToken}
            returnTo={returnTo}
            onSaved={(status) => {
              if (status === 'active') setNowActive(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
