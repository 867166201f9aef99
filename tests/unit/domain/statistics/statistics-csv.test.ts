import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zeroCounts } from '../../../../src/domain/statistics/job-statistics';
import { csvCell, statisticsCsv } from '../../../../src/domain/statistics/statistics-csv';

/** A minimal RFC 4180 reader: what a spreadsheet reads back from one line. */
function readLine(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let text = '';
      i += 1;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          text += '"';
          i += 2;
        } else if (line[i] === '"') {
          i += 1;
          break;
        } else text += line[i++];
      }
      cells.push(text);
      i += 1;
    } else {
      const end = line.indexOf(',', i);
      cells.push(line.slice(i, end === -1 ? line.length : end));
      i = end === -1 ? line.length + 1 : end + 1;
    }
  }
  return cells;
}

// Titles from anything, often starting with what spreadsheets take for a formula or holding separators and quotes.
const title = fc
  .tuple(fc.constantFrom('', '=', '+', '-', '@', '\t', '"', ','), fc.string({ maxLength: 40 }))
  .map(([start, rest]) => `${start}${rest}`)
  .filter((s) => !/[\r\n]/.test(s));

describe('csvCell', () => {
  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+49 711')).toBe("'+49 711");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-2)).toBe('-2');
  });

  it('reads back as the text (apostrophe before a formula start), never starting a formula, for any title', () => {
    fc.assert(
      fc.property(title, (text) => {
        const cells = readLine(`2026-01-01,${csvCell(text)},1`);
        expect(cells).toHaveLength(3);
        expect(cells[1]).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
        expect(cells[1]).not.toMatch(/^[=+\-@]/);
      }),
    );
  });
});

describe('statisticsCsv', () => {
  it('writes a header and a line per day with every kind', () => {
    const counts = { ...zeroCounts(), view: 3, share: 1 };
    expect(statisticsCsv('Koch; Köchin', [{ day: '2026-01-01', counts }])).toBe(
      'day,title,view,apply_start,application,bookmark,share\r\n2026-01-01,"Koch; Köchin",3,0,0,0,1\r\n',
    );
  });
});
