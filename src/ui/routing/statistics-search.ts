/** The statistics page's address: `?job=` or `?organization=` (neither: the site, for staff), and the days. */
export interface StatisticsSearch {
  readonly job?: string | undefined;
  readonly organization?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

const idOf = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,15}$/.test(text) ? text : undefined;
};
const dayOf = (value: unknown): string | undefined => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export const parseStatisticsSearch = (search: Record<string, unknown>): StatisticsSearch => ({
  job: idOf(search.job),
  organization: idOf(search.organization),
  from: dayOf(search.from),
  to: dayOf(search.to),
});

/** The CSV export's address for the same scope and days (a platform path, so a plain link). */
export function statisticsExportHref(
  scope: { job?: string | undefined; organization?: string | undefined },
  from: string,
  to: string,
): string {
  const query = new URLSearchParams();
  if (scope.job) query.set('job', scope.job);
  else if (scope.organization) query.set('organization', scope.organization);
  query.set('from', from);
  query.set('to', to);
  return `/api/statistics/export?${query.toString()}`;
}
