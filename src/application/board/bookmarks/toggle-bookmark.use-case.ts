import { err, ok, type Result } from '../../../domain/shared/result';
import type { BoardContext } from '../board-context';
import type { BookmarkGateway } from './bookmark-gateway.port';

export type ToggleBookmarkFailure = 'SIGN_IN_REQUIRED' | 'NOT_FOUND' | 'LIMIT_REACHED' | 'FAILED';

/** The bookmark button: sets a job's bookmark to the state the visitor asked for (idempotent both ways). */
export class ToggleBookmark {
  constructor(private readonly bookmarks: BookmarkGateway) {}

  async execute(
    input: { readonly jobId: string; readonly bookmarked: boolean },
    ctx: BoardContext,
  ): Promise<Result<{ bookmarked: boolean }, ToggleBookmarkFailure>> {
    if (!ctx.token) return err('SIGN_IN_REQUIRED');
    const answer = await this.bookmarks.set(input.jobId, input.bookmarked, ctx);
    const code = answer.errors[0];
    if (code === undefined) return ok({ bookmarked: answer.bookmarked });
    if (code === 'UNAUTHENTICATED') return err('SIGN_IN_REQUIRED');
    if (code === 'NOT_FOUND' || code === 'LIMIT_REACHED') return err(code);
    return err('FAILED');
  }
}
