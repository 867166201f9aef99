import type { DirectoryEntry } from '../../domain/organization/organization-directory';
import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

/**
 * /organizations and /organizations/{facet}/…: the URL's segments and query pairs as received (the
 * route has only shortened absurd lengths) go to ShowOrganizationDirectory; nonsense is the domain's to ignore.
 */
export const loadOrganizationDirectory = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      segments: z.array(z.string().max(200)).max(10),
      params: z.array(z.tuple([z.string().max(100), z.string().max(1000)])).max(100),
    }),
  )
  .handler(async ({ data }) => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showOrganizationDirectory.execute({ segments: data.segments, params: data.params }, ctx);
  });

/**
 * The home page's featured organizations block, loaded with the page so it is in the server's HTML (and
 * there without JavaScript). A failed load leaves the block out rather than the home page.
 */
export const loadFeaturedOrganizations = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<readonly DirectoryEntry[]> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    try {
      return await b.showFeaturedOrganizations.execute(ctx);
    } catch {
      return [];
    }
  });
