import { createFileRoute } from '@tanstack/react-router';
import { ImportersPage } from '../../../../pages/job-import/importers-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { throwImporterRefusal, validateImporterSearch } from '../../../../routing/importer-routes';
import { loadImporters } from '../../../../server/job-import.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/importers: the importers the visitor may see and their last run (others: sign in, or not found). */
export const Route = createFileRoute('/_site/admin/importers/')({
  validateSearch: validateImporterSearch,
  loader: async ({ context, location }) => {
    const list = await loadImporters({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    throwImporterRefusal(list.errors, location.publicHref);
    return { list };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('jobImport.list.title'), match.context.site.name),
  component: function ImportersRoute() {
    return <ImportersPage list={Route.useLoaderData().list} area="admin" notice={Route.useSearch().notice} />;
  },
});
