import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/*
 * French typography: a (narrow) no-break space before ":", ";", "!" and "?" — in every French message,
 * including the labels screen readers hear. A no-break space also keeps the sign from starting a line.
 */
const MESSAGES = join(process.cwd(), 'src/infrastructure/i18n/messages');
const SPACES = new Set(['\u202f', '\u00a0']);

/** The signs in a text that lack the space before them; links (`https://…`) and `{{placeholders}}` are left alone. */
function missingSpaces(text: string): string[] {
  const prose = text.replace(/https?:\/\/\S*/g, (url) => ' '.repeat(url.length)).replace(/\{\{[^}]*\}\}/g, 'x');
  const found: string[] = [];
  for (let i = 0; i < prose.length; i++) {
    const sign = prose[i]!;
    if (!':;!?'.includes(sign)) continue;
    const before = prose[i - 1];
    // "?!" and the like: the space goes before the first sign only.
    if (before !== undefined && (SPACES.has(before) || ':;!?'.includes(before))) continue;
    found.push(prose.slice(Math.max(0, i - 20), i + 1));
  }
  return found;
}

function frenchFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return frenchFiles(path);
    return name === 'fr.json' ? [path] : [];
  });
}

function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe('French messages put a no-break space before : ; ! ?', () => {
  it('the rule finds a missing or ordinary space and accepts the narrow and the plain no-break space', () => {
    expect(missingSpaces('Filtres actifs:')).toHaveLength(1);
    expect(missingSpaces('Langue :')).toHaveLength(1);
    expect(missingSpaces('Merci\u202f! Vraiment\u00a0?')).toEqual([]);
    expect(missingSpaces('par ex. https://www.exemple.fr?x=1 ou {{a:b}}')).toEqual([]);
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom(':', ';', '!', '?'), (text, sign) => {
        const clean = text.replace(/[:;!?]/g, '');
        expect(missingSpaces(`${clean}\u202f${sign}`)).toEqual([]);
        if (!SPACES.has(clean.at(-1) ?? '')) expect(missingSpaces(`${clean}${sign}`)).toHaveLength(1);
      }),
    );
  });

  const files = frenchFiles(MESSAGES);
  it('covers every feature’s French file', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [f.slice(MESSAGES.length + 1), f]))('%s', (_name, file) => {
    const problems = strings(JSON.parse(readFileSync(file, 'utf8')), '').flatMap(([key, text]) =>
      missingSpaces(text).map((at) => `${key}: …${at}`),
    );
    expect(problems).toEqual([]);
  });
});
