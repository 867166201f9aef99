import type { ContactFieldError, ContactInput } from '../../../domain/contact/contact-message';
import type { BoardContext } from '../board-context';

/** The contact form as sent from the board: the domain's input with the browser's files (multipart to the platform). */
export interface ContactSubmission extends Omit<ContactInput, 'files'> {
  readonly files: readonly File[];
}

export type ContactResult = { readonly ok: true } | { readonly ok: false; readonly errors: readonly ContactFieldError[] };

/** The contact part of the platform API, as the board uses it. */
export interface ContactGateway {
  send(submission: ContactSubmission, ctx: BoardContext): Promise<ContactResult>;
}
