import { createFileRoute } from '@tanstack/react-router';
import { MyProductsPage } from '../../pages/commerce/my-products-page';
import { accountHead, sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { loadMyProducts } from '../../server/commerce.functions';
import { isVisualEditor } from '../../routing/visual-editor';

/** /my-products: the organization's credits, subscriptions, orders and invoices, and the catalogue. */
export const Route = createFileRoute('/_site/my-products')({
  // `job`: the job manager's "upgrade" link, a number (the router would quote a numeric string).
  validateSearch: (search: Record<string, unknown>): { ordered?: string | undefined; job?: number | undefined } => {
    const ordered = typeof search.ordered === 'string' && /^[A-Z0-9-]{1,40}$/.test(search.ordered) ? search.ordered : undefined;
    const job = Number(search.job);
    return { ...(ordered ? { ordered } : {}), ...(Number.isSafeInteger(job) && job > 0 ? { job } : {}) };
  },
  loader: async ({ context, location }) => {
    const data = await loadMyProducts({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    if (!data) throw sessionRequired(location.publicHref);
    return { data };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('commerce.myProducts.title'), match.context.site.name),
  component: function MyProductsRoute() {
    const { data } = Route.useLoaderData();
    const { ordered, job } = Route.useSearch();
    return <MyProductsPage data={data} ordered={ordered} job={job === undefined ? undefined : String(job)} />;
  },
});
