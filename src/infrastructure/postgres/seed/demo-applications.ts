import type pg from 'pg';
import type { QualifyingQuestion } from '../../../domain/applications/application-settings';

/** Qualifying questions of the demo jobs that ask some (German, like the demo jobs themselves). */
export const DEMO_QUESTIONS: readonly QualifyingQuestion[] = [
  { id: 'fuehrerschein', label: 'Besitzen Sie einen Führerschein der Klasse B?', kind: 'yes_no' },
  { id: 'eintritt', label: 'Ab wann können Sie bei uns anfangen?', kind: 'text' },
];

/**
 * The on-site application form for a good share of the demo's template jobs (0009): every template job
 * of the demo recruiter's organization (so the demo recruiter gets applications to look at) and every
 * third other one. Half of them ask qualifying questions (every fourth requires answers), every fifth
 * asks for a CV. Deterministic by job id.
 */
export async function seedApplicationSettings(client: Pick<pg.PoolClient, 'query'>, recruiterOrganizationId: string): Promise<number> {
  const result = await client.query(
    `update jobs j set application_workflow = 'form',
            application_require_cv = (j.id % 5 = 0),
            application_require_questions = (j.id % 4 = 0),
            application_questions = case when j.id % 2 = 0 then $2::jsonb else '[]'::jsonb end
     where j.type = 'job_per_template' and (j.organization_id = $1 or j.id % 3 = 0)`,
    [recruiterOrganizationId, JSON.stringify(DEMO_QUESTIONS)],
  );
  return result.rowCount ?? 0;
}
