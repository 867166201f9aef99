import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_KEYS } from '../../../../src/domain/tracking/analytics-event';
import { conversionEvent, ENTITY_ID_EVENTS, measurementEvent } from '../../../../src/domain/tracking/server-measurement';

describe('the server-side measurement', () => {
  it('prefixes ss_, keeps entity_id only for the listed events, adds value, server and the site', () => {
    expect(measurementEvent('job_visit', { entity_id: '4711', route: '/job/{...}', current_user_id: '7' }, 'suedwest')).toEqual({
      ok: true,
      value: {
        event: 'ss_job_visit',
        params: { entity_id: '4711', route: '/job/{...}', value: 1, server: 1, current_frontend: 'suedwest' },
      },
    });
    expect(measurementEvent('job_share', { entity_id: '4711' }, 'suedwest')).toEqual({
      ok: true,
      value: { event: 'ss_job_share', params: { value: 1, server: 1, current_frontend: 'suedwest' } },
    });
    expect([...ENTITY_ID_EVENTS].sort()).toEqual([
      'job_alert_prompt',
      'job_apply_complete',
      'job_apply_start',
      'job_bookmark',
      'job_edit',
      'job_search',
      'job_visit',
      'orgprofile_visit',
      'view_original_ad_btn_click',
    ]);
  });

  it('refuses an unknown event, too many or oversized params and a forged site', () => {
    expect(measurementEvent('purchase', {}, 'suedwest')).toEqual({ ok: false, problem: 'UNKNOWN_EVENT' });
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`p${i}`, 'x']));
    expect(measurementEvent('login', many, 'suedwest')).toEqual({ ok: false, problem: 'TOO_MANY_PARAMS' });
    expect(measurementEvent('login', { route: 'x'.repeat(501) }, 'suedwest')).toEqual({ ok: false, problem: 'BAD_PARAM' });
    expect(measurementEvent('login', { 'a-b': '1' }, 'suedwest')).toEqual({ ok: false, problem: 'BAD_PARAM' });
    expect(measurementEvent('login', { current_frontend: 'default' }, 'suedwest')).toEqual({ ok: false, problem: 'FORGED_FRONTEND' });
  });

  it('never lets a key containing user, session, owner or referrer leave', () => {
    const key = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,10}$/),
        fc.constantFrom('user', 'USER', 'Session', 'owner', 'referrer', 'Referrer'),
        fc.stringMatching(/^[A-Za-z0-9_]{0,10}$/),
      )
      .map(([a, b, c]) => `${a}${b}${c}`);
    fc.assert(
      fc.property(
        fc.constantFrom(...ANALYTICS_EVENT_KEYS),
        fc.dictionary(key, fc.string({ maxLength: 20 }), { maxKeys: 10 }),
        (event, personal) => {
          const out = measurementEvent(event, { ...personal, route: '/jobs' }, 'suedwest');
          expect(out.ok).toBe(true);
          if (!out.ok) return;
          for (const k of Object.keys(out.value.params)) expect(k).not.toMatch(/user|session|owner|referrer/i);
          expect(out.value.params.route).toBe('/jobs');
        },
      ),
    );
  });
});

describe('the conversion API', () => {
  it('takes only the events the site enabled, without personal keys', () => {
    expect(conversionEvent('job_apply_complete', { entity_id: '1', owner_id: '3' }, 'suedwest', ['job_apply_complete'])).toEqual({
      ok: true,
      value: { event_name: 'job_apply_complete', custom_data: { entity_id: '1', current_frontend: 'suedwest' } },
    });
    expect(conversionEvent('job_visit', {}, 'suedwest', ['job_apply_complete'])).toEqual({ ok: false, problem: 'EVENT_NOT_ENABLED' });
    expect(conversionEvent('nope', {}, 'suedwest', ['job_apply_complete'])).toEqual({ ok: false, problem: 'UNKNOWN_EVENT' });
  });
});
