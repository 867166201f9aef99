import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { BoardBookmark, BookmarkGateway } from '../../../application/board/bookmarks/bookmark-gateway.port';
import type { PageRange } from '../../../domain/job/paging';
import { JOB_POSTING_FIELDS, toJob, type JobPostingDto } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';

type BookmarkResultDto = { jobId: string; bookmarked: boolean; errors: string[] };

const BOOKMARK_JOB: TypedDocumentNode<{ bookmarkJob: BookmarkResultDto }, { jobId: string }> = gql`
  mutation bookmarkJob($jobId: ID!) {
    bookmarkJob(jobId: $jobId) { jobId bookmarked errors }
  }
`;

const UNBOOKMARK_JOB: TypedDocumentNode<{ unbookmarkJob: BookmarkResultDto }, { jobId: string }> = gql`
  mutation unbookmarkJob($jobId: ID!) {
    unbookmarkJob(jobId: $jobId) { jobId bookmarked errors }
  }
`;

const BOOKMARKS: TypedDocumentNode<
  { bookmarks: { total: number; items: Array<{ job: JobPostingDto; bookmarkedAt: string; available: boolean }> } | null },
  { range: PageRange }
> = gql`
  query bookmarks($range: RangeInput!) {
    bookmarks(range: $range) { total items { bookmarkedAt available job { ...JobPostingFields } } }
  }
  ${JOB_POSTING_FIELDS}
`;

const BOOKMARKED_JOB_IDS: TypedDocumentNode<{ bookmarkedJobIds: string[] }, { jobIds: readonly string[] }> = gql`
  query bookmarkedJobIds($jobIds: [ID!]!) {
    bookmarkedJobIds(jobIds: $jobIds)
  }
`;

/** BookmarkGateway over the platform API. */
export class ApolloBookmarkGateway implements BookmarkGateway {
  constructor(private readonly client: ApolloClient) {}

  async set(jobId: string, bookmarked: boolean, ctx: BoardContext): Promise<{ bookmarked: boolean; errors: string[] }> {
    if (bookmarked) {
      const { bookmarkJob } = dataOrThrow('bookmarkJob', await runOperation(this.client, 'mutation', BOOKMARK_JOB, { jobId }, ctx));
      return { bookmarked: bookmarkJob.bookmarked, errors: bookmarkJob.errors };
    }
    const { unbookmarkJob } = dataOrThrow('unbookmarkJob', await runOperation(this.client, 'mutation', UNBOOKMARK_JOB, { jobId }, ctx));
    return { bookmarked: unbookmarkJob.bookmarked, errors: unbookmarkJob.errors };
  }

  async list(range: PageRange, ctx: BoardContext): Promise<{ total: number; items: BoardBookmark[] } | null> {
    const { bookmarks } = dataOrThrow('bookmarks', await runOperation(this.client, 'query', BOOKMARKS, { range }, ctx));
    return bookmarks
      ? {
          total: bookmarks.total,
          items: bookmarks.items.map((i) => ({ job: toJob(i.job), bookmarkedAt: i.bookmarkedAt, available: i.available })),
        }
      : null;
  }

  async bookmarkedAmong(jobIds: readonly string[], ctx: BoardContext): Promise<string[]> {
    if (jobIds.length === 0) return [];
    return dataOrThrow('bookmarkedJobIds', await runOperation(this.client, 'query', BOOKMARKED_JOB_IDS, { jobIds }, ctx)).bookmarkedJobIds;
  }
}
