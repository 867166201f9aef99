/** Signs and checks short texts with the server secret (HMAC); the alert tokens are made of it. */
export interface AlertTokenSigner {
  sign(payload: string): string;
  verify(payload: string, signature: string): boolean;
}
