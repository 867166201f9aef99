import type { HealthProbe } from './health-probe.port';

/** GET /healthz: healthy when the database answers. */
export class CheckHealth {
  constructor(private readonly probe: HealthProbe) {}

  async execute(): Promise<{ healthy: boolean }> {
    try {
      return { healthy: await this.probe.check() };
    } catch {
      return { healthy: false };
    }
  }
}
