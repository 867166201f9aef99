import { describe, expect, it } from 'vitest';
import type { StaffActionEntry } from '../../../../src/application/platform/staff/staff-action-log.port';
import { DeleteStaffLandingPage } from '../../../../src/application/platform/staff/landing-pages/delete-staff-landing-page.use-case';
import { SaveStaffLandingPage } from '../../../../src/application/platform/staff/landing-pages/save-staff-landing-page.use-case';
import type {
  StaffLandingPage,
  StaffLandingPageStore,
  StaffLandingPageUnitOfWork,
} from '../../../../src/application/platform/staff/landing-pages/staff-landing-page-store.port';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import type { LandingPageDraft } from '../../../../src/domain/content/landing-page-draft';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { RequestContext } from '../../../../src/domain/shared/request-context';
import type { SiteConfig } from '../../../../src/domain/site/site-config';

/** Pages in memory; a transaction works on a copy that replaces the state only when it succeeds. */
class InMemoryLandingPages implements StaffLandingPageUnitOfWork {
  pages = new Map<string, StaffLandingPage>();
  /** Paths other content (a job's alias, a redirect) holds per `site:locale`. */
  otherAliases = new Set<string>();
  log: StaffActionEntry[] = [];
  private nextId = 1;

  async run<T>(
    work: (tx: { pages: StaffLandingPageStore; staffLog: { record(e: StaffActionEntry): Promise<void> } }) => Promise<T>,
  ): Promise<T> {
    const pages = new Map(this.pages);
    const log = [...this.log];
    const store: StaffLandingPageStore = {
      search: async () => ({ pages: [...pages.values()], total: pages.size }),
      find: async (id) => pages.get(id) ?? null,
      lockPaths: async () => {},
      takenPaths: async (site, locale, paths, exceptId) =>
        paths.filter(
          (p) =>
            this.otherAliases.has(`${site}:${locale}:${p}`) ||
            [...pages.values()].some(
              (page) => page.id !== exceptId && page.site === site && page.locale === locale && [page.path, ...page.aliases].includes(p),
            ),
        ),
      insert: async (draft) => this.put(pages, String(this.nextId++), draft),
      update: async (id, draft) => this.put(pages, id, draft),
      delete: async (id) => {
        pages.delete(id);
      },
    };
    const result = await work({ pages: store, staffLog: { record: async (e) => void log.push(e) } });
    this.pages = pages;
    this.log = log;
    return result;
  }

  private put(pages: Map<string, StaffLandingPage>, id: string, draft: LandingPageDraft): StaffLandingPage {
    const page: StaffLandingPage = { ...draft, id, updatedAt: '2026-11-28T00:00:00.000Z' };
    pages.set(id, page);
    return page;
  }
}

const site = (key: string, locales: SiteConfig['locales']) => ({ key, locales }) as unknown as SiteConfig;
const SITES: SiteDirectory = {
  get: (key) => ({ default: site('default', ['de']), suedwest: site('suedwest', ['de', 'en-GB', 'fr']) })[key],
  all: () => [],
};
/** The sanitizer's job as far as these rules care: scripts never arrive in the stored body. */
const sanitizer = { sanitize: (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '') };

const administrator: Actor = { kind: 'user', userId: '1', roles: [{ id: 'administrator', targetId: null }] };
const siteAdmin: Actor = { kind: 'user', userId: '2', roles: [{ id: 'site_admin', targetId: 'default' }] };
const editor: Actor = { kind: 'user', userId: '3', roles: [{ id: 'job_editor', targetId: null }] };
const ctx = (actor: Actor): RequestContext => ({ site: 'default', locale: 'de', actor, requestId: 't' });

const draft = (overrides: Partial<LandingPageDraft> = {}): LandingPageDraft => ({
  site: 'default',
  locale: 'de',
  path: '/pflegejobs-ulm',
  aliases: ['/pflege-ulm'],
  title: 'Pflegejobs in Ulm',
  introHtml: '<p>Pflege</p><script>alert(1)</script>',
  searchQuery: 'search=Pflege',
  seoTitle: '',
  seoDescription: '',
  published: true,
  ...overrides,
});

function setUp() {
  const store = new InMemoryLandingPages();
  return { store, save: new SaveStaffLandingPage(store, SITES, sanitizer), remove: new DeleteStaffLandingPage(store) };
}

