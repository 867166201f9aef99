import { expiryFor } from '../../../domain/job/job-posting';
import { transition } from '../../../domain/job/job-workflow';
import type { Clock } from '../../shared/clock.port';
import type { JobPostingRepository } from './job-posting-repository.port';

export const DUE_BATCH = 100;

/**
 * The scheduler's step: scheduled jobs whose time has come go online, dated at their scheduled time and
 * expiring after their duration. The times live in the jobs table, so nothing is lost by a restart;
 * every worker may run this at once — each job moves only from `scheduled`, so exactly one wins.
 */
export class PublishDueJobs {
  constructor(
    private readonly jobs: JobPostingRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<string[]> {
    const now = this.clock.now();
    const published: string[] = [];
    for (const posting of await this.jobs.listDue(now, DUE_BATCH)) {
      const step = transition({ state: posting.state, action: 'publishDue', actor: 'system', review: 'off' });
      if (!step.ok || !posting.publishAt) continue;
      const at = new Date(posting.publishAt);
      const moved = await this.jobs.changeState(posting.id, 'scheduled', {
        state: 'published',
        publishedAt: at,
        publishAt: null,
        expiresAt: expiryFor(posting, at),
      });
      if (moved) published.push(posting.id);
    }
    return published;
  }
}
