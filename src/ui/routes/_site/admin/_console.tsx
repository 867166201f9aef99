import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { ConsoleLayout } from '../../../components/staff/console-layout';
import { sessionRequired } from '../../../routing/account-routes';
import { isVisualEditor } from '../../../routing/visual-editor';
import { loadStaffConsole } from '../../../server/staff.functions';

/**
 * The staff console's frame (/admin and its sections). Guests sign in; a signed-in user who is not
 * staff gets the site's not-found page (nothing tells them the console exists); staff get the
 * navigation of the sections they may open.
 */
export const Route = createFileRoute('/_site/admin/_console')({
  loader: async ({ context, location }) => {
    const answer = await loadStaffConsole({ data: { locale: context.locale, visualEditor: isVisualEditor(location.search) } });
    if (answer.errors[0] === 'UNAUTHENTICATED') throw sessionRequired(location.publicHref);
    if (answer.errors.length > 0) throw notFound();
    return { sections: answer.sections };
  },
  component: function ConsoleRoute() {
    return (
      <ConsoleLayout sections={Route.useLoaderData().sections}>
        <Outlet />
      </ConsoleLayout>
    );
  },
});
