import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { CommerceGateway } from '../../application/board/commerce/commerce-gateway.port';
import { DownloadInvoice } from '../../application/board/commerce/download-invoice.use-case';
import { OrderByInvoice } from '../../application/board/commerce/order-by-invoice.use-case';
import { ShowCheckout } from '../../application/board/commerce/show-checkout.use-case';
import { ShowMyProducts } from '../../application/board/commerce/show-my-products.use-case';
import type { CommerceRepository } from '../../application/platform/commerce/commerce-repository.port';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { InvoiceFiles } from '../../application/platform/commerce/invoice-files';
import { GetBillingProfile } from '../../application/platform/commerce/get-billing-profile.use-case';
import { GetCredits } from '../../application/platform/commerce/get-credits.use-case';
import { GetInvoice } from '../../application/platform/commerce/get-invoice.use-case';
import { GetSubscriptions } from '../../application/platform/commerce/get-subscriptions.use-case';
import { ListOrders } from '../../application/platform/commerce/list-orders.use-case';
import { ListUpgradableJobs } from '../../application/platform/commerce/list-upgradable-jobs.use-case';
import { ListProducts } from '../../application/platform/commerce/list-products.use-case';
import { MarkOrderPaid } from '../../application/platform/commerce/mark-order-paid.use-case';
import { PlaceOrder } from '../../application/platform/commerce/place-order.use-case';
import { SpendCredits } from '../../application/platform/commerce/spend-credits.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloCommerceGateway } from '../graphql/client/apollo-commerce-gateway';
import type { CommerceApiDeps } from '../graphql/server/commerce-api-deps';
import { commerceGraphqlPart } from '../graphql/server/resolvers/commerce.resolver';
import { MessageOrderMailComposer } from '../mail/order-mail-composer';
import { PdfLibInvoiceRenderer } from '../pdf/pdf-lib-invoice-renderer';
import { PostgresCommerceRepository } from '../postgres/commerce/postgres-commerce-repository';
import { PostgresCommercePersonalData } from '../postgres/commerce/postgres-commerce-personal-data';
import { defineFeature } from './feature-module';
import { PRIVACY } from './privacy-data.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.commerce.${name}`);

export const COMMERCE = {
  Repository: id<CommerceRepository>('Repository'),
  FileStore: id<FileStore>('FileStore'),
  SpendCredits: id<SpendCredits>('SpendCredits'),
  ApiDeps: id<CommerceApiDeps>('ApiDeps'),
  Gateway: id<CommerceGateway>('Gateway'),
  ShowMyProducts: id<ShowMyProducts>('ShowMyProducts'),
  ShowCheckout: id<ShowCheckout>('ShowCheckout'),
  OrderByInvoice: id<OrderByInvoice>('OrderByInvoice'),
  DownloadInvoice: id<DownloadInvoice>('DownloadInvoice'),
} as const;

/**
 * Commerce: the PostgreSQL repository (catalogue, orders with gapless invoice numbers, credit ledger,
 * subscriptions), the invoice PDF (pdf-lib) and confirmation mail, the platform use cases behind
 * /graphql, and the board's use cases on the Apollo gateway. Payment is by invoice only.
 */
export function bindCommerceModule(c: Container): void {
  // Invoices as issued, under `invoices/` in the same folder as the other kept files.
  c.bind(COMMERCE.FileStore).toResolvedValue((store: FileStore) => store, [T.FileStore]);
  c.bind(COMMERCE.Repository).toResolvedValue((pool: Pool) => new PostgresCommerceRepository(pool), [T.Pool]);
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresCommercePersonalData(db));
  c.bind(COMMERCE.SpendCredits).toResolvedValue((repo: CommerceRepository) => new SpendCredits(repo), [COMMERCE.Repository]);
  c.bind(COMMERCE.ApiDeps).toResolvedValue(
    (repo: CommerceRepository, sites: SiteDirectory, clock: Clock, store: FileStore): CommerceApiDeps => {
      const invoices = new InvoiceFiles(repo, new PdfLibInvoiceRenderer(), store, sites);
      return {
        getCredits: new GetCredits(repo),
        getSubscriptions: new GetSubscriptions(repo, sites, clock),
        listProducts: new ListProducts(repo),
        listOrders: new ListOrders(repo),
        getBillingProfile: new GetBillingProfile(repo),
        listUpgradableJobs: new ListUpgradableJobs(repo),
        getInvoice: new GetInvoice(repo, invoices),
        placeOrder: new PlaceOrder(repo, new MessageOrderMailComposer(), sites, clock, invoices),
        markOrderPaid: new MarkOrderPaid(repo, clock),
      };
    },
    [COMMERCE.Repository, T.Sites, T.Clock, COMMERCE.FileStore],
  );
  c.bind(COMMERCE.Gateway).toResolvedValue((client: ApolloClient) => new ApolloCommerceGateway(client), [T.ApolloClient]);
  c.bind(COMMERCE.ShowMyProducts).toResolvedValue((g: CommerceGateway) => new ShowMyProducts(g), [COMMERCE.Gateway]);
  c.bind(COMMERCE.ShowCheckout).toResolvedValue((g: CommerceGateway) => new ShowCheckout(g), [COMMERCE.Gateway]);
  c.bind(COMMERCE.OrderByInvoice).toResolvedValue((g: CommerceGateway) => new OrderByInvoice(g), [COMMERCE.Gateway]);
  c.bind(COMMERCE.DownloadInvoice).toResolvedValue((g: CommerceGateway) => new DownloadInvoice(g), [COMMERCE.Gateway]);
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
  }),
});
