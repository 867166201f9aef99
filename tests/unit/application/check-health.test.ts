import { describe, expect, it } from 'vitest';
import { CheckHealth } from '../../../src/application/platform/health/check-health.use-case';

describe('CheckHealth', () => {
  it('is healthy only when the probe answers true', async () => {
    expect(await new CheckHealth({ check: async () => true }).execute()).toEqual({ healthy: true });
    expect(await new CheckHealth({ check: async () => false }).execute()).toEqual({ healthy: false });
    expect(await new CheckHealth({ check: async () => Promise.reject(new Error('down')) }).execute()).toEqual({ healthy: false });
  });
});
