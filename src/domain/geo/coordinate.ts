/**
 * A latitude or longitude as the searches take it: rounded to 6 decimals (about 10 cm, finer than any
 * place a search names). Rounding at the edge keeps values like 5e-324 (a denormal) away from the
 * database, whose radians() and earth distance underflow on them; it becomes 0. `+ 0` turns -0 into 0
 * so the value prints back as written (`String` never switches to exponents at this precision).
 */
export const COORDINATE_DECIMALS = 6;

const SCALE = 10 ** COORDINATE_DECIMALS;

export function roundCoordinate(value: number): number {
  return Math.round(value * SCALE) / SCALE + 0;
}
