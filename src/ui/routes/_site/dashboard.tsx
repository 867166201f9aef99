import { createFileRoute } from '@tanstack/react-router';
import { parseAccountSearch } from '../../components/accounts/auth-messages';
import { DashboardPage } from '../../pages/accounts/dashboard-page';
import { accountHead, sessionRequired } from '../../routing/account-routes';
import { headTranslator } from '../../routing/head-translator';
import { loadCsrfToken, loadCurrentUser } from '../../server/accounts.functions';
import { loadMyApplications } from '../../server/applications.functions';
import { loadUpdatableOrganizations } from '../../server/organization-edit.functions';
import { userKindOf } from '../../../domain/identity/roles';
import { loadDashboardLists } from '../../server/alerts.functions';
import { DashboardLists } from '../../components/alerts/dashboard-lists';
import { ContactSentNotice } from '../../components/contact/contact-sent-notice';
import { normalizePage } from '../../../domain/job/paging';
import { isVisualEditor } from '../../routing/visual-editor';
import { DashboardCommerce } from '../../components/commerce/dashboard-commerce';
import { loadResumeCard } from '../../server/resumes.functions';
import { ResumeDashboardCard } from '../../components/resumes/resume-dashboard-card';
import { loadMyNewsletter } from '../../server/newsletter.functions';
import { MyNewsletterCard } from '../../components/newsletter/my-newsletter-card';
import { ResumeRecruitingDashboardCard } from '../../components/resume-alerts/resume-recruiting-dashboard-card';

/** /dashboard: what the signed-in user has, by kind. */
export const Route = createFileRoute('/_site/dashboard')({
  validateSearch: (
    search: Record<string, unknown>,
  ): ReturnType<typeof parseAccountSearch> & { bookmarks?: number | undefined; newsletter?: string | undefined } => {
    const page = normalizePage(search.bookmarks);
    // `newsletter`: the newsletter card's notice or refusal after its post.
    const newsletter = typeof search.newsletter === 'string' ? search.newsletter.slice(0, 40) : undefined;
    return { ...parseAccountSearch(search), ...(page > 1 ? { bookmarks: page } : {}), ...(newsletter ? { newsletter } : {}) };
  },
  loaderDeps: ({ search }) => ({ bookmarks: search.bookmarks ?? 1 }),
  loader: async ({ context, location, deps }) => {
    const input = { locale: context.locale, visualEditor: isVisualEditor(location.search) };
    const [{ user }, { csrfToken }, myApplications] = await Promise.all([
      loadCurrentUser({ data: input }),
      loadCsrfToken(),
      loadMyApplications({ data: input }),
    ]);
    if (!user) throw sessionRequired(location.publicHref);
    const [{ organizations }, lists, resumeCard, newsletter] = await Promise.all([
      // UpdatableOrganizationProfiles only for organization users.
      loadUpdatableOrganizations({ data: { locale: context.locale, userKind: userKindOf(user.roles), visualEditor: false } }),
      // Bookmarks and job alerts.
      loadDashboardLists({ data: { ...input, bookmarksPage: deps.bookmarks } }),
      // The resume's card, for applicants on sites with resumes.
      context.site.features.resume && userKindOf(user.roles) === 'applicant' ? loadResumeCard({ data: input }) : null,
      // The newsletter card, on sites with the newsletter.
      context.site.features.newsletter ? loadMyNewsletter({ data: input }) : null,
    ]);
    return { user, csrfToken, myApplications, organizations, lists, resumeCard, newsletter };
  },
  head: ({ match, matches }) => accountHead(headTranslator(matches)('accounts.dashboard.title'), match.context.site.name),
  component: function DashboardRoute() {
    const { user, csrfToken, myApplications, organizations, lists, resumeCard, newsletter } = Route.useLoaderData();
    const search = Route.useSearch();
    const { session, site } = Route.useRouteContext();
    const kind = userKindOf(user.roles);
    return (
      <DashboardPage
        user={user}
        csrfToken={csrfToken}
        error={search.error}
        notice={search.notice}
        masqueraded={session?.masqueraded === true}
        myApplications={myApplications}
        organizations={organizations}
      >
        {userKindOf(user.roles) === 'recruiter' && <DashboardCommerce />}
        <ContactSentNotice notice={search.notice} />
        {resumeCard && <ResumeDashboardCard card={resumeCard} />}
        {site.features.resume && (kind === 'recruiter' || kind === 'applicant') && <ResumeRecruitingDashboardCard kind={kind} />}
        <DashboardLists bookmarks={lists.bookmarks} alerts={lists.alerts} csrfToken={csrfToken} notice={search.notice} />
        {newsletter && <MyNewsletterCard mine={newsletter} csrfToken={csrfToken} status={search.newsletter} />}
      </DashboardPage>
    );
  },
});
