/**
 * An estimated count as the page shows it: two significant digits (48,317 → 48,000; 1,236 → 1,200),
 * never below 1. A sample's estimate is not exact to the last digit; printing every digit would claim it was.
 */
export function roundEstimate(count: number): number {
  if (!(count >= 1)) return 1;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(count)) - 1);
  return Math.round(count / step) * step;
}
