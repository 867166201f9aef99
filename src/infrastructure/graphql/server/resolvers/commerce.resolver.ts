import { z } from 'zod';
import type { OrderView } from '../../../../application/platform/commerce/commerce-views';
import { translate } from '../../../../domain/shared/locale';
import type { CommerceApiDeps } from '../commerce-api-deps';
import { commerceTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { signInRequired } from '../expected-error';
import { parseArgs, signedIn } from './validation';

const organizationId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => (v == null ? null : String(v)));
const text = (max: number) => z.string().max(max);

const SubscriptionsArgs = z.object({
  filters: z.object({ status: z.enum(['upcoming', 'active', 'expired']).nullish() }).nullish(),
  limit: z.number().int().min(0).max(100),
  offset: z.number().int().min(0).max(100_000).nullish(),
  sorting: z
    .object({
      field: z.enum(['startDate', 'endDate']),
      direction: z.enum(['ASC', 'DESC', 'asc', 'desc']),
    })
    .nullish(),
  showSubscriptionsFromAllFrontends: z.boolean().nullish(),
  organizationId,
});
const OrdersArgs = z.object({
  organizationId,
  limit: z.number().int().min(1).max(100),
  offset: z.number().int().min(0).max(100_000).nullish(),
});
const OrganizationArgs = z.object({ organizationId });
const InvoiceArgs = z.object({ invoiceId: text(20) });
const CreditNoteArgs = z.object({ creditNoteId: text(20) });
const OrderInput = z.object({
  organizationId,
  lines: z.array(z.object({ productId: text(20), quantity: z.number().int(), jobId: text(20).nullish() })).max(20),
  billing: z.object({
    companyName: text(1000),
    email: text(1000),
    firstName: text(1000),
    lastName: text(1000),
    addressLine1: text(1000),
    addressLine2: text(1000).nullish(),
    zip: text(1000),
    locality: text(1000),
    countryCode: text(100),
    vatNumber: text(100).nullish(),
  }),
  confirmedNetCents: z.number().int(),
  idempotencyKey: text(200),
  paymentMethod: z.literal('invoice'),
  origin: text(300).nullish(),
});
const PlaceOrderArgs = z.object({ input: OrderInput });
const CardCheckoutArgs = z.object({
  input: z.object({
    order: OrderInput.extend({ paymentMethod: text(20) }),
    successPath: text(2048),
    cancelPath: text(2048),
  }),
});
const CardPaymentArgs = z.object({ orderId: text(20) });
const UnpaidOrdersArgs = z.object({ organizationId, limit: z.number().int().min(1).max(100) });

const orderForm = (input: Omit<z.infer<typeof OrderInput>, 'paymentMethod'>) => ({
  organizationId: input.organizationId,
  lines: input.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, jobId: l.jobId ?? null })),
  billing: { ...input.billing, addressLine2: input.billing.addressLine2 ?? '', vatNumber: input.billing.vatNumber ?? '' },
  confirmedNetCents: input.confirmedNetCents,
  idempotencyKey: input.idempotencyKey,
});

// The answer's Order: a view of the use case, field by field as the schema has it.
const order = (o: OrderView) => ({
  ...o,
  billing: { ...o.billing },
  lines: o.lines.map((l) => ({ ...l })),
  creditNote: o.creditNote ? { ...o.creditNote } : null,
});

