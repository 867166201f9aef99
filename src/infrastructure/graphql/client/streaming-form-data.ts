/**
 * The multipart body of the board's upload link, streamed part by part as the request is sent.
 * A real FormData does not do: undici reads its files ahead of the consumer (a 50 MB file is in memory
 * before the platform has read the first megabyte), so the link builds this instead and the fetch below
 * sends it as a pull-based stream, one chunk of a file at a time.
 */
export class StreamingFormData {
  readonly boundary = `----jobboard-${crypto.randomUUID()}`;
  private readonly parts: Array<{ readonly name: string; readonly value: string | Blob; readonly fileName?: string }> = [];

  append(name: string, value: string | Blob, fileName?: string): void {
    this.parts.push({ name, value, ...(typeof value === 'string' ? {} : { fileName: fileName ?? (value as File).name ?? 'blob' }) });
  }

  get contentType(): string {
    return `multipart/form-data; boundary=${this.boundary}`;
  }

  stream(): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    const quote = (text: string) => text.replace(/["\r\n\\]/g, (c) => encodeURIComponent(c));
    const parts = this.parts;
    const boundary = this.boundary;
    let index = 0;
    let file: ReadableStreamDefaultReader<Uint8Array> | null = null;
    return new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (file) {
            const next = await file.read();
            if (!next.done) return controller.enqueue(next.value);
            file = null;
            return controller.enqueue(encoder.encode('\r\n'));
          }
          const part = parts[index++];
          if (!part) {
            controller.enqueue(encoder.encode(`--${boundary}--\r\n`));
            return controller.close();
          }
          if (typeof part.value === 'string') {
            return controller.enqueue(
              encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"\r\n\r\n${part.value}\r\n`),
            );
          }
          const type = part.value.type || 'application/octet-stream';
          file = part.value.stream().getReader();
          controller.enqueue(
            encoder.encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"; filename="${quote(part.fileName ?? 'blob')}"\r\nContent-Type: ${type}\r\n\r\n`,
            ),
          );
        },
        async cancel(reason) {
          await file?.cancel(reason);
        },
      },
      { highWaterMark: 0 },
    );
  }
}

/** A fetch that sends a StreamingFormData body as its stream (everything else as it is). */
export function withStreamingUploads(fetchFn: typeof fetch): typeof fetch {
  return (input, init) => {
    const body = init?.body as unknown;
    if (!(body instanceof StreamingFormData)) return fetchFn(input, init);
    const headers = new Headers(init?.headers);
    headers.set('content-type', body.contentType);
    return fetchFn(input, { ...init, headers, body: body.stream(), duplex: 'half' } as RequestInit);
  };
}
