import { bytesAsText, bytesInclude, textAsBytes } from '../server/byte-text';

/**
 * React streams late Suspense boundaries as hidden chunks that are swapped in by script. Emotion's
 * inline <style> tags inside such chunks get adopted by the browser cache before React reveals the
 * chunk, which React reports as a hydration mismatch. Removing them from those chunks is safe: the
 * browser's Emotion inserts the same rules itself when it renders the boundary.
 */
export function createEmotionStyleFixer(cacheKey: string, boundaryMarker = '<div hidden id="S:'): TransformStream<Uint8Array, Uint8Array> {
  const inlineStyle = new RegExp(`<style data-emotion="${cacheKey}[^"]*"[^>]*>[\\s\\S]*?</style>`, 'g');
  return new TransformStream<Uint8Array, Uint8Array>({
    // Almost every chunk has no boundary and passes as it is; the others are read a byte per character
    // (byte-text.ts): the tags removed are ASCII, and what they hold goes whole.
    transform(chunk, controller) {
      controller.enqueue(bytesInclude(chunk, boundaryMarker) ? textAsBytes(bytesAsText(chunk).replace(inlineStyle, '')) : chunk);
    },
  });
}
