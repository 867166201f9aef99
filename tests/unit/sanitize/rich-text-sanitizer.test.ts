import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { FILTERED_TAGS } from '../../../src/domain/content/rich-text-policy';
import { SanitizeHtmlRichTextSanitizer } from '../../../src/infrastructure/sanitize/sanitize-html-rich-text-sanitizer';

const sanitizer = new SanitizeHtmlRichTextSanitizer();

interface Element {
  name: string;
  attribs: Record<string, string>;
}

/** Every element of the output, parsed the way a browser's tokenizer would see it. */
function elements(html: string): Element[] {
  const out: Element[] = [];
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as Array<{ type: string; name?: string; attribs?: Record<string, string>; children?: unknown[] }>) {
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style')
        out.push({ name: node.name!, attribs: node.attribs ?? {} });
      if (node.children) walk(node.children);
    }
  };
  walk(parseDocument(html).children);
  return out;
}

/** A URL value as a browser resolves it: entities decoded, control characters and spaces dropped, lower case. */
const schemeOf = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();

const DANGEROUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<base href="javascript:alert(1)//">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<div onmouseover="alert(1)">x</div>',
  '<<script>script>alert(1)<</script>/script>',
];

const arbitraryHtml = fc
  .array(
    fc.oneof(
      fc.constantFrom(...DANGEROUS),
      fc.constantFrom(
        '<p>',
        '</p>',
        '<a href="https://example.org">',
        '</a>',
        '<h2>',
        '</h2>',
        '<ul><li>',
        '</li></ul>',
        '<br>',
        '<img src="https://example.org/a.png" alt="a">',
        '<table><tr><td>',
        '</td></tr></table>',
        '"',
        "'",
        '<',
        '>',
        '=',
        ' on',
        'click=',
        'javascript:',
        '&#x',
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 25 },
  )
  .map((parts) => parts.join(''));

function assertSafe(output: string) {
  for (const element of elements(output)) {
    expect([...FILTERED_TAGS, 'iframe'], output).toContain(element.name);
    for (const [name, value] of Object.entries(element.attribs)) {
      expect(name.toLowerCase().startsWith('on'), `${name} in ${output}`).toBe(false);
      expect(name, output).not.toBe('style');
      expect(schemeOf(value), output).not.toMatch(/^(javascript|vbscript|data):/);
    }
  }
  expect(output.toLowerCase()).not.toContain('<script');
}

describe('SanitizeHtmlRichTextSanitizer (spec §5 rich text)', () => {
  it('keeps the filtered format: links, emphasis, lists, h2–h6, images, tables, paragraphs, breaks and the allowed attributes', () => {
    const html =
      '<h2 id="a">T</h2><p>Ein <strong>fetter</strong> und <em>kursiver</em> Text<br>mit <a href="https://example.org" hreflang="de" target="_blank">Link</a>.</p>' +
      '<ol start="3" type="a"><li>eins</li></ol><ul><li>zwei</li></ul><blockquote cite="https://example.org">Zitat</blockquote>' +
      '<img src="https://example.org/a.png" alt="Bild" data-entity-type="file" data-entity-uuid="u1"><table><tbody><tr><th>K</th><td>W</td></tr></tbody></table><h6>klein</h6>';
    // Void elements come back self-closed and links opening a new tab get rel="noopener noreferrer"
    // (no reverse tabnabbing); nothing else changes.
    expect(sanitizer.sanitize(html, 'filtered')).toBe(
      html
        .replace('<br>', '<br />')
        .replace('data-entity-uuid="u1">', 'data-entity-uuid="u1" />')
        .replace('target="_blank">', 'target="_blank" rel="noopener noreferrer">'),
    );
  });

  it('strips everything else: scripts with their content, styles, classes, event handlers, unknown targets, foreign tags', () => {
    expect(
      sanitizer.sanitize(
        '<div class="x" style="color:red"><p onclick="x()">Hallo<script>alert(1)</script></p></div><span data-foo="1">!</span>',
        'filtered',
      ),
    ).toBe('<p>Hallo</p>!');
    expect(sanitizer.sanitize('<a href="https://a.example" target="_top" rel="opener">x</a>', 'filtered')).toBe(
      '<a href="https://a.example">x</a>',
    );
    expect(sanitizer.sanitize('<h1>Titel</h1>', 'filtered')).toBe('<h2>Titel</h2>');
    expect(sanitizer.sanitize('<a href="//evil.example/x">x</a><img src="data:image/png;base64,AA">', 'filtered')).toBe('<a>x</a><img />');
    expect(sanitizer.sanitize('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>', 'filtered')).toBe('');
  });

  it('the full format also allows iframes of the allowed video hosts, nothing else', () => {
    expect(sanitizer.sanitize('<iframe src="https://www.youtube-nocookie.com/embed/x" onload="x()"></iframe>', 'full')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
    );
    expect(
      sanitizer.sanitize('<iframe src="https://evil.example/x"></iframe><iframe src="http://player.vimeo.com/x"></iframe>', 'full'),
    ).toBe('');
  });

  it.each(DANGEROUS)('neutralizes %s', (payload) => {
    for (const format of ['filtered', 'full'] as const) assertSafe(sanitizer.sanitize(payload, format));
  });

  it('property: whatever comes in, the output carries no script, no event handler, no javascript:/data: URL and only allowed tags', () => {
    fc.assert(
      fc.property(arbitraryHtml, fc.constantFrom('filtered' as const, 'full' as const), (html, format) => {
        assertSafe(sanitizer.sanitize(html, format));
      }),
      { numRuns: 400 },
    );
  });

  it('repairs broken list nesting completely in one call (a counterexample the property once found)', () => {
    const once = sanitizer.sanitize('<ul><li><A<ul><li>', 'filtered');
    expect(sanitizer.sanitize(once, 'filtered')).toBe(once);
  });

  it('property: sanitizing is idempotent (stored HTML sanitized again stays the same)', () => {
    fc.assert(
      fc.property(arbitraryHtml, (html) => {
        const once = sanitizer.sanitize(html, 'filtered');
        expect(sanitizer.sanitize(once, 'filtered')).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});
