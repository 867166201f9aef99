import { JOB_STATES } from '../../domain/job/job';
import { anId, matching, oneOf, pageUpTo, searchReader, textUpTo } from './search-values';

/*
 * What the staff console's addresses carry: each list's filter and page, and after a form its notice or
 * refusal. The routes' `validateSearch` and the server functions' input both read them here, so the
 * route tree every visitor loads stays free of zod.
 */

/** A form's notice or refusal code (`saved`, `set-parent`, `CONFIRM_REQUIRED`), on every console page. */
export const FORM_CODE = matching(/^[A-Za-z_-]{1,40}$/);
/** A refused form's `field:CODE,…`. */
export const FORM_FIELD_ERRORS = matching(/^[A-Za-z:_,]{1,300}$/);
const ID = anId;
const DAY = matching(/^\d{4}-\d{2}-\d{2}$/);

/** /admin/content: the blog list's filter, the page, and a form's notice. */
export const parseBlogListSearch = searchReader({
  title: textUpTo(200),
  state: matching(/^(draft|scheduled|published)$/),
  page: pageUpTo(100_000),
  notice: FORM_CODE,
});
export type BlogListSearch = ReturnType<typeof parseBlogListSearch>;

/** /admin/content/pages: the landing pages' filter, the page and a form's notice or refusal. */
export const parseLandingPageListSearch = searchReader({
  text: textUpTo(200),
  page: pageUpTo(100_000),
  notice: FORM_CODE,
  error: FORM_CODE,
});
export type LandingPageListSearch = ReturnType<typeof parseLandingPageListSearch>;

/** /admin/commerce/orders: the filter, the page, and a form's notice or refusal about one order. */
export const parseOrdersSearch = searchReader({
  status: matching(/^[a-z_]{1,40}$/),
  organization: textUpTo(200),
  page: pageUpTo(100_000),
  notice: FORM_CODE,
  error: FORM_CODE,
  order: ID,
  creditNote: matching(/^[A-Z0-9-]{1,60}$/),
});
export type CommerceOrdersSearch = ReturnType<typeof parseOrdersSearch>;

/** /admin/jobs: the filter, and after a form the job it acted on with the notice or refusal. */
export const parseJobsSearch = searchReader({
  q: textUpTo(200),
  state: oneOf(JOB_STATES),
  page: pageUpTo(1000),
  job: ID,
  notice: FORM_CODE,
  error: FORM_CODE,
});
export type JobsSearch = ReturnType<typeof parseJobsSearch>;

/** /admin/organizations: the search and the page. */
export const parseOrganizationsSearch = searchReader({ q: textUpTo(200), page: pageUpTo(1000) });
export type OrganizationsSearch = ReturnType<typeof parseOrganizationsSearch>;

/** An organization's page after a form: the notice or refusal, and a refused form's typed site, parent or duplicate. */
export const parseOrganizationPageSearch = searchReader({
  notice: FORM_CODE,
  error: FORM_CODE,
  site: textUpTo(60),
  parent: textUpTo(18),
  duplicate: textUpTo(18),
});
export type OrganizationPageSearch = ReturnType<typeof parseOrganizationPageSearch>;

/** /admin/users: the search and the page. */
export const parseUsersSearch = searchReader({ q: textUpTo(200), page: pageUpTo(1000) });
export type UsersSearch = ReturnType<typeof parseUsersSearch>;

/** An account's page after a form: the notice or refusal, and a refused grant's typed role and site. */
export const parseUserPageSearch = searchReader({ notice: FORM_CODE, error: FORM_CODE, role: textUpTo(40), site: textUpTo(60) });
export type UserPageSearch = ReturnType<typeof parseUserPageSearch>;

/** /admin/audit: the log's filter and the page. */
export const parseAuditSearch = searchReader({
  action: textUpTo(80),
  actor: ID,
  target: textUpTo(200),
  site: textUpTo(60),
  from: DAY,
  to: DAY,
  page: pageUpTo(1000),
});
export type AuditSearch = ReturnType<typeof parseAuditSearch>;
