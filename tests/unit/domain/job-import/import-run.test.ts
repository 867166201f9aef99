import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAILURES_BEFORE_MAIL, failureMailDue, importedJobState, nextRunAfter } from '../../../../src/domain/job-import/import-run';
import { JOB_REVIEW_POLICIES } from '../../../../src/domain/job/job-workflow';

describe('import runs', () => {
  it('sends the owner one mail per streak of failed runs: when the streak reaches the limit, not before or after', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (outcomes) => {
        let streak = 0;
        let mails = 0;
        let longest = 0;
        const streaks: number[] = [];
        for (const failed of outcomes) {
          streak = failed ? streak + 1 : 0;
          longest = Math.max(longest, streak);
          if (failureMailDue(streak)) mails++;
          if (!failed && longest > 0) {
            streaks.push(longest);
            longest = 0;
          }
        }
        if (longest > 0) streaks.push(longest);
        expect(mails).toBe(streaks.filter((s) => s >= FAILURES_BEFORE_MAIL).length);
      }),
    );
  });

  it('schedules the next run one interval after the run ended', () => {
    expect(nextRunAfter(new Date('2026-11-02T08:00:00Z'), 6).toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  it('puts imported jobs online unless the importer follows a review setting that reviews that change', () => {
    expect(importedJobState('create', false, 'all')).toBe('published');
    expect(importedJobState('update', false, 'all')).toBe('published');
    expect(importedJobState('create', true, 'off')).toBe('published');
    expect(importedJobState('update', true, 'off')).toBe('published');
    expect(importedJobState('create', true, 'edits')).toBe('published');
    expect(importedJobState('update', true, 'edits')).toBe('needs_review');
    expect(importedJobState('create', true, 'all')).toBe('needs_review');
    expect(importedJobState('update', true, 'all')).toBe('needs_review');
    // Review never applies to an importer that does not follow it, whatever the site says.
    for (const policy of JOB_REVIEW_POLICIES) expect(importedJobState('update', false, policy)).toBe('published');
  });
});
