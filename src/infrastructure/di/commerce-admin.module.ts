import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { CommerceAdminGateway } from '../../application/board/commerce-admin/commerce-admin-gateway.port';
import { RunCommerceDesk } from '../../application/board/commerce-admin/run-commerce-desk.use-case';
import { CancelOrder } from '../../application/platform/commerce-admin/cancel-order.use-case';
import { EndSubscription } from '../../application/platform/commerce-admin/end-subscription.use-case';
import { AdjustCredits } from '../../application/platform/commerce-admin/adjust-credits.use-case';
import type { CommerceAdminRepository } from '../../application/platform/commerce-admin/commerce-admin-repository.port';
import { ListStaffOrders } from '../../application/platform/commerce-admin/list-staff-orders.use-case';
import { MarkOrderPaid } from '../../application/platform/commerce-admin/mark-order-paid.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { ListCatalogue } from '../../application/platform/commerce-admin/list-catalogue.use-case';
import { SaveProduct } from '../../application/platform/commerce-admin/save-product.use-case';
import { SetProductActive } from '../../application/platform/commerce-admin/set-product-active.use-case';
import { ShowOrganizationCredits } from '../../application/platform/commerce-admin/show-organization-credits.use-case';
import { ApolloCommerceAdminGateway } from '../graphql/client/apollo-commerce-admin-gateway';
import { MessageOrderMailComposer } from '../mail/order-mail-composer';
import type { CommerceAdminApiDeps } from '../graphql/server/commerce-admin-api-deps';
import { commerceAdminGraphqlPart } from '../graphql/server/resolvers/commerce-admin.resolver';
import { PostgresCommerceAdminRepository } from '../postgres/commerce-admin/postgres-commerce-admin-repository';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.commerce-admin.${name}`);

export const COMMERCE_ADMIN = {
  Repository: id<CommerceAdminRepository>('Repository'),
  ApiDeps: id<CommerceAdminApiDeps>('ApiDeps'),
  Gateway: id<CommerceAdminGateway>('Gateway'),
  Desk: id<RunCommerceDesk>('Desk'),
} as const;

/** The shop's staff console: catalogue, orders and credit adjustments on PostgreSQL, their GraphQL part, the board's desk on the Apollo gateway. */
export function bindCommerceAdminModule(c: Container): void {
  c.bind(COMMERCE_ADMIN.Repository).toResolvedValue((pool: Pool) => new PostgresCommerceAdminRepository(pool), [T.Pool]);
  c.bind(COMMERCE_ADMIN.ApiDeps).toResolvedValue(
    (repo: CommerceAdminRepository, clock: Clock, sites: SiteDirectory): CommerceAdminApiDeps => ({
      listCatalogue: new ListCatalogue(repo),
      saveProduct: new SaveProduct(repo),
      setProductActive: new SetProductActive(repo),
      adjustCredits: new AdjustCredits(repo),
      showOrganizationCredits: new ShowOrganizationCredits(repo, clock),
      listOrders: new ListStaffOrders(repo),
      markOrderPaid: new MarkOrderPaid(repo, clock),
      cancelOrder: new CancelOrder(repo, clock, new MessageOrderMailComposer(), sites),
      endSubscription: new EndSubscription(repo, clock),
    }),
    [COMMERCE_ADMIN.Repository, T.Clock, T.Sites],
  );
  c.bind(COMMERCE_ADMIN.Gateway).toResolvedValue((client: ApolloClient) => new ApolloCommerceAdminGateway(client), [T.ApolloClient]);
  c.bind(COMMERCE_ADMIN.Desk).toResolvedValue((g: CommerceAdminGateway) => new RunCommerceDesk(g), [COMMERCE_ADMIN.Gateway]);
}

export const commerceAdminFeature = defineFeature({
  name: 'commerce-admin',
  bind: bindCommerceAdminModule,
  graphql: (c) => [commerceAdminGraphqlPart(c.get(COMMERCE_ADMIN.ApiDeps))],
  board: (c) => ({ commerceDesk: c.get(COMMERCE_ADMIN.Desk) }),
});
