/**
 * Jobs shown with emphasis on a site's home page,
 * from staff picks and upgrades recruiters buy (table job_highlights). The video block shows only
 * video highlights of jobs that do have a video: an emphasis without a video would be an empty frame,
 * and a job with a video but no highlight has not been chosen for the home page.
 */
export const HIGHLIGHT_KINDS = ['top', 'featured', 'video'] as const;
export type HighlightKind = (typeof HIGHLIGHT_KINDS)[number];

export const HIGHLIGHTS_MAX = 6;

/** A block's size as asked, within 0 to 6. */
export const highlightLimit = (n: number): number => (Number.isFinite(n) ? Math.min(HIGHLIGHTS_MAX, Math.max(0, Math.trunc(n))) : 0);
