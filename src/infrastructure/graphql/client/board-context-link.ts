import type { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import type { BoardContext } from '../../../application/board/board-context';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER } from '../../http/visitor-address';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The board request an operation belongs to; gateways pass it per operation. */
    readonly board?: BoardContext;
  }
}

/** Proves to the platform that the board saw a visitor's address (visitor-address.ts). */
export type ClientAddressProver = (address: string) => string;

/** API headers for one board request; the visitor's address only with the board's proof. */
export function boardHeaders(ctx: BoardContext, prove?: ClientAddressProver): Record<string, string> {
  const headers: Record<string, string> = { 'x-frontend': ctx.site, 'x-locale': ctx.locale };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  if (ctx.visualEditor) headers['x-visual-editor'] = 'true';
  if (ctx.requestId) headers['x-request-id'] = ctx.requestId;
  if (ctx.clientAddress && prove) {
    headers[CLIENT_ADDRESS_HEADER] = ctx.clientAddress;
    headers[CLIENT_ADDRESS_PROOF_HEADER] = prove(ctx.clientAddress);
  }
  return headers;
}

/**
 * Turns the operation's `context.board` into headers. Operations with different headers never share a
 * batch: BatchHttpLink's batch key includes the headers.
 */
export const boardContextLink = (prove?: ClientAddressProver): ApolloLink =>
  new SetContextLink((prev) => {
    const board = prev.board;
    if (!board) throw new Error('GraphQL operation without a board context (pass context: { board })');
    return { headers: { ...prev.headers, ...boardHeaders(board, prove) } };
  });
