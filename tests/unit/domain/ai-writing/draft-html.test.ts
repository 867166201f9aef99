import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftHtmlOf } from '../../../../src/domain/ai-writing/draft-html';
import { salaryRangeText } from '../../../../src/domain/ai-writing/salary-range';

describe('the editor’s HTML of a model’s answer', () => {
  it('keeps an HTML answer and drops code fences around it', () => {
    expect(draftHtmlOf('<h3>Role</h3><p>Build things</p>')).toBe('<h3>Role</h3><p>Build things</p>');
    expect(draftHtmlOf('```html\n<p>Hi</p>\n```')).toBe('<p>Hi</p>');
  });

  it('turns plain paragraphs, dash lists and Markdown headings into paragraphs, lists and headings', () => {
    expect(draftHtmlOf('## Tasks\n\nYou build.\nYou test.\n\n- TypeScript\n- SQL')).toBe(
      '<h3>Tasks</h3><p>You build.<br>You test.</p><ul><li>TypeScript</li><li>SQL</li></ul>',
    );
  });

  it('never lets plain text become markup', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/<(?:p|h[1-6]|ul|ol|li|strong|em|br)\b/i.test(text));
        const html = draftHtmlOf(text);
        expect(html.replace(/<\/?(?:p|h3|ul|li|br)>/g, '')).not.toMatch(/[<>]/);
      }),
    );
  });
});

describe('salary range in a prompt', () => {
  it('names both bounds, one bound, or none, in the language asked', () => {
    expect(salaryRangeText(45000, 55000, 'eur', 'YEAR', 'en-GB')).toBe('45000–55000 EUR a year');
    expect(salaryRangeText(18, null, 'EUR', 'HOUR', 'de')).toBe('ab 18 EUR pro Stunde');
    expect(salaryRangeText(null, 3000, 'EUR', 'MONTH', 'fr')).toBe('jusqu’à 3000 EUR par mois');
    expect(salaryRangeText(null, null, 'EUR', 'MONTH', 'de')).toBe('');
  });
});
