import { createFileRoute, notFound } from '@tanstack/react-router';
import { ResumeAlertUnsubscribePage } from '../../../pages/resume-alerts/resume-alert-unsubscribe-page';
import { accountHead } from '../../../routing/account-routes';
import { headTranslator } from '../../../routing/head-translator';
import { withoutDefaults } from '../../../routing/search-defaults';

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined);

/** /resume-alert/unsubscribe?token=…: the unsubscribe link of every resume digest (no sign-in needed). */
const validateSearch = (search: Record<string, unknown>) => ({
  token: text(search.token, 300) ?? '',
  done: search.done === '1' || search.done === 1,
  alertError: text(search.alertError, 40),
});

export const Route = createFileRoute('/_site/resume-alert/unsubscribe')({
  validateSearch,
  search: withoutDefaults(validateSearch),
  loader: ({ context }) => {
    if (!context.site.features.resume) throw notFound();
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('resumeRecruiting.alerts.unsubscribe.title'), match.context.site.name),
  component: function ResumeAlertUnsubscribeRoute() {
    const search = Route.useSearch();
    return <ResumeAlertUnsubscribePage token={search.token} done={search.done} error={search.alertError} />;
  },
});
