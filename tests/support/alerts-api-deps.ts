import { ConfirmJobAlert } from '../../src/application/platform/alerts/confirm-job-alert.use-case';
import { CreateJobAlert } from '../../src/application/platform/alerts/create-job-alert.use-case';
import { DeleteJobAlert } from '../../src/application/platform/alerts/delete-job-alert.use-case';
import { FindJobAlertForSearch } from '../../src/application/platform/alerts/find-job-alert-for-search.use-case';
import { ListMyJobAlerts } from '../../src/application/platform/alerts/list-my-job-alerts.use-case';
import { UnsubscribeJobAlert } from '../../src/application/platform/alerts/unsubscribe-job-alert.use-case';
import { UpdateJobAlert } from '../../src/application/platform/alerts/update-job-alert.use-case';
import { BookmarkJob } from '../../src/application/platform/bookmarks/bookmark-job.use-case';
import { BookmarkedJobIds } from '../../src/application/platform/bookmarks/bookmarked-job-ids.use-case';
import { ListBookmarks } from '../../src/application/platform/bookmarks/list-bookmarks.use-case';
import { UnbookmarkJob } from '../../src/application/platform/bookmarks/unbookmark-job.use-case';
import type { JobRepository } from '../../src/application/platform/jobs/job-repository.port';
import type { JobIndex } from '../../src/application/platform/search/job-index.port';
import type { SiteDirectory } from '../../src/application/platform/site/site-directory.port';
import type { Clock } from '../../src/application/shared/clock.port';
import { HmacLinkSigner } from '../../src/infrastructure/auth/hmac-link-signer';
import type { AlertsApiDeps } from '../../src/infrastructure/graphql/server/alerts-api-deps';
import { MessageMailComposer } from '../../src/infrastructure/mail/message-mail-composer';
import { InMemoryBookmarkRepository } from './in-memory-bookmarks';
import { InMemoryJobAlerts } from './in-memory-job-alerts';

export const TEST_ALERT_SECRET = 'test-secret-for-job-alert-links-0123456789';

/** The bookmark and alert use cases on in-memory ports (for API and gateway tests). */
export function alertsApiDepsOn(ports: { jobs: JobRepository; index: JobIndex; sites: SiteDirectory; clock: Clock }): AlertsApiDeps & {
  readonly bookmarks: InMemoryBookmarkRepository;
  readonly alerts: InMemoryJobAlerts;
} {
  const bookmarks = new InMemoryBookmarkRepository();
  const alerts = new InMemoryJobAlerts();
  const signer = new HmacLinkSigner(TEST_ALERT_SECRET);
  const { jobs, index, sites, clock } = ports;
  return {
    bookmarks,
    alerts,
    bookmarkJob: new BookmarkJob(bookmarks, jobs, clock),
    unbookmarkJob: new UnbookmarkJob(bookmarks),
    listBookmarks: new ListBookmarks(bookmarks, jobs, clock, sites),
    bookmarkedJobIds: new BookmarkedJobIds(bookmarks),
    createJobAlert: new CreateJobAlert(alerts, index, new MessageMailComposer(), signer, sites, clock),
    updateJobAlert: new UpdateJobAlert(alerts, clock),
    deleteJobAlert: new DeleteJobAlert(alerts),
    confirmJobAlert: new ConfirmJobAlert(alerts, signer, clock),
    unsubscribeJobAlert: new UnsubscribeJobAlert(alerts, signer),
    listMyJobAlerts: new ListMyJobAlerts(alerts.repository),
    findJobAlertForSearch: new FindJobAlertForSearch(alerts.repository, index, sites),
  };
}
