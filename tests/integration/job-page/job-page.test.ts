import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Job } from '../../../src/domain/job/job';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { jobFileEndpointFrom } from '../../../src/infrastructure/di/job-page.module';
import { LocalFileStore } from '../../../src/infrastructure/files/local-file-store';
import { PostgresJobRepository } from '../../../src/infrastructure/postgres/postgres-job-repository';
import { hashSessionToken, newSessionToken } from '../../../src/infrastructure/postgres/session-token';
import { daysFrom, insertJob, insertOrganization, insertTerm, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The job page's platform parts on a real PostgreSQL (seeded demo content with its PDFs in a temp file
 * store): details mapping, similar jobs, the job file endpoint's authorization and headers, and
 * placeSuggestions over the real GeoNames data through /graphql and the board's gateway.
 */
describe('job page slice', () => {
  let db: TestDatabase;
  let filesDir: string;
  let container: Container;
  let board: Board;
  let repo: PostgresJobRepository;
  const guest: BoardContext = { site: 'suedwest', locale: 'de' };

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'jobboard-files-'));
    db = await createTestDatabase({ seed: { files: new LocalFileStore(filesDir) } });
    container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    repo = new PostgresJobRepository(db.pool);
  });
  afterAll(async () => {
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const visibleFileJob = async (site = 'suedwest') => {
    const { rows } = await db.pool.query<{ id: string; file_name: string }>(
      `select j.id, j.file_name from jobs j join job_sites s on s.job_id = j.id and s.site = $1
       where j.type = 'job_per_file' and j.state = 'published' and j.expires_at > now() order by j.id limit 1`,
      [site],
    );
    return rows[0]!;
  };

  describe('job details', () => {
    it('the demo seed fills the new fields for a good share of jobs, with file jobs among them', async () => {
      const { rows } = await db.pool.query<Record<string, number>>(
        `select count(*)::int as total,
                count(*) filter (where type = 'job_per_file' and file_key is not null)::int as files,
                count(*) filter (where jsonb_array_length(languages) > 0)::int as languages,
                count(*) filter (where cardinality(skills) > 0)::int as skills,
                count(*) filter (where available_from is not null)::int as availability,
                count(*) filter (where video_url is not null)::int as videos,
                count(*) filter (where application_email is not null or application_url is not null)::int as application,
                count(*) filter (where salary_text is not null)::int as salary_text
         from jobs`,
      );
      const c = rows[0]!;
      expect(c.files).toBeGreaterThanOrEqual(10);
      for (const key of ['languages', 'skills', 'availability', 'application']) expect(c[key]!, key).toBeGreaterThan(c.total! * 0.3);
      expect(c.videos).toBeGreaterThan(5);
      expect(c.salary_text).toBeGreaterThan(20);
    });

    it('maps every new column, and terms of fieldsOfStudy and degreeLevel', async () => {
      const org = await insertOrganization(db.pool, { name: 'Detail GmbH' });
      await db.pool.query("update organizations set website = 'https://www.detail.example' where id = $1", [org]);
      const bachelor = await insertTerm(db.pool, 'degreeLevel', { de: 'Bachelor-Test', 'en-GB': 'Bachelor test' });
      const informatik = await insertTerm(db.pool, 'fieldsOfStudy', { de: 'Informatik-Test' });
      const id = await insertJob(db.pool, { organizationId: org, sites: ['suedwest'], termIds: [bachelor, informatik] });
      await db.pool.query(
        `update jobs set type = 'job_per_file', file_key = 'jobs/x/anzeige.pdf', file_name = 'anzeige.pdf', available_from = '2027-01-15',
                available_until = '2027-12-31', video_url = 'https://vimeo.com/76979871', salary_text = 'nach TVöD E 9',
                languages = '[{"code":"de","level":"C1"},{"code":"en"},{"code":"xx1"}]', languages_text = 'Französisch von Vorteil',
                skills = '{SQL,Python}', skills_text = 'Führerschein B', application_url = 'https://www.detail.example/apply',
                application_email = 'jobs@detail.example'
         where id = $1`,
        [id],
      );
      const job = (await repo.findById(id, 'de'))!;
      expect(job.type).toBe('job_per_file');
      expect(job.organization.website).toBe('https://www.detail.example');
      expect(job.details).toEqual({
        availability: { from: '2027-01-15', until: '2027-12-31' },
        videoUrl: 'https://vimeo.com/76979871',
        file: { name: 'anzeige.pdf' },
        salaryText: 'nach TVöD E 9',
        fieldsOfStudy: [expect.objectContaining({ id: informatik, vocabulary: 'fieldsOfStudy' })],
        degreeLevels: [
          expect.objectContaining({ id: bachelor, vocabulary: 'degreeLevel', label: { de: 'Bachelor-Test', 'en-GB': 'Bachelor test' } }),
        ],
        // Entries that are not a valid requirement are skipped; a missing level is null.
        languages: [
          { code: 'de', level: 'C1' },
          { code: 'en', level: null },
        ],
        languagesText: 'Französisch von Vorteil',
        skills: ['SQL', 'Python'],
        skillsText: 'Führerschein B',
        application: { url: 'https://www.detail.example/apply', email: 'jobs@detail.example', workflow: 'link' },
      });
    });

    it('refuses rows the page could not serve safely', async () => {
      const org = await insertOrganization(db.pool);
      const id = await insertJob(db.pool, { organizationId: org });
      for (const bad of [
        "type = 'job_per_file'", // a file job needs its file
        "file_key = '../etc/passwd', file_name = 'a.pdf'",
        "file_key = 'jobs/1/a.pdf', file_name = 'a.exe'",
        "video_url = 'javascript:alert(1)'",
        "available_from = '2027-02-01', available_until = '2027-01-01'",
        "languages = '{}'",
      ]) {
        await expect(db.pool.query(`update jobs set ${bad} where id = $1`, [id]), bad).rejects.toThrow(/check constraint/);
      }
    });

    it('the board’s job page carries the details through GraphQL', async () => {
      const file = await visibleFileJob();
      const view = await board.routes.lookup(`/job/${(await repo.findById(file.id, 'de'))!.slug}`, guest);
      expect(view).toMatchObject({ kind: 'content', type: 'Job', id: file.id });
      const page = await board.showJobPage.execute({ slug: (await repo.findById(file.id, 'de'))!.slug }, guest);
      expect(page.kind === 'job' && page.job.details?.file).toEqual({ name: file.file_name });
      expect(page.kind === 'job' && page.job.details?.languages.length).toBeGreaterThan(0);
    });
  });

  describe('similar jobs', () => {
    const distance = (a: Job, b: Job) =>
      Math.hypot(a.location.lat! - b.location.lat!, (a.location.lon! - b.location.lon!) * Math.cos((a.location.lat! * Math.PI) / 180));

    it('4 visible jobs of the site sharing occupation or industry, same occupation nearest first, never the job itself', async () => {
      const file = await visibleFileJob();
      const me = (await repo.findById(file.id, 'de'))!;
      const similar = await board.showSimilarJobs.execute({ jobId: me.id }, guest);
      expect(similar).toHaveLength(4);
      const now = Date.now();
      const occupationIds = new Set(me.occupations.map((t) => t.id));
      const industryIds = new Set(me.industries.map((t) => t.id));
      const sameOccupation = similar.map((j) => j.occupations.some((t) => occupationIds.has(t.id)));
      for (const job of similar) {
        expect(job.id).not.toBe(me.id);
        expect(job.sites).toContain('suedwest');
        expect(job.state).toBe('published');
        expect(job.expiresAt === null || Date.parse(job.expiresAt) > now).toBe(true);
        expect(job.occupations.some((t) => occupationIds.has(t.id)) || job.industries.some((t) => industryIds.has(t.id))).toBe(true);
      }
      // Same occupation before same industry only; within the same-occupation run, nearest first.
      expect(sameOccupation).toEqual([...sameOccupation].sort((a, b) => Number(b) - Number(a)));
      const run = similar.filter((_, i) => sameOccupation[i]).map((j) => distance(j, me));
      expect(run).toEqual([...run].sort((a, b) => a - b));
    });

    it('nothing for an unknown or hidden job; the limit is checked at the API', async () => {
      expect(await board.showSimilarJobs.execute({ jobId: '999999999' }, guest)).toEqual([]);
      const { rows } = await db.pool.query<{ id: string }>("select id from jobs where state = 'draft' limit 1");
      expect(await board.showSimilarJobs.execute({ jobId: rows[0]!.id }, guest)).toEqual([]);
      const answer = await graphql('{ similarJobs(id: "1", limit: 50) { id } }');
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('job file download', () => {
    const endpoint = () => jobFileEndpointFrom(container);
    const get = (jobId: string, name: string, headers: Record<string, string> = {}, query = '') =>
      endpoint().handle(new Request(`http://localhost/job-file/${jobId}/${name}${query}`, { headers }), jobId, name);

    it('serves the PDF of a visible file job with safe headers', async () => {
      const file = await visibleFileJob();
      const response = await get(file.id, file.file_name);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${file.file_name}"`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
      const download = await get(file.id, file.file_name, {}, '?download=1');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    });

    it('404 for a wrong name, another site’s job, a template job and nonsense', async () => {
      const file = await visibleFileJob();
      expect((await get(file.id, 'andere.pdf')).status).toBe(404);
      expect((await get('abc', file.file_name)).status).toBe(404);
      expect((await get('999999999', 'x.pdf')).status).toBe(404);
      const { rows } = await db.pool.query<{ id: string }>(
        "select j.id from jobs j where j.type = 'job_per_template' and j.state = 'published' limit 1",
      );
      expect((await get(rows[0]!.id, 'x.pdf')).status).toBe(404);
      const elsewhere = await db.pool.query<{ id: string; file_name: string }>(
        `select j.id, j.file_name from jobs j where j.type = 'job_per_file'
         and not exists (select 1 from job_sites s where s.job_id = j.id and s.site = 'suedwest') limit 1`,
      );
      if (elsewhere.rows[0]) expect((await get(elsewhere.rows[0].id, elsewhere.rows[0].file_name)).status).toBe(404);
    });

    it('once expired, only the organization’s owner (or staff) still gets it', async () => {
      const owner = await insertUser(db.pool, { roles: [['recruiter', null]] });
      const stranger = await insertUser(db.pool, { roles: [['applicant', null]] });
      const org = await insertOrganization(db.pool, { ownerId: owner });
      const id = await insertJob(db.pool, {
        organizationId: org,
        sites: ['suedwest'],
        publishedAt: daysFrom(new Date(), -60),
        expiresAt: daysFrom(new Date(), -1),
      });
      await db.pool.query("update jobs set type = 'job_per_file', file_key = $2, file_name = 'alt.pdf' where id = $1", [
        id,
        `jobs/${id}/alt.pdf`,
      ]);
      await new LocalFileStore(filesDir).write(`jobs/${id}/alt.pdf`, new TextEncoder().encode('%PDF-1.7 test'));
      const token = async (userId: string) => {
        const t = newSessionToken();
        await db.pool.query('insert into sessions (id, user_id, expires_at) values ($1, $2, $3)', [
          hashSessionToken(t),
          userId,
          daysFrom(new Date(), 1),
        ]);
        return { authorization: `Bearer ${t}` };
      };
      expect((await get(id, 'alt.pdf')).status).toBe(404);
      expect((await get(id, 'alt.pdf', await token(stranger))).status).toBe(404);
      expect((await get(id, 'alt.pdf', await token(owner))).status).toBe(200);
    });
  });

  describe('place suggestions (GeoNames data)', () => {
    it('through GraphQL: umlaut-insensitive, ranked, bounded on the south-west site', async () => {
      const ask = async (site: string, query: string) =>
        (
          await graphql(
            `{ placeSuggestions(query: ${JSON.stringify(query)}, limit: 5) { label lat lon locationType country administrativeArea } }`,
            site,
          )
        ).data!.placeSuggestions as Array<Record<string, unknown>>;
      const munich = await ask('default', 'munchen');
      expect(munich[0]).toMatchObject({ label: 'München', locationType: 'locality', country: 'DE', administrativeArea: 'Bayern' });
      expect(munich[0]!.lat).toBeCloseTo(48.14, 1);
      expect((await ask('default', 'Muenchen'))[0]!.label).toBe('München');
      expect((await ask('default', 'Frei')).map((p) => p.label)).toEqual(expect.arrayContaining(['Freiburg', 'Freiberg']));
      // South-west box: Freiberg (Saxony) is outside, Freiburg inside.
      const southWest = (await ask('suedwest', 'Frei')).map((p) => p.label);
      expect(southWest[0]).toBe('Freiburg');
      expect(southWest).not.toContain('Freiberg');
      expect((await ask('suedwest', 'Baden-W'))[0]).toMatchObject({
        label: 'Baden-Württemberg',
        locationType: 'administrative_area_level_1',
        administrativeArea: 'Baden-Württemberg',
      });
      expect((await ask('default', 'Deutschl'))[0]).toMatchObject({
        label: 'Deutschland',
        locationType: 'country',
        country: 'DE',
        administrativeArea: null,
      });
    });

    it('through the board gateway, and nonsense is a 4xx-style error or nothing, never a crash', async () => {
      const places = await board.suggestPlaces.execute({ query: 'Stuttg' }, { site: 'suedwest', locale: 'fr' });
      expect(places[0]).toMatchObject({ label: 'Stuttgart', locationType: 'locality', country: 'DE' });
      expect(await board.suggestPlaces.execute({ query: '   ' }, guest)).toEqual([]);
      expect(await board.suggestPlaces.execute({ query: '\u0000%%<script>'.repeat(30) }, guest)).toEqual([]);
      for (const query of [
        '{ placeSuggestions(query: "a", limit: 0) { label } }',
        `{ placeSuggestions(query: "${'a'.repeat(101)}") { label } }`,
      ]) {
        const answer = await graphql(query);
        expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });

  async function graphql(
    query: string,
    site = 'suedwest',
  ): Promise<{ data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> }> {
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-frontend': site },
        body: JSON.stringify({ query }),
      }),
    );
    expect(response.status).toBeLessThan(500);
    return response.json() as never;
  }
});
