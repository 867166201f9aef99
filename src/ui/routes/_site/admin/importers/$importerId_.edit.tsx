import { createFileRoute, notFound } from '@tanstack/react-router';
import { ImporterFormPage } from '../../../../pages/job-import/importer-form-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { importerFieldErrors, throwImporterRefusal, validateImporterSearch } from '../../../../routing/importer-routes';
import { loadImporterForm } from '../../../../server/job-import.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';
import { isEntityId } from '../../../../../domain/shared/entity-id';

/** /admin/importers/{id}/edit: change an importer; a refused post comes back here with `?error=&fieldErrors=`. */
export const Route = createFileRoute('/_site/admin/importers/$importerId_/edit')({
  validateSearch: validateImporterSearch,
  loader: async ({ context, location, params }) => {
    if (!isEntityId(params.importerId)) throw notFound();
    const form = await loadImporterForm({
      data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: params.importerId },
    });
    throwImporterRefusal(form.errors, location.publicHref);
    if (!form.importer) throw notFound();
    return form;
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('jobImport.form.editTitle'), match.context.site.name),
  component: function EditImporterRoute() {
    const { options, importer, csrfToken, typed } = Route.useLoaderData();
    const search = Route.useSearch();
    return (
      <ImporterFormPage
        options={options}
        importer={importer}
        csrfToken={csrfToken}
        typed={typed}
        area="admin"
        error={search.error}
        fieldErrors={importerFieldErrors(search)}
      />
    );
  },
});
