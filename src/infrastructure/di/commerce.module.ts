import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { CommerceGateway } from '../../application/board/commerce/commerce-gateway.port';
import { DownloadCreditNote } from '../../application/board/commerce/download-credit-note.use-case';
import { DownloadInvoice } from '../../application/board/commerce/download-invoice.use-case';
import { OrderByCard } from '../../application/board/commerce/order-by-card.use-case';
import { OrderByInvoice } from '../../application/board/commerce/order-by-invoice.use-case';
import { ShowCardPayment } from '../../application/board/commerce/show-card-payment.use-case';
import { ShowCheckout } from '../../application/board/commerce/show-checkout.use-case';
import { ShowMyProducts } from '../../application/board/commerce/show-my-products.use-case';
import type { CommerceRepository } from '../../application/platform/commerce/commerce-repository.port';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { InvoiceFiles } from '../../application/platform/commerce/invoice-files';
import { GetBillingProfile } from '../../application/platform/commerce/get-billing-profile.use-case';
import { GetCredits } from '../../application/platform/commerce/get-credits.use-case';
import { GetCreditNote } from '../../application/platform/commerce/get-credit-note.use-case';
import { GetInvoice } from '../../application/platform/commerce/get-invoice.use-case';
import { GetSubscriptions } from '../../application/platform/commerce/get-subscriptions.use-case';
import { ListOrders } from '../../application/platform/commerce/list-orders.use-case';
import { ListUnpaidCardOrders } from '../../application/platform/commerce/list-unpaid-card-orders.use-case';
import { ListUpgradableJobs } from '../../application/platform/commerce/list-upgradable-jobs.use-case';
import { ListProducts } from '../../application/platform/commerce/list-products.use-case';
import { PlaceOrder } from '../../application/platform/commerce/place-order.use-case';
import type { PaymentProvider } from '../../application/platform/commerce/payment-provider.port';
import { GetCardPayment } from '../../application/platform/commerce/get-card-payment.use-case';
import { ReceivePaymentNotice } from '../../application/platform/commerce/receive-payment-notice.use-case';
import { SettleCardOrder } from '../../application/platform/commerce/settle-card-order';
import { StartCardCheckout } from '../../application/platform/commerce/start-card-checkout.use-case';
import { SweepCardOrders } from '../../application/platform/commerce/sweep-card-orders.use-case';
import { SpendCredits } from '../../application/platform/commerce/spend-credits.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloCommerceGateway } from '../graphql/client/apollo-commerce-gateway';
import type { CommerceApiDeps } from '../graphql/server/commerce-api-deps';
import { commerceGraphqlPart } from '../graphql/server/resolvers/commerce.resolver';
import { MessageOrderMailComposer } from '../mail/order-mail-composer';
import { stripeConfigFrom } from '../payments/stripe-config';
import { StripePaymentProvider } from '../payments/stripe-payment-provider';
import { PdfLibInvoiceRenderer } from '../pdf/pdf-lib-invoice-renderer';
import { PostgresCommerceRepository } from '../postgres/commerce/postgres-commerce-repository';
import { PostgresCommercePersonalData } from '../postgres/commerce/postgres-commerce-personal-data';
import { onShutdown } from '../http/shutdown-hooks';
import { cardOrderSweepLoop } from '../scheduling/card-order-sweep-loop';
import type { PollingLoop } from '../scheduling/polling-loop';
import { defineFeature } from './feature-module';
import { PRIVACY } from './privacy-data.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.commerce.${name}`);

