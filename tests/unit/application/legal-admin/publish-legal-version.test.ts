import { describe, expect, it } from 'vitest';
import type { LegalVersionStore } from '../../../../src/application/platform/legal-admin/legal-version-store.port';
import { ListLegalVersions } from '../../../../src/application/platform/legal-admin/list-legal-versions.use-case';
import { PublishLegalVersion } from '../../../../src/application/platform/legal-admin/publish-legal-version.use-case';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import type { StaffActionEntry } from '../../../../src/application/platform/staff/staff-action-log.port';
import type { LegalPage } from '../../../../src/domain/content/legal-document';
import type { LegalVersionDraft } from '../../../../src/domain/content/legal-version-draft';
import { ANONYMOUS, type Actor } from '../../../../src/domain/identity/actor';
import type { Locale } from '../../../../src/domain/shared/locale';
import type { RequestContext } from '../../../../src/domain/shared/request-context';
import type { SiteConfig } from '../../../../src/domain/site/site-config';

const NOW = new Date('2026-11-28T10:00:00Z');

/** Wordings in memory, keyed `site/page/version/locale`; publishing records the entry beside them. */
class InMemoryLegalStore implements LegalVersionStore {
  readonly texts = new Map<string, string>();
  readonly log: StaffActionEntry[] = [];
  async versions(site: string, page: LegalPage) {
    return [...new Set([...this.texts.keys()].filter((k) => k.startsWith(`${site}/${page}/`)).map((k) => k.split('/')[2]!))];
  }
  async text(site: string, page: LegalPage, version: string, locale: Locale) {
    return this.texts.get(`${site}/${page}/${version}/${locale}`) ?? null;
  }
  async publish(site: string, draft: LegalVersionDraft, audit: StaffActionEntry) {
    this.texts.set(`${site}/${draft.page}/${draft.version}/${draft.locale}`, draft.html);
    this.log.push(audit);
    return 'PUBLISHED' as const;
  }
}

const sites: SiteDirectory = {
  get: (key) =>
    ['suedwest', 'karriere'].includes(key)
      ? ({ key, locales: key === 'suedwest' ? ['de', 'en-GB', 'fr'] : ['de', 'en-GB'] } as unknown as SiteConfig)
      : undefined,
  all: () => [],
};
const stripScripts = { sanitize: (html: string) => html.replace(/<script>.*?<\/script>/g, '') };
const ctx = (actor: Actor, site = 'suedwest'): RequestContext => ({ site, locale: 'de', actor, requestId: 'r' });
const user = (roles: Array<[string, string | null]>): Actor => ({
  kind: 'user',
  userId: '7',
  roles: roles.map(([id, targetId]) => ({ id, targetId })) as never,
});
const siteAdmin = user([['site_admin', 'suedwest']]);

function world() {
  const store = new InMemoryLegalStore();
  store.texts.set('suedwest/terms/2026-01-01/de', '<p>Alt</p>');
  const publish = new PublishLegalVersion(store, store, sites, stripScripts, { now: () => NOW });
  return { store, publish, list: new ListLegalVersions(store, sites, { now: () => NOW }) };
}

describe('PublishLegalVersion', () => {
  it('stores the sanitized wording with the entry naming the wording it replaces', async () => {
    const { store, publish } = world();
    const done = await publish.execute(
      { page: 'terms', locale: 'de', version: '2026-12-01', html: '<p>Neu</p><script>x</script>' },
      ctx(siteAdmin),
    );
    expect(done).toEqual({ ok: true, version: '2026-12-01' });
    expect(store.texts.get('suedwest/terms/2026-12-01/de')).toBe('<p>Neu</p>');
    expect(store.log).toEqual([
      {
        actorId: '7',
        masqueradedBy: null,
        siteKey: 'suedwest',
        action: 'legal.publish',
        targetType: 'legal_page',
        targetId: 'terms/de',
        before: { version: '2026-01-01', html: '<p>Alt</p>' },
        after: { version: '2026-12-01', html: '<p>Neu</p>' },
      },
    ]);
  });

  it('refuses an earlier date than the newest version and writes nothing', async () => {
    const { store, publish } = world();
    await publish.execute({ page: 'terms', locale: 'de', version: '2026-12-01', html: '<p>Neu</p>' }, ctx(siteAdmin));
    const refused = await publish.execute(
      { page: 'terms', locale: 'de', version: '2026-11-30', html: '<p>Dazwischen</p>' },
      ctx(siteAdmin),
    );
    expect(refused).toEqual({ ok: false, code: 'INVALID', problems: [{ field: 'version', code: 'OLDER_THAN_NEWEST' }] });
    expect(store.log).toHaveLength(1);
  });

  it('asks for the content section on the request’s site: another site’s admin, a job editor and guests are refused', async () => {
    const { store, publish } = world();
    const input = { page: 'terms', locale: 'de', version: '2026-12-01', html: '<p>Neu</p>' };
    expect(await publish.execute(input, ctx(user([['site_admin', 'karriere']])))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await publish.execute(input, ctx(user([['job_editor', null]])))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await publish.execute(input, ctx(ANONYMOUS))).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await publish.execute({ ...input, page: 'about' }, ctx(siteAdmin))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(store.log).toEqual([]);
  });
});

describe('ListLegalVersions', () => {
  it('every page in each of the site’s languages, versions newest first, with the one in force', async () => {
    const { publish, list } = world();
    await publish.execute({ page: 'terms', locale: 'de', version: '2026-12-01', html: '<p>Neu</p>' }, ctx(siteAdmin));
    const listed = await list.execute(undefined, ctx(siteAdmin));
    if (!listed.ok) throw new Error(listed.code);
    expect(listed.value).toHaveLength(4 * 3);
    expect(listed.value.find((p) => p.page === 'terms' && p.locale === 'de')).toEqual({
      page: 'terms',
      locale: 'de',
      currentVersion: '2026-01-01',
      versions: [
        { version: '2026-12-01', html: '<p>Neu</p>' },
        { version: '2026-01-01', html: '<p>Alt</p>' },
      ],
    });
    expect(listed.value.find((p) => p.page === 'terms' && p.locale === 'fr')?.versions).toEqual([]);
    expect(await list.execute(undefined, ctx(user([['job_editor', null]])))).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});
