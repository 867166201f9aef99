import {
  checkLandingPageDraft,
  type LandingPageDraft,
  type LandingPageProblem,
  pathsOf,
} from '../../../../domain/content/landing-page-draft';
import type { RequestContext } from '../../../../domain/shared/request-context';
import { mayManageSection } from '../../../../domain/staff/staff-scope';
import type { RichTextSanitizer } from '../../../shared/rich-text-sanitizer.port';
import type { SiteDirectory } from '../../site/site-directory.port';
import { staffEntry } from '../staff-action-log.port';
import { auditedPage, contentSectionRefusal, mayManagePage, type StaffLandingPageAccessError } from './staff-landing-page-access';
import type { StaffLandingPage, StaffLandingPageUnitOfWork } from './staff-landing-page-store.port';

export type SaveLandingPageProblem = LandingPageProblem | 'PATH_TAKEN' | 'ALIAS_TAKEN' | 'UNKNOWN_SITE' | 'LOCALE_NOT_ON_SITE';

export type SaveStaffLandingPageOutcome =
  | { readonly ok: true; readonly page: StaffLandingPage }
  | { readonly ok: false; readonly code: StaffLandingPageAccessError }
  | { readonly ok: false; readonly code: 'INVALID'; readonly problems: readonly SaveLandingPageProblem[] };

/**
 * Creates a landing page or changes one (`id`), with its aliases. The body is sanitized to the filtered
 * rich-text format before anything is checked or stored, so raw HTML never reaches the table. A site_admin
 * writes on its own sites only; a page of another site is NOT_FOUND. Paths are checked under a lock of
 * the site and language: a main path or alias the board already answers there (another page, an alias
 * of a job, a redirect) is refused and nothing is written. The page, its aliases and the log entry
 * commit together.
 */
export class SaveStaffLandingPage {
  constructor(
    private readonly uow: StaffLandingPageUnitOfWork,
    private readonly sites: SiteDirectory,
    private readonly sanitizer: RichTextSanitizer,
  ) {}

  async execute(
    input: { readonly id: string | null; readonly draft: LandingPageDraft },
    ctx: RequestContext,
  ): Promise<SaveStaffLandingPageOutcome> {
    const refusal = contentSectionRefusal(ctx);
    if (refusal) return { ok: false, code: refusal };
    const site = this.sites.get(input.draft.site);
    if (!site) return { ok: false, code: 'INVALID', problems: ['UNKNOWN_SITE'] };
    if (!mayManageSection(ctx.actor, 'content', site.key)) return { ok: false, code: 'FORBIDDEN' };
    const checked = checkLandingPageDraft({ ...input.draft, introHtml: this.sanitizer.sanitize(input.draft.introHtml, 'filtered') });
    const problems: SaveLandingPageProblem[] = checked.ok ? [] : [...checked.problems];
    if (!site.locales.includes(input.draft.locale)) problems.push('LOCALE_NOT_ON_SITE');
    if (!checked.ok || problems.length > 0) return { ok: false, code: 'INVALID', problems };
    const draft = checked.draft;

    return this.uow.run(async (tx): Promise<SaveStaffLandingPageOutcome> => {
      const before = input.id === null ? null : await tx.pages.find(input.id);
      if (input.id !== null && !mayManagePage(ctx, before)) return { ok: false, code: 'NOT_FOUND' };
      await tx.pages.lockPaths(draft.site, draft.locale);
      const taken = new Set(await tx.pages.takenPaths(draft.site, draft.locale, pathsOf(draft), input.id));
      if (taken.size > 0) {
        const clashes: SaveLandingPageProblem[] = [];
        if (taken.has(draft.path)) clashes.push('PATH_TAKEN');
        if (draft.aliases.some((a) => taken.has(a))) clashes.push('ALIAS_TAKEN');
        return { ok: false, code: 'INVALID', problems: clashes };
      }
      const page = before ? await tx.pages.update(before.id, draft) : await tx.pages.insert(draft);
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: page.site,
          action: before ? 'landing_page.update' : 'landing_page.create',
          targetType: 'landing_page',
          targetId: page.id,
          before: before ? auditedPage(before) : null,
          after: auditedPage(page),
        }),
      );
      return { ok: true, page };
    });
  }
}
