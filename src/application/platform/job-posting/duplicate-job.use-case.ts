import { jobFileKey } from '../../../domain/files/file-key';
import type { JobState } from '../../../domain/job/job';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { FileStore } from '../files/file-store.port';
import type { PostingResult } from './job-posting-errors';
import type { JobPostingWrite } from './job-posting-repository.port';
import { jobSlug } from './job-posting-writer';
import type { JobWorkflowRunner } from './job-workflow-runner';

/** A new draft with the job's content, PDF and logo (copied under the new id); dates and review notes stay behind. */
export class DuplicateJob {
  constructor(
    private readonly runner: JobWorkflowRunner,
    private readonly files: FileStore,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<PostingResult<{ id: string; state: JobState }>> {
    const loaded = await this.runner.load(input.id, ctx);
    if (!loaded.ok) return loaded;
    const source = loaded.value.posting;
    const stored = await this.runner.jobs.storedFiles(source.id);
    const id = await this.runner.jobs.nextId();
    let file: JobPostingWrite['file'] = null;
    if (stored.file) {
      const bytes = await this.files.read(stored.file.key);
      if (bytes) {
        file = { key: jobFileKey(id, stored.file.name), name: stored.file.name };
        await this.files.write(file.key, bytes);
      }
    }
    let logoKey: string | null = null;
    if (stored.logoKey) {
      const bytes = await this.files.read(stored.logoKey);
      if (bytes) {
        logoKey = stored.logoKey.replace(/^jobs\/\d+\//, `jobs/${id}/`);
        await this.files.write(logoKey, bytes);
      }
    }
    // A file job whose PDF is gone becomes a template job draft rather than a row the table refuses.
    const content = source.type === 'job_per_file' && !file ? { ...source, type: 'job_per_template' as const } : source;
    await this.runner.jobs.insert(
      id,
      {
        content: { ...content, expiresAt: null },
        coordinates: source.coordinates,
        state: 'draft',
        slug: jobSlug(source.title, id),
        publishedAt: null,
        publishAt: null,
        rejectionReason: null,
        file,
        logoKey,
      },
      { sites: source.sites.length > 0 ? source.sites : [ctx.site], createdBy: ctx.actor.kind === 'user' ? ctx.actor.userId : null },
    );
    return { ok: true, value: { id, state: 'draft' } };
  }
}
