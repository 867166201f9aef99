import { createServerFn } from '@tanstack/react-start';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

/** The home page's blocks: highlighted jobs in the sizes the site configures, and the latest posts when its blog is on. */
export const loadHomeBlocks = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }) => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const { listing, features } = b.site;
    return b.showHomeBlocks.execute(
      { limits: { top: listing.topJobsOnHome, featured: listing.featuredJobsOnHome, video: listing.videoJobsOnHome }, blog: features.blog },
      ctx,
    );
  });
