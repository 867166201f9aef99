import { checkAttachment } from '../../../domain/files/attachment-policy';
import { looksLikeSvg, pdfFileName } from '../../../domain/files/upload-names';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ImageProcessor } from '../files/image-processor.port';

/** A file as the wizard sends it. */
export interface UploadedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export type UploadError =
  | 'FILE_TOO_LARGE'
  | 'FILE_NOT_PDF'
  | 'LOGO_SVG_NOT_ALLOWED'
  | 'LOGO_TYPE_NOT_ALLOWED'
  | 'IMAGE_INVALID'
  | 'IMAGE_TOO_LARGE';

/** The job's PDF: a PDF by its content (not by its name), at most 50 MB (spec §5). */
export function checkJobPdf(file: UploadedFile): Result<{ name: string; bytes: Uint8Array }, UploadError> {
  const verdict = checkAttachment(file.bytes.byteLength, file.bytes.subarray(0, 16));
  if (!verdict.accepted && verdict.error === 'FILE_TOO_LARGE') return err('FILE_TOO_LARGE');
  if (verdict.type !== 'application/pdf') return err('FILE_NOT_PDF');
  return ok({ name: pdfFileName(file.name), bytes: file.bytes });
}

/** The job's logo: a raster image by its content (SVG refused: it can carry scripts), re-encoded. */
export async function prepareLogo(
  file: UploadedFile,
  images: ImageProcessor,
): Promise<Result<{ bytes: Uint8Array; extension: string }, UploadError>> {
  const head = file.bytes.subarray(0, 256);
  const verdict = checkAttachment(file.bytes.byteLength, head);
  if (!verdict.accepted && verdict.error === 'FILE_TOO_LARGE') return err('FILE_TOO_LARGE');
  if (looksLikeSvg(head)) return err('LOGO_SVG_NOT_ALLOWED');
  if (!verdict.type || verdict.type === 'application/pdf') return err('LOGO_TYPE_NOT_ALLOWED');
  const image = await images.reencode(file.bytes, 'logo');
  if (!image.ok) return err(image.code);
  const extension = image.value.contentType === 'image/webp' ? 'webp' : image.value.contentType === 'image/png' ? 'png' : 'jpg';
  return ok({ bytes: image.value.bytes, extension });
}
