import type pg from 'pg';

type Name = { de: string; 'en-GB': string; fr: string };

interface DemoProduct {
  readonly kind: 'job_bundle' | 'upgrade' | 'resume_credits' | 'subscription';
  readonly name: Name;
  readonly netCents: number;
  readonly units?: number;
  readonly runtimeDays?: number;
  readonly upgradeKind?: 'top' | 'featured';
  readonly jobSlots?: number;
  readonly resumeContactSlots?: number;
}

/** The demo catalogue every site sells (staff may change prices and products in the table). */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    kind: 'job_bundle',
    name: { de: '1 Stellenanzeige', 'en-GB': '1 job ad', fr: '1 annonce' },
    netCents: 29_900,
    units: 1,
    runtimeDays: 30,
  },
  {
    kind: 'job_bundle',
    name: { de: '5 Stellenanzeigen', 'en-GB': '5 job ads', fr: '5 annonces' },
    netCents: 129_900,
    units: 5,
    runtimeDays: 30,
  },
  {
    kind: 'job_bundle',
    name: { de: '10 Stellenanzeigen', 'en-GB': '10 job ads', fr: '10 annonces' },
    netCents: 229_900,
    units: 10,
    runtimeDays: 60,
  },
  {
    kind: 'upgrade',
    name: { de: 'Top-Job', 'en-GB': 'Top job', fr: 'Top annonce' },
    netCents: 9_900,
    runtimeDays: 14,
    upgradeKind: 'top',
  },
  {
    kind: 'upgrade',
    name: { de: 'Hervorgehobener Job', 'en-GB': 'Featured job', fr: 'Annonce mise en avant' },
    netCents: 14_900,
    runtimeDays: 14,
    upgradeKind: 'featured',
  },
  {
    kind: 'resume_credits',
    name: { de: '10 Lebenslauf-Kontakte', 'en-GB': '10 CV contacts', fr: '10 contacts CV' },
    netCents: 19_900,
    units: 10,
  },
  {
    kind: 'subscription',
    name: { de: 'Recruiting-Abo Jahr', 'en-GB': 'Recruiting subscription, one year', fr: 'Abonnement recrutement, un an' },
    netCents: 499_900,
    runtimeDays: 365,
    jobSlots: 5,
    resumeContactSlots: 50,
  },
];

/** The demo catalogue on each site. */
export async function insertDemoProducts(client: pg.PoolClient, siteKeys: readonly string[]): Promise<void> {
  for (const site of siteKeys) {
    for (const [position, p] of DEMO_PRODUCTS.entries()) {
      await client.query(
        `insert into commerce_products (site, kind, name, net_cents, units, runtime_days, upgrade_kind, job_slots, resume_contact_slots, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          site,
          p.kind,
          JSON.stringify(p.name),
          p.netCents,
          p.units ?? 0,
          p.runtimeDays ?? 0,
          p.upgradeKind ?? null,
          p.jobSlots ?? 0,
          p.resumeContactSlots ?? 0,
          position,
        ],
      );
    }
  }
}
