import type { BoardContext } from '../board-context';
import type { ContactGateway, ContactResult, ContactSubmission } from './contact-gateway.port';

/** Sends a filled-in contact form (with its files) to the platform. */
export class SendContactForm {
  constructor(private readonly contact: ContactGateway) {}

  execute(submission: ContactSubmission, ctx: BoardContext): Promise<ContactResult> {
    return this.contact.send(submission, ctx);
  }
}
