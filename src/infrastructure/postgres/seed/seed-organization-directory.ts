import type pg from 'pg';

/** Fields of study an industry's employers typically recruit from (German aliases of the demo terms). */
const FIELDS_OF_STUDY_BY_INDUSTRY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['it-software', ['informatik', 'wirtschaftswissenschaften']],
  ['gesundheitswesen', ['gesundheit-pflege', 'soziale-arbeit']],
  ['automobil-zulieferer', ['maschinenbau', 'elektrotechnik']],
  ['maschinen-anlagenbau', ['maschinenbau', 'elektrotechnik']],
  ['handel', ['wirtschaftswissenschaften']],
  ['logistik-transport', ['wirtschaftswissenschaften']],
  ['banken-versicherungen', ['wirtschaftswissenschaften', 'informatik']],
  ['oeffentlicher-dienst', ['soziale-arbeit', 'bauingenieurwesen']],
];

/**
 * Demo content of migration 0030, inside the demo seed's transaction, after jobs and profiles: each
 * organization's occupational fields are those of its jobs, its fields of study follow its industry,
 * and every enabled site features the four organizations with the most jobs on it.
 */
export async function insertOrganizationDirectoryContent(client: pg.PoolClient, siteKeys: readonly string[]): Promise<void> {
  await client.query(
    `insert into organization_terms (organization_id, term_id)
     select distinct j.organization_id, jt.term_id
     from jobs j
     join job_terms jt on jt.job_id = j.id
     join terms t on t.id = jt.term_id and t.vocabulary = 'occupations'
     where j.organization_id is not null
     on conflict do nothing`,
  );
  for (const [industry, fields] of FIELDS_OF_STUDY_BY_INDUSTRY) {
    await client.query(
      `insert into organization_terms (organization_id, term_id)
       select o.id, f.id
       from organizations o
       join terms i on i.id = o.industry_term_id and i.vocabulary = 'industry' and i.aliases ->> 'de' = $1
       join terms f on f.vocabulary = 'fieldsOfStudy' and f.aliases ->> 'de' = any($2::text[])
       on conflict do nothing`,
      [industry, fields],
    );
  }
  for (const site of siteKeys) {
    await client.query(
      `insert into featured_organizations (site, organization_id, position)
       select $1, organization_id, row_number() over (order by jobs desc, organization_id)
       from (select j.organization_id, count(*) as jobs
             from jobs j join job_sites s on s.job_id = j.id and s.site = $1
             where j.state = 'published' and j.organization_id is not null
             group by j.organization_id
             order by jobs desc, j.organization_id
             limit 4) top
       on conflict do nothing`,
      [site],
    );
  }
}
