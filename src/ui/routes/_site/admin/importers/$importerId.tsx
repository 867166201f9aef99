import { createFileRoute, notFound } from '@tanstack/react-router';
import { ImporterPage } from '../../../../pages/job-import/importer-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { throwImporterRefusal, validateImporterSearch } from '../../../../routing/importer-routes';
import { loadImporter } from '../../../../server/job-import.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';
import { isEntityId } from '../../../../../domain/shared/entity-id';

/** /admin/importers/{id}: one importer, "run now", and its import log. */
export const Route = createFileRoute('/_site/admin/importers/$importerId')({
  validateSearch: validateImporterSearch,
  loader: async ({ context, location, params }) => {
    if (!isEntityId(params.importerId)) throw notFound();
    const page = await loadImporter({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.importerId },
    });
    throwImporterRefusal(page.detail.errors, location.publicHref);
    if (!page.detail.importer) throw notFound();
    return { ...page, importer: page.detail.importer };
  },
  head: ({ match, matches, loaderData }) =>
    accountHead(loaderData?.importer.name ?? headTranslator(matches)('jobImport.list.title'), match.context.site.name),
  component: function ImporterRoute() {
    const { detail, importer, csrfToken } = Route.useLoaderData();
    const search = Route.useSearch();
    return (
      <ImporterPage
        importer={importer}
        runs={detail.runs}
        mayManage={detail.mayManage}
        csrfToken={csrfToken}
        area="admin"
        notice={search.notice}
        error={search.error}
      />
    );
  },
});
