import { describe, expect, it } from 'vitest';
import { ChangeMyResume } from '../../../../src/application/board/resumes/change-my-resume.use-case';
import type { BoardResume, ResumeGateway, ResumeUpdate } from '../../../../src/application/board/resumes/resume-gateway.port';
import type { ResumeRepository } from '../../../../src/application/platform/resumes/resume-repository.port';
import { UpdateMyResume } from '../../../../src/application/platform/resumes/update-my-resume.use-case';
import { GetResume } from '../../../../src/application/platform/resumes/get-resume.use-case';
import { EMPTY_RESUME_CONTENT, emptyResume, type Resume } from '../../../../src/domain/resume/resume';
import { completenessOf } from '../../../../src/domain/resume/resume-completeness';
import type { RequestContext } from '../../../../src/domain/shared/request-context';

const NOW = new Date('2026-11-26T12:00:00Z');
const ctx = (userId: string | null, staff = false): RequestContext => ({
  site: 'default',
  locale: 'de',
  requestId: 't',
  actor: userId
    ? { kind: 'user', userId, roles: staff ? [{ id: 'administrator', targetId: null }] : [{ id: 'applicant', targetId: null }] }
    : { kind: 'anonymous' },
});

class MemoryResumes implements ResumeRepository {
  readonly stored = new Map<string, Resume>();
  saves = 0;
  async find(ownerId: string) {
    return this.stored.get(ownerId) ?? null;
  }
  async save(resume: Resume) {
    this.saves++;
    this.stored.set(resume.ownerId, resume);
  }
  async organizations(ids: readonly string[]) {
    return ids.filter((id) => id === '7').map((id) => ({ id, name: 'Acme' }));
  }
  async searchOrganizations() {
    return [];
  }
  async terms() {
    return [];
  }
}

const sanitizer = { sanitize: (html: string) => html.replace(/<script>.*?<\/script>/g, '') };
const clock = { now: () => NOW };

describe('UpdateMyResume (platform)', () => {
  it('guests may not write; an owner writes their own, sanitized; completion is stamped once', async () => {
    const repo = new MemoryResumes();
    const update = new UpdateMyResume(repo, sanitizer, clock);
    expect(await update.execute({ visibility: 'full' }, ctx(null))).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    const result = await update.execute(
      {
        personalInfo: { ...EMPTY_RESUME_CONTENT.personalInfo, firstName: 'Lea', about: '<p>Hi<script>x</script></p>' },
        completed: true,
      },
      ctx('1'),
    );
    expect(result.ok).toBe(true);
    expect(repo.stored.get('1')?.personalInfo.about).toBe('<p>Hi</p>');
    expect(repo.stored.get('1')?.completedAt).toBe(NOW.toISOString());
  });

  it('refuses unknown blocked organizations and bad birthdays without writing', async () => {
    const repo = new MemoryResumes();
    const update = new UpdateMyResume(repo, sanitizer, clock);
    expect(await update.execute({ blockedOrganizationIds: ['8'] }, ctx('1'))).toMatchObject({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'blockedOrganizationIds', problem: 'INVALID_VALUE' }],
    });
    expect(
      await update.execute({ personalInfo: { ...EMPTY_RESUME_CONTENT.personalInfo, birthday: '2026-11-27' } }, ctx('1')),
    ).toMatchObject({ ok: false, errors: [{ field: 'personalInfo.birthday', problem: 'BIRTHDAY_IN_FUTURE' }] });
    expect(repo.saves).toBe(0);
    expect((await update.execute({ blockedOrganizationIds: ['7', '7'] }, ctx('1'))).ok).toBe(true);
    expect(repo.stored.get('1')?.blockedOrganizationIds).toEqual(['7']);
  });
});

describe('GetResume (platform)', () => {
  it('the owner reads their own (empty until written), staff anyone’s, others nothing', async () => {
    const repo = new MemoryResumes();
    const get = new GetResume(repo);
    expect(await get.execute({}, ctx('1'))).toMatchObject({ ok: true, value: { resume: { ownerId: '1', visibility: 'hidden' } } });
    await repo.save({ ...emptyResume('1'), visibility: 'full' });
    expect(await get.execute({ ownerId: '1' }, ctx('2'))).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await get.execute({ ownerId: '1' }, ctx('9', true))).toMatchObject({ ok: true, value: { resume: { visibility: 'full' } } });
    expect(await get.execute({ ownerId: '3' }, ctx('9', true))).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await get.execute({}, ctx(null))).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
  });
});

describe('ChangeMyResume (board)', () => {
  const resume = (): BoardResume => {
    const { picture: _p, ...personal } = { ...EMPTY_RESUME_CONTENT.personalInfo, phone: '+49 761 1234', about: '<p>Hi</p>' };
    const content = { ...EMPTY_RESUME_CONTENT, personalInfo: { ...personal, hasPicture: true, pictureUrl: '/resume-picture/x.webp' } };
    return {
      ownerId: '1',
      visibility: 'hidden',
      blockedOrganizations: [{ id: '7', name: 'Acme' }],
      completedAt: null,
      updatedAt: null,
      content,
      anonymous: content,
      completeness: completenessOf(EMPTY_RESUME_CONTENT),
    };
  };
  const gateway = (sent: ResumeUpdate[]): ResumeGateway => ({
    mine: async () => resume(),
    options: async () => ({ terms: [], languages: [] }),
    update: async (u) => {
      sent.push(u);
      return { resume: resume(), errors: [] };
    },
    organizations: async () => [],
    setPicture: async () => ({ errors: [] }),
  });

  it('the wizard’s personal-info step keeps the stored phone and about and completes the resume', async () => {
    const sent: ResumeUpdate[] = [];
    await new ChangeMyResume(gateway(sent)).execute(
      { kind: 'wizardPersonalInfo', value: { salutation: null, firstName: 'Lea', lastName: 'Roth', birthday: null, homeLocation: '' } },
      { site: 'default', locale: 'de' },
    );
    expect(sent[0]).toEqual({
      personalInfo: {
        salutation: null,
        firstName: 'Lea',
        lastName: 'Roth',
        birthday: null,
        homeLocation: '',
        phone: '+49 761 1234',
        about: '<p>Hi</p>',
      },
      completed: true,
    });
  });

  it('block and unblock change the list; an unknown entry is not found', async () => {
    const sent: ResumeUpdate[] = [];
    const change = new ChangeMyResume(gateway(sent));
    const board = { site: 'default' as const, locale: 'de' as const };
    await change.execute({ kind: 'block', organizationId: '8' }, board);
    await change.execute({ kind: 'unblock', organizationId: '7' }, board);
    expect(sent.map((u) => u.blockedOrganizationIds)).toEqual([['7', '8'], []]);
    expect(await change.execute({ kind: 'removeEntry', section: 'education', id: '3' }, board)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});
