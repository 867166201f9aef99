/**
 * npm run db:reset — wipes the database (embedded under ./data, or DATABASE_URL), migrates, seeds the
 * demo content and prints the demo sign-ins. Exit 1 with one line when the database is unreachable.
 */
import { FileSiteDirectory } from '../src/infrastructure/config/site-directory';
import { DatabaseUnavailableError } from '../src/infrastructure/postgres/database-url';
import { migrate } from '../src/infrastructure/postgres/migrate';
import { openDatabase } from '../src/infrastructure/postgres/open-database';
import { createPool } from '../src/infrastructure/postgres/pool';
import { dropPublicSchema } from '../src/infrastructure/postgres/reset-database';
import { seedDemoContent } from '../src/infrastructure/postgres/seed/seed-demo-content';

const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };

async function main(): Promise<number> {
  const sites = new FileSiteDirectory().all();
  const db = await openDatabase({ log });
  const pool = createPool(db.url, { max: 2, applicationName: 'jobboard-db-reset' });
  try {
    await dropPublicSchema(pool);
    const applied = await migrate(pool);
    console.log(`Migrated: ${applied.join(', ')}`);
    const summary = await seedDemoContent(pool, sites, log);
    if (!summary) throw new Error('Seed skipped although the schema was just recreated');
    console.log(`\nDemo content: ${summary.jobs} jobs, ${summary.organizations} organizations`);
    console.log(
      `Visible jobs per site: ${Object.entries(summary.jobsPerSite)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    console.log('\nDemo accounts:');
    for (const a of summary.accounts) console.log(`  ${a.role.padEnd(13)} ${a.email}  password: ${a.password}`);
    return 0;
  } finally {
    await pool.end().catch(() => undefined);
    await db.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DatabaseUnavailableError) {
      console.error(error.message);
    } else {
      console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    process.exit(1);
  },
);
