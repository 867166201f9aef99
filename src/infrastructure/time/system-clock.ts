import type { Clock } from '../../application/shared/clock.port';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
