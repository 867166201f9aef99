import { describe, expect, it } from 'vitest';
import type { OrganizationDirectoryGateway } from '../../../../src/application/board/organization-directory/organization-directory-gateway.port';
import { ShowOrganizationDirectory } from '../../../../src/application/board/organization-directory/show-organization-directory.use-case';
import { ListFeaturedOrganizations } from '../../../../src/application/platform/organization-directory/list-featured-organizations.use-case';
import type { OrganizationDirectoryIndex } from '../../../../src/application/platform/organization-directory/organization-directory-index.port';
import { SearchOrganizationDirectory } from '../../../../src/application/platform/organization-directory/search-organization-directory.use-case';
import { emptyDirectoryRequest, type DirectoryTaxonomy } from '../../../../src/domain/organization/organization-directory';
import { ctx } from '../../../support/request-context';

const TAXONOMY: DirectoryTaxonomy = [{ id: '1', field: 'industry', label: { de: 'Handel' }, alias: { de: 'handel' } }];

function fakeIndex() {
  const calls: unknown[] = [];
  const index: OrganizationDirectoryIndex = {
    async search(request, scope) {
      calls.push({ request, scope });
      return { items: [], total: 0, facets: [] };
    },
    async terms() {
      return TAXONOMY;
    },
    async featured(scope, limit) {
      calls.push({ featured: scope.site, limit });
      return [];
    },
  };
  return { index, calls };
}

describe('SearchOrganizationDirectory (platform)', () => {
  it('asks the index for the request’s site and refuses what no page asks for', async () => {
    const { index, calls } = fakeIndex();
    const search = new SearchOrganizationDirectory(index);
    const ok = await search.execute({ request: emptyDirectoryRequest(), pageSize: 12 }, ctx({ site: 'mainfranken' }));
    expect(ok.ok).toBe(true);
    expect(calls).toEqual([{ request: emptyDirectoryRequest(), scope: { site: 'mainfranken', locale: 'de', pageSize: 12 } }]);
    const bad = [
      { request: emptyDirectoryRequest(), pageSize: 0 },
      { request: emptyDirectoryRequest(), pageSize: 51 },
      { request: { ...emptyDirectoryRequest(), page: 0 }, pageSize: 12 },
      { request: { ...emptyDirectoryRequest(), page: 10_000 }, pageSize: 12 },
      { request: { ...emptyDirectoryRequest(), selected: { industry: ['x'], occupations: [], fieldsOfStudy: [] } }, pageSize: 12 },
    ];
    for (const input of bad) expect((await search.execute(input, ctx())).ok, JSON.stringify(input)).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('featured: 0 to 4 (spec §9), nothing asked for 0', async () => {
    const { index, calls } = fakeIndex();
    const featured = new ListFeaturedOrganizations(index);
    await featured.execute({ limit: 9 }, ctx({ site: 'default' }));
    await featured.execute({ limit: 0 }, ctx());
    expect(calls).toEqual([{ featured: 'default', limit: 4 }]);
  });
});

describe('ShowOrganizationDirectory (board)', () => {
  const gateway = (total: number): OrganizationDirectoryGateway => ({
    async search() {
      return { items: [], total, facets: [{ field: 'industry', values: [] }] };
    },
    async terms() {
      return TAXONOMY;
    },
    async featured() {
      return [];
    },
  });

  it('keeps a selected value listed with 0 when nothing matches it any more, and marks the empty page noindex', async () => {
    const shown = await new ShowOrganizationDirectory(gateway(0), 12).execute(
      { segments: ['handel'], params: [] },
      { site: 'default', locale: 'de' },
    );
    expect(shown.kind === 'page' && shown.page.facets[0]).toEqual({
      field: 'industry',
      values: [{ filter: '1', label: 'Handel', count: 0 }],
    });
    expect(shown.kind === 'page' && shown.page.noindex).toBe(true);
  });

  it('ignores parameters the directory does not read (tracking) instead of redirecting', async () => {
    const shown = await new ShowOrganizationDirectory(gateway(3), 12).execute(
      { segments: [], params: [['utm_source', 'newsletter']] },
      { site: 'default', locale: 'de' },
    );
    expect(shown.kind).toBe('page');
  });
});
