import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import { BookmarkStates } from '../../application/board/bookmarks/bookmark-states.use-case';
import type { BookmarkGateway } from '../../application/board/bookmarks/bookmark-gateway.port';
import { ShowBookmarks } from '../../application/board/bookmarks/show-bookmarks.use-case';
import { ToggleBookmark } from '../../application/board/bookmarks/toggle-bookmark.use-case';
import { BookmarkJob } from '../../application/platform/bookmarks/bookmark-job.use-case';
import type { BookmarkRepository } from '../../application/platform/bookmarks/bookmark-repository.port';
import { BookmarkedJobIds } from '../../application/platform/bookmarks/bookmarked-job-ids.use-case';
import { ListBookmarks } from '../../application/platform/bookmarks/list-bookmarks.use-case';
import { UnbookmarkJob } from '../../application/platform/bookmarks/unbookmark-job.use-case';
import type { JobRepository } from '../../application/platform/jobs/job-repository.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { JobEventCounter } from '../../application/platform/statistics/job-event-counter.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloBookmarkGateway } from '../graphql/client/apollo-bookmark-gateway';
import type { BookmarksApiDeps } from '../graphql/server/alerts-api-deps';
import { PostgresBookmarkRepository } from '../postgres/alerts/postgres-bookmark-repository';
import { PostgresBookmarkPersonalData } from '../postgres/privacy/postgres-bookmark-personal-data';
import { PRIVACY } from './privacy-data.module';
import { STATISTICS } from './statistics.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';
import { bookmarksGraphqlPart } from '../graphql/server/resolvers/bookmarks.resolver';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.bookmarks.${name}`);

export const BOOKMARKS = {
  Repository: id<BookmarkRepository>('Repository'),
  ApiDeps: id<BookmarksApiDeps>('ApiDeps'),
  Gateway: id<BookmarkGateway>('Gateway'),
  ToggleBookmark: id<ToggleBookmark>('ToggleBookmark'),
  ShowBookmarks: id<ShowBookmarks>('ShowBookmarks'),
  BookmarkStates: id<BookmarkStates>('BookmarkStates'),
} as const;

/** Bookmarks: PostgreSQL repository → platform use cases (driven by /graphql); Apollo gateway → board use cases. */
export function bindBookmarksModule(c: Container, _config: object): void {
  c.bind(BOOKMARKS.Repository).toResolvedValue((pool: Pool) => new PostgresBookmarkRepository(pool), [T.Pool]);
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresBookmarkPersonalData(db));
  c.bind(BOOKMARKS.ApiDeps).toResolvedValue(
    (
      bookmarks: BookmarkRepository,
      jobs: JobRepository,
      clock: Clock,
      sites: SiteDirectory,
      counter: JobEventCounter,
    ): BookmarksApiDeps => ({
      bookmarkJob: new BookmarkJob(bookmarks, jobs, clock, counter),
      unbookmarkJob: new UnbookmarkJob(bookmarks),
      listBookmarks: new ListBookmarks(bookmarks, jobs, clock, sites),
      bookmarkedJobIds: new BookmarkedJobIds(bookmarks),
    }),
    [BOOKMARKS.Repository, T.JobRepository, T.Clock, T.Sites, STATISTICS.Counter],
  );
  c.bind(BOOKMARKS.Gateway).toResolvedValue((client: ApolloClient) => new ApolloBookmarkGateway(client), [T.ApolloClient]);
  c.bind(BOOKMARKS.ToggleBookmark).toResolvedValue((g: BookmarkGateway) => new ToggleBookmark(g), [BOOKMARKS.Gateway]);
  c.bind(BOOKMARKS.ShowBookmarks).toResolvedValue((g: BookmarkGateway) => new ShowBookmarks(g), [BOOKMARKS.Gateway]);
  c.bind(BOOKMARKS.BookmarkStates).toResolvedValue((g: BookmarkGateway) => new BookmarkStates(g), [BOOKMARKS.Gateway]);
}

export const bookmarksFeature = defineFeature({
  name: 'bookmarks',
  bind: bindBookmarksModule,
  graphql: (c) => [bookmarksGraphqlPart(c.get(BOOKMARKS.ApiDeps))],
  board: (c) => ({
    toggleBookmark: c.get(BOOKMARKS.ToggleBookmark),
    showBookmarks: c.get(BOOKMARKS.ShowBookmarks),
    bookmarkStates: c.get(BOOKMARKS.BookmarkStates),
  }),
});
