import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createVisitorHydrationRewriter } from '../../../src/ui/server/visitor-hydration-rewriter';

const NONCE = 'r4nd0m+n0nce==';
// The shape TanStack Start streams: preloads in the head, the dehydrated data inline, the entry module last.
const PAGE = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><title>Stellenangebote · Jobs im Südwesten</title>',
  `<link rel="stylesheet" href="/assets/400-BOELy7jL.css" nonce="${NONCE}" data-precedence="default"/>`,
  `<link rel="modulepreload" href="/assets/index-BqGewix1.js" fetchPriority="low" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/react-DlmbjZJV.js" fetchPriority="low" nonce="${NONCE}"/>`,
  `<link rel="preload" as="font" type="font/woff2" href="/assets/lato-latin-400-normal-BEhtfm5r.woff2" crossorigin="anonymous" nonce="${NONCE}"/>`,
  `<link rel="preload" as="fetch" href="/api/messages/de?v=nqHwxnTz6gW3ST7w" crossorigin="anonymous" nonce="${NONCE}"/>`,
  '</head><body><main><h1>Stellenangebote</h1><p>Pflegefachkraft (m/w/d) – Straße 5, Köln</p></main>',
  `<script nonce="${NONCE}" data-tsr-stream-part="">self.$_TSR={c(){if(a<b)return}};</script>`,
  `<script type="module" async="" src="/assets/index-BqGewix1.js" nonce="${NONCE}"></script>`,
  `<script nonce="${NONCE}">document.currentScript.remove();/*$tsr-stream-boundary*/</script></body></html>`,
].join('');

async function rewrite(chunks: readonly Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(createVisitorHydrationRewriter({ campaignAtOnce: true }))).text();
}

const whole = (html: string) => rewrite([new TextEncoder().encode(html)]);

/** What the loader script is called with, read back from the page. */
function loaderArguments(html: string): unknown {
  const call = /\.apply\(null, (.*)\);<\/script>/.exec(html);
  return call ? JSON.parse(call[1] as string) : null;
}

describe('a visitor page rewritten to load its scripts on the first interaction', () => {
  it('drops the module preloads and the messages preload, and keeps styles and fonts', async () => {
    const html = await whole(PAGE);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('rel="preload" as="fetch"');
    expect(html).toContain('href="/assets/400-BOELy7jL.css"');
    expect(html).toContain('href="/assets/lato-latin-400-normal-BEhtfm5r.woff2"');
  });

  it('replaces the entry module by the loader under the same nonce, naming the entry, the messages and how campaigns start', async () => {
    const html = await whole(PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script nonce="${NONCE}">(function (entries, messages, campaignAtOnce)`);
    expect(loaderArguments(html)).toEqual([['/assets/index-BqGewix1.js'], '/api/messages/de?v=nqHwxnTz6gW3ST7w', true]);
  });

  it('leaves the page text and its inline scripts as they were', async () => {
    const html = await whole(PAGE);
    expect(html).toContain('<main><h1>Stellenangebote</h1><p>Pflegefachkraft (m/w/d) – Straße 5, Köln</p></main>');
    expect(html).toContain(`<script nonce="${NONCE}" data-tsr-stream-part="">self.$_TSR={c(){if(a<b)return}};</script>`);
    expect(html).toContain('document.currentScript.remove();/*$tsr-stream-boundary*/');
  });

  it('keeps a `<` in what it inlines from ending the script', async () => {
    // React escapes the attribute; the loader gets the address as it is, and must not close its script.
    const html = await whole(PAGE.replace('/assets/index-BqGewix1.js" nonce', '/assets/index-&lt;/script&gt;.js" nonce'));
    expect(html).toContain('\\u003c/script>.js');
    expect(loaderArguments(html)).toEqual([['/assets/index-</script>.js'], '/api/messages/de?v=nqHwxnTz6gW3ST7w', true]);
  });

  it('rewrites the same however the stream is cut, within a tag or a character', async () => {
    const bytes = new TextEncoder().encode(PAGE);
    const expected = await whole(PAGE);
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }), async (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
        const chunks = points.slice(1).map((end, i) => bytes.slice(points[i], end));
        expect(await rewrite(chunks)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
