import { describe, expect, it } from 'vitest';
import { createEmotionStyleFixer } from '../../../src/ui/theme/emotion-style-fixer';

const STYLE = '<style data-emotion="mui 1a2b3c" nonce="n">.mui-1a2b3c{color:red}</style>';
const SHELL = `<main>${STYLE}<p>Stellenangebote</p></main>`;
// A late Suspense boundary, as React streams it: a hidden chunk swapped in by script.
const LATE = `<div hidden id="S:0">${STYLE}<p>Später</p></div><script>$RC("B:0","S:0")</script>`;

async function streamed(chunks: readonly (string | Uint8Array)[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(createEmotionStyleFixer('mui'))).text();
}

describe('emotion styles in a streamed page', () => {
  it('go from the chunk of a late Suspense boundary', async () => {
    expect(await streamed([SHELL, LATE])).toBe(`${SHELL}<div hidden id="S:0"><p>Später</p></div><script>$RC("B:0","S:0")</script>`);
  });

  it('stay in the shell, which the browser adopts before it hydrates', async () => {
    expect(await streamed([SHELL])).toBe(SHELL);
  });

  it('leave a character cut between two chunks whole', async () => {
    // "ä" is two bytes in UTF-8: the first ends one chunk, the second begins the late boundary's.
    const bytes = new TextEncoder().encode(`<p>Gehä${LATE}`);
    const cut = bytes.indexOf(0xc3) + 1;
    expect(await streamed([bytes.slice(0, cut), bytes.slice(cut)])).toBe(
      '<p>Gehä<div hidden id="S:0"><p>Später</p></div><script>$RC("B:0","S:0")</script>',
    );
  });
});
