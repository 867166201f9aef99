import type { ByteStream } from '../../application/platform/job-import/job-feed-parser.port';

/** The UTF-8 text of a byte stream in chunks, or `null` once it has passed `maxBytes` (the rest is not read). */
export async function* boundedText(body: ByteStream, maxBytes: number): AsyncGenerator<string | null> {
  const decoder = new TextDecoder('utf-8');
  let seen = 0;
  for await (const chunk of body) {
    seen += chunk.byteLength;
    if (seen > maxBytes) {
      yield null;
      return;
    }
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** Appends to a field while it stays within `max` characters; past that the field is marked too long. */
export class BoundedField {
  private parts: string[] = [];
  private length = 0;
  overflow = false;

  constructor(private readonly max: number) {}

  append(text: string): void {
    if (this.overflow) return;
    this.length += text.length;
    if (this.length > this.max) {
      this.overflow = true;
      this.parts = [];
      return;
    }
    this.parts.push(text);
  }

  get value(): string {
    return this.parts.join('');
  }
}
