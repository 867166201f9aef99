import { createFileRoute } from '@tanstack/react-router';
import { ImporterFormPage } from '../../../../pages/job-import/importer-form-page';
import { accountHead } from '../../../../routing/account-routes';
import { headTranslator } from '../../../../routing/head-translator';
import { importerFieldErrors, throwImporterRefusal, validateImporterSearch } from '../../../../routing/importer-routes';
import { loadImporterForm } from '../../../../server/job-import.functions';
import { isVisualEditor } from '../../../../routing/visual-editor';

/** /admin/importers/new: set up an importer; a refused post comes back here with `?error=&fieldErrors=`. */
export const Route = createFileRoute('/_site/admin/importers/new')({
  validateSearch: validateImporterSearch,
  loader: async ({ context, location }) => {
    const form = await loadImporterForm({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search), id: null } });
    throwImporterRefusal(form.errors, location.publicHref);
    return form;
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('jobImport.form.title'), match.context.site.name),
  component: function NewImporterRoute() {
    const { options, csrfToken, typed } = Route.useLoaderData();
    const search = Route.useSearch();
    return (
      <ImporterFormPage
        options={options}
        importer={null}
        csrfToken={csrfToken}
        typed={typed}
        area="admin"
        error={search.error}
        fieldErrors={importerFieldErrors(search)}
      />
    );
  },
});
