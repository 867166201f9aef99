import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The visitor's network address, for per-visitor rate limits. A client must not name it: an argument or
 * header it sets freely would let it pass any limit. The platform takes the address of the connection;
 * behind a proxy of our own (TRUST_PROXY=1) the first hop of X-Forwarded-For; and for a request the board
 * makes on a visitor's behalf, the address the board saw, in a header the board proves with an HMAC under
 * the server secret (AUTH_SECRET) both share. A proof never reaches a browser, so nobody else can make one.
 */

export const CLIENT_ADDRESS_HEADER = 'x-jobboard-client-address';
export const CLIENT_ADDRESS_PROOF_HEADER = 'x-jobboard-client-address-proof';

const MAX_ADDRESS_LENGTH = 64;

/** The board's proof that it saw `address`: HMAC-SHA256 under the server secret, base64url. */
export function clientAddressProof(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`client-address\n${address}`).digest('base64url');
}

function proven(secret: string, address: string, proof: string): boolean {
  const expected = Buffer.from(clientAddressProof(secret, address));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address of the connection (srvx's request carries it), or 'unknown' where there is none. */
export function connectionAddressOf(request: Request): string {
  const direct = (request as Request & { ip?: unknown }).ip;
  return typeof direct === 'string' && direct ? direct.slice(0, MAX_ADDRESS_LENGTH) : 'unknown';
}

/**
 * The visitor's address of a request to the platform: the board's proven one, else (TRUST_PROXY=1)
 * X-Forwarded-For's first hop, else the connection's.
 */
export function visitorAddressOf(request: Request, secret: string | null, trustProxy = process.env.TRUST_PROXY === '1'): string {
  const forwarded = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  const proof = request.headers.get(CLIENT_ADDRESS_PROOF_HEADER)?.trim();
  if (secret && forwarded && proof && forwarded.length <= MAX_ADDRESS_LENGTH && proven(secret, forwarded, proof)) return forwarded;
  if (trustProxy) {
    const hop = request.headers.get('x-forwarded-for')?.split(',', 1)[0]?.trim();
    if (hop) return hop.slice(0, MAX_ADDRESS_LENGTH);
  }
  return connectionAddressOf(request);
}
