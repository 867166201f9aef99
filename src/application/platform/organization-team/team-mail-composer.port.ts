import type { OutgoingMail } from '../../../domain/mail/mail';
import type { TeamRole } from '../../../domain/organization/organization-team';
import type { Locale } from '../../../domain/shared/locale';

/** The invitation mail in the reader's language: who invites, to which organization, as what, until when. */
export interface TeamMailComposer {
  invitation(
    to: string,
    invitation: { readonly organizationName: string; readonly inviterName: string; readonly role: TeamRole; readonly expiresAt: Date },
    site: { readonly name: string; readonly link: string },
    locale: Locale,
  ): OutgoingMail;
}
