/** Signs and checks short texts with the server secret (HMAC); the unsubscribe tokens are made of it. */
export interface NewsletterTokenSigner {
  sign(payload: string): string;
  verify(payload: string, signature: string): boolean;
}
