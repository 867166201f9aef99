import { z } from 'zod';
import type { StaffOrderRecord } from '../../../../application/platform/commerce-admin/commerce-admin-repository.port';
import type { Product } from '../../../../domain/commerce/catalogue';
import type { CommerceAdminApiDeps } from '../commerce-admin-api-deps';
import { commerceAdminTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs, signedIn } from './validation';

const id = z.string().max(20);
const ProductArgs = z.object({
  input: z.object({
    id: id.nullish(),
    kind: z.string().max(40),
    nameDe: z.string().max(1000),
    nameEn: z.string().max(1000).nullish(),
    nameFr: z.string().max(1000).nullish(),
    netCents: z.number(),
    units: z.number().int(),
    runtimeDays: z.number().int(),
    upgradeKind: z.string().max(40).nullish(),
    jobSlots: z.number().int(),
    resumeContactSlots: z.number().int(),
  }),
});
const ActiveArgs = z.object({ id, active: z.boolean() });
const CreditsArgs = z.object({ organizationId: id.nullish() });
const AdjustArgs = z.object({
  input: z.object({ organizationId: id, type: z.string().max(40), delta: z.number().int(), reason: z.string().max(2000) }),
});

const OrdersArgs = z.object({
  filter: z
    .object({ status: z.string().max(40).nullish(), organization: z.string().max(1000).nullish(), page: z.number().int().nullish() })
    .nullish(),
});
const OrderIdArgs = z.object({ orderId: id });
const CancelArgs = z.object({ orderId: id, reason: z.string().max(2000) });
const EndSubscriptionArgs = z.object({ subscriptionId: id, reason: z.string().max(2000) });

const staffOrder = (o: StaffOrderRecord) => ({
  id: o.id,
  site: o.site,
  organizationId: o.organizationId,
  organizationName: o.organizationName,
  status: o.status,
  paymentMethod: o.paymentMethod,
  grossCents: o.grossCents,
  currency: o.currency,
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
  invoiceId: o.invoice?.id ?? null,
  invoiceNumber: o.invoice?.number ?? null,
  creditNoteId: o.creditNote?.id ?? null,
  creditNoteNumber: o.creditNote?.number ?? null,
});

const staffProduct = (p: Product) => ({
  id: p.id,
  kind: p.kind,
  nameDe: p.name.de,
  nameEn: p.name['en-GB'] ?? null,
  nameFr: p.name.fr ?? null,
  netCents: p.netCents,
  currency: p.currency,
  units: p.units,
  runtimeDays: p.runtimeDays,
  upgradeKind: p.upgradeKind,
  jobSlots: p.jobSlots,
  resumeContactSlots: p.resumeContactSlots,
  active: p.active,
});

/**
 * The shop's staff operations. Who may is the use cases' decision; a guest is told UNAUTHENTICATED
 * before the arguments are judged, so a malformed call teaches a guest nothing.
 */
