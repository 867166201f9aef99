import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  BoardCardPayment,
  BoardOrder,
  CardCheckoutAnswer,
  CardCheckoutRequest,
  BoardProduct,
  BoardUnpaidCardOrder,
  CommerceGateway,
  OrderAnswer,
  OrderRequest,
  SubscriptionsAnswer,
} from '../../../application/board/commerce/commerce-gateway.port';
import { PRODUCT_KINDS, type ProductKind } from '../../../domain/commerce/catalogue';
import {
  BillingProfileDocument,
  UpgradableJobsDocument,
  CommerceCreditNotePdfDocument,
  CommerceInvoicePdfDocument,
  CommerceOrdersDocument,
  CommerceProductsDocument,
  GetCreditsDocument,
  GetSubscriptionsDocument,
  type OrderFieldsFragment,
  PlaceOrderDocument,
  CardPaymentDocument,
  CommercePaymentMethodsDocument,
  StartCardCheckoutDocument,
  UnpaidCardOrdersDocument,
} from './generated/operations';
import { dataOrSignedOut, dataOrThrow, runOperation } from './run-operation';

const toOrder = (o: OrderFieldsFragment): BoardOrder => ({
  id: o.id,
  status: o.status,
  organizationName: o.organizationName,
  createdAt: o.createdAt,
  paidAt: o.paidAt ?? null,
  netCents: o.netCents,
  vatCents: o.vatCents,
  grossCents: o.grossCents,
  vatRatePercent: o.vatRatePercent,
  lines: o.lines.map((l) => ({ name: l.name, quantity: l.quantity, lineNetCents: l.lineNetCents })),
  invoice: { id: o.invoice.id, number: o.invoice.number, issuedAt: o.invoice.issuedAt, dueAt: o.invoice.dueAt },
  creditNote: o.creditNote
    ? { id: o.creditNote.id, number: o.creditNote.number, issuedAt: o.creditNote.issuedAt, grossCents: o.creditNote.grossCents }
    : null,
});

const isKind = (kind: string): kind is ProductKind => (PRODUCT_KINDS as readonly string[]).includes(kind);

/**
 * CommerceGateway over the platform API. getCredits and getSubscriptions go without a cache (every
 * operation of the board's client is `no-cache`): a balance must be today's.
 */
export class ApolloCommerceGateway implements CommerceGateway {
  constructor(private readonly client: ApolloClient) {}

  async credits(ctx: BoardContext) {
    // Personal: a guest is not asked about, a session that just ended reads as a guest (no balances).
    if (!ctx.token) return null;
    const data = dataOrSignedOut('getCredits', await runOperation(this.client, 'query', GetCreditsDocument, {}, ctx));
    if (!data) return null;
    // Field by field: Apollo's __typename has no place in the port's values.
    return (
      data.getCredits?.map((c) => ({
        amount: c.amount,
        label: c.label,
        organizationName: c.organizationName,
        type: c.type,
        frontend: c.frontend,
      })) ?? null
    );
  }

  async subscriptions(ctx: BoardContext): Promise<SubscriptionsAnswer> {
    // Personal: a guest is not asked about, a session that just ended reads as a guest.
    const signedOut: SubscriptionsAnswer = { total: 0, errors: ['UNAUTHENTICATED'], subscriptions: [] };
    if (!ctx.token) return signedOut;
    const answer = dataOrSignedOut(
      'getSubscriptions',
      await runOperation(this.client, 'query', GetSubscriptionsDocument, { limit: 100 }, ctx),
    );
    if (!answer) return signedOut;
    const { getSubscriptions } = answer;
    return {
      total: getSubscriptions.total,
      errors: getSubscriptions.errors,
      subscriptions: getSubscriptions.subscriptions.map((s) => ({
        id: s.id,
        startDate: s.startDate,
        endDate: s.endDate,
        label: s.label,
        organizationName: s.organizationName,
        availableJobSlots: s.availableJobSlots,
        usageResumeContactSlots: {
          active: s.usageResumeContactSlots.active,
          available: s.usageResumeContactSlots.available,
          total: s.usageResumeContactSlots.total,
        },
        status: { label: s.status.label, value: s.status.value },
        type: s.type,
        frontend: s.frontend,
        product: s.product ? { id: s.product.id, name: s.product.name } : null,
        absoluteUrl: s.absoluteUrl,
      })),
    };
  }

  async products(ctx: BoardContext): Promise<BoardProduct[]> {
    const { commerceProducts } = dataOrThrow(
      'commerceProducts',
      await runOperation(this.client, 'query', CommerceProductsDocument, {}, ctx),
    );
    return commerceProducts.flatMap((p) =>
      isKind(p.kind)
        ? [
            {
              id: p.id,
              kind: p.kind,
              name: p.name,
              netCents: p.netCents,
              units: p.units,
              runtimeDays: p.runtimeDays,
              upgradeKind: p.upgradeKind ?? null,
              jobSlots: p.jobSlots,
              resumeContactSlots: p.resumeContactSlots,
            },
          ]
        : [],
    );
  }

  async orders(ctx: BoardContext) {
    // Personal: a guest is not asked about, a session that just ended reads as a guest (no orders).
    if (!ctx.token) return null;
    const commerceOrders = dataOrSignedOut(
      'commerceOrders',
      await runOperation(this.client, 'query', CommerceOrdersDocument, { limit: 50 }, ctx),
    )?.commerceOrders;
    return commerceOrders ? { orders: commerceOrders.orders.map(toOrder), total: commerceOrders.total } : null;
  }

