import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  CommerceAdminGateway,
  CreditAdjustmentInput,
  SaveProductAnswer,
  StaffCatalogue,
  StaffCredits,
  StaffOrderFilterInput,
  StaffOrders,
  StaffProductInput,
  StaffProductView,
} from '../../../application/board/commerce-admin/commerce-admin-gateway.port';
import {
  AdjustOrganizationCreditsDocument,
  MarkOrderPaidDocument,
  CancelOrderDocument,
  EndSubscriptionDocument,
  SaveCommerceProductDocument,
  SetCommerceProductActiveDocument,
  StaffCommerceCatalogueDocument,
  StaffCommerceOrdersDocument,
  StaffOrganizationCreditsDocument,
  type StaffProductFieldsFragment,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

// Field by field: Apollo's __typename has no place in the port's values.
const toProduct = (p: StaffProductFieldsFragment): StaffProductView => ({
  id: p.id,
  kind: p.kind,
  nameDe: p.nameDe,
  nameEn: p.nameEn,
  nameFr: p.nameFr,
  netCents: p.netCents,
  currency: p.currency,
  units: p.units,
  runtimeDays: p.runtimeDays,
  upgradeKind: p.upgradeKind,
  jobSlots: p.jobSlots,
  resumeContactSlots: p.resumeContactSlots,
  active: p.active,
});

/** The shop staff's operations over the platform's GraphQL API. */
export class ApolloCommerceAdminGateway implements CommerceAdminGateway {
  constructor(private readonly client: ApolloClient) {}

  async catalogue(ctx: BoardContext): Promise<StaffCatalogue> {
    const answer = dataOrThrow(
      'staffCommerceCatalogue',
      await runOperation(this.client, 'query', StaffCommerceCatalogueDocument, {}, ctx),
    ).staffCommerceCatalogue;
    return { products: answer.products.map(toProduct), errors: answer.errors };
  }

  async saveProduct(input: StaffProductInput, ctx: BoardContext): Promise<SaveProductAnswer> {
    const { id, ...rest } = input;
    const answer = dataOrThrow(
      'saveCommerceProduct',
      await runOperation(this.client, 'mutation', SaveCommerceProductDocument, { input: { ...rest, ...(id ? { id } : {}) } }, ctx),
    ).saveCommerceProduct;
    return { product: answer.product ? toProduct(answer.product) : null, errors: answer.errors, fieldErrors: answer.fieldErrors };
  }

  async setProductActive(id: string, active: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    const answer = dataOrThrow(
      'setCommerceProductActive',
      await runOperation(this.client, 'mutation', SetCommerceProductActiveDocument, { id, active }, ctx),
    ).setCommerceProductActive;
    return { errors: answer.errors };
  }

  async credits(organizationId: string | null, ctx: BoardContext): Promise<StaffCredits> {
    const a = dataOrThrow(
      'staffOrganizationCredits',
      await runOperation(this.client, 'query', StaffOrganizationCreditsDocument, { organizationId }, ctx),
    ).staffOrganizationCredits;
    return {
      organizationId: a.organizationId,
      organizationName: a.organizationName,
      balances: a.balances.map((b) => ({ type: b.type, balance: b.balance })),
      subscriptions: a.subscriptions.map((s) => ({
        id: s.id,
        nameDe: s.nameDe,
        nameEn: s.nameEn ?? null,
        nameFr: s.nameFr ?? null,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        jobSlots: s.jobSlots,
        resumeContactSlots: s.resumeContactSlots,
      })),
      adjustments: a.adjustments.map((x) => ({
        id: x.id,
        organizationId: x.organizationId,
        organizationName: x.organizationName,
        type: x.type,
        delta: x.delta,
        reason: x.reason,
        createdAt: x.createdAt,
      })),
      errors: a.errors,
    };
  }

  async adjustCredits(
    input: CreditAdjustmentInput,
    ctx: BoardContext,
  ): Promise<{ readonly balance: number | null; readonly errors: readonly string[] }> {
    const answer = dataOrThrow(
      'adjustOrganizationCredits',
      await runOperation(this.client, 'mutation', AdjustOrganizationCreditsDocument, { input }, ctx),
    ).adjustOrganizationCredits;
    return { balance: answer.balance, errors: answer.errors };
  }

  async orders(filter: StaffOrderFilterInput, ctx: BoardContext): Promise<StaffOrders> {
    const a = dataOrThrow(
      'staffCommerceOrders',
      await runOperation(this.client, 'query', StaffCommerceOrdersDocument, { filter }, ctx),
    ).staffCommerceOrders;
    return {
      orders: a.orders.map((o) => ({
        id: o.id,
        site: o.site,
        organizationId: o.organizationId,
        organizationName: o.organizationName,
        status: o.status,
        paymentMethod: o.paymentMethod,
        grossCents: o.grossCents,
        currency: o.currency,
        createdAt: o.createdAt,
        paidAt: o.paidAt,
        invoiceId: o.invoiceId,
        invoiceNumber: o.invoiceNumber,
        creditNoteId: o.creditNoteId ?? null,
        creditNoteNumber: o.creditNoteNumber ?? null,
      })),
      total: a.total,
      page: a.page,
      pageSize: a.pageSize,
      errors: a.errors,
    };
  }

  async markOrderPaid(orderId: string, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    const answer = dataOrThrow(
      'markOrderPaid',
      await runOperation(this.client, 'mutation', MarkOrderPaidDocument, { orderId }, ctx),
    ).markOrderPaid;
    return { errors: answer.errors };
  }

  async cancelOrder(orderId: string, reason: string, ctx: BoardContext) {
    const answer = dataOrThrow(
      'cancelOrder',
      await runOperation(this.client, 'mutation', CancelOrderDocument, { orderId, reason }, ctx),
    ).cancelOrder;
    return { creditNoteNumber: answer.creditNoteNumber ?? null, errors: answer.errors };
  }

  async endSubscription(subscriptionId: string, reason: string, ctx: BoardContext) {
    const answer = dataOrThrow(
      'endSubscription',
      await runOperation(this.client, 'mutation', EndSubscriptionDocument, { subscriptionId, reason }, ctx),
    ).endSubscription;
    return { errors: answer.errors };
  }
}
