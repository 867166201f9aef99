import type { Locale } from '../../../domain/shared/locale';
import type { OrderRecord } from './commerce-repository.port';

/** Turns a stored order and its invoice into the invoice document (PDF bytes). */
export interface InvoiceRenderer {
  render(order: OrderRecord, issuer: { readonly name: string; readonly host: string }, locale: Locale): Promise<Uint8Array>;
}
