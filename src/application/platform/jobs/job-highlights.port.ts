import type { HighlightKind } from '../../../domain/job/job-highlight';

/** Reads the highlights in force (job_highlights). */
export interface JobHighlights {
  /**
   * Ids of up to `limit` distinct jobs highlighted as `kind` on `site` at `now` that visitors may see
   * there (published, not expired, offered on the site; for `video` only jobs with a video), the most
   * recently started highlight first.
   */
  visibleJobIds(query: {
    readonly site: string;
    readonly kind: HighlightKind;
    readonly now: Date;
    readonly limit: number;
  }): Promise<string[]>;
}
