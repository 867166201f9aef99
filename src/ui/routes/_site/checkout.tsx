import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage, type CheckoutSearch } from '../../pages/commerce/checkout-page';
import { accountHead, sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { withoutDefaults } from '../../routing/search-defaults';
import { loadCsrfToken } from '../../server/accounts.functions';
import { takeTypedCheckout } from '../../server/checkout-typed-values.functions';
import { loadCheckout } from '../../server/commerce.functions';
import { isVisualEditor } from '../../routing/visual-editor';
import { isEntityId } from '../../../domain/shared/entity-id';

const str = (v: unknown, max = 2048) => {
  const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
  return typeof text === 'string' && text.length > 0 && text.length <= max ? text : undefined;
};

const validateSearch = (search: Record<string, unknown>): CheckoutSearch => {
  const quantity = Number(search.quantity ?? 1);
  return {
    product: str(search.product, 20),
    quantity: Number.isFinite(quantity) ? quantity : 0,
    job: str(search.job, 20),
    returnTo: str(search.returnTo),
    error: str(search.error, 40),
    fields: str(search.fields, 400),
  };
};

/** /checkout?product=&quantity=&job=&returnTo=: buy one product by invoice or by card. */
export const Route = createFileRoute('/_site/checkout')({
  validateSearch,
  search: withoutDefaults(validateSearch),
  loaderDeps: ({ search }) => ({ product: search.product ?? '', quantity: search.quantity ?? 1, job: search.job }),
  loader: async ({ context, location, deps }) => {
    const input = { locale: context.locale, visualEditor: isVisualEditor(location.search) };
    const [checkout, { csrfToken }, typed] = await Promise.all([
      loadCheckout({
        data: {
          ...input,
          productId: deps.product,
          quantity: deps.quantity,
          jobId: deps.job && isEntityId(deps.job) ? deps.job : null,
        },
      }),
      loadCsrfToken(),
      takeTypedCheckout(),
    ]);
    if (checkout.page.kind === 'sign-in') throw sessionRequired(location.publicHref);
    return { ...checkout, csrfToken, typed };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('commerce.checkout.title'), match.context.site.name),
  component: function CheckoutRoute() {
    const { page, idempotencyKey, csrfToken, typed } = Route.useLoaderData();
    return <CheckoutPage page={page} idempotencyKey={idempotencyKey} csrfToken={csrfToken} search={Route.useSearch()} typed={typed} />;
  },
});
