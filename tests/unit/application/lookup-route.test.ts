import { describe, expect, it } from 'vitest';
import type { PathAliasRepository, PathTarget } from '../../../src/application/platform/routing/path-alias-repository.port';
import { LookupRoute } from '../../../src/application/platform/routing/lookup-route.use-case';
import type { SiteConfig } from '../../../src/domain/site/site-config';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { aJob } from '../../support/job-mother';
import { fixedClock } from '../../support/fixed-clock';
import { InMemoryJobRepository } from '../../support/in-memory-job-repository';
import { InMemoryLandingPageRepository, InMemoryOrganizationRepository } from '../../support/in-memory-organizations';
import { ctx } from '../../support/request-context';

const NOW = '2026-11-22T12:00:00.000Z';
const sites = new FileSiteDirectory();

class MapAliases implements PathAliasRepository {
  constructor(private readonly map: Record<string, PathTarget>) {}
  async resolve(_site: string, _lang: string, path: string) {
    return this.map[path] ?? null;
  }
}

describe('LookupRoute (getRoutInfo)', () => {
  const jobs = new InMemoryJobRepository([
    aJob({ id: '1', slug: 'koch-1', title: 'Koch (m/w/d)', sites: ['suedwest', 'default'] }),
    aJob({ id: '2', slug: 'alt-2', state: 'archived', sites: ['default'] }),
  ]);
  const aliases = new MapAliases({
    '/job/koch-1': { kind: 'content', type: 'Job', id: '1' },
    '/job/alt-2': { kind: 'content', type: 'Job', id: '2' },
    '/job/old-name-1': { kind: 'redirect', code: 301, target: '/job/koch-1' },
  });
  const lookup = new LookupRoute(
    aliases,
    jobs,
    sites,
    fixedClock(NOW),
    new InMemoryOrganizationRepository([]),
    new InMemoryLandingPageRepository([]),
  );

  it('answers content with metatags for a visible job, ignoring jobId, path and router', async () => {
    const info = await lookup.execute({ slug: '/job/koch-1?jobId=9&router=x' }, ctx());
    expect(info).toMatchObject({ kind: 'content', type: 'Job', id: '1' });
    const tags = info.kind === 'content' ? Object.fromEntries(info.metatags.map((t) => [t.meta, t.value])) : {};
    expect(tags.title).toBe('Koch (m/w/d) – Muster GmbH');
    expect(tags.description).toBe('Wir suchen dich.');
    // A job shown on several sites: the canonical URL is the visited site's page, not its first site's.
    expect(tags.canonical).toBe(`https://${(sites.get('default') as SiteConfig).host}/job/koch-1`);
    const onSuedwest = await lookup.execute({ slug: '/job/koch-1' }, ctx({ site: 'suedwest', locale: 'en-GB' }));
    const suedwestTags = onSuedwest.kind === 'content' ? Object.fromEntries(onSuedwest.metatags.map((t) => [t.meta, t.value])) : {};
    expect(suedwestTags.canonical).toBe(`https://${(sites.get('suedwest') as SiteConfig).host}/en/job/koch-1`);
  });

  it('passes stored redirects through', async () => {
    expect(await lookup.execute({ slug: '/job/old-name-1' }, ctx())).toEqual({ kind: 'redirect', code: 301, target: '/job/koch-1' });
  });

  it('answers 404 for unknown paths, hidden jobs and absurdly long slugs', async () => {
    expect(await lookup.execute({ slug: '/job/nope' }, ctx())).toMatchObject({ kind: 'error', code: 404 });
    expect(await lookup.execute({ slug: '/job/alt-2' }, ctx())).toMatchObject({ kind: 'error', code: 404 });
    expect(await lookup.execute({ slug: '/x'.repeat(2000) }, ctx())).toMatchObject({ kind: 'error', code: 404 });
  });

  it('answers 404 for a path with a NUL without asking the store (PostgreSQL text rejects it: a 500 before)', async () => {
    const strict = new (class extends MapAliases {
      override async resolve(site: string, lang: string, path: string) {
        if (path.includes('\0')) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
        return super.resolve(site, lang, path);
      }
    })({});
    const guarded = new LookupRoute(
      strict,
      jobs,
      sites,
      fixedClock(NOW),
      new InMemoryOrganizationRepository([]),
      new InMemoryLandingPageRepository([]),
    );
    for (const slug of ['/job/\0', '/job/a\0b', '/job/€\0/apply'])
      expect(await guarded.execute({ slug }, ctx())).toMatchObject({ kind: 'error', code: 404 });
  });
});
