import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cdata, escapeXmlAttribute, escapeXmlText, stripInvalidXmlChars } from '../../../src/domain/feeds/xml-text';
import { cdataText, element, processingInstruction, text, xmlDocument } from '../../../src/domain/feeds/xml-writer';
import { xmllint } from './xmllint';

/** Any string, including control characters, lone surrogates, `]]>`, `&`, `<`, quotes and astral characters. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(']', '>', '<', '&', '"', "'", '\u0000', '\u0008', '\r', '\n', '\t', '\uD800', '\uDC00', '\uFFFE', 'a', 'ü', '😀'),
    maxLength: 30,
  }),
);

/** Decodes what the writer produces (the five entities, numeric references, CDATA sections). */
function decode(markup: string): string {
  return markup.replace(
    /<!\[CDATA\[([\s\S]*?)\]\]>|&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi,
    (_, data: string | undefined, entity: string | undefined) => {
      if (data !== undefined) return data;
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
      if (entity! in named) return named[entity!]!;
      return String.fromCodePoint(entity!.startsWith('#x') ? parseInt(entity!.slice(2), 16) : parseInt(entity!.slice(1), 10));
    },
  );
}

describe('XML text escaping', () => {
  it('escapes markup characters in text and attributes', () => {
    expect(escapeXmlText('Fish & Chips <b>]]></b>')).toBe('Fish &amp; Chips &lt;b&gt;]]&gt;&lt;/b&gt;');
    expect(escapeXmlAttribute('say "hi"\tand\nbye')).toBe('say &quot;hi&quot;&#9;and&#10;bye');
  });

  it('splits `]]>` so a CDATA section cannot end early', () => {
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
    expect(cdata(']]>]]>')).toBe('<![CDATA[]]]]><![CDATA[>]]]]><![CDATA[>]]>');
  });

  it('drops characters XML 1.0 forbids and keeps tab, line breaks and astral characters', () => {
    expect(stripInvalidXmlChars('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFFg')).toBe('abcdefg');
    expect(stripInvalidXmlChars('x\uD800y\uDC00z')).toBe('xyz');
    expect(stripInvalidXmlChars('\t\n\r😀\u00A0€')).toBe('\t\n\r😀\u00A0€');
  });

  it('writes elements, attributes, processing instructions and a declaration', () => {
    const doc = xmlDocument(element('a', [element('b', text('1 < 2'), { c: 'x&y' })]), [
      processingInstruction('xml-stylesheet', { type: 'text/xsl', href: '/s.xsl' }),
    ]);
    expect(doc).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="/s.xsl"?>\n<a><b c="x&amp;y">1 &lt; 2</b></a>\n',
    );
    expect(() => element('bad name', [])).toThrow();
  });

  it('property: any string written as text, attribute or CDATA decodes back to its valid characters', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const expected = stripInvalidXmlChars(s);
        expect(decode(escapeXmlText(s))).toBe(expected);
        expect(decode(escapeXmlAttribute(s))).toBe(expected);
        expect(decode(cdata(s))).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('property: xmllint accepts a batch of written strings and reads the same text back (canonical form)', () => {
    const samples = fc.sample(nasty, { numRuns: 400, seed: 20_261_103 });
    const doc = xmlDocument(
      element(
        'batch',
        samples.map((s) => element('s', [element('t', text(s)), element('c', cdataText(s)), element('a', [], { v: s })])),
      ),
    );
    expect(xmllint(doc)).toMatchObject({ ok: true, stderr: '' });
    // Canonical XML: CDATA unwrapped, text escaped as &amp; &lt; &gt; &#xD;, attributes as &amp; &lt; &quot; &#x9; &#xA; &#xD;.
    const canonical = xmllint(doc, { c14n: true });
    expect(canonical.ok).toBe(true);
    const read = [...canonical.stdout.matchAll(/<s><t>([^<]*)<\/t><c>([^<]*)<\/c><a v="([^"]*)"><\/a><\/s>/g)];
    expect(read).toHaveLength(samples.length);
    read.forEach((m, i) => {
      // A CR in text is a line break the parser normalizes to LF (XML 1.0 §2.11); attributes keep it as &#13;.
      const expected = stripInvalidXmlChars(samples[i]!);
      const normalized = expected.replace(/\r\n?/g, '\n');
      expect(decode(m[1]!)).toBe(normalized);
      expect(decode(m[2]!)).toBe(normalized);
      expect(decode(m[3]!)).toBe(expected);
    });
  });
});
