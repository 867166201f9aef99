import { jobFileKey } from '../../../domain/files/file-key';
import { placeForAddress, type Coordinates } from '../../../domain/geo/place-for-address';
import { mayManageSection } from '../../../domain/staff/staff-scope';
import { contentProblems, expiryFor, type JobPosting, type JobPostingContent } from '../../../domain/job/job-posting';
import type { JobState } from '../../../domain/job/job';
import type { RequestContext } from '../../../domain/shared/request-context';
import { slugify } from '../../../domain/shared/slug';
import type { RichTextSanitizer } from '../../shared/rich-text-sanitizer.port';
import type { FileStore } from '../files/file-store.port';
import type { Geocoder } from '../geo/geocoder.port';
import type { ImageProcessor } from '../files/image-processor.port';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobPostingRepository, JobPostingWrite } from './job-posting-repository.port';
import { checkJobPdf, prepareLogo, type UploadedFile } from './job-uploads';

export interface SaveJobInput {
  readonly content: JobPostingContent;
  /** The PDF of a file job (new or replacing the stored one). */
  readonly file?: UploadedFile | null;
  readonly logo?: UploadedFile | null;
  readonly removeLogo?: boolean;
}

export const jobSlug = (title: string, id: string): string => `${slugify(title) || 'job'}-${id}`;

/**
 * What CreateJob and UpdateJob share: sanitize the description (full format for staff, filtered for
 * everyone else), check terms, files and content rules — every refusal before anything is written —
 * then store the files under the job's id and write the row. The address is placed on the map from the
 * place data, so radius searches find the job.
 */
export class JobPostingWriter {
  constructor(
    private readonly jobs: JobPostingRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly images: ImageProcessor,
    private readonly files: FileStore,
    private readonly geocoder: Geocoder,
  ) {}

  async write(
    input: SaveJobInput,
    target: { readonly id: string | null; readonly existing: JobPosting | null; readonly state: JobState },
    ctx: RequestContext,
  ): Promise<PostingResult<{ id: string; state: JobState }>> {
    const staff = mayManageSection(ctx.actor, 'jobs', ctx.site);
    const content: JobPostingContent = {
      ...input.content,
      descriptionHtml: this.sanitizer.sanitize(input.content.descriptionHtml, staff ? 'full' : 'filtered'),
      termIds: [...new Set(input.content.termIds)],
    };

    const pdf = input.file && content.type === 'job_per_file' ? checkJobPdf(input.file) : null;
    if (pdf && !pdf.ok) return fail(pdf.code, [{ field: 'file', code: pdf.code }]);
    const logo = input.logo ? await prepareLogo(input.logo, this.images) : null;
    if (logo && !logo.ok) return fail(logo.code, [{ field: 'logo', code: logo.code }]);

    const keptFile = content.type === 'job_per_file' && target.existing?.fileName ? target.existing.fileName : null;
    const problems = contentProblems(content, { hasFile: Boolean(pdf?.ok) || keptFile !== null });
    const known = new Set(await this.jobs.existingTermIds(content.termIds));
    if (content.termIds.some((id) => !known.has(id))) problems.push({ field: 'termIds', code: 'TERM_UNKNOWN' });
    if (problems.length > 0) return fail('INVALID', problems);

    // A job that has been online keeps an expiry: its date, or publication + duration.
    const publishedAt = target.existing?.publishedAt ? new Date(target.existing.publishedAt) : null;
    const stored: JobPostingContent =
      publishedAt && content.expiresAt === null ? { ...content, expiresAt: expiryFor(content, publishedAt).toISOString() } : content;

    const id = target.id ?? (await this.jobs.nextId());
    let file: JobPostingWrite['file'] = content.type === 'job_per_file' ? 'keep' : null;
    if (pdf?.ok) {
      const key = jobFileKey(id, pdf.value.name);
      // A rename from the upload area: the PDF is never read into memory.
      await this.files.commitStaged(pdf.value.stagedId, key);
      file = { key, name: pdf.value.name };
    }
    let logoKey: JobPostingWrite['logoKey'] = input.removeLogo ? null : 'keep';
    if (logo?.ok) {
      logoKey = `jobs/${id}/logo.${logo.value.extension}`;
      await this.files.write(logoKey, logo.value.bytes);
    }
    const write: JobPostingWrite = {
      content: stored,
      coordinates: await this.locate(stored, ctx),
      state: target.state,
      slug: jobSlug(stored.title, id),
      publishedAt,
      publishAt: target.existing?.publishAt ? new Date(target.existing.publishAt) : null,
      rejectionReason: target.existing?.rejectionReason ?? null,
      file: target.existing ? file : file === 'keep' ? null : file,
      logoKey: target.existing ? logoKey : logoKey === 'keep' ? null : logoKey,
    };
    if (target.existing) await this.jobs.update(id, write);
    else await this.jobs.insert(id, write, { sites: [ctx.site], createdBy: ctx.actor.kind === 'user' ? ctx.actor.userId : null });
    return { ok: true, value: { id, state: target.state } };
  }

  private async locate(content: JobPostingContent, ctx: RequestContext): Promise<Coordinates | null> {
    const { locality, countryCode } = content.address;
    try {
      const suggestions = await this.geocoder.suggest({ text: locality.trim().slice(0, 100), limit: 10, locale: ctx.locale, bounds: null });
      return placeForAddress(locality, countryCode, suggestions);
    } catch {
      // Place data that cannot be read must not cost the recruiter the job: it is posted without a point
      // (found by words and filters) and placed on its next save.
      return null;
    }
  }
}