/** Commerce: lists answer null (or an error in the list) for anybody who is no member of the organization. */
export function commerceGraphqlPart(deps: CommerceApiDeps): GraphqlPart {
  return {
    typeDefs: commerceTypeDefs,
    resolvers: {
      Query: {
        async getCredits(_, args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          return deps.getCredits.execute(parseArgs(OrganizationArgs, args), ctx.requestContext);
        },

        async getSubscriptions(_, args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const a = parseArgs(SubscriptionsArgs, args);
          return deps.getSubscriptions.execute(
            {
              status: a.filters?.status ?? null,
              limit: a.limit,
              offset: a.offset ?? 0,
              sort: {
                field: a.sorting?.field ?? 'startDate',
                direction: (a.sorting?.direction ?? 'DESC').toLowerCase() as 'asc' | 'desc',
              },
              allFrontends: a.showSubscriptionsFromAllFrontends ?? false,
              organizationId: a.organizationId,
            },
            ctx.requestContext,
          );
        },

        async commerceProducts(_, __, ctx) {
          const products = await deps.listProducts.execute(undefined, ctx.requestContext);
          return products.map((p) => ({ ...p, name: translate(p.name, ctx.requestContext.locale) }));
        },

        async commerceOrders(_, args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const a = parseArgs(OrdersArgs, args);
          const list = await deps.listOrders.execute(
            { organizationId: a.organizationId, limit: a.limit, offset: a.offset ?? 0 },
            ctx.requestContext,
          );
          return list ? { orders: list.orders.map(order), total: list.total } : null;
        },

        async billingProfile(_, args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const found = await deps.getBillingProfile.execute(parseArgs(OrganizationArgs, args), ctx.requestContext);
          return found
            ? { organizationId: found.organization.id, organizationName: found.organization.name, profile: found.profile }
            : null;
        },

        async upgradableJobs(_, args, ctx) {
          const jobs = await deps.listUpgradableJobs.execute(parseArgs(OrganizationArgs, args), ctx.requestContext);
          return jobs ? [...jobs] : null;
        },

        commercePaymentMethods() {
          return [...deps.paymentMethods];
        },

        async cardPayment(_, args, ctx) {
          return deps.getCardPayment.execute(parseArgs(CardPaymentArgs, args), ctx.requestContext);
        },

        async unpaidCardOrders(_, args, ctx) {
          const orders = await deps.listUnpaidCardOrders.execute(parseArgs(UnpaidOrdersArgs, args), ctx.requestContext);
          return orders ? orders.map((o) => ({ ...o, lines: o.lines.map((l) => ({ ...l })) })) : null;
        },

        async commerceInvoicePdf(_, args, ctx) {
          const found = await deps.getInvoice.execute(parseArgs(InvoiceArgs, args), ctx.requestContext);
          return found ? { fileName: found.fileName, content: Buffer.from(found.pdf).toString('base64') } : null;
        },

        async commerceCreditNotePdf(_, args, ctx) {
          const found = await deps.getCreditNote.execute(parseArgs(CreditNoteArgs, args), ctx.requestContext);
          return found ? { fileName: found.fileName, content: Buffer.from(found.pdf).toString('base64') } : null;
        },
      },
      Mutation: {
        async placeOrder(_, args, ctx) {
          if (!signedIn(ctx)) return { order: null, replayed: false, errors: ['UNAUTHENTICATED'], fieldErrors: [], currentNetCents: null };
          const { input } = parseArgs(PlaceOrderArgs, args);
          const result = await deps.placeOrder.execute(
            { ...orderForm(input), paymentMethod: input.paymentMethod, origin: input.origin ?? '' },
            ctx.requestContext,
          );
          if (result.ok)
            return { order: order(result.order), replayed: result.replayed, errors: [], fieldErrors: [], currentNetCents: null };
          return {
            order: null,
            replayed: false,
            errors: [result.code],
            fieldErrors: (result.problems ?? []).map((p) => `${p.field}:${p.code}`),
            currentNetCents: result.currentNetCents ?? null,
          };
        },

        async startCardCheckout(_, args, ctx) {
          const { input } = parseArgs(CardCheckoutArgs, args);
          const result = await deps.startCardCheckout.execute(
            {
              ...orderForm(input.order),
              origin: input.order.origin ?? '',
              successPath: input.successPath,
              cancelPath: input.cancelPath,
            },
            ctx.requestContext,
          );
          if (result.ok)
            return {
              orderId: result.orderId,
              status: result.status,
              paymentUrl: result.paymentUrl,
              errors: [],
              fieldErrors: [],
              currentNetCents: null,
            };
          return {
            orderId: null,
            status: null,
            paymentUrl: null,
            errors: [result.code],
            fieldErrors: (result.problems ?? []).map((p) => `${p.field}:${p.code}`),
            currentNetCents: result.currentNetCents ?? null,
          };
        },
      },
    },
  };
}
