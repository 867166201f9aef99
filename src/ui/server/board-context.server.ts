import type { BoardContext } from '../../application/board/board-context';
import type { Board } from '../../infrastructure/di/board';
import { getBoard } from '../../infrastructure/di/container';
import type { Locale } from '../../domain/shared/locale';
import { supportsLocale } from '../../domain/site/site-config';
import { sessionToken } from './session.server';

/**
 * The board context of the request being served: this process's site, the page locale (only one the
 * site speaks — anything else falls back to its default), the session cookie's token (sent to the
 * platform as Bearer) and spec §7's visual-editor flag.
 */
export async function boardContextFor(board: Board, locale: Locale, visualEditor: boolean): Promise<BoardContext> {
  const { getRequestHeader } = await import('@tanstack/react-start/server');
  const requestId = getRequestHeader('x-request-id');
  return {
    site: board.site.key,
    locale: supportsLocale(board.site, locale) ? locale : board.site.defaultLocale,
    token: await sessionToken(),
    visualEditor,
    ...(requestId ? { requestId } : {}),
  };
}

/** The process's board, from the composition root. */
export async function board(): Promise<Board> {
  return getBoard();
}
