import type { Clock } from '../../src/application/shared/clock.port';

export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });
