/** A short, collision-resistant digest of a text (the fingerprint of an imported job's content). */
export interface TextHasher {
  hash(text: string): string;
}
