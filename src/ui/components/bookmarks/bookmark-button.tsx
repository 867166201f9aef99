import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { publicPath } from '../../../domain/routing/canonical';
import { browserStorage } from '../../browser-storage';
import { useSite } from '../../hooks/use-site';
import { withQuery } from '../../routing/with-query';
import { ICON_BUTTON_CLASS } from '../../theme/icon-button-styles';
import { PlainIcon } from '../plain-icons';
import { announceProductEvent } from '../../tracking/product-events';
import { useBookmarkScope } from './bookmark-scope';
import { rememberPendingBookmark } from './pending-bookmark';

interface Props {
  readonly job: { readonly id: string; readonly slug: string; readonly title: string };
  /** An icon on cards, a labelled button on the job page and the dashboard. */
  readonly variant?: 'icon' | 'button';
}

/**
 * Bookmark / un-bookmark a job. Signed in: a submit button of the page's bookmark form
 * (works without JavaScript; with it the state flips at once and the request follows). Guests: a link
 * to the login that brings them back to the page they clicked on (the list with its query, or the job),
 * the job bookmarked (pending-bookmark.ts). Nothing
 * outside a BookmarkScope. The icon variant (one per card) is a plain element styled by a page-wide rule
 * (icon-button-styles.ts); the labelled button (one per page) is MUI's.
 */
export function BookmarkButton({ job, variant = 'icon' }: Props) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const scope = useBookmarkScope();
  if (!scope) return null;
  const on = scope.isBookmarked(job.id);
  // Texts and icons only where a variant shows them: a search page draws ten guests' icons per render.
  const text = () => t(on ? 'bookmarks.bookmarked' : 'bookmarks.bookmark');
  const icon = () => (on ? <Bookmark /> : <BookmarkBorder />);

  if (!scope.signedIn) {
    // Back to this page after the login — the search list with its query, or the job page — bookmarked there.
    const back = scope.returnTo || publicPath(site, locale, `/job/${job.slug}`);
    const href = withQuery(publicPath(site, locale, '/user/login'), { callbackUrl: back });
    const remember = () => rememberPendingBookmark(browserStorage('session'), job.id, back.replace(/[?#].*$/, ''), Date.now());
    return variant === 'icon' ? (
      <a
        className={ICON_BUTTON_CLASS}
        href={href}
        onClick={remember}
        title={t('bookmarks.loginToBookmark')}
        aria-label={t('bookmarks.loginToBookmarkJob', { title: job.title })}
        data-bookmark-login={job.id}
      >
        <PlainIcon name="bookmarkBorder" />
      </a>
    ) : (
      <Button href={href} onClick={remember} variant="outlined" size="large" startIcon={icon()} data-bookmark-login={job.id}>
        {text()}
      </Button>
    );
  }

  const label = t(on ? 'bookmarks.remove' : 'bookmarks.add', { title: job.title });
  const common = {
    type: 'submit' as const,
    form: scope.formId,
    name: 'toggle',
    value: `${job.id}:${!on}`,
    'aria-pressed': on,
    'data-bookmark': job.id,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      void scope.toggle(job.id, !on).then((saved) => {
        if (saved && !on) announceProductEvent({ name: 'job_bookmark', job, path: window.location.pathname });
      });
    },
  };
  return variant === 'icon' ? (
    <button {...common} className={ICON_BUTTON_CLASS} title={label} aria-label={label}>
      <PlainIcon name={on ? 'bookmark' : 'bookmarkBorder'} />
    </button>
  ) : (
    <Button {...common} aria-label={label} variant={on ? 'contained' : 'outlined'} size="large" startIcon={icon()}>
      {text()}
    </Button>
  );
}
