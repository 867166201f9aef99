import type { GetCardPayment } from '../../../application/platform/commerce/get-card-payment.use-case';
import type { GetBillingProfile } from '../../../application/platform/commerce/get-billing-profile.use-case';
import type { GetCredits } from '../../../application/platform/commerce/get-credits.use-case';
import type { GetCreditNote } from '../../../application/platform/commerce/get-credit-note.use-case';
import type { GetInvoice } from '../../../application/platform/commerce/get-invoice.use-case';
import type { GetSubscriptions } from '../../../application/platform/commerce/get-subscriptions.use-case';
import type { ListOrders } from '../../../application/platform/commerce/list-orders.use-case';
import type { ListUnpaidCardOrders } from '../../../application/platform/commerce/list-unpaid-card-orders.use-case';
import type { ListUpgradableJobs } from '../../../application/platform/commerce/list-upgradable-jobs.use-case';
import type { ListProducts } from '../../../application/platform/commerce/list-products.use-case';
import type { PlaceOrder } from '../../../application/platform/commerce/place-order.use-case';
import type { StartCardCheckout } from '../../../application/platform/commerce/start-card-checkout.use-case';

/** The commerce use cases the platform API runs. */
export interface CommerceApiDeps {
  readonly getCredits: GetCredits;
  readonly getSubscriptions: GetSubscriptions;
  readonly listProducts: ListProducts;
  readonly listOrders: ListOrders;
  readonly getBillingProfile: GetBillingProfile;
  readonly listUpgradableJobs: ListUpgradableJobs;
  readonly getInvoice: GetInvoice;
  readonly getCreditNote: GetCreditNote;
  readonly placeOrder: PlaceOrder;
  readonly startCardCheckout: StartCardCheckout;
  readonly getCardPayment: GetCardPayment;
  readonly listUnpaidCardOrders: ListUnpaidCardOrders;
  /** How this deployment takes payment (card only when configured). */
  readonly paymentMethods: readonly string[];
}
