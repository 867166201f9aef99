import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilteredInlineHtml } from '../../../src/ui/components/filtered-inline-html';
import { formErrorParams, formErrorQuery } from '../../../src/ui/forms/form-error-param';

/*
 * The one rule for form errors that come back in the address: decoded with + as a space, rendered as
 * filtered HTML with inline formatting only.
 */
const render = (text: string) => renderToStaticMarkup(<FilteredInlineHtml text={text} />);
const ALLOWED = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'mark', 'small', 'sub', 'sup', 'code', 'br']);
/** Every tag of React's output: name and whatever follows it up to `>`. */
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)].map((m) => ({ name: m[1]!, rest: m[2]! }));
const hostile = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<strong onclick="x()">x</strong>',
  '<b style="x">',
  '<svg/onload=alert(1)>',
  '<iframe src=//evil.test>',
  '"><script>',
  '<!-- x -->',
  '&lt;script&gt;',
  '<em>',
  '</strong>',
  '<br/>',
);

describe('form errors in the address', () => {
  it('+ is a space, %XX is UTF-8, a broken escape stays as typed', () => {
    expect(formErrorParams('?error=Bitte+%C3%BCberpr%C3%BCfen%3A+E-Mail')).toEqual(['Bitte überprüfen: E-Mail']);
    expect(formErrorParams('error=a%2Bb&x=1&error=100%25')).toEqual(['a+b', '100%']);
    expect(formErrorParams('?error=50%+off')).toEqual(['50% off']);
    expect(formErrorParams('?notice=x&error=')).toEqual([]);
  });

  it('any message round-trips through the address, alone or with others', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'binary-ascii', minLength: 1 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (messages) => {
          expect(formErrorParams(`?${formErrorQuery(messages)}`)).toEqual(messages);
          // The same text written by hand the way an HTML form encodes it.
          const handWritten = messages.map((m) => `error=${encodeURIComponent(m).replace(/%20/g, '+')}`).join('&');
          expect(formErrorParams(handWritten)).toEqual(messages);
        },
      ),
    );
  });
});

describe('filtered inline HTML', () => {
  it('keeps inline formatting and shows everything else as text', () => {
    expect(render('Bitte <strong>E-Mail</strong> prüfen<br>und <em>erneut</em> senden')).toBe(
      'Bitte <strong>E-Mail</strong> prüfen<br/>und <em>erneut</em> senden',
    );
    expect(render('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(render('<b class="x">fett</b>')).toBe('&lt;b class=&quot;x&quot;&gt;fett');
    expect(render('<b>offen')).toBe('<b>offen</b>');
    expect(render('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
  });

  it('no script, no attribute and no tag outside the inline set survives, whatever the message', () => {
    const message = fc.array(fc.oneof(hostile, fc.string({ unit: 'grapheme' }), fc.constantFrom('<b>', '</b>', '<i>', '</em>')), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(message, (parts) => {
        const html = render(parts.join(''));
        for (const tag of tagsOf(html)) {
          expect(ALLOWED.has(tag.name)).toBe(true);
          expect(tag.rest === '' || tag.rest === '/').toBe(true);
        }
        expect(html).not.toMatch(/<script|<img|<a[\s>]|<svg|<iframe/i);
      }),
    );
  });

  it('the text a visitor reads is the message without its allowed tags', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        const visible = render(text)
          .replace(/<[^>]*>/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, '&');
        const expected = text.replace(/<\/?(b|strong|i|em|u|s|mark|small|sub|sup|code|br)\s*\/?>/gi, '');
        expect(visible).toBe(expected);
      }),
    );
  });
});
