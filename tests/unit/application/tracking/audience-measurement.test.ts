import { describe, expect, it } from 'vitest';
import { type MeasurementManager, startAudienceMeasurement } from '../../../../src/application/board/tracking/audience-measurement';
import { waitForTag } from '../../../../src/application/board/tracking/tag-wait';
import { parseTrackingSetup } from '../../../../src/infrastructure/tracking/tracking-setup.schema';

/** A clock the test advances by hand: what is scheduled runs only when its time has come. */
function manualClock() {
  let now = 0;
  const due: { at: number; run: () => void }[] = [];
  return {
    schedule: (run: () => void, ms: number) => {
      due.push({ at: now + ms, run });
    },
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        due.sort((a, b) => a.at - b.at);
        const next = due[0];
        if (!next || next.at > until) break;
        due.shift();
        now = next.at;
        next.run();
        await Promise.resolve();
      }
      now = until;
      // Let promise callbacks scheduled by the last runs settle.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

describe('waiting for a tag', () => {
  it('looks every 500 ms and finds a tag that arrives late', async () => {
    const clock = manualClock();
    let tag: string | undefined;
    let looks = 0;
    const found = waitForTag(() => {
      looks += 1;
      return tag;
    }, clock.schedule);
    await clock.advance(499);
    expect(looks).toBe(1);
    await clock.advance(1);
    expect(looks).toBe(2);
    tag = 'here';
    await clock.advance(500);
    await expect(found).resolves.toBe('here');
    expect(looks).toBe(3);
  });

  it('gives up after 30 looks (about 15 s) and never looks again', async () => {
    const clock = manualClock();
    let looks = 0;
    const found = waitForTag(() => {
      looks += 1;
      return undefined;
    }, clock.schedule);
    await clock.advance(60_000);
    await expect(found).resolves.toBeNull();
    expect(looks).toBe(30);
  });
});

describe('the audience measurement', () => {
  const setup = { site: 'jobsreg', domain: 'data-abc.example', code: 'jobs_de' };

  it('configures the manager once with mh 5 and counts a page view 1000 ms after it', async () => {
    const clock = manualClock();
    const calls: unknown[] = [];
    let iom: MeasurementManager | undefined;
    const audience = startAudienceMeasurement(setup, () => iom, clock.schedule);
    audience.pageView();
    // The loader is still on its way: nothing is counted yet, and the page view waits for it.
    await clock.advance(1500);
    expect(calls).toEqual([]);
    iom = (command, options) => calls.push([command, options]);
    await clock.advance(500);
    expect(calls).toEqual([
      ['configure', { st: 'jobsreg', dn: 'data-abc.example', mh: 5 }],
      ['pageview', { cp: 'jobs_de' }],
    ]);
    audience.pageView();
    await clock.advance(999);
    expect(calls).toHaveLength(2);
    await clock.advance(1);
    expect(calls).toEqual([
      ['configure', { st: 'jobsreg', dn: 'data-abc.example', mh: 5 }],
      ['pageview', { cp: 'jobs_de' }],
      ['pageview', { cp: 'jobs_de' }],
    ]);
  });

  it('counts nothing when the manager comes only after the wait gave up', async () => {
    const clock = manualClock();
    const calls: unknown[] = [];
    let iom: MeasurementManager | undefined;
    const audience = startAudienceMeasurement(setup, () => iom, clock.schedule);
    audience.pageView();
    await clock.advance(20_000);
    iom = (command, options) => calls.push([command, options]);
    audience.pageView();
    await clock.advance(20_000);
    expect(calls).toEqual([]);
  });

  it('a site configures it only together with its tracker script', () => {
    const trackers = { audienceMeasurement: 'https://script.example/iomm.js' };
    expect(
      parseTrackingSetup({ consent: { provider: 'first-party' }, trackers, audienceMeasurement: setup }, 'tracking.json')
        .audienceMeasurement,
    ).toEqual(setup);
    expect(() => parseTrackingSetup({ consent: { provider: 'first-party' }, audienceMeasurement: setup }, 'tracking.json')).toThrow(
      /audienceMeasurement: needs trackers.audienceMeasurement/,
    );
    expect(() =>
      parseTrackingSetup(
        { consent: { provider: 'first-party' }, trackers, audienceMeasurement: { ...setup, domain: 'x/y' } },
        'tracking.json',
      ),
    ).toThrow(/audienceMeasurement.domain/);
  });
});
