import { describe, expect, it } from 'vitest';
import { FindParentCandidates } from '../../../src/application/platform/organization-sections/find-parent-candidates.use-case';
import type { ProfileSectionStore } from '../../../src/application/platform/organization-sections/profile-section-store.port';
import { ctx, siteAdminActor, userActor } from '../../support/request-context';

/** Organization 1 (owned by user 10) has child 2, which has child 3; 4 stands alone. */
const PARENTS = new Map<string, string | null>([
  ['1', null],
  ['2', '1'],
  ['3', '2'],
  ['4', null],
]);

function storeRecording() {
  const searches: Array<{ term: string; ownedBy: string | null; excluded: string[] }> = [];
  const store = {
    teamOf: async (id: string) => (PARENTS.has(id) ? { team: [{ userId: '10', role: 'owner' as const }], sites: ['default'] } : null),
    parentLinks: async () => PARENTS,
    findParentCandidates: async (term: string, ownedBy: string | null, excluded: ReadonlySet<string>) => {
      searches.push({ term, ownedBy, excluded: [...excluded].sort() });
      return [{ id: '4', name: 'Vier GmbH', slug: 'vier-gmbh', locality: null }];
    },
  } as unknown as ProfileSectionStore;
  return { store, searches };
}

describe('FindParentCandidates', () => {
  it('the owner searches only their own organizations, leaving out the organization and everything below it', async () => {
    const { store, searches } = storeRecording();
    const result = await new FindParentCandidates(store).execute(
      { organizationId: '2', search: '  vier   gmbh ' },
      ctx({ actor: userActor('10', 'recruiter') }),
    );
    expect(result).toEqual({ ok: true, value: [{ id: '4', name: 'Vier GmbH', slug: 'vier-gmbh', locality: null }] });
    expect(searches).toEqual([{ term: 'vier gmbh', ownedBy: '10', excluded: ['2', '3'] }]);
  });

  it('staff search every organization', async () => {
    const { store, searches } = storeRecording();
    await new FindParentCandidates(store).execute({ organizationId: '4', search: 'gmbh' }, ctx({ actor: siteAdminActor('99') }));
    expect(searches).toEqual([{ term: 'gmbh', ownedBy: null, excluded: ['4'] }]);
  });

  it('refuses before searching: a guest, a stranger, an unknown organization, a search of one character', async () => {
    const { store, searches } = storeRecording();
    const find = new FindParentCandidates(store);
    expect(await find.execute({ organizationId: '1', search: 'gmbh' }, ctx())).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await find.execute({ organizationId: '1', search: 'gmbh' }, ctx({ actor: userActor('11', 'recruiter') }))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await find.execute({ organizationId: '77', search: 'gmbh' }, ctx({ actor: userActor('10', 'recruiter') }))).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await find.execute({ organizationId: '1', search: ' g ' }, ctx({ actor: userActor('10', 'recruiter') }))).toMatchObject({
      ok: false,
      code: 'SEARCH_TOO_SHORT',
    });
    expect(searches).toEqual([]);
  });
});
