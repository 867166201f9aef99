import { CONTACT_LIMITS } from '../../../domain/contact/contact-message';
import { MAX_ATTACHMENT_BYTES } from '../../../domain/files/attachment-policy';
import type { SpoolLimits } from './multipart-spool';

/**
 * The contact form's post, as the form reader bounds it while it streams and as the HTTP entry bounds
 * `/api/contact`: the files together within what one mail may carry, plus room for the text fields and
 * the parts' headers. A text field may be twice its limit in four-byte characters, so the platform can
 * still name it as too long; beyond that the reader refuses it by name.
 */
export const CONTACT_POST_LIMITS: SpoolLimits = {
  maxBodyBytes: CONTACT_LIMITS.maxTotalBytes + 1024 * 1024,
  maxFileBytes: Math.min(MAX_ATTACHMENT_BYTES, CONTACT_LIMITS.maxTotalBytes),
  maxFiles: CONTACT_LIMITS.maxFiles,
  maxFieldBytes: 2 * 4 * CONTACT_LIMITS.bodyMax,
  maxFields: 50,
};
