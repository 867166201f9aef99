import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type pg from 'pg';
import { sessionFor, TERMS_VERSIONS } from './database';
import { hydrated, sessionCookieFor } from './support';

/**
 * What the accessibility and keyboard journeys share: the sites the journeys' server runs, axe at the
 * level the product promises (WCAG 2.2 AA, nothing serious or critical), and signed-in sessions for
 * fresh or demo users with the current terms accepted (the terms dialog would cover every page).
 */

const OFFSET = Number(process.env.PORT_OFFSET ?? 0);

export interface E2eSite {
  readonly key: string;
  readonly origin: string;
  /** The locale prefix of a multi-locale site (German pages), '' for a single-locale one. */
  readonly prefix: string;
  readonly features: { readonly resume: boolean; readonly applicant: boolean; readonly blog: boolean; readonly subscriptions: boolean };
  /** Paths the site sends to its sister site (whose own run covers those pages). */
  readonly sentToSister: readonly string[];
}

/** Whether the site serves `path` (locale prefix left out) itself. */
export const serves = (site: E2eSite, path: string): boolean => !site.sentToSister.includes(path.split('?')[0]!);

const siteOf = (key: string, port: number, prefix: string): E2eSite => {
  const json = JSON.parse(readFileSync(`sites/${key}/site.json`, 'utf8')) as {
    features: Partial<E2eSite['features']>;
    sisterSiteRedirect?: { paths: string[] };
  };
  const f = json.features;
  return {
    key,
    origin: `http://localhost:${port + OFFSET}`,
    prefix,
    features: { resume: f.resume ?? true, applicant: f.applicant ?? true, blog: f.blog ?? true, subscriptions: f.subscriptions ?? false },
    sentToSister: json.sisterSiteRedirect?.paths ?? [],
  };
};

/** The sites playwright.config.ts serves (its SITES), with their ports as sites/<key>/site.json sets them. */
export const E2E_SITES: readonly E2eSite[] = [
  siteOf('default', 3000, ''),
  siteOf('suedwest', 3001, '/de'),
  siteOf('mainfranken', 3002, ''),
];

/**
 * The apprenticeship and career-region sites, which playwright.config.ts serves too: their own journey
 * (accessibility-sites.spec.ts) checks the page types a visitor, an applicant, a recruiter and staff meet
 * there, so the full walk above does not grow by two more sites.
 */
export const E2E_MORE_SITES: readonly E2eSite[] = [siteOf('ausbildung', 3003, ''), siteOf('karriere', 3004, '/de')];

/** The WCAG 2.2 A and AA rules (and axe's best practices): no serious or critical finding. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Soft: one run names every page with findings, not only the first.
  expect
    .soft(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`),
      `${what} (${page.url()})`,
    )
    .toEqual([]);
}

/** Marks the current terms as accepted on every site (else the terms dialog covers the page). */
export async function acceptTerms(db: pg.Pool, userId: string, email: string): Promise<void> {
  await db.query(
    `insert into user_consents (info_id, revision_id, user_id, mail, site, accepted_terms_versions)
     select i.id, r.id, $1, $2, s.site, $3::text[] from consent_infos i join consent_info_revisions r on r.info_id = i.id
     cross join (values ('default'), ('suedwest'), ('mainfranken'), ('ausbildung'), ('karriere')) as s(site)
     where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION'
     on conflict do nothing`,
    [userId, email, [...TERMS_VERSIONS]],
  );
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh, verified applicant with accepted terms; returns its address and a session token. */
export async function freshApplicant(db: pg.Pool, firstName: string): Promise<{ email: string; userId: string; token: string }> {
  const email = `${firstName.toLowerCase()}.${unique()}@example.test`;
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, first_name, last_name, email_verified, approved) values ($1, $2, 'Zugang', true, true) returning id::text`,
    [email, firstName],
  );
  const userId = rows[0]!.id;
  await db.query(`insert into user_roles (user_id, role) values ($1, 'applicant')`, [userId]);
  await acceptTerms(db, userId, email);
  const { token } = await sessionFor(db, email);
  return { email, userId, token };
}

/** A session of an existing (demo) user with the terms accepted. */
export async function demoSession(db: pg.Pool, email: string): Promise<string> {
  const { token, userId } = await sessionFor(db, email);
  await acceptTerms(db, userId, email);
  return token;
}

/** Puts the session cookie into the context (cookies are per host, so it holds for every site's port). */
export async function useSession(context: BrowserContext, token: string, origin: string): Promise<void> {
  await context.clearCookies();
  await context.addCookies([sessionCookieFor(token, origin)]);
}

/** Opens a page, checks it answered as expected and has hydrated. */
export async function open(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  await hydrated(page);
}

/** Opens `path` of `site` (its locale prefix added) and runs axe over it; skipped where the site sends the path elsewhere. */
export async function checkPage(page: Page, site: E2eSite, path: string, what: string, status = 200): Promise<void> {
  if (!serves(site, path)) return;
  await test.step(what, async () => {
    await open(page, `${site.origin}${site.prefix}${path}`, status);
    await expectAccessible(page, what);
  });
}

/** The first link in the main content whose address matches. */
export async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link like ${pattern} on ${page.url()}`).toBeTruthy();
  return href!;
}

export interface FormJob {
  readonly id: string;
  readonly slug: string;
}

/** A visible job of `site` that takes on-site applications without required files or answers; `preferredOwner`'s first. */
export async function formJobOn(db: pg.Pool, site: string, preferredOwner: string): Promise<FormJob> {
  const { rows } = await db.query<FormJob>(
    `select j.id::text, j.slug from jobs j join organizations o on o.id = j.organization_id left join users u on u.id = o.owner_id
     join job_sites s on s.job_id = j.id and s.site = $1
     where j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
       and not j.application_require_cv and not j.application_require_cover_letter and not j.application_require_questions
     order by (lower(u.email) = $2) desc nulls last, j.id limit 1`,
    [site, preferredOwner],
  );
  if (!rows[0]) throw new Error(`no form job on ${site}`);
  return rows[0];
}

/** The slug of the first organization `ownerEmail` owns (the recruiter's organization editor). */
export async function ownedOrganizationSlug(db: pg.Pool, ownerEmail: string): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(
    'select o.slug from organizations o join users u on u.id = o.owner_id where lower(u.email) = $1 order by o.id limit 1',
    [ownerEmail],
  );
  return rows[0]!.slug;
}

/** The site's first active job bundle, if it sells any (the checkout page). */
export async function firstJobBundleId(db: pg.Pool, site: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `select id::text from commerce_products where site = $1 and kind = 'job_bundle' and active order by position, id limit 1`,
    [site],
  );
  return rows[0]?.id;
}
