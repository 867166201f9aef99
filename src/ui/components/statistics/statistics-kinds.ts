import type { StatisticKind } from '../../../domain/statistics/job-statistics';

/** The order and message keys of the counted kinds on every statistics view. */
export const KIND_LABELS: readonly { readonly kind: StatisticKind; readonly key: string }[] = [
  { kind: 'view', key: 'statistics.kinds.view' },
  { kind: 'apply_start', key: 'statistics.kinds.applyStart' },
  { kind: 'application', key: 'statistics.kinds.application' },
  { kind: 'bookmark', key: 'statistics.kinds.bookmark' },
  { kind: 'share', key: 'statistics.kinds.share' },
];
