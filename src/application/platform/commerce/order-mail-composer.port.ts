import type { OutgoingMail } from '../../../domain/mail/mail';
import type { Locale } from '../../../domain/shared/locale';
import type { OrderView } from './commerce-views';

/** The mails about an order to its buyer, in the buyer's language. */
export interface OrderMailComposer {
  confirmation(order: OrderView, site: { readonly name: string; readonly link: string }, locale: Locale): OutgoingMail;
  /** The order was cancelled by staff with the credit note `order.creditNote`. */
  cancellation(order: OrderView, site: { readonly name: string; readonly link: string }, locale: Locale): OutgoingMail;
}
