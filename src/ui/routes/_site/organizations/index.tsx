import { createFileRoute } from '@tanstack/react-router';
import { OrganizationDirectoryPage } from '../../../pages/organization-directory-page';
import { directoryHead, loadDirectoryPage, parseDirectoryQuery } from '../../../routing/organization-directory-route';

/** /organizations (German /arbeitgeber-suchen): the organizations directory without facet segments. */
export const Route = createFileRoute('/_site/organizations/')({
  validateSearch: parseDirectoryQuery,
  loaderDeps: ({ search }) => ({ query: search }),
  loader: ({ context, deps, location }) => loadDirectoryPage(context, [], deps.query, location),
  head: directoryHead,
  component: function OrganizationDirectoryRoute() {
    return <OrganizationDirectoryPage page={Route.useLoaderData()} />;
  },
});
