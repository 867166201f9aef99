import { createFileRoute } from '@tanstack/react-router';
import { CardPaymentPage } from '../../pages/commerce/card-payment-page';
import { CARD_PAYMENT_REFRESH_SECONDS } from '../../routing/card-payment-refresh';
import { accountHead, sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { loadCardPayment } from '../../server/commerce.functions';
import { isVisualEditor } from '../../routing/visual-editor';

/** /checkout/paid?order=: back from the card payment page; refreshes itself until the payment is settled. */
export const Route = createFileRoute('/_site/checkout_/paid')({
  // A number, as the router keeps it (it would quote a numeric string in the address).
  validateSearch: (search: Record<string, unknown>): { order?: number | undefined } => {
    const order = Number(search.order);
    return Number.isSafeInteger(order) && order > 0 ? { order } : {};
  },
  loaderDeps: ({ search }) => ({ order: search.order === undefined ? '' : String(search.order) }),
  loader: async ({ context, location, deps }) => {
    const page = await loadCardPayment({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), orderId: deps.order },
    });
    if (page.kind === 'sign-in') throw sessionRequired(location.publicHref);
    return { page };
  },
  head: ({ match, matches, loaderData }) => {
    const head = accountHead(headTranslator(matches)('commerce.cardPayment.title'), match.context.site.name);
    const waiting = loaderData?.page.kind === 'ready' && loaderData.page.payment.status === 'awaiting_payment';
    return waiting ? { meta: [...head.meta, { httpEquiv: 'refresh', content: String(CARD_PAYMENT_REFRESH_SECONDS) }] } : head;
  },
  component: function CardPaymentRoute() {
    const { page } = Route.useLoaderData();
    return <CardPaymentPage page={page} />;
  },
});