  async upgradableJobs(ctx: BoardContext) {
    const { upgradableJobs } = dataOrThrow('upgradableJobs', await runOperation(this.client, 'query', UpgradableJobsDocument, {}, ctx));
    return upgradableJobs ? upgradableJobs.map((j) => ({ id: j.id, title: j.title })) : null;
  }

  async billingProfile(ctx: BoardContext) {
    // Personal: a guest is not asked about, a session that just ended reads as a guest (no profile).
    if (!ctx.token) return null;
    const billingProfile = dataOrSignedOut(
      'billingProfile',
      await runOperation(this.client, 'query', BillingProfileDocument, {}, ctx),
    )?.billingProfile;
    if (!billingProfile) return null;
    const p = billingProfile.profile;
    return {
      organizationId: billingProfile.organizationId,
      organizationName: billingProfile.organizationName,
      profile: p
        ? {
            companyName: p.companyName,
            email: p.email,
            firstName: p.firstName,
            lastName: p.lastName,
            addressLine1: p.addressLine1,
            addressLine2: p.addressLine2,
            zip: p.zip,
            locality: p.locality,
            countryCode: p.countryCode,
            vatNumber: p.vatNumber ?? null,
          }
        : null,
    };
  }

  async invoicePdf(invoiceId: string, ctx: BoardContext) {
    const { commerceInvoicePdf } = dataOrThrow(
      'commerceInvoicePdf',
      await runOperation(this.client, 'query', CommerceInvoicePdfDocument, { invoiceId }, ctx),
    );
    return commerceInvoicePdf
      ? { fileName: commerceInvoicePdf.fileName, content: new Uint8Array(Buffer.from(commerceInvoicePdf.content, 'base64')) }
      : null;
  }

  async creditNotePdf(creditNoteId: string, ctx: BoardContext) {
    const { commerceCreditNotePdf } = dataOrThrow(
      'commerceCreditNotePdf',
      await runOperation(this.client, 'query', CommerceCreditNotePdfDocument, { creditNoteId }, ctx),
    );
    return commerceCreditNotePdf
      ? { fileName: commerceCreditNotePdf.fileName, content: new Uint8Array(Buffer.from(commerceCreditNotePdf.content, 'base64')) }
      : null;
  }

  async unpaidCardOrders(ctx: BoardContext): Promise<BoardUnpaidCardOrder[] | null> {
    const { unpaidCardOrders } = dataOrThrow(
      'unpaidCardOrders',
      await runOperation(this.client, 'query', UnpaidCardOrdersDocument, {}, ctx),
    );
    return (
      unpaidCardOrders?.map((o) => ({
        id: o.id,
        status: o.status,
        createdAt: o.createdAt,
        cancelledAt: o.cancelledAt ?? null,
        grossCents: o.grossCents,
        lines: o.lines.map((l) => ({ name: l.name, quantity: l.quantity })),
        resumePaymentUrl: o.resumePaymentUrl ?? null,
      })) ?? null
    );
  }

  async placeOrder(request: OrderRequest, ctx: BoardContext): Promise<OrderAnswer> {
    const { placeOrder } = dataOrThrow(
      'placeOrder',
      await runOperation(
        this.client,
        'mutation',
        PlaceOrderDocument,
        {
          input: {
            lines: request.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, jobId: l.jobId })),
            billing: request.billing,
            confirmedNetCents: request.confirmedNetCents,
            idempotencyKey: request.idempotencyKey,
            paymentMethod: 'invoice',
            origin: request.origin,
          },
        },
        ctx,
      ),
    );
    return {
      order: placeOrder.order ? toOrder(placeOrder.order) : null,
      replayed: placeOrder.replayed,
      errors: placeOrder.errors,
      fieldErrors: placeOrder.fieldErrors,
      currentNetCents: placeOrder.currentNetCents ?? null,
    };
  }

  async paymentMethods(ctx: BoardContext): Promise<string[]> {
    const data = dataOrThrow('commercePaymentMethods', await runOperation(this.client, 'query', CommercePaymentMethodsDocument, {}, ctx));
    return [...data.commercePaymentMethods];
  }

  async startCardCheckout(request: CardCheckoutRequest, ctx: BoardContext): Promise<CardCheckoutAnswer> {
    const { startCardCheckout: answer } = dataOrThrow(
      'startCardCheckout',
      await runOperation(
        this.client,
        'mutation',
        StartCardCheckoutDocument,
        {
          input: {
            order: {
              lines: request.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, jobId: l.jobId })),
              billing: request.billing,
              confirmedNetCents: request.confirmedNetCents,
              idempotencyKey: request.idempotencyKey,
              paymentMethod: 'stripe',
              origin: request.origin,
            },
            successPath: request.successPath,
            cancelPath: request.cancelPath,
          },
        },
        ctx,
      ),
    );
    return {
      orderId: answer.orderId ?? null,
      status: answer.status ?? null,
      paymentUrl: answer.paymentUrl ?? null,
      errors: answer.errors,
      fieldErrors: answer.fieldErrors,
      currentNetCents: answer.currentNetCents ?? null,
    };
  }

  async cardPayment(orderId: string, ctx: BoardContext): Promise<BoardCardPayment | null> {
    const { cardPayment } = dataOrThrow('cardPayment', await runOperation(this.client, 'query', CardPaymentDocument, { orderId }, ctx));
    return cardPayment
      ? {
          orderId: cardPayment.orderId,
          status: cardPayment.status,
          grossCents: cardPayment.grossCents,
          invoiceNumber: cardPayment.invoiceNumber ?? null,
        }
      : null;
  }
}
