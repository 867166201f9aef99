import type { StaffJson } from '../../../../domain/staff/staff-json';
import type { RequestContext } from '../../../../domain/shared/request-context';
import { mayManageSection, mayOpenSection } from '../../../../domain/staff/staff-scope';
import type { StaffLandingPage } from './staff-landing-page-store.port';

export type StaffLandingPageAccessError = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

/** Asked before any lookup: a guest or somebody without the content section learns nothing. */
export function contentSectionRefusal(ctx: RequestContext): 'UNAUTHENTICATED' | 'FORBIDDEN' | null {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayOpenSection(ctx.actor, 'content') ? null : 'FORBIDDEN';
}

/** A page of a site the actor does not manage is, for them, no page at all. */
export const mayManagePage = (ctx: RequestContext, page: Pick<StaffLandingPage, 'site'> | null): page is StaffLandingPage =>
  page !== null && mayManageSection(ctx.actor, 'content', page.site);

/** What the staff log keeps of a page: every field staff edit, the body only as its length (it can be long). */
export function auditedPage(page: StaffLandingPage): StaffJson {
  return {
    site: page.site,
    locale: page.locale,
    path: page.path,
    aliases: [...page.aliases],
    title: page.title,
    introLength: page.introHtml.length,
    searchQuery: page.searchQuery,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    published: page.published,
  };
}
