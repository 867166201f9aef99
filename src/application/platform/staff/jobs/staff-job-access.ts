import type { RequestContext } from '../../../../domain/shared/request-context';
import { mayActOnJob } from '../../../../domain/staff/staff-job-rules';
import { mayOpenSection } from '../../../../domain/staff/staff-scope';
import type { StaffJobRow } from './staff-job-store.port';

export type StaffJobAccessError = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'EXTERNAL_JOB';

/** Asked before any lookup: a guest or somebody without the jobs section learns nothing about jobs. */
export function jobsSectionRefusal(ctx: RequestContext): 'UNAUTHENTICATED' | 'FORBIDDEN' | null {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayOpenSection(ctx.actor, 'jobs') ? null : 'FORBIDDEN';
}

/** After the lookup: the job exists, belongs to the actor's sites, and is the console's to change. */
export function jobRefusal(job: StaffJobRow | null, ctx: RequestContext): StaffJobAccessError | null {
  if (!job) return 'NOT_FOUND';
  if (!mayActOnJob(ctx.actor, job.sites)) return 'FORBIDDEN';
  return job.external ? 'EXTERNAL_JOB' : null;
}