export const COMMERCE = {
  Repository: id<CommerceRepository>('Repository'),
  FileStore: id<FileStore>('FileStore'),
  SpendCredits: id<SpendCredits>('SpendCredits'),
  ApiDeps: id<CommerceApiDeps>('ApiDeps'),
  /** Card payment, or null when this deployment configured none. */
  PaymentProvider: id<PaymentProvider | null>('PaymentProvider'),
  InvoiceFiles: id<InvoiceFiles>('InvoiceFiles'),
  ReceivePaymentNotice: id<ReceivePaymentNotice>('ReceivePaymentNotice'),
  SettleCardOrder: id<SettleCardOrder>('SettleCardOrder'),
  SweepCardOrders: id<SweepCardOrders>('SweepCardOrders'),
  SweepLoop: id<PollingLoop>('SweepLoop'),
  Gateway: id<CommerceGateway>('Gateway'),
  ShowMyProducts: id<ShowMyProducts>('ShowMyProducts'),
  ShowCheckout: id<ShowCheckout>('ShowCheckout'),
  OrderByInvoice: id<OrderByInvoice>('OrderByInvoice'),
  DownloadInvoice: id<DownloadInvoice>('DownloadInvoice'),
  DownloadCreditNote: id<DownloadCreditNote>('DownloadCreditNote'),
  OrderByCard: id<OrderByCard>('OrderByCard'),
  ShowCardPayment: id<ShowCardPayment>('ShowCardPayment'),
} as const;

/**
 * Commerce: the PostgreSQL repository (catalogue, orders with gapless invoice numbers, credit ledger,
 * subscriptions), the invoice PDF (pdf-lib) and confirmation mail, the platform use cases behind
 * /graphql, and the board's use cases on the Apollo gateway. Payment by invoice, and by card through
 * Stripe Checkout when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (read where the platform runs).
 */
