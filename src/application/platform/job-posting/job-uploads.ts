import { checkAttachment } from '../../../domain/files/attachment-policy';
import { MAX_PROFILE_IMAGE_BYTES } from '../../../domain/files/profile-image-policy';
import { looksLikeSvg, pdfFileName } from '../../../domain/files/upload-names';
import { err, ok, type Result } from '../../../domain/shared/result';
import { imageSourceOf, type ImageProcessor } from '../files/image-processor.port';

/**
 * A file as the wizard sends it: already streamed into the file store's upload area by the driving side,
 * with its first bytes for the content check. A PDF is committed by moving it (its bytes are never
 * read); a logo is decoded from its temporary file where there is one, and written anew.
 */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  /** The first bytes (at least 16 where the file has them). */
  readonly head: Uint8Array;
  /** Its id in the upload area (FileStore.commitStaged). */
  readonly stagedId: string;
  /** The upload area's file on this machine, which the decoder reads itself (absent: the bytes are read). */
  readonly localPath?: string | undefined;
  bytes(): Promise<Uint8Array>;
}

export type UploadError =
  | 'FILE_TOO_LARGE'
  | 'LOGO_TOO_LARGE'
  | 'FILE_NOT_PDF'
  | 'LOGO_SVG_NOT_ALLOWED'
  | 'LOGO_TYPE_NOT_ALLOWED'
  | 'IMAGE_INVALID'
  | 'IMAGE_TOO_LARGE';

/** The job's PDF: a PDF by its content (not by its name), at most 50 MB. */
export function checkJobPdf(file: UploadedFile): Result<{ name: string; stagedId: string }, UploadError> {
  const verdict = checkAttachment(file.size, file.head.subarray(0, 16));
  if (!verdict.accepted && verdict.error === 'FILE_TOO_LARGE') return err('FILE_TOO_LARGE');
  if (verdict.type !== 'application/pdf') return err('FILE_NOT_PDF');
  return ok({ name: pdfFileName(file.name), stagedId: file.stagedId });
}

/** The job's logo: a raster image by its content (SVG refused: it can carry scripts), re-encoded. */
export async function prepareLogo(
  file: UploadedFile,
  images: ImageProcessor,
): Promise<Result<{ bytes: Uint8Array; extension: string }, UploadError>> {
  // Too large is known from the size: such a logo is never read. A logo is an image, bounded as one.
  if (file.size > MAX_PROFILE_IMAGE_BYTES) return err('LOGO_TOO_LARGE');
  // The content decides from the first bytes; the decoder then reads the file itself, never all of it here.
  const head = file.head.subarray(0, 256);
  const verdict = checkAttachment(file.size, head);
  if (!verdict.accepted && verdict.error === 'FILE_TOO_LARGE') return err('FILE_TOO_LARGE');
  if (looksLikeSvg(head)) return err('LOGO_SVG_NOT_ALLOWED');
  if (!verdict.type || verdict.type === 'application/pdf') return err('LOGO_TYPE_NOT_ALLOWED');
  const image = await images.reencode(await imageSourceOf(file), 'logo');
  if (!image.ok) return err(image.code);
  const extension = image.value.contentType === 'image/webp' ? 'webp' : image.value.contentType === 'image/png' ? 'png' : 'jpg';
  return ok({ bytes: image.value.bytes, extension });
}
