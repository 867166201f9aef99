/*
 * A PDF holds words at positions, not lines in reading order. This turns one page's positioned text into
 * lines a person would read: words on one baseline form a row, a wide gap splits a row into segments
 * (columns), and a page in two columns is read one of two ways. Where the left column mostly labels the
 * right one row by row (Europass: dates beside the entries) each row is one line, "left | right"; where
 * it runs on its own (a sidebar of contact, languages and skills) the left column is read first, then
 * the right one.
 */

export interface PositionedText {
  readonly text: string;
  /** Left edge and baseline in PDF units (y grows upwards). */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** Font size: the unit of every tolerance. */
  readonly size: number;
}

interface Segment {
  readonly x: number;
  readonly end: number;
  readonly y: number;
  readonly text: string;
}

/** A gap wider than this many font sizes separates columns. */
const COLUMN_GAP = 1.5;
/** Share of left-column segments beside a right one above which the columns are read row by row. */
const ROW_LAYOUT_SHARE = 0.6;
/** Rows a right column needs to be read as one. */
const MIN_COLUMN_ROWS = 3;

function rowsOf(items: readonly PositionedText[]): Segment[][] {
  const sorted = items.filter((i) => i.text.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PositionedText[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - item.y) <= Math.min(first.size, item.size) * 0.2) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    const segments: { x: number; end: number; y: number; parts: string[] }[] = [];
    for (const item of [...row].sort((a, b) => a.x - b.x)) {
      const last = segments.at(-1);
      if (last && item.x - last.end <= item.size * COLUMN_GAP) {
        const joiner = item.x - last.end > item.size * 0.1 && !last.parts.at(-1)?.endsWith(' ') ? ' ' : '';
        last.parts.push(joiner + item.text);
        last.end = Math.max(last.end, item.x + item.width);
      } else segments.push({ x: item.x, end: item.x + item.width, y: item.y, parts: [item.text] });
    }
    return segments.map((s) => ({ x: s.x, end: s.end, y: s.y, text: s.parts.join('').replace(/\s+/g, ' ').trim() }));
  });
}

/** Where the right column starts: the most common start of a row's second segment (none: one column). */
function columnSplit(rows: readonly Segment[][]): number | null {
  const starts = rows.filter((r) => r.length >= 2).map((r) => Math.round((r[1] as Segment).x));
  if (starts.length === 0) return null;
  const counts = new Map<number, number>();
  for (const s of starts) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
}

/** One page's lines in reading order. */
export function readingOrder(items: readonly PositionedText[]): string[] {
  const rows = rowsOf(items);
  const split = columnSplit(rows);
  if (split === null) return rows.map((r) => r.map((s) => s.text).join(' | '));
  const isRight = (s: Segment) => s.x >= split - 2;
  const leftSegments = rows.flatMap((r) => r.filter((s) => !isRight(s)));
  const beside = rows.filter((r) => r.some(isRight) && r.some((s) => !isRight(s))).length;
  const rightRows = rows.filter((r) => r.some(isRight)).length;
  // A few wide gaps make no column: such rows stay as they are.
  if (rightRows < MIN_COLUMN_ROWS || (leftSegments.length > 0 && beside / leftSegments.length >= ROW_LAYOUT_SHARE))
    return rows.map((r) => r.map((s) => s.text).join(' | '));
  const column = (right: boolean) =>
    rows.map((r) => r.filter((s) => isRight(s) === right).map((s) => s.text)).filter((texts) => texts.length > 0);
  return [...column(false), ...column(true)].map((texts) => texts.join(' | '));
}
