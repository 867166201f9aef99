import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATIONS } from '../../src/infrastructure/di/applications.module';
import { RESUMES } from '../../src/infrastructure/di/resumes.module';
import { STATISTICS } from '../../src/infrastructure/di/statistics.module';
import type { Board } from '../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../src/infrastructure/di/container';
import { insertDemoProducts } from '../../src/infrastructure/postgres/seed/demo-products';
import { DEMO_ACCOUNTS } from '../../src/infrastructure/postgres/seed/demo-extras';
import { ACTORS, type Actor, type Outcome, ROWS, type World, expectedFor } from './authorization-matrix/rows';
import { insertJob, insertOrganization, insertUser } from './support/fixtures';
import { signIn } from './support/sessions';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/*
 * Who may do what to whose data, through the platform's own /graphql and the file URLs, on PostgreSQL
 * with the demo content: every actor of ACTORS against every row of ./authorization-matrix/rows.ts (one
 * object and one operation each). A feature adds its rows there; a cell that answers anything but its
 * expected outcome fails with the actor, the object and the operation in the message.
 */

const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'recruiter')!.email;
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Json = { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

let db: TestDatabase;
let filesDir: string;
let board: Board;
let container: ReturnType<typeof buildContainer>;
const tokens = new Map<Actor, string | null>();

const headers = (token: string | null) => ({
  'x-frontend': 'default',
  'x-locale': 'de',
  'apollo-require-preflight': 'true',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function gql(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Json> {
  const response = await board.handleGraphql(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers(token) },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return (await response.json()) as Json;
}

let keys = 0;
const freshKey = () => `authz-${Date.now().toString(36)}-${(keys++).toString(36).padStart(6, '0')}-xxxxxxxx`;

const SUBMIT = `mutation($jobId: ID!, $input: ApplicationInput!, $files: [Upload!]) {
  submitApplication(jobId: $jobId, input: $input, files: $files) { applicationId errors { field code } } }`;

/** An application to `jobId` with one PDF, sent by `token`'s user (or a guest); returns its id and file id. */
async function apply(jobId: string, token: string | null, email: string): Promise<{ id: string; fileId: string }> {
  const input = {
    firstName: 'Erika',
    lastName: 'Matrix',
    email,
    phone: '+49 711 123456',
    coverLetter: 'Guten Tag.',
    privacyConsent: true,
    idempotencyKey: freshKey(),
    origin: 'http://localhost:3000',
  };
  const body = new FormData();
  body.set('operations', JSON.stringify({ query: SUBMIT, variables: { jobId, input, files: [null] } }));
  body.set('map', JSON.stringify({ 0: ['variables.files.0'] }));
  body.set('0', new File([PDF as BlobPart], 'Lebenslauf.pdf', { type: 'application/pdf' }));
  const response = await board.handleGraphql(new Request('http://localhost/graphql', { method: 'POST', headers: headers(token), body }));
  const json = (await response.json()) as Json;
  const id = json.data?.submitApplication?.applicationId as string | undefined;
  if (!id) throw new Error(`application refused: ${JSON.stringify(json)}`);
  const { rows } = await db.pool.query<{ id: string }>('select id::text from application_files where application_id = $1', [id]);
  return { id, fileId: rows[0]!.id };
}

describe('authorization matrix: every actor × object × operation through /graphql and the file URLs', () => {
  const world = {} as World;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    filesDir = mkdtempSync(join(tmpdir(), 'authz-it-'));
    container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    const { rows: products } = await db.pool.query('select 1 from commerce_products where site = $1 limit 1', ['default']);
    if (products.length === 0) {
      const client = await db.pool.connect();
      await insertDemoProducts(client, ['default']).finally(() => client.release());
    }

    // Two applicants, recruiters of two organizations, one user per staff role.
    const users: Array<[Actor, string, Array<[string, string | null]>]> = [
      ['applicantA', 'bewerberin.a@example.test', [['applicant', null]]],
      ['applicantB', 'bewerber.b@example.test', [['applicant', null]]],
      ['recruiterB', 'recruiterin.b@example.test', [['recruiter', null]]],
      ['administrator', 'administratorin@example.test', [['administrator', null]]],
      ['site_admin', 'seitenadmin@example.test', [['site_admin', 'default']]],
      ['job_editor', 'redaktion@example.test', [['job_editor', null]]],
    ];
    for (const [actor, email, roles] of users) {
      await insertUser(db.pool, { email, roles });
      tokens.set(actor, (await signIn(db.pool, email)).token);
    }
    const recruiterBId = (await signIn(db.pool, 'recruiterin.b@example.test')).userId;
    const organizationB = await insertOrganization(db.pool, { name: 'Zweite Firma GmbH', ownerId: recruiterBId });
    await insertJob(db.pool, { organizationId: organizationB });
    const recruiterA = await signIn(db.pool, RECRUITER);
    tokens.set('recruiterA', recruiterA.token);
    tokens.set('guest', null);
    const { rows: organizations } = await db.pool.query<{ id: string }>(
      'select id::text from organizations where owner_id = $1 order by id limit 1',
      [recruiterA.userId],
    );
    const organizationA = organizations[0]!.id;
    const { rows: jobs } = await db.pool.query<{ id: string }>(
      `select j.id::text from jobs j join job_sites s on s.job_id = j.id and s.site = 'default'
       where j.organization_id = $1 and j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
         and jsonb_array_length(j.application_questions) = 0 and not j.application_require_cv and not j.application_require_cover_letter
       order by j.id limit 1`,
      [organizationA],
    );
    const jobA = jobs[0]!.id;
    const applicantA = tokens.get('applicantA')!;
    const applicantAId = (await db.pool.query<{ id: string }>(`select id::text from users where email = 'bewerberin.a@example.test'`))
      .rows[0]!.id;
    const applicationA = await apply(jobA, applicantA, 'bewerberin.a@example.test');

    // A resume applicantA has written (staff find only stored ones).
    expect(
      (await gql(applicantA, 'mutation { updateMyResume(input: { visibility: "hidden" }) { errors { code } } }')).data!.updateMyResume
        .errors,
    ).toEqual([]);
    // A certificate in applicantA's attachments box.
    const boxContext = { site: 'default', locale: 'de' as const, token: applicantA };
    expect(
      await board.changeMyResumeAttachments.execute(
        { add: [new File([PDF as BlobPart], 'Zeugnis.pdf', { type: 'application/pdf' })] },
        boxContext,
      ),
    ).toEqual([]);
    const resumeAttachmentA = (await gql(applicantA, '{ myResumeAttachments { id } }')).data!.myResumeAttachments[0].id as string;
    const alert = await gql(applicantA, 'mutation { createJobAlert(input: { query: "search=Pflege", frequency: weekly }) { status } }');
    expect(alert.errors).toBeUndefined();
    const alertA = (await gql(applicantA, '{ jobAlerts { id } }')).data!.jobAlerts[0].id as string;
    expect((await gql(applicantA, `mutation { bookmarkJob(jobId: "${jobA}") { errors } }`)).data!.bookmarkJob.errors).toEqual([]);

    // A CV import of applicantA and a contact request of organization A to applicantA's resume, as
    // their features store them (the upload and the payment are other tests' concern).
    const { rows: imports } = await db.pool.query<{ id: string }>(
      `insert into resume_imports (user_id, file_key, file_name, content_type, size_bytes, proposal)
       values ($1, 'matrix/cv.pdf', 'cv.pdf', 'application/pdf', 1024, '{}') returning id::text`,
      [applicantAId],
    );
    const { rows: requests } = await db.pool.query<{ id: string }>(
      `insert into resume_contact_requests (resume_user_id, organization_id, site, sent_by, message, expires_at)
       values ($1, $2, 'default', $3, 'Wir würden Sie gern kennenlernen.', now() + interval '14 days') returning id::text`,
      [applicantAId, organizationA, recruiterA.userId],
    );

    const product = (await gql(recruiterA.token, '{ commerceProducts { id kind netCents } }')).data!.commerceProducts.find(
      (p: { kind: string }) => p.kind === 'job_bundle',
    ) as { id: string; netCents: number };
    const placeOrder = async (token: string | null, organizationId?: string) =>
      gql(token, `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id invoice { id } } errors } }`, {
        input: {
          ...(organizationId ? { organizationId: Number(organizationId) } : {}),
          lines: [{ productId: product.id, quantity: 1 }],
          billing: {
            companyName: 'Muster GmbH',
            email: 'rechnung@muster.example',
            firstName: 'Max',
            lastName: 'Muster',
            addressLine1: 'Hauptstraße 1',
            zip: '44135',
            locality: 'Dortmund',
            countryCode: 'DE',
          },
          confirmedNetCents: product.netCents,
          idempotencyKey: freshKey(),
          paymentMethod: 'invoice',
          origin: 'http://localhost:3000',
        },
      });
    const order = (await placeOrder(recruiterA.token)).data!.placeOrder;
    expect(order.errors).toEqual([]);
    // A card order of organization A that was never paid (its payment page expired).
    const { rows: cardOrder } = await db.pool.query<{ id: string }>(
      `insert into commerce_orders (organization_id, organization_name, site, placed_by, idempotency_key, payment_method, status, billing,
                                    net_cents, vat_cents, gross_cents, vat_rate_percent, locale, cancelled_at)
       select organization_id, organization_name, site, placed_by, 'matrix-card-order', 'stripe', 'cancelled', billing,
              net_cents, vat_cents, gross_cents, vat_rate_percent, locale, now()
       from commerce_orders where id = $1 returning id::text`,
      [order.order.id],
    );

    // Another order of organization A, cancelled by a credit note.
    const cancelled = (await placeOrder(recruiterA.token)).data!.placeOrder.order;
    const { rows: creditNote } = await db.pool.query<{ id: string }>(
      `insert into commerce_credit_notes (order_id, invoice_id, site, sequence, number, issued_at, net_cents, vat_cents, gross_cents,
                                          vat_rate_percent, reason)
       select o.id, $2, o.site, 900001, 'DEFAULT-ST-MATRIX', now(), -o.net_cents, -o.vat_cents, -o.gross_cents, o.vat_rate_percent, 'Matrix'
       from commerce_orders o where o.id = $1 returning id::text`,
      [cancelled.id, cancelled.invoice.id],
    );
    let invoicedOrders = 0;
    const invoicedOrder = async (site: string) => {
      const { rows } = await db.pool.query<{ id: string }>(
        `with o as (
           insert into commerce_orders (organization_id, organization_name, site, idempotency_key, payment_method, status, billing,
                                        net_cents, vat_cents, gross_cents, vat_rate_percent)
           values ($1, 'Matrix GmbH', $2, $3, 'invoice', 'open', '{}'::jsonb, 10000, 1900, 11900, 19) returning id, site)
         insert into commerce_invoices (order_id, site, sequence, number, issued_at, due_at)
         select id, site, $4::bigint, upper(site) || '-MATRIX-' || $4::text, now(), now() + interval '14 days' from o returning order_id::text as id`,
        [organizationA, site, `matrix-invoiced-${++invoicedOrders}`, 900_000 + invoicedOrders],
      );
      return rows[0]!.id;
    };

    // A consent info of the matrix's site alone (the demo's terms info is every site's).
    const { rows: siteConsent } = await db.pool.query<{ id: string }>(
      `with info as (insert into consent_infos (type, placement, sites) values ('NEWSLETTER', 'NEWSLETTER', '{default}') returning id)
       insert into consent_info_revisions (info_id, texts, effective_at) select id, '{"de":"<p>Ja</p>"}', now() - interval '1 day' from info
       returning info_id::text as id`,
    );
    const { rows: terms } = await db.pool.query<{ id: string }>(
      `select id::text from consent_infos where type = 'PRIVACY_POLICY' and placement = 'REGISTRATION' and sites is null order by id limit 1`,
    );

    Object.assign(world, {
      siteConsentInfo: siteConsent[0]!.id,
      termsConsentInfo: terms[0]!.id,
      organizationA,
      organizationB,
      jobA,
      applicantAId,
      applicationA,
      alertA,
      resumeImportA: imports[0]!.id,
      contactRequestA: requests[0]!.id,
      recruiterAToken: recruiterA.token,
      orderA: order.order.id as string,
      cardOrderA: cardOrder[0]!.id,
      creditNoteA: creditNote[0]!.id,
      invoicedOrder,
      subscription: async (site: string) => {
        const { rows } = await db.pool.query<{ id: string }>(
          `insert into commerce_subscriptions (organization_id, site, product_name, starts_at, ends_at, job_slots, resume_contact_slots)
           values ($1, $2, '{"de":"Matrix-Abo"}', now() - interval '1 day', now() + interval '30 days', 3, 0) returning id::text`,
          [organizationA, site],
        );
        return rows[0]!.id;
      },
      invoiceA: order.order.invoice.id as string,
      gql,
      placeOrder,
      apply: (token: string | null, email: string) => apply(jobA, token, email),
      draftJob: (organizationId = organizationA) => insertJob(db.pool, { organizationId, state: 'draft', publishedAt: null }),
      publishedJob: (sites?: string[]) => insertJob(db.pool, { organizationId: organizationA, ...(sites ? { sites } : {}) }),
      fileStatus: async (token: string | null, applicationId: string, fileId: string) => {
        const endpoint = container.get(APPLICATIONS.FileEndpoint);
        const url = `http://localhost:3000/application-file/${applicationId}/${fileId}`;
        return (await endpoint.handle(new Request(url), applicationId, fileId, token)).status;
      },
      resumeAttachmentStatus: async (token: string | null, visibility: 'anonymous' | 'full') => {
        const changed = await gql(applicantA, `mutation { updateMyResume(input: { visibility: "${visibility}" }) { errors { code } } }`);
        expect(changed.data!.updateMyResume.errors).toEqual([]);
        const url = `http://localhost:3000/resume-attachment/${resumeAttachmentA}`;
        return (await container.get(RESUMES.AttachmentEndpoint).handle(new Request(url), resumeAttachmentA, token)).status;
      },
      homePickJob: async () => {
        await db.pool.query(`delete from job_highlights where site = 'default' and kind = 'top' and source = 'staff'`);
        return insertJob(db.pool, { organizationId: organizationA });
      },
      homePick: async () => {
        const jobId = await insertJob(db.pool, { organizationId: organizationA });
        const { rows } = await db.pool.query<{ id: string }>(
          `insert into job_highlights (job_id, site, kind, source, starts_at) values ($1, 'default', 'top', 'staff', now() - interval '1 minute')
           returning id::text`,
          [jobId],
        );
        return rows[0]!.id;
      },
      featuredOrganization: async (site: string) => {
        const { rows } = await db.pool.query<{ id: string }>(
          'select organization_id::text as id from featured_organizations where site = $1 order by position limit 1',
          [site],
        );
        return rows[0]!.id;
      },
      newOrganization: async (sites: string[]) => {
        const id = await insertOrganization(db.pool, { name: `Matrix ${freshKey()}` });
        await insertJob(db.pool, { organizationId: id, sites });
        return id;
      },
      statisticsExportStatus: async (token: string | null, query: string) => {
        const request = new Request(`http://localhost:3000/api/statistics/export?${query}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        return (await container.get(STATISTICS.CsvEndpoint).handle(request, null)).status;
      },
      newImporter: async () => {
        const { rows } = await db.pool.query<{ id: string }>(
          `insert into job_importers (organization_id, site, name, source_url, format, mapping, interval_hours, next_run_at)
           values ($1, 'default', 'Matrix', 'https://ats.example/feed.xml', 'indeed_xml', '{}', 24, now() + interval '1 day') returning id::text`,
          [organizationA],
        );
        return rows[0]!.id;
      },
      newAlert: async () => {
        const query = `search=Matrix${freshKey()}`;
        await gql(applicantA, `mutation { createJobAlert(input: { query: "${query}", frequency: weekly }) { status } }`);
        const { rows } = await db.pool.query<{ id: string }>('select id::text from job_alerts where search_query like $1', [
          `%${query.slice(7)}%`,
        ]);
        return rows[0]!.id;
      },
    });
  });

  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it.each(ROWS)('$object: $operation', async (row) => {
    const seen: Partial<Record<Actor, Outcome>> = {};
    for (const actor of ACTORS) seen[actor] = await row.run(world, tokens.get(actor) ?? null, actor);
    expect(seen).toEqual(expectedFor(row));
  });
});
