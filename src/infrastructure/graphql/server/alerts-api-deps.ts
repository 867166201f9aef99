import type { ConfirmJobAlert } from '../../../application/platform/alerts/confirm-job-alert.use-case';
import type { CreateJobAlert } from '../../../application/platform/alerts/create-job-alert.use-case';
import type { DeleteJobAlert } from '../../../application/platform/alerts/delete-job-alert.use-case';
import type { FindJobAlertForSearch } from '../../../application/platform/alerts/find-job-alert-for-search.use-case';
import type { ListMyJobAlerts } from '../../../application/platform/alerts/list-my-job-alerts.use-case';
import type { UnsubscribeJobAlert } from '../../../application/platform/alerts/unsubscribe-job-alert.use-case';
import type { UpdateJobAlert } from '../../../application/platform/alerts/update-job-alert.use-case';
import type { BookmarkJob } from '../../../application/platform/bookmarks/bookmark-job.use-case';
import type { BookmarkedJobIds } from '../../../application/platform/bookmarks/bookmarked-job-ids.use-case';
import type { ListBookmarks } from '../../../application/platform/bookmarks/list-bookmarks.use-case';
import type { UnbookmarkJob } from '../../../application/platform/bookmarks/unbookmark-job.use-case';

/** What the bookmarks and job alerts add to the platform API's dependencies (bound in di/alerts.module.ts, di/bookmarks.module.ts). */
export interface AlertsApiDeps {
  readonly bookmarkJob: Pick<BookmarkJob, 'execute'>;
  readonly unbookmarkJob: Pick<UnbookmarkJob, 'execute'>;
  readonly listBookmarks: Pick<ListBookmarks, 'execute'>;
  readonly bookmarkedJobIds: Pick<BookmarkedJobIds, 'execute'>;
  readonly createJobAlert: Pick<CreateJobAlert, 'execute'>;
  readonly updateJobAlert: Pick<UpdateJobAlert, 'execute'>;
  readonly deleteJobAlert: Pick<DeleteJobAlert, 'execute'>;
  readonly confirmJobAlert: Pick<ConfirmJobAlert, 'execute'>;
  readonly unsubscribeJobAlert: Pick<UnsubscribeJobAlert, 'execute'>;
  readonly listMyJobAlerts: Pick<ListMyJobAlerts, 'execute'>;
  readonly findJobAlertForSearch: Pick<FindJobAlertForSearch, 'execute'>;
}

export type BookmarksApiDeps = Pick<AlertsApiDeps, 'bookmarkJob' | 'unbookmarkJob' | 'listBookmarks' | 'bookmarkedJobIds'>;
export type JobAlertsApiDeps = Omit<AlertsApiDeps, keyof BookmarksApiDeps>;
