import type { OutgoingMail } from '../../../domain/mail/mail';
import type { Locale } from '../../../domain/shared/locale';
import type { OrderView } from './commerce-views';

/** The order confirmation mail in the buyer's language. */
export interface OrderMailComposer {
  confirmation(order: OrderView, site: { readonly name: string; readonly link: string }, locale: Locale): OutgoingMail;
}
