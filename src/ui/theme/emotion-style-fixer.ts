/**
 * React streams late Suspense boundaries as hidden chunks that are swapped in by script. Emotion's
 * inline <style> tags inside such chunks get adopted by the browser cache before React reveals the
 * chunk, which React reports as a hydration mismatch. Removing them from those chunks is safe: the
 * browser's Emotion inserts the same rules itself when it renders the boundary.
 */
export function createEmotionStyleFixer(cacheKey: string, boundaryMarker = '<div hidden id="S:'): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const inlineStyle = new RegExp(`<style data-emotion="${cacheKey}[^"]*"[^>]*>[\\s\\S]*?</style>`, 'g');
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const html = decoder.decode(chunk, { stream: true });
      controller.enqueue(encoder.encode(html.includes(boundaryMarker) ? html.replace(inlineStyle, '') : html));
    },
    flush(controller) {
      const rest = decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
