import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startEventTags, type TagFunction } from '../../../../src/application/board/tracking/event-tags';
import { ANALYTICS_EVENT_KEYS, type AnalyticsPayload } from '../../../../src/domain/tracking/analytics-event';
import type { ConsentChoices } from '../../../../src/domain/tracking/consent-choices';
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
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

type Call = [string, string, Readonly<Record<string, string>>];

/** A page whose globals the test fills in: each tag function records what it was called with. */
function page() {
  const globals: Record<string, TagFunction | undefined> = {};
  const calls: Record<string, Call[]> = {};
  let looks = 0;
  return {
    calls,
    get looks() {
      return looks;
    },
    define(name: string) {
      calls[name] = [];
      globals[name] = (command, event, params) => {
        calls[name]!.push([command, event, params]);
      };
    },
    probe: (name: string) => {
      looks += 1;
      return globals[name];
    },
  };
}

const jobVisit: AnalyticsPayload = { event: 'job_visit', entity_id: '42', user_role: 'anonymous', user_id: '-1' };
const ALL: ConsentChoices = { pageAnalytics: true, eventTracking: true };
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('pushing events to the configured tags', () => {
  it("calls each tag gtag's way, ('event', key, the other dimensions), with its service's consent", async () => {
    const p = page();
    p.define('gtag');
    p.define('wtTrack');
    const tags = startEventTags({ pageAnalytics: 'gtag', webTracking: 'wtTrack' }, p.probe, manualClock().schedule);
    tags.send(jobVisit, ALL);
    await settle();
    const expected: Call = ['event', 'job_visit', { entity_id: '42', user_role: 'anonymous', user_id: '-1' }];
    expect(p.calls.gtag).toEqual([expected]);
    expect(p.calls.wtTrack).toEqual([expected]);
  });

  it('sends nothing to a tag whose service the visitor refused or has not answered', async () => {
    const p = page();
    p.define('gtag');
    p.define('wtTrack');
    const tags = startEventTags({ pageAnalytics: 'gtag', webTracking: 'wtTrack' }, p.probe, manualClock().schedule);
    tags.send(jobVisit, { pageAnalytics: false, eventTracking: true });
    tags.send({ event: 'page_view', route: '/jobs' }, { eventTracking: false });
    await settle();
    expect(p.calls.gtag).toEqual([]);
    expect(p.calls.wtTrack).toEqual([['event', 'job_visit', { entity_id: '42', user_role: 'anonymous', user_id: '-1' }]]);
  });

  it('judges consent when the event happens: an event from before the visitor agreed never reaches the tag', async () => {
    const p = page();
    p.define('gtag');
    const tags = startEventTags({ pageAnalytics: 'gtag' }, p.probe, manualClock().schedule);
    tags.send({ event: 'page_view', route: '/' }, {});
    tags.send({ event: 'page_view', route: '/jobs' }, { pageAnalytics: true });
    await settle();
    expect(p.calls.gtag).toEqual([['event', 'page_view', { route: '/jobs' }]]);
  });

  it('waits for a tag whose script loads late (every 500 ms) and hands it the waiting events in order', async () => {
    const clock = manualClock();
    const p = page();
    const tags = startEventTags({ webTracking: 'wtTrack' }, p.probe, clock.schedule);
    tags.send({ event: 'page_view', route: '/' }, ALL);
    tags.send(jobVisit, ALL);
    await clock.advance(1000);
    expect(p.looks).toBe(3);
    p.define('wtTrack');
    await clock.advance(500);
    expect(p.calls.wtTrack!.map((c) => c[1])).toEqual(['page_view', 'job_visit']);
    tags.send({ event: 'job_share', entity_id: '42' }, ALL);
    await settle();
    expect(p.calls.wtTrack!.map((c) => c[1])).toEqual(['page_view', 'job_visit', 'job_share']);
    expect(p.looks).toBe(4);
  });

  it('drops the events of a tag that never comes, after 30 looks, and does not look again', async () => {
    const clock = manualClock();
    const p = page();
    const tags = startEventTags({ pageAnalytics: 'gtag' }, p.probe, clock.schedule);
    tags.send(jobVisit, ALL);
    await clock.advance(60_000);
    expect(p.looks).toBe(30);
    p.define('gtag');
    tags.send(jobVisit, ALL);
    await clock.advance(60_000);
    expect(p.calls.gtag).toEqual([]);
    expect(p.looks).toBe(30);
  });

  it("keeps sending to one tag when the other's function throws", async () => {
    const p = page();
    p.define('gtag');
    const tags = startEventTags(
      { pageAnalytics: 'broken', webTracking: 'gtag' },
      (name) =>
        name === 'broken'
          ? () => {
              throw new Error('tag failed');
            }
          : p.probe(name),
      manualClock().schedule,
    );
    expect(() => tags.send(jobVisit, ALL)).not.toThrow();
    await settle();
    expect(p.calls.gtag).toHaveLength(1);
  });

  it('for any event and consent: a tag gets exactly the event without its key, and only with its consent', async () => {
    const dimension = fc.stringMatching(/^[a-z][a-z_]{0,20}$/).filter((k) => k !== 'event');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ANALYTICS_EVENT_KEYS),
        fc.dictionary(dimension, fc.string({ maxLength: 30 }), { maxKeys: 8 }),
        fc.record({ pageAnalytics: fc.option(fc.boolean()), eventTracking: fc.option(fc.boolean()) }),
        async (event, dimensions, answers) => {
          const consent = Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null)) as ConsentChoices;
          const p = page();
          p.define('gtag');
          p.define('wtTrack');
          startEventTags({ pageAnalytics: 'gtag', webTracking: 'wtTrack' }, p.probe, manualClock().schedule).send(
            { ...dimensions, event },
            consent,
          );
          await settle();
          expect(p.calls.gtag).toEqual(consent.pageAnalytics === true ? [['event', event, dimensions]] : []);
          expect(p.calls.wtTrack).toEqual(consent.eventTracking === true ? [['event', event, dimensions]] : []);
        },
      ),
    );
  });
});

describe("a site's tags in tracking.json", () => {
  const base = { consent: { provider: 'first-party' } };

  it('takes the global function names of tags whose tracker the site loads', () => {
    const setup = parseTrackingSetup(
      {
        ...base,
        trackers: { pageAnalytics: 'https://tags.example/gtag.js', eventTracking: 'https://tags.example/wt.js' },
        tags: { pageAnalytics: 'gtag', webTracking: 'wt_track$1' },
      },
      'test',
    );
    expect(setup.tags).toEqual({ pageAnalytics: 'gtag', webTracking: 'wt_track$1' });
  });

  it('refuses a tag without the tracker that brings its function', () => {
    expect(() => parseTrackingSetup({ ...base, tags: { pageAnalytics: 'gtag' } }, 'test')).toThrow(
      /tags\.pageAnalytics: needs trackers\.pageAnalytics/,
    );
    expect(() =>
      parseTrackingSetup({ ...base, trackers: { pageAnalytics: 'https://tags.example/gtag.js' }, tags: { webTracking: 'wt' } }, 'test'),
    ).toThrow(/tags\.webTracking: needs trackers\.eventTracking/);
  });

  it('refuses anything but a plain global name', () => {
    for (const name of ['window.gtag', 'gtag()', 'alert(1)//', '1gtag', '', 'a'.repeat(65)])
      expect(() =>
        parseTrackingSetup({ ...base, trackers: { pageAnalytics: 'https://tags.example/gtag.js' }, tags: { pageAnalytics: name } }, 'test'),
      ).toThrow(/tags\.pageAnalytics/);
  });
});
