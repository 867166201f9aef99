import { createFileRoute } from '@tanstack/react-router';
import { OrganizationDirectoryPage } from '../../../pages/organization-directory-page';
import { directoryHead, directorySegments, loadDirectoryPage, parseDirectoryQuery } from '../../../routing/organization-directory-route';

/** /organizations/{industry}/{occupational field}/{field of study}: the directory with clean facet segments. */
export const Route = createFileRoute('/_site/organizations/$')({
  validateSearch: parseDirectoryQuery,
  loaderDeps: ({ search }) => ({ query: search }),
  loader: ({ context, deps, params, location }) => loadDirectoryPage(context, directorySegments(params._splat), deps.query, location),
  head: directoryHead,
  component: function OrganizationDirectoryFacetRoute() {
    return <OrganizationDirectoryPage page={Route.useLoaderData()} />;
  },
});
