import type { Job } from './job';

/**
 * How a visitor applies to a job, as its page offers it. Every job open for applications offers one:
 * the on-site form, the job's own link or address, else its employer's website, else the employer's
 * profile (which names how to reach them) — never a page without a way to apply. Link jobs apply
 * through their original ad while it is online; closed jobs (expired, not published) offer nothing.
 */
export type ApplyChannel =
  | { readonly kind: 'form' }
  | { readonly kind: 'original-ad'; readonly href: string }
  | { readonly kind: 'link'; readonly href: string }
  | { readonly kind: 'email'; readonly address: string }
  | { readonly kind: 'employer-website'; readonly href: string }
  | { readonly kind: 'employer-profile' };

export function applyChannelOf(
  job: Pick<Job, 'type' | 'state' | 'linkUrl' | 'details' | 'organization'>,
  expired: boolean,
): ApplyChannel | null {
  if (expired || job.state !== 'published') return null;
  if (job.type === 'job_per_link') return job.linkUrl ? { kind: 'original-ad', href: job.linkUrl } : { kind: 'employer-profile' };
  const application = job.details?.application;
  if (application?.workflow === 'form') return { kind: 'form' };
  if (application?.url) return { kind: 'link', href: application.url };
  if (application?.email) return { kind: 'email', address: application.email };
  if (job.organization.website) return { kind: 'employer-website', href: job.organization.website };
  return { kind: 'employer-profile' };
}
