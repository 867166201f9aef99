import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { StaffCatalogue, StaffCredits, StaffOrders } from '../../application/board/commerce-admin/commerce-admin-gateway.port';
import { board, boardContextFor } from './board-context.server';
import {
  CANCEL_FIELDS,
  type CancelFormValues,
  CREDIT_FIELDS,
  type CreditFormValues,
  END_SUBSCRIPTION_FIELDS,
  type EndSubscriptionFormValues,
  PRODUCT_FIELDS,
  type ProductFormValues,
} from './commerce-admin/commerce-admin-fields';
import { pageInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { parseTypedValues, type TypedForm, typedValuesCookieName } from './typed-values.server';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/** What a refused plain form left (typed-values.server.ts), read once: the cookie goes as it is read. */
async function takeTyped<K extends string>(form: TypedForm, names: readonly K[]): Promise<Partial<Record<K, string>>> {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  const name = typedValuesCookieName(form);
  const raw = getCookie(name);
  if (raw === undefined) return {};
  setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
  return parseTypedValues(raw, names);
}

async function csrfToken(): Promise<string> {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  return csrfTokenFor((await board()).csrfGuard, getCookie, setCookie);
}

export interface CommerceDeskData {
  readonly catalogue: StaffCatalogue;
  readonly credits: StaffCredits;
  readonly csrfToken: string;
  readonly typedProduct: ProductFormValues;
  readonly typedCredits: CreditFormValues;
  readonly typedEndSubscription: EndSubscriptionFormValues;
}

const id = z.string().regex(ENTITY_ID).nullable();

/** /admin/commerce: the site's catalogue, one organization's credits (when asked) and the latest adjustments, or the platform's refusal. */
export const loadCommerceDesk = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ organization: id }))
  .handler(async ({ data }): Promise<CommerceDeskData> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const catalogue = await b.commerceDesk.catalogue(ctx);
    const credits = catalogue.errors.length
      ? { organizationId: null, organizationName: null, balances: [], subscriptions: [], adjustments: [], errors: catalogue.errors }
      : await b.commerceDesk.credits(data.organization, ctx);
    return {
      catalogue,
      credits,
      csrfToken: await csrfToken(),
      typedProduct: await takeTyped('commerce-product', PRODUCT_FIELDS),
      typedCredits: await takeTyped('credit-adjustment', CREDIT_FIELDS),
      typedEndSubscription: await takeTyped('subscription-end', END_SUBSCRIPTION_FIELDS),
    };
  });

export interface CommerceOrdersData {
  readonly orders: StaffOrders;
  readonly csrfToken: string;
  /** What a refused cancellation carried: its order and the reason typed. */
  readonly typedCancel: CancelFormValues;
}

/** /admin/commerce/orders: one page of the orders of the staff member's sites, filtered, or the platform's refusal. */
export const loadCommerceOrders = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      status: z.string().max(40).nullable(),
      organization: z.string().max(200).nullable(),
      page: z.number().int().min(1).max(100_000),
    }),
  )
  .handler(async ({ data }): Promise<CommerceOrdersData> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const orders = await b.commerceDesk.orders({ status: data.status, organization: data.organization, page: data.page }, ctx);
    return { orders, csrfToken: await csrfToken(), typedCancel: await takeTyped('order-cancellation', CANCEL_FIELDS) };
  });
