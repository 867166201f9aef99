import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { BoardBookmark, BookmarkGateway } from '../../../application/board/bookmarks/bookmark-gateway.port';
import type { PageRange } from '../../../domain/job/paging';
import { BookmarkedJobIdsDocument, BookmarkJobDocument, BookmarksDocument, UnbookmarkJobDocument } from './generated/operations';
import { toJob } from './job-mapping';
import { dataOrSignedOut, dataOrThrow, runOperation } from './run-operation';

/** BookmarkGateway over the platform API. */
export class ApolloBookmarkGateway implements BookmarkGateway {
  constructor(private readonly client: ApolloClient) {}

  async set(jobId: string, bookmarked: boolean, ctx: BoardContext): Promise<{ bookmarked: boolean; errors: string[] }> {
    if (bookmarked) {
      const { bookmarkJob } = dataOrThrow('bookmarkJob', await runOperation(this.client, 'mutation', BookmarkJobDocument, { jobId }, ctx));
      return { bookmarked: bookmarkJob.bookmarked, errors: [...bookmarkJob.errors] };
    }
    const { unbookmarkJob } = dataOrThrow(
      'unbookmarkJob',
      await runOperation(this.client, 'mutation', UnbookmarkJobDocument, { jobId }, ctx),
    );
    return { bookmarked: unbookmarkJob.bookmarked, errors: [...unbookmarkJob.errors] };
  }

  async list(range: PageRange, ctx: BoardContext): Promise<{ total: number; items: BoardBookmark[] } | null> {
    // Personal: a guest is not asked about (the platform would refuse), a session that just ended reads as a guest.
    if (!ctx.token) return null;
    const bookmarks = dataOrSignedOut('bookmarks', await runOperation(this.client, 'query', BookmarksDocument, { range }, ctx))?.bookmarks;
    return bookmarks
      ? {
          total: bookmarks.total,
          items: bookmarks.items.map((i) => ({
            job: toJob(i.job),
            bookmarkedAt: i.bookmarkedAt,
            available: i.available,
            liveOn: i.liveOn ? { key: i.liveOn.key, name: i.liveOn.name, url: i.liveOn.url } : null,
          })),
        }
      : null;
  }

  async bookmarkedAmong(jobIds: readonly string[], ctx: BoardContext): Promise<string[]> {
    if (jobIds.length === 0 || !ctx.token) return [];
    const answer = dataOrSignedOut('bookmarkedJobIds', await runOperation(this.client, 'query', BookmarkedJobIdsDocument, { jobIds }, ctx));
    return answer ? answer.bookmarkedJobIds.slice() : [];
  }
}
