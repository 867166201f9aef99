import type { Locale } from '../../../domain/shared/locale';
import type { CreditNoteRecord, OrderRecord } from './commerce-repository.port';

/** Turns a stored order and its invoice into the invoice document (PDF bytes), or its credit note into the document cancelling it. */
export interface InvoiceRenderer {
  render(order: OrderRecord, issuer: { readonly name: string; readonly host: string }, locale: Locale): Promise<Uint8Array>;
  renderCreditNote(
    order: OrderRecord,
    creditNote: CreditNoteRecord,
    issuer: { readonly name: string; readonly host: string },
    locale: Locale,
  ): Promise<Uint8Array>;
}
