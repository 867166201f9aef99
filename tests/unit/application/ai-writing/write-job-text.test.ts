import { describe, expect, it } from 'vitest';
import type {
  GenerationEvent,
  GenerationRequest,
  TextGenerator,
} from '../../../../src/application/platform/ai-writing/text-generator.port';
import { WriteJobText } from '../../../../src/application/platform/ai-writing/write-job-text.use-case';
import type { WritingQuota } from '../../../../src/application/platform/ai-writing/writing-quota.port';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import type { SiteConfig } from '../../../../src/domain/site/site-config';
import { fixedClock } from '../../../support/fixed-clock';
import { InMemoryOrganizationAccess } from '../../../support/in-memory-job-posting';
import { ctx, userActor } from '../../../support/request-context';

class RecordingGenerator implements TextGenerator {
  readonly asked: GenerationRequest[] = [];
  async *generate(request: GenerationRequest): AsyncIterable<GenerationEvent> {
    this.asked.push(request);
    yield { kind: 'text', text: '<p>Draft</p>' };
  }
}

class CountingQuota implements WritingQuota {
  readonly counts = new Map<string, number>();
  async take(organizationId: string, day: string, limit: number) {
    const key = `${organizationId}@${day}`;
    const n = this.counts.get(key) ?? 0;
    if (n >= limit) return false;
    this.counts.set(key, n + 1);
    return true;
  }
}

const sites: SiteDirectory = {
  get: (key) => (key === 'default' ? ({ key, locales: ['de', 'en-GB'], defaultLocale: 'de' } as unknown as SiteConfig) : undefined),
  all: () => [],
};
const access = new InMemoryOrganizationAccess({ '7': [{ id: '100', name: 'Neckar' }] }, ['100', '200'], {
  '100': ['default'],
  '200': ['default'],
});
const recruiter = ctx({ actor: userActor('7', 'recruiter') });
const fields = { mode: 'draft', language: 'de', tone: 'friendly', title: 'Koch (m/w/d)', organizationName: 'Neckar' };
const signal = new AbortController().signal;

function setUp(limit = 2, generator: TextGenerator | null = new RecordingGenerator()) {
  const quota = new CountingQuota();
  return { quota, generator, useCase: new WriteJobText(generator, quota, access, sites, fixedClock('2026-11-27T23:59:00Z'), limit) };
}

describe('WriteJobText', () => {
  it('streams a draft for a member of the organization and counts it for the day', async () => {
    const { useCase, quota, generator } = setUp();
    const result = await useCase.execute({ organizationId: '100', fields }, recruiter, signal);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events: GenerationEvent[] = [];
    for await (const e of result.value) events.push(e);
    expect(events).toEqual([{ kind: 'text', text: '<p>Draft</p>' }]);
    expect(quota.counts.get('100@2026-11-27')).toBe(1);
    expect((generator as RecordingGenerator).asked[0]?.messages[1]?.content).toContain('Koch (m/w/d)');
  });

  it('refuses guests, other organizations and a helper that is not configured, counting nothing', async () => {
    const { useCase, quota } = setUp();
    expect(await useCase.execute({ organizationId: '100', fields }, ctx(), signal)).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await useCase.execute({ organizationId: '200', fields }, recruiter, signal)).toEqual({
      ok: false,
      code: 'ORGANIZATION_NOT_ALLOWED',
    });
    expect(await useCase.execute({ organizationId: 'x', fields }, recruiter, signal)).toEqual({
      ok: false,
      code: 'ORGANIZATION_NOT_ALLOWED',
    });
    expect(await setUp(2, null).useCase.execute({ organizationId: '100', fields }, recruiter, signal)).toEqual({
      ok: false,
      code: 'NOT_CONFIGURED',
    });
    expect(quota.counts.size).toBe(0);
  });

  it('lets staff write for any existing organization', async () => {
    const { useCase } = setUp();
    const staff = ctx({ actor: userActor('9', 'job_editor') });
    expect((await useCase.execute({ organizationId: '200', fields }, staff, signal)).ok).toBe(true);
    expect(await useCase.execute({ organizationId: '999', fields }, staff, signal)).toMatchObject({ code: 'ORGANIZATION_NOT_ALLOWED' });
  });

  it('refuses input over the limits with the field named, before counting', async () => {
    const { useCase, quota } = setUp();
    const result = await useCase.execute({ organizationId: '100', fields: { ...fields, skills: 'x'.repeat(100_000) } }, recruiter, signal);
    expect(result).toEqual({ ok: false, code: 'INVALID_INPUT', problems: [{ field: 'skills', code: 'TOO_LONG' }] });
    expect(await useCase.execute({ organizationId: '100', fields: { ...fields, language: 'fr' } }, recruiter, signal)).toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect(quota.counts.size).toBe(0);
  });

  it('says the limit is reached once the organization used its requests of the day', async () => {
    const { useCase } = setUp(2);
    expect((await useCase.execute({ organizationId: '100', fields }, recruiter, signal)).ok).toBe(true);
    expect((await useCase.execute({ organizationId: '100', fields }, recruiter, signal)).ok).toBe(true);
    expect(await useCase.execute({ organizationId: '100', fields }, recruiter, signal)).toEqual({ ok: false, code: 'LIMIT_REACHED' });
  });
});
