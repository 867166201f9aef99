import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SanitizeHtmlRichTextSanitizer } from '../../../src/infrastructure/sanitize/sanitize-html-rich-text-sanitizer';

const sanitizer = new SanitizeHtmlRichTextSanitizer();
const FORMATS = ['filtered', 'full'] as const;

/** HTML-ish input built from the pieces attacks are made of. */
const piece = fc.constantFrom(
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//x.test/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.test/"></iframe>',
  '<svg onload=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">',
  '<p style="background:url(javascript:alert(1))">s</p>',
  '<div onclick="alert(1)">d</div>',
  '<object data="x.swf"></object>',
  '<embed src="x">',
  '<form action="/x"><input name=a></form>',
  '<style>*{}</style>',
  '<base href="https://evil.test/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<p>text</p>',
  '<h2 id="a">h</h2>',
  '<ul><li>i</li></ul>',
  '<a href="https://example.test" target="_blank">l</a>',
  '<table><tr><td>c</td></tr></table>',
  '<oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed>',
  '<img src="https://example.test/a.png" alt="a">',
  '<br>',
  '"><',
  '</p>',
  '<!-- c -->',
);
const html = fc.array(fc.oneof(piece, fc.string({ maxLength: 12 })), { maxLength: 12 }).map((parts) => parts.join(''));

describe('SanitizeHtmlRichTextSanitizer (spec §5)', () => {
  it('never lets script, event handlers or javascript:/data: URLs through, in either format', () => {
    fc.assert(
      fc.property(html, fc.constantFrom(...FORMATS), (input, format) => {
        const out = sanitizer.sanitize(input, format).toLowerCase();
        expect(out).not.toMatch(/<script|<style|<svg|<math|<object|<embed|<form|<base|<meta|<input/);
        expect(out).not.toMatch(/\son[a-z]+\s*=/);
        expect(out).not.toMatch(/(href|src|cite)\s*=\s*"\s*(javascript|data|vbscript):/);
        expect(out).not.toMatch(/style\s*=/);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent: sanitizing its own output changes nothing', () => {
    fc.assert(
      fc.property(html, fc.constantFrom(...FORMATS), (input, format) => {
        const once = sanitizer.sanitize(input, format);
        expect(sanitizer.sanitize(once, format)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the filtered format: links, emphasis, lists, h2–h6, images, tables, paragraphs, breaks and the listed attributes', () => {
    const input =
      '<h2 id="t">Titel</h2><p>Wir <strong>suchen</strong> <em>dich</em><br>' +
      '<a href="https://example.test/x" hreflang="de" class="c" title="t">Link</a> <a href="mailto:jobs@example.test">Mail</a></p>' +
      '<ol start="3"><li>eins</li></ol><ul><li>zwei</li></ul>' +
      '<img src="https://example.test/a.png" alt="Bild" width="10" data-entity-type="file">' +
      '<table><tbody><tr><td>Zelle</td></tr></tbody></table><div><span>Text</span></div>';
    const out = sanitizer.sanitize(input, 'filtered');
    for (const kept of [
      '<h2 id="t">Titel</h2>',
      '<strong>suchen</strong>',
      '<em>dich</em>',
      '<br />',
      'href="https://example.test/x"',
      'hreflang="de"',
      'href="mailto:jobs@example.test"',
      '<ol start="3"><li>eins</li></ol>',
      '<ul><li>zwei</li></ul>',
      'src="https://example.test/a.png"',
      'alt="Bild"',
      'data-entity-type="file"',
      '<td>Zelle</td>',
    ]) {
      expect(out).toContain(kept);
    }
    for (const dropped of ['class=', 'title=', 'width=', '<div', '<span']) expect(out).not.toContain(dropped);
    expect(out).toContain('Text');
  });

  it('allows iframes only in the full format and only from the video hosts', () => {
    const input = '<p>Video</p><iframe src="https://player.vimeo.com/video/123"></iframe><iframe src="https://evil.test/x"></iframe>';
    expect(sanitizer.sanitize(input, 'filtered')).toBe('<p>Video</p>');
    expect(sanitizer.sanitize(input, 'full')).toBe('<p>Video</p><iframe src="https://player.vimeo.com/video/123"></iframe>');
  });
});
