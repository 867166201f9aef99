import type pg from 'pg';
import { currentLegalVersion } from '../../../domain/content/legal-document';
import { FileLegalDocumentSource } from '../../config/file-legal-document-source';
import { DEMO_CONSENT_INFOS } from './demo-consents';
import type { SeedOrganization, SeedSite } from './demo-jobs';
import { DEMO_LANDING_PAGES } from './demo-landing-pages';
import { DEMO_ORGANIZATION_GROUPS, demoProfile } from './demo-profiles';
import { Random } from './prng';

const DAY = 86_400_000;
/** The profiles' own stream of randomness: independent of the jobs', so job content never shifts. */
const PROFILE_SEED = 20_260_404;

/**
 * Demo content of migration 0004, inside the demo seed's transaction: organization profiles (address,
 * presentation, social profiles, industry, size, benefits, groups of parent and children), landing
 * pages of the enabled sites and the consent infos (terms with a revision from last week, newsletter),
 * accepted by the demo accounts.
 */
export async function insertProfilesConsentsAndLandingPages(
  client: pg.PoolClient,
  organizations: readonly SeedOrganization[],
  sites: readonly SeedSite[],
  now: Date,
): Promise<void> {
  await insertProfiles(client, organizations);
  await insertLandingPages(client, sites, now);
  await insertConsentInfos(client, now);
  await acceptTermsForDemoAccounts(client, sites, now);
}

/**
 * The demo accounts registered with the terms ticked, as every new account does (RegisterAccount records
 * it): they accepted the revision in force and the terms page of every enabled site (each site's version,
 * from its files), so signing in with them shows no "terms have changed" dialog on any site.
 */
async function acceptTermsForDemoAccounts(client: pg.PoolClient, sites: readonly SeedSite[], now: Date): Promise<void> {
  const legal = new FileLegalDocumentSource();
  const versions: string[] = [];
  for (const site of sites.filter((s) => s.enabled)) {
    const version = currentLegalVersion(await legal.versions(site.key, 'terms'), now);
    if (version !== null && !versions.includes(version)) versions.push(version);
  }
  await client.query(
    `insert into user_consents (info_id, revision_id, user_id, mail, site, consented_at, terms_version, accepted_terms_versions)
     select i.id, r.id, u.id, u.email, 'default', $1, $2::text, $3::text[]
     from consent_infos i
     join lateral (select r.id from consent_info_revisions r where r.info_id = i.id and r.effective_at <= $1
                   order by r.effective_at desc, r.id desc limit 1) r on true
     cross join users u
     where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION'`,
    [now, versions.at(-1) ?? null, versions],
  );
}

async function insertProfiles(client: pg.PoolClient, organizations: readonly SeedOrganization[]): Promise<void> {
  const r = new Random(PROFILE_SEED);
  for (const org of organizations) {
    const p = demoProfile(org, r);
    await client.query(
      `update organizations o set alternative_name = $2, address_line1 = $3, zip = $4, administrative_area = $5,
              social_profiles = $6, presentation_html = $7, size = $8, benefits = $9,
              industry_term_id = (select t.id from terms t where t.vocabulary = 'industry' and t.aliases ->> 'de' = $10)
       where o.id = $1`,
      [
        org.id,
        p.alternativeName,
        p.addressLine1,
        p.zip,
        p.administrativeArea,
        JSON.stringify(p.socialProfiles),
        p.presentationHtml,
        p.size,
        JSON.stringify(p.benefits),
        org.industry,
      ],
    );
  }
  const byName = new Map(organizations.map((o) => [o.name, o.id]));
  for (const group of DEMO_ORGANIZATION_GROUPS) {
    const parent = byName.get(group.parent);
    const children = group.children.map((name) => byName.get(name)).filter((id): id is string => id !== undefined);
    if (parent && children.length > 0)
      await client.query('update organizations set parent_id = $1 where id = any($2::bigint[])', [parent, children]);
  }
}

async function insertLandingPages(client: pg.PoolClient, sites: readonly SeedSite[], now: Date): Promise<void> {
  const enabled = new Set(sites.filter((s) => s.enabled).map((s) => s.key));
  for (const page of DEMO_LANDING_PAGES.filter((p) => enabled.has(p.site))) {
    await client.query(
      `insert into landing_pages (site, language, path, title, intro_html, search_query, published, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, true, $7, $7)
       on conflict (site, language, path) do nothing`,
      [page.site, page.locale, page.path, page.title, page.introHtml, page.searchQuery, new Date(now.getTime() - 30 * DAY)],
    );
  }
}

async function insertConsentInfos(client: pg.PoolClient, now: Date): Promise<void> {
  for (const info of DEMO_CONSENT_INFOS) {
    const { rows } = await client.query<{ id: string }>(
      'insert into consent_infos (type, placement, opt_in) values ($1, $2, $3) returning id',
      [info.type, info.placement, info.optIn],
    );
    for (const revision of info.revisions) {
      await client.query('insert into consent_info_revisions (info_id, texts, effective_at) values ($1, $2, $3)', [
        rows[0]!.id,
        JSON.stringify(revision.texts),
        new Date(now.getTime() - revision.daysAgo * DAY),
      ]);
    }
  }
}
