import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertTokenFor } from '../../../../src/application/platform/alerts/alert-tokens';
import type { ResumeAlertRepository } from '../../../../src/application/platform/resume-alerts/resume-alert-repository.port';
import {
  resumeAlertUnsubscribeToken,
  UnsubscribeResumeAlert,
} from '../../../../src/application/platform/resume-alerts/unsubscribe-resume-alert.use-case';
import { queryOfResumeAlert, resumeAlertSearchOf } from '../../../../src/domain/resume-alerts/resume-alert-search';
import { resumeSearchQuery } from '../../../../src/domain/resume-search/resume-search-query';
import { HmacLinkSigner } from '../../../../src/infrastructure/auth/hmac-link-signer';
import { MessageResumeDigestMailComposer } from '../../../../src/infrastructure/mail/resume-digest-mail-composer';

const signer = new HmacLinkSigner('a-test-secret-that-is-long-enough-for-hmac');
const clock = { now: () => new Date('2026-11-27T08:00:00Z') };

function alertsStopping(stopped: string[]): ResumeAlertRepository {
  const none = () => Promise.reject(new Error('not used'));
  return {
    listFor: none,
    find: none,
    insert: none,
    setInterval: none,
    delete: none,
    stopDigests: async (id) => {
      stopped.push(id);
      return true;
    },
  };
}

describe('resume alert unsubscribe link', () => {
  it('its own token stops exactly its alert; a job alert token or another alert id never does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1n, max: 10n ** 17n }), async (n) => {
        const id = n.toString();
        const stopped: string[] = [];
        const unsubscribe = new UnsubscribeResumeAlert(alertsStopping(stopped), signer, clock);
        // The job alerts' unsubscribe token for the same id is signed for another purpose.
        expect(await unsubscribe.execute({ token: alertTokenFor(signer, 'unsubscribe', id) })).toBe('INVALID_TOKEN');
        const [, signature] = resumeAlertUnsubscribeToken(signer, id).split('.');
        expect(await unsubscribe.execute({ token: `${(n + 1n).toString()}.${signature}` })).toBe('INVALID_TOKEN');
        expect(stopped).toEqual([]);
        expect(await unsubscribe.execute({ token: resumeAlertUnsubscribeToken(signer, id) })).toBe('UNSUBSCRIBED');
        expect(stopped).toEqual([id]);
      }),
      { numRuns: 50 },
    );
  });
});

describe('resume alert search', () => {
  it('keeps every word and filter of a valid query, never the page', () => {
    fc.assert(
      fc.property(
        fc.record({
          keywords: fc.string({ maxLength: 40 }),
          careerStatus: fc.subarray(['pupil', 'student', 'professional', 'returner']),
          languages: fc.subarray(['de', 'en', 'fr', 'tr']),
          skills: fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 5 }),
          page: fc.integer({ min: 1, max: 50 }),
        }),
        (raw) => {
          const query = resumeSearchQuery(raw);
          if (!query.ok) return;
          const stored = resumeAlertSearchOf(query.value);
          expect(stored).not.toHaveProperty('page');
          expect(queryOfResumeAlert(stored)).toEqual({ ...query.value, page: 1 });
        },
      ),
    );
  });
});

describe('resume digest mail', () => {
  it('lists the anonymous card data with links and the unsubscribe link, in the alert language', () => {
    const mail = new MessageResumeDigestMailComposer().digest(
      'recruiterin@example.test',
      {
        siteName: 'Jobs Südwest',
        resumes: [
          {
            card: {
              id: 'r1',
              headline: 'Pflegefachkraft <Intensiv>',
              desiredLocation: 'Freiburg',
              careerStatus: 'professional',
              languages: ['de'],
              skills: ['Beatmung'],
              occupations: [],
              updatedAt: new Date(),
            },
            link: 'https://example.test/de/bewerbersuche/r1',
          },
        ],
        more: true,
        searchLink: 'https://example.test/de/bewerbersuche?keywords=Pflege',
        editLink: 'https://example.test/de/resume-alert/edit/7',
        unsubscribeLink: 'https://example.test/de/resume-alert/unsubscribe?token=7.abc',
      },
      'en-GB',
    );
    expect(mail.subject).toBe('New CVs for your alert (1) – Jobs Südwest');
    expect(mail.text).toContain('Pflegefachkraft <Intensiv>\nFreiburg · Beatmung\nhttps://example.test/de/bewerbersuche/r1');
    expect(mail.text).toContain('There are more new matches.');
    expect(mail.html).toContain('Pflegefachkraft &#60;Intensiv&#62;');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://example.test/de/resume-alert/unsubscribe?token=7.abc>' });
  });
});
