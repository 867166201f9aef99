import { describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../../src/application/board/board-context';
import type {
  LandingPageAdminGateway,
  LandingPageInput,
} from '../../../../src/application/board/landing-page-admin/landing-page-admin-gateway.port';
import { problemsByField } from '../../../../src/application/board/landing-page-admin/landing-page-problem-fields';
import { RunLandingPageDesk } from '../../../../src/application/board/landing-page-admin/run-landing-page-desk.use-case';

const ctx: BoardContext = { site: 'default', locale: 'de' };

/** A gateway that records what the desk asks of it. */
function recordingGateway() {
  const searches: Array<{ text: string; offset: number; limit: number }> = [];
  const saves: Array<{ id: string | null; input: LandingPageInput }> = [];
  const gateway: LandingPageAdminGateway = {
    search: async (query) => {
      searches.push({ ...query });
      return { pages: [], total: 60, errors: [] };
    },
    get: async () => ({ page: null, errors: ['NOT_FOUND'] }),
    save: async (id, input) => {
      saves.push({ id, input });
      return { page: null, errors: ['INVALID'], problems: [] };
    },
    remove: async () => ({ errors: [] }),
  };
  return { gateway, searches, saves };
}

describe('the console’s landing page desk', () => {
  it('asks for 25 pages from the list page’s offset with the filter trimmed', async () => {
    const { gateway, searches } = recordingGateway();
    const list = await new RunLandingPageDesk(gateway).list({ text: '  pflege ', page: 3 }, ctx);
    expect(searches).toEqual([{ text: 'pflege', offset: 50, limit: 25 }]);
    expect(list).toMatchObject({ total: 60, page: 3, pageSize: 25 });
    await new RunLandingPageDesk(gateway).list({ text: null, page: 0 }, ctx);
    expect(searches[1]).toEqual({ text: '', offset: 0, limit: 25 });
  });

  it('turns the aliases typed one per line into the list, without blank lines or surrounding spaces', async () => {
    const { gateway, saves } = recordingGateway();
    const input = {
      site: 'default',
      locale: 'de',
      path: '/pflege',
      title: 'Pflege',
      introHtml: '',
      searchQuery: '',
      seoTitle: '',
      seoDescription: '',
      published: false,
    };
    await new RunLandingPageDesk(gateway).save(null, { ...input, aliasLines: ' /a \r\n\r\n/b\n  \n' }, ctx);
    expect(saves).toEqual([{ id: null, input: { ...input, aliases: ['/a', '/b'] } }]);
  });

  it('names each platform problem at its field, one per field, and keeps unknown ones for the whole form', () => {
    expect(problemsByField(['PATH_RESERVED', 'ALIAS_TAKEN', 'TOO_MANY_ALIASES', 'TITLE_REQUIRED', 'SOMETHING_NEW'])).toEqual([
      { field: 'path', code: 'PATH_RESERVED' },
      { field: 'aliases', code: 'ALIAS_TAKEN' },
      { field: 'title', code: 'TITLE_REQUIRED' },
      { field: null, code: 'SOMETHING_NEW' },
    ]);
  });
});