export function bindCommerceModule(c: Container): void {
  // Invoices as issued, under `invoices/` in the same folder as the other kept files.
  c.bind(COMMERCE.FileStore).toResolvedValue((store: FileStore) => store, [T.FileStore]);
  c.bind(COMMERCE.Repository).toResolvedValue((pool: Pool) => new PostgresCommerceRepository(pool), [T.Pool]);
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresCommercePersonalData(db));
  c.bind(COMMERCE.SpendCredits).toResolvedValue((repo: CommerceRepository) => new SpendCredits(repo), [COMMERCE.Repository]);
  c.bind(COMMERCE.PaymentProvider).toDynamicValue(() => {
    const config = stripeConfigFrom(process.env);
    return config ? new StripePaymentProvider(config) : null;
  });
  c.bind(COMMERCE.InvoiceFiles).toResolvedValue(
    (repo: CommerceRepository, sites: SiteDirectory, store: FileStore) => new InvoiceFiles(repo, new PdfLibInvoiceRenderer(), store, sites),
    [COMMERCE.Repository, T.Sites, COMMERCE.FileStore],
  );
  c.bind(COMMERCE.SettleCardOrder).toResolvedValue(
    (repo: CommerceRepository, sites: SiteDirectory, clock: Clock, invoices: InvoiceFiles) =>
      new SettleCardOrder(repo, new MessageOrderMailComposer(), sites, clock, invoices),
    [COMMERCE.Repository, T.Sites, T.Clock, COMMERCE.InvoiceFiles],
  );
  c.bind(COMMERCE.ReceivePaymentNotice).toResolvedValue(
    (provider: PaymentProvider | null, settle: SettleCardOrder) => new ReceivePaymentNotice(provider, settle),
    [COMMERCE.PaymentProvider, COMMERCE.SettleCardOrder],
  );
  c.bind(COMMERCE.SweepCardOrders).toResolvedValue(
    (repo: CommerceRepository, provider: PaymentProvider | null, settle: SettleCardOrder, clock: Clock) =>
      new SweepCardOrders(repo, provider, settle, clock),
    [COMMERCE.Repository, COMMERCE.PaymentProvider, COMMERCE.SettleCardOrder, T.Clock],
  );
  c.bind(COMMERCE.SweepLoop).toResolvedValue(
    (sweep: SweepCardOrders, logger: Logger) =>
      cardOrderSweepLoop(sweep, logger.child({ component: 'card-order-sweep' }), Number(process.env.CARD_ORDER_SWEEP_POLL_MS) || undefined),
    [COMMERCE.SweepCardOrders, T.Logger],
  );
  c.bind(COMMERCE.ApiDeps).toResolvedValue(
    (
      repo: CommerceRepository,
      sites: SiteDirectory,
      clock: Clock,
      invoices: InvoiceFiles,
      provider: PaymentProvider | null,
    ): CommerceApiDeps => {
      return {
        getCredits: new GetCredits(repo),
        getSubscriptions: new GetSubscriptions(repo, sites, clock),
        listProducts: new ListProducts(repo),
        listOrders: new ListOrders(repo),
        getBillingProfile: new GetBillingProfile(repo),
        listUpgradableJobs: new ListUpgradableJobs(repo),
        getInvoice: new GetInvoice(repo, invoices),
        getCreditNote: new GetCreditNote(repo, invoices),
        placeOrder: new PlaceOrder(repo, new MessageOrderMailComposer(), sites, clock, invoices),
        startCardCheckout: new StartCardCheckout(repo, provider, sites, clock),
        getCardPayment: new GetCardPayment(repo),
        listUnpaidCardOrders: new ListUnpaidCardOrders(repo, clock),
        paymentMethods: provider ? ['invoice', provider.method] : ['invoice'],
      };
    },
    [COMMERCE.Repository, T.Sites, T.Clock, COMMERCE.InvoiceFiles, COMMERCE.PaymentProvider],
  );
  c.bind(COMMERCE.Gateway).toResolvedValue((client: ApolloClient) => new ApolloCommerceGateway(client), [T.ApolloClient]);
  c.bind(COMMERCE.ShowMyProducts).toResolvedValue((g: CommerceGateway) => new ShowMyProducts(g), [COMMERCE.Gateway]);
  c.bind(COMMERCE.ShowCheckout).toResolvedValue((g: CommerceGateway) => new ShowCheckout(g), [COMMERCE.Gateway]);
  c.bind(COMMERCE.OrderByInvoice).toResolvedValue((g: CommerceGateway) => new OrderByInvoice(g), [COMMERCE.Gateway]);
  c.bind(COMMERCE.DownloadInvoice).toResolvedValue((g: CommerceGateway) => new DownloadInvoice(g), [COMMERCE.Gateway]);
  c.bind(COMMERCE.DownloadCreditNote).toResolvedValue((g: CommerceGateway) => new DownloadCreditNote(g), [COMMERCE.Gateway]);
  c.bind(COMMERCE.OrderByCard).toResolvedValue((g: CommerceGateway) => new OrderByCard(g), [COMMERCE.Gateway]);
  c.bind(COMMERCE.ShowCardPayment).toResolvedValue((g: CommerceGateway) => new ShowCardPayment(g), [COMMERCE.Gateway]);
}

export const commerceFeature = defineFeature({
  name: 'commerce',
  bind: bindCommerceModule,
  graphql: (c) => [commerceGraphqlPart(c.get(COMMERCE.ApiDeps))],
  board: (c) => ({
    showMyProducts: c.get(COMMERCE.ShowMyProducts),
    showCheckout: c.get(COMMERCE.ShowCheckout),
    orderByInvoice: c.get(COMMERCE.OrderByInvoice),
    downloadInvoice: c.get(COMMERCE.DownloadInvoice),
    downloadCreditNote: c.get(COMMERCE.DownloadCreditNote),
    orderByCard: c.get(COMMERCE.OrderByCard),
    showCardPayment: c.get(COMMERCE.ShowCardPayment),
    /** The payment provider's notices (its webhook): platform side, resolved only where the database is. */
    get paymentNotices(): ReceivePaymentNotice {
      return c.get(COMMERCE.ReceivePaymentNotice);
    },
  }),
  start: (c) => {
    // Card payment off: no provider to ask, nothing to sweep.
    if (!c.get(COMMERCE.PaymentProvider)) return;
    const loop = c.get(COMMERCE.SweepLoop);
    loop.start();
    onShutdown(() => loop.stop());
  },
});