describe('staff landing pages', () => {
  it('creates a page with its aliases, sanitized, and logs it in the same transaction', async () => {
    const { store, save } = setUp();
    const outcome = await save.execute({ id: null, draft: draft() }, ctx(siteAdmin));
    expect(outcome).toMatchObject({ ok: true, page: { path: '/pflegejobs-ulm', aliases: ['/pflege-ulm'], introHtml: '<p>Pflege</p>' } });
    expect(store.log).toEqual([
      expect.objectContaining({
        actorId: '2',
        siteKey: 'default',
        action: 'landing_page.create',
        targetType: 'landing_page',
        before: null,
      }),
    ]);
  });

  it('refuses a path or alias another page or alias holds, and writes nothing', async () => {
    const { store, save } = setUp();
    await save.execute({ id: null, draft: draft() }, ctx(administrator));
    store.otherAliases.add('default:de:/alte-adresse');
    const clash = await save.execute({ id: null, draft: draft({ path: '/pflege-ulm', aliases: ['/alte-adresse'] }) }, ctx(administrator));
    expect(clash).toEqual({ ok: false, code: 'INVALID', problems: ['PATH_TAKEN', 'ALIAS_TAKEN'] });
    expect(store.pages.size).toBe(1);
    expect(store.log).toHaveLength(1);
    // The same path in another language of a site is free.
    const french = await save.execute({ id: null, draft: draft({ site: 'suedwest', locale: 'fr' }) }, ctx(administrator));
    expect(french.ok).toBe(true);
  });

  it('keeps its own paths when a page is edited, and logs before and after', async () => {
    const { store, save } = setUp();
    const created = await save.execute({ id: null, draft: draft() }, ctx(administrator));
    if (!created.ok) throw new Error('not created');
    const edited = await save.execute({ id: created.page.id, draft: draft({ title: 'Pflege in Ulm', published: false }) }, ctx(siteAdmin));
    expect(edited).toMatchObject({ ok: true, page: { title: 'Pflege in Ulm', published: false } });
    expect(store.log[1]).toMatchObject({
      action: 'landing_page.update',
      before: { title: 'Pflegejobs in Ulm', published: true },
      after: { title: 'Pflege in Ulm', published: false },
    });
  });

  it('lets a site_admin write on its own site only, and no job_editor or guest at all', async () => {
    const { store, save, remove } = setUp();
    expect(await save.execute({ id: null, draft: draft({ site: 'suedwest' }) }, ctx(siteAdmin))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await save.execute({ id: null, draft: draft() }, ctx(editor))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await save.execute({ id: null, draft: draft() }, ctx({ kind: 'anonymous' }))).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    const other = await save.execute({ id: null, draft: draft({ site: 'suedwest' }) }, ctx(administrator));
    if (!other.ok) throw new Error('not created');
    expect(await save.execute({ id: other.page.id, draft: draft() }, ctx(siteAdmin))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await remove.execute({ id: other.page.id, confirmed: true }, ctx(siteAdmin))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(store.pages.size).toBe(1);
  });

  it('refuses a language the site does not have and a reserved path with every problem named', async () => {
    const { store, save } = setUp();
    const outcome = await save.execute(
      { id: null, draft: draft({ locale: 'fr', path: '/jobs', aliases: ['/admin'] }) },
      ctx(administrator),
    );
    expect(outcome).toEqual({ ok: false, code: 'INVALID', problems: ['PATH_RESERVED', 'ALIAS_RESERVED', 'LOCALE_NOT_ON_SITE'] });
    expect(store.pages.size).toBe(0);
  });

  it('deletes only once confirmed, and logs what the page was', async () => {
    const { store, save, remove } = setUp();
    const created = await save.execute({ id: null, draft: draft() }, ctx(administrator));
    if (!created.ok) throw new Error('not created');
    expect(await remove.execute({ id: created.page.id, confirmed: false }, ctx(siteAdmin))).toEqual({
      ok: false,
      code: 'CONFIRM_REQUIRED',
    });
    expect(store.pages.size).toBe(1);
    expect(await remove.execute({ id: created.page.id, confirmed: true }, ctx(siteAdmin))).toEqual({ ok: true, value: undefined });
    expect(store.pages.size).toBe(0);
    expect(store.log.at(-1)).toMatchObject({ action: 'landing_page.delete', before: { path: '/pflegejobs-ulm' }, after: null });
  });
});
