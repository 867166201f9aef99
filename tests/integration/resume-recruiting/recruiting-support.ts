import type pg from 'pg';
import { EMPTY_RESUME_CONTENT, type ResumeContent, type ResumeVisibility } from '../../../src/domain/resume/resume';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';

let n = 0;

/** A stored resume as the applicant side writes it (the search projection follows by the table's trigger). */
export async function insertResume(
  pool: pg.Pool,
  row: { visibility: ResumeVisibility; title: string; over?: Partial<ResumeContent>; blocked?: readonly string[]; email?: string },
): Promise<{ userId: string; publicId: string; email: string }> {
  const email = row.email ?? `applicant-${Date.now().toString(36)}-${n++}@example.test`;
  const userId = await insertUser(pool, { email, firstName: 'Lea', lastName: 'Roth', roles: [['applicant', null]] });
  const content: ResumeContent = {
    ...EMPTY_RESUME_CONTENT,
    personalInfo: { ...EMPTY_RESUME_CONTENT.personalInfo, firstName: 'Lea', lastName: 'Roth', phone: '+49 761 123456' },
    jobPreferences: { ...EMPTY_RESUME_CONTENT.jobPreferences, title: row.title, desiredLocation: 'Freiburg' },
    ...row.over,
  };
  await pool.query(
    `insert into resumes (user_id, visibility, content, completed_at, updated_at) values ($1, $2, $3, now(), now() - ($4 || ' seconds')::interval)`,
    [userId, row.visibility, JSON.stringify(content), String(n)],
  );
  for (const org of row.blocked ?? [])
    await pool.query('insert into resume_blocked_organizations (user_id, organization_id) values ($1, $2)', [userId, org]);
  const { rows } = await pool.query<{ public_id: string }>('select public_id::text from resume_search_index where user_id = $1', [userId]);
  return { userId, publicId: rows[0]!.public_id, email };
}

/** A recruiter owning a new organization, signed in. */
export async function insertRecruiter(pool: pg.Pool, name: string): Promise<{ userId: string; organizationId: string; token: string }> {
  const email = `recruiter-${Date.now().toString(36)}-${n++}@example.test`;
  const userId = await insertUser(pool, { email, roles: [['recruiter', null]] });
  const organizationId = await insertOrganization(pool, { name: `${name} ${n}`, ownerId: userId });
  return { userId, organizationId, token: (await signIn(pool, email)).token };
}

export async function grantContactCredits(pool: pg.Pool, organizationId: string, site: string, amount: number): Promise<void> {
  await pool.query(`insert into commerce_credit_ledger (organization_id, site, type, delta) values ($1, $2, 'resume_contact', $3)`, [
    organizationId,
    site,
    amount,
  ]);
}

export async function contactCredits(pool: pg.Pool, organizationId: string, site: string): Promise<number> {
  const { rows } = await pool.query<{ sum: string }>(
    `select coalesce(sum(delta), 0)::text as sum from commerce_credit_ledger where organization_id = $1 and site = $2 and type = 'resume_contact'`,
    [organizationId, site],
  );
  return Number(rows[0]!.sum);
}
