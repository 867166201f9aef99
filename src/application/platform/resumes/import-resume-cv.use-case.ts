import { cvUploadProblem, type CvImportProblem, CV_CONTENT_TYPES, detectCvFileType } from '../../../domain/resume/cv-import/cv-file-policy';
import { proposeFromCvText } from '../../../domain/resume/cv-import/cv-proposals';
import type { MatchableTerm } from '../../../domain/resume/cv-import/cv-term-matching';
import { dayOf } from '../../../domain/resume/resume-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { FileStore } from '../files/file-store.port';
import type { Clock } from '../../shared/clock.port';
import type { CvTextReader } from './cv-text-reader.port';
import { RESUME_VOCABULARIES } from './get-resume-options.use-case';
import type { ResumeImportRepository, StoredResumeImport } from './resume-import-repository.port';
import type { ResumeRepository } from './resume-repository.port';

/** Imports a user keeps (each with its file): older ones go when a new one comes. */
export const KEPT_IMPORTS = 5;

export interface CvUpload {
  readonly name: string;
  readonly size: number;
  readonly head: Uint8Array;
  /** Its id in the file store's upload area (FileStore.commitStaged). */
  readonly stagedId: string;
}

export type ImportCvFailure = 'UNAUTHENTICATED' | CvImportProblem;

/** A safe name to show for the upload: its last path part, without control characters, bounded. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).at(-1) ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200) || 'cv';

/**
 * importMyResumeCv: a signed-in user uploads a CV (PDF or DOCX, checked by content and size again here,
 * whatever the board checked). Its text is read on this server and turned into proposals, stored with
 * the file as an import for its owner to confirm; the resume itself is not touched. A file that cannot
 * be read (encrypted, corrupt, inflating past its bound, without text) is refused and nothing is kept.
 */
export class ImportResumeCv {
  constructor(
    private readonly imports: ResumeImportRepository,
    private readonly resumes: Pick<ResumeRepository, 'terms'>,
    private readonly files: FileStore,
    private readonly reader: CvTextReader,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly file: CvUpload }, ctx: RequestContext): Promise<Result<StoredResumeImport, ImportCvFailure>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to import a CV');
    const { file } = input;
    const problem = cvUploadProblem(file.size, file.head);
    const type = detectCvFileType(file.head);
    if (problem || !type) return err(problem ?? 'FILE_TYPE_NOT_ALLOWED');

    const key = `resume-imports/${actor.userId}/${file.stagedId.toLowerCase()}.${type}`;
    await this.files.commitStaged(file.stagedId, key);
    try {
      const bytes = await this.files.read(key);
      const read = bytes ? await this.reader.read(bytes, type) : err('CORRUPT' as const);
      if (!read.ok) {
        await this.files.delete(key);
        return err(read.code);
      }
      const terms: MatchableTerm[] = (await this.resumes.terms(RESUME_VOCABULARIES)).map((t) => ({
        id: t.id,
        vocabulary: t.vocabulary,
        labels: Object.values(t.label).filter((l): l is string => typeof l === 'string'),
      }));
      const now = this.clock.now();
      const stored = await this.imports.create(
        {
          ownerId: actor.userId,
          fileKey: key,
          fileName: displayName(file.name),
          contentType: CV_CONTENT_TYPES[type],
          size: file.size,
          proposal: proposeFromCvText(read.value, terms, dayOf(now)),
        },
        now,
      );
      for (const old of await this.imports.pruneOlder(actor.userId, KEPT_IMPORTS)) await this.files.delete(old);
      return ok(stored);
    } catch (error) {
      await this.files.delete(key);
      throw error;
    }
  }
}
