import { serverSecret } from '../auth/auth-secret';
import { visitorAddressOf } from '../http/visitor-address';

/**
 * The one reading of the visitor's address for every path, board's and platform's: the address a board
 * proves it forwarded (only a holder of the server secret can), else X-Forwarded-For's first hop behind
 * our own proxy (TRUST_PROXY=1), else the connection's. A visitor cannot make a proof, so accepting one
 * on the board's own paths changes nothing there.
 */
export const visitorAddress = (request: Request): string => visitorAddressOf(request, serverSecret());