export function commerceAdminGraphqlPart(deps: CommerceAdminApiDeps): GraphqlPart {
  return {
    typeDefs: commerceAdminTypeDefs,
    resolvers: {
      Query: {
        async staffCommerceCatalogue(_, __, ctx) {
          const result = await deps.listCatalogue.execute(undefined, ctx.requestContext);
          return result.ok ? { products: result.value.map(staffProduct), errors: [] } : { products: [], errors: [result.code] };
        },

        async staffOrganizationCredits(_, args, ctx) {
          const empty = { organizationId: null, organizationName: null, balances: [], subscriptions: [], adjustments: [] };
          if (!signedIn(ctx)) return { ...empty, errors: ['UNAUTHENTICATED'] };
          const a = parseArgs(CreditsArgs, args);
          const result = await deps.showOrganizationCredits.execute({ organizationId: a.organizationId ?? null }, ctx.requestContext);
          if (!result.ok) return { ...empty, errors: [result.code] };
          const { credits, subscriptions, adjustments } = result.value;
          return {
            organizationId: credits?.[0]?.organizationId ?? null,
            organizationName: credits?.[0]?.organizationName ?? null,
            balances: (credits ?? []).map((c) => ({ type: c.type, balance: c.balance })),
            subscriptions: subscriptions.map((s) => ({
              id: s.id,
              nameDe: s.productName.de,
              nameEn: s.productName['en-GB'] ?? null,
              nameFr: s.productName.fr ?? null,
              startsAt: s.startsAt.toISOString(),
              endsAt: s.endsAt.toISOString(),
              jobSlots: s.jobSlots,
              resumeContactSlots: s.resumeContactSlots,
            })),
            adjustments: adjustments.map((a) => ({
              id: a.id,
              organizationId: a.organizationId,
              organizationName: a.organizationName,
              type: a.type,
              delta: a.delta,
              reason: a.note,
              createdAt: a.createdAt.toISOString(),
            })),
            errors: [],
          };
        },

        async staffCommerceOrders(_, args, ctx) {
          const empty = { orders: [], total: 0, page: 1, pageSize: 0 };
          if (!signedIn(ctx)) return { ...empty, errors: ['UNAUTHENTICATED'] };
          const { filter } = parseArgs(OrdersArgs, args);
          const result = await deps.listOrders.execute(filter ?? {}, ctx.requestContext);
          if (!result.ok) return { ...empty, errors: [result.code] };
          return { ...result.value, orders: result.value.orders.map(staffOrder), errors: [] };
        },
      },
      Mutation: {
        async saveCommerceProduct(_, args, ctx) {
          if (!signedIn(ctx)) return { product: null, errors: ['UNAUTHENTICATED'], fieldErrors: [] };
          const { input } = parseArgs(ProductArgs, args);
          const result = await deps.saveProduct.execute(
            {
              id: input.id ?? null,
              draft: {
                kind: input.kind,
                name: { de: input.nameDe, 'en-GB': input.nameEn ?? '', fr: input.nameFr ?? '' },
                netCents: input.netCents,
                units: input.units,
                runtimeDays: input.runtimeDays,
                upgradeKind: input.upgradeKind ?? null,
                jobSlots: input.jobSlots,
                resumeContactSlots: input.resumeContactSlots,
              },
            },
            ctx.requestContext,
          );
          if (result.ok) return { product: staffProduct(result.product), errors: [], fieldErrors: [] };
          return {
            product: null,
            errors: [result.code],
            fieldErrors: 'problems' in result ? result.problems.map((p) => `${p.field}:${p.code}`) : [],
          };
        },

        async setCommerceProductActive(_, args, ctx) {
          if (!signedIn(ctx)) return { errors: ['UNAUTHENTICATED'] };
          const result = await deps.setProductActive.execute(parseArgs(ActiveArgs, args), ctx.requestContext);
          return { errors: result.ok ? [] : [result.code] };
        },

        async adjustOrganizationCredits(_, args, ctx) {
          if (!signedIn(ctx)) return { balance: null, errors: ['UNAUTHENTICATED'] };
          const { input } = parseArgs(AdjustArgs, args);
          const result = await deps.adjustCredits.execute(input, ctx.requestContext);
          return result.ok ? { balance: result.value.balance, errors: [] } : { balance: null, errors: [result.code] };
        },

        async markOrderPaid(_, args, ctx) {
          if (!signedIn(ctx)) return { errors: ['UNAUTHENTICATED'] };
          const result = await deps.markOrderPaid.execute(parseArgs(OrderIdArgs, args), ctx.requestContext);
          return { errors: result.ok ? [] : [result.code] };
        },

        async endSubscription(_, args, ctx) {
          if (!signedIn(ctx)) return { errors: ['UNAUTHENTICATED'] };
          const result = await deps.endSubscription.execute(parseArgs(EndSubscriptionArgs, args), ctx.requestContext);
          return { errors: result.ok ? [] : [result.code] };
        },

        async cancelOrder(_, args, ctx) {
          if (!signedIn(ctx)) return { creditNoteNumber: null, errors: ['UNAUTHENTICATED'] };
          const result = await deps.cancelOrder.execute(parseArgs(CancelArgs, args), ctx.requestContext);
          return result.ok
            ? { creditNoteNumber: result.value.creditNoteNumber, errors: [] }
            : { creditNoteNumber: null, errors: [result.code] };
        },
      },
    },
  };
}
