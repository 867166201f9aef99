import { countsAsView } from '../../../domain/job/job-views';
import type { JobViewCounter } from './job-view-counter.port';

/** The job page's loader reports a view; bots (by user agent) are not counted. Answers whether it counted. */
export class RecordJobView {
  constructor(private readonly counter: JobViewCounter) {}

  async execute(input: { readonly id: string; readonly userAgent: string | null }): Promise<boolean> {
    if (!/^\d{1,18}$/.test(input.id) || !countsAsView(input.userAgent)) return false;
    await this.counter.increment(input.id);
    return true;
  }
}
