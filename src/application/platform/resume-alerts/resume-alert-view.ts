import type { ResumeAlertInterval } from '../../../domain/resume-alerts/resume-alert-interval';
import type { ResumeAlertSearch } from '../../../domain/resume-alerts/resume-alert-search';
import type { Translated } from '../../../domain/shared/locale';
import type { ResumeSearchIndex } from '../resume-search/resume-search-index.port';
import type { ResumeAlertRecord } from './resume-alert-repository.port';

/** A resume alert as its organization's recruiters see it: the search (occupations named) and the interval. */
export interface ResumeAlertView {
  readonly id: string;
  readonly search: ResumeAlertSearch;
  readonly occupations: readonly { readonly id: string; readonly label: Translated }[];
  readonly interval: ResumeAlertInterval;
  readonly nextDueAt: Date | null;
  readonly createdAt: Date;
}

export async function resumeAlertViews(
  records: readonly ResumeAlertRecord[],
  index: Pick<ResumeSearchIndex, 'occupationLabels'>,
): Promise<ResumeAlertView[]> {
  const labels = await index.occupationLabels(records.flatMap((r) => r.search.occupations));
  return records.map((r) => ({
    id: r.id,
    search: r.search,
    occupations: r.search.occupations.flatMap((id) => {
      const label = labels.get(id);
      return label ? [{ id, label }] : [];
    }),
    interval: r.interval,
    nextDueAt: r.nextDueAt,
    createdAt: r.createdAt,
  }));
}
