import type { CvFileType, CvImportProblem } from '../../../domain/resume/cv-import/cv-file-policy';
import type { Result } from '../../../domain/shared/result';

/**
 * Reads the text of an uploaded CV on this server (no outside service): its lines in reading order.
 * Refuses an encrypted or unreadable PDF, a DOCX that would inflate past its bound, and a file with no text.
 */
export interface CvTextReader {
  read(bytes: Uint8Array, type: CvFileType): Promise<Result<string[], Exclude<CvImportProblem, 'FILE_TOO_LARGE'>>>;
}
