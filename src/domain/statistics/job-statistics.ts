/** What the board counts per job and day, without cookies and without knowing who did it. */
export const STATISTIC_KINDS = ['view', 'apply_start', 'application', 'bookmark', 'share'] as const;
export type StatisticKind = (typeof STATISTIC_KINDS)[number];

/** The kinds a visitor's browser reports itself (the others are counted where the platform writes). */
export const BEACON_KINDS = ['view', 'apply_start', 'share'] as const satisfies readonly StatisticKind[];
export type BeaconKind = (typeof BEACON_KINDS)[number];

export const isBeaconKind = (value: unknown): value is BeaconKind =>
  typeof value === 'string' && (BEACON_KINDS as readonly string[]).includes(value);

/** One counted moment: which job on which site, on which day (YYYY-MM-DD in the sites' time zone). */
export interface JobEvent {
  readonly site: string;
  readonly jobId: string;
  readonly day: string;
  readonly kind: StatisticKind;
}

export type KindCounts = Readonly<Record<StatisticKind, number>>;

/** One day of a statistics page: every kind, zero when nothing happened. */
export interface StatisticsDay {
  readonly day: string;
  readonly counts: KindCounts;
}

/** A stored count as the repository reads it. */
export interface StoredCount {
  readonly day: string;
  readonly kind: StatisticKind;
  readonly count: number;
}

export const zeroCounts = (): Record<StatisticKind, number> => ({ view: 0, apply_start: 0, application: 0, bookmark: 0, share: 0 });

// Recruiters read days as the boards' visitors live them: every site is a German regional board.
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day an instant falls on for the boards' visitors (YYYY-MM-DD). */
export const statisticsDay = (instant: Date): string => DAY_FORMAT.format(instant);
