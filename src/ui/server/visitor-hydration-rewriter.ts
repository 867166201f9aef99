import { byteTextAsUtf8, bytesAsText, bytesInclude, endsWithinTag, textAsBytes, utf8AsByteText } from './byte-text';
import type { VisitorWait } from './visitor-hydration';
import { visitorLoaderScript } from './visitor-loader-script';

/*
 * Rewrites a visitor's page so that it loads no script of ours until the visitor interacts
 * (visitor-loader-script.ts): the module preloads go, the messages' preload becomes the loader's to add,
 * and each entry module script is replaced by the loader, under the same nonce. The page cache keeps the
 * rewritten answer as it is sent.
 */

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MESSAGES_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bhref="(\/api\/messages\/[^"]*)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*)>\s*<\/script>/g;
const attribute = (attrs: string, name: string): string | null => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? null;
const unescapeAttribute = (value: string): string =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
const escapeAttribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** How much of `text` can be rewritten now: a tag, or an empty script's closing tag, may still be arriving. */
function completePart(text: string): number {
  const lastScript = text.lastIndexOf('<script');
  if (lastScript !== -1 && !text.includes('</script>', lastScript)) return lastScript;
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen !== -1 && !text.includes('>', lastOpen)) return lastOpen;
  return text.length;
}

/**
 * Whether a chunk may hold what the rewriter changes, or the start of it: most of a page (its text, the
 * router's data) passes through as it came, without being read as text.
 */
const mayNeedRewriting = (chunk: Uint8Array): boolean =>
  bytesInclude(chunk, '<script') || bytesInclude(chunk, '<link') || endsWithinTag(chunk);

/** Works on the page's bytes read one per character (byte-text.ts): the tags it rewrites are ASCII. */
export function createVisitorHydrationRewriter(wait: VisitorWait): TransformStream<Uint8Array, Uint8Array> {
  let messagesHref: string | null = null;
  let pending = '';
  const rewrite = (html: string): string =>
    html
      .replace(MODULE_PRELOAD, '')
      .replace(MESSAGES_PRELOAD, (_tag, href: string) => {
        messagesHref = byteTextAsUtf8(unescapeAttribute(href));
        return '';
      })
      .replace(MODULE_SCRIPT, (tag, attrs: string) => {
        const src = attribute(attrs, 'src');
        if (attribute(attrs, 'type') !== 'module' || src === null) return tag;
        const nonce = attribute(attrs, 'nonce');
        const script = visitorLoaderScript([byteTextAsUtf8(unescapeAttribute(src))], messagesHref, wait);
        return `<script${nonce === null ? '' : ` nonce="${escapeAttribute(nonce)}"`}>${utf8AsByteText(script)}</script>`;
      });
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (pending === '' && !mayNeedRewriting(chunk)) {
        controller.enqueue(chunk);
        return;
      }
      const text = pending + bytesAsText(chunk);
      const cut = completePart(text);
      pending = text.slice(cut);
      if (cut > 0) controller.enqueue(textAsBytes(rewrite(text.slice(0, cut))));
    },
    flush(controller) {
      if (pending) controller.enqueue(textAsBytes(rewrite(pending)));
    },
  });
}
