import type { CancelOrder } from '../../../application/platform/commerce-admin/cancel-order.use-case';
import type { EndSubscription } from '../../../application/platform/commerce-admin/end-subscription.use-case';
import type { AdjustCredits } from '../../../application/platform/commerce-admin/adjust-credits.use-case';
import type { ListStaffOrders } from '../../../application/platform/commerce-admin/list-staff-orders.use-case';
import type { MarkOrderPaid } from '../../../application/platform/commerce-admin/mark-order-paid.use-case';
import type { ListCatalogue } from '../../../application/platform/commerce-admin/list-catalogue.use-case';
import type { SaveProduct } from '../../../application/platform/commerce-admin/save-product.use-case';
import type { SetProductActive } from '../../../application/platform/commerce-admin/set-product-active.use-case';
import type { ShowOrganizationCredits } from '../../../application/platform/commerce-admin/show-organization-credits.use-case';

/** The shop staff's use cases the platform API runs. */
export interface CommerceAdminApiDeps {
  readonly listCatalogue: ListCatalogue;
  readonly saveProduct: SaveProduct;
  readonly setProductActive: SetProductActive;
  readonly adjustCredits: AdjustCredits;
  readonly showOrganizationCredits: ShowOrganizationCredits;
  readonly listOrders: ListStaffOrders;
  readonly markOrderPaid: MarkOrderPaid;
  readonly cancelOrder: CancelOrder;
  readonly endSubscription: EndSubscription;
}
