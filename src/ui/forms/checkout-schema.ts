import { z } from 'zod';
import { MAX_QUANTITY } from '../../domain/commerce/catalogue';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/*
 * The checkout form's fields as the server endpoint reads them (text from a plain form post). Only the
 * shape is checked here; the billing rules (required fields, VAT number format) are the platform's,
 * which answers every problem at once.
 */
const text = (max: number) => z.string().max(max).default('');

export const checkoutFormSchema = z.object({
  productId: z.string().regex(ENTITY_ID),
  quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY),
  jobId: z.string().regex(ENTITY_ID).optional(),
  confirmedNetCents: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,80}$/),
  companyName: text(400),
  email: text(400),
  firstName: text(200),
  lastName: text(200),
  addressLine1: text(400),
  addressLine2: text(400),
  zip: text(40),
  locality: text(200),
  countryCode: text(10),
  vatNumber: text(60),
});
