import type { BoardContext } from '../../application/board/board-context';
import type { Board } from '../../infrastructure/di/board';
import { getBoard } from '../../infrastructure/di/container';
import type { Locale } from '../../domain/shared/locale';
import { supportsLocale } from '../../domain/site/site-config';
import { sessionTokenOf } from './session.server';

/**
 * The board context of a request: this process's site, the locale (only one the site speaks — anything
 * else falls back to its default), the session cookie's token (sent to the platform as Bearer), the
 * request id (from the HTTP entry) and the visual-editor flag. Every page, server function and form
 * endpoint builds its context here.
 */
export function boardContextOf(board: Board, headers: Headers, locale: Locale, visualEditor = false): BoardContext {
  const requestId = headers.get('x-request-id');
  return {
    site: board.site.key,
    locale: supportsLocale(board.site, locale) ? locale : board.site.defaultLocale,
    token: sessionTokenOf(headers.get('cookie')),
    visualEditor,
    ...(requestId ? { requestId } : {}),
  };
}

/** The board context of the request a server function or page loader is serving. */
export async function boardContextFor(board: Board, locale: Locale, visualEditor: boolean): Promise<BoardContext> {
  const { getRequest } = await import('@tanstack/react-start/server');
  return boardContextOf(board, getRequest().headers, locale, visualEditor);
}

/** The process's board, from the composition root. */
export async function board(): Promise<Board> {
  return getBoard();
}
