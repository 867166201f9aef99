import Delete from '@mui/icons-material/Delete';
import { Alert, Button, Chip, Divider, Link, Pagination, PaginationItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AlertListItem } from '../../../application/board/alerts/show-my-alerts.use-case';
import type { BookmarksPage } from '../../../application/board/bookmarks/show-bookmarks.use-case';
import { ALERT_FREQUENCIES } from '../../../domain/alerts/alert-schedule';
import { publicPath } from '../../../domain/routing/canonical';
import { formatDate } from '../../format/dates';
import { useSite } from '../../hooks/use-site';
import { BookmarkButton } from '../bookmarks/bookmark-button';
import { BookmarkScope } from '../bookmarks/bookmark-scope';
import { TextLink } from '../router-links';

/**
 * The dashboard's bookmarks (paged, ten a page; jobs no longer offered stay listed, marked, without a
 * link) and job alerts (the search in words with a link to it, its frequency to change, delete). Every
 * action is a POST form with the CSRF token, so all of it works without JavaScript.
 */
export function DashboardLists({
  bookmarks,
  alerts,
  csrfToken,
  notice,
}: {
  bookmarks: BookmarksPage | null;
  alerts: AlertListItem[] | null;
  csrfToken: string;
  notice?: string | undefined;
}) {
  // The dashboard's own ?notice= of the alert forms (the account notices are the account page's).
  const alertNotice = notice === 'alertUpdated' || notice === 'alertDeleted' ? notice : null;
  return (
    <>
      {bookmarks && <BookmarksList page={bookmarks} />}
      {alerts && <AlertsList alerts={alerts} csrfToken={csrfToken} notice={alertNotice} />}
    </>
  );
}

function BookmarksList({ page }: { page: BookmarksPage }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const pageHref = (n: number) => publicPath(site, locale, n > 1 ? `/dashboard?bookmarks=${n}` : '/dashboard');
  return (
    <section aria-labelledby="dashboard-bookmarks" data-testid="dashboard-bookmarks">
      <Divider sx={{ mb: 2 }} />
      <Typography id="dashboard-bookmarks" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('bookmarks.title')} ({page.total})
      </Typography>
      {page.items.length === 0 ? (
        <Typography color="text.secondary">{t('bookmarks.empty')}</Typography>
      ) : (
        <BookmarkScope bookmarked={page.items.map((i) => i.job.id)}>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {page.items.map(({ job, available, liveOn, bookmarkedAt }) => (
              <Stack
                component="li"
                key={job.id}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                data-bookmarked-job={job.id}
              >
                <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                  {liveOn ? (
                    // Shown on a sister site only (bookmarked there): its page is there.
                    <Link href={liveOn.url} sx={{ fontWeight: 700 }} data-sister-site={liveOn.key}>
                      {job.title}
                    </Link>
                  ) : available ? (
                    <TextLink to="/job/$slug" params={{ slug: job.slug }} sx={{ fontWeight: 700 }}>
                      {job.title}
                    </TextLink>
                  ) : (
                    <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>{job.title}</Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {[job.organization.name, job.location.locality].filter(Boolean).join(', ')} ·{' '}
                    {t('bookmarks.savedOn', { date: formatDate(bookmarkedAt, locale) })}
                    {liveOn && <> · {t('bookmarks.onSite', { site: liveOn.name })}</>}
                  </Typography>
                  {!available && <Chip size="small" label={t('bookmarks.unavailable')} sx={{ alignSelf: 'flex-start' }} />}
                </Stack>
                <BookmarkButton job={job} />
              </Stack>
            ))}
          </Stack>
        </BookmarkScope>
      )}
      {page.pageCount > 1 && (
        <Pagination
          page={page.page}
          count={page.pageCount}
          sx={{ mt: 2 }}
          getItemAriaLabel={(type, n) =>
            type === 'previous' ? t('bookmarks.previous') : type === 'next' ? t('bookmarks.next') : t('bookmarks.page', { page: n })
          }
          renderItem={(item) =>
            item.page === null || item.disabled ? (
              <PaginationItem {...item} />
            ) : (
              <PaginationItem {...item} component="a" href={pageHref(item.page)} />
            )
          }
        />
      )}
    </section>
  );
}

function AlertsList({ alerts, csrfToken, notice }: { alerts: AlertListItem[]; csrfToken: string; notice: string | null }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  return (
    <section aria-labelledby="dashboard-alerts" data-testid="dashboard-alerts">
      <Divider sx={{ mb: 2 }} />
      <Typography id="dashboard-alerts" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('alerts.dashboard.title')} ({alerts.length})
      </Typography>
      {/* What the alert forms did shows with the alerts, not under the section above them. */}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 1.5 }} data-testid="alert-notice">
          {t(`alerts.notice.${notice}`)}
        </Alert>
      )}
      {alerts.length === 0 ? (
        <Typography color="text.secondary">
          {t('alerts.dashboard.empty')} <TextLink to="/jobs">{t('alerts.dashboard.toSearch')}</TextLink>
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {alerts.map((alert) => {
            const title = alert.description.join(' · ') || t('alerts.allJobs');
            return (
              <Stack component="li" key={alert.id} spacing={1} data-job-alert={alert.id}>
                <Link href={publicPath(site, locale, alert.href)} sx={{ fontWeight: 700, alignSelf: 'flex-start' }}>
                  {title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {alert.lastSentAt
                    ? t('alerts.dashboard.lastSent', { date: formatDate(alert.lastSentAt, locale) })
                    : t('alerts.dashboard.notSentYet')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <form method="post" action="/api/alerts/update" data-form="alert-frequency">
                    <input type="hidden" name="csrfToken" value={csrfToken} />
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="id" value={alert.id} />
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <TextField
                        select
                        size="small"
                        name="frequency"
                        label={t('alerts.form.frequency')}
                        defaultValue={alert.frequency}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        sx={{ minWidth: 140 }}
                      >
                        {ALERT_FREQUENCIES.map((f) => (
                          <option key={f} value={f}>
                            {t(`alerts.frequency.${f}`)}
                          </option>
                        ))}
                      </TextField>
                      <Button type="submit" variant="outlined" size="small">
                        {t('alerts.dashboard.save')}
                      </Button>
                    </Stack>
                  </form>
                  <form method="post" action="/api/alerts/delete" data-form="alert-delete">
                    <input type="hidden" name="csrfToken" value={csrfToken} />
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="id" value={alert.id} />
                    <Button
                      type="submit"
                      color="error"
                      size="small"
                      startIcon={<Delete />}
                      aria-label={t('alerts.dashboard.deleteNamed', { title })}
                    >
                      {t('alerts.dashboard.delete')}
                    </Button>
                  </form>
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('alerts.dashboard.howTo')} <TextLink to="/jobs">{t('alerts.dashboard.toSearch')}</TextLink>
      </Typography>
    </section>
  );
}
