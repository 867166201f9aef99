import { expect, type Page } from '@playwright/test';

/** PORT_OFFSET shifts every site's port (two checkouts running the journeys side by side). */
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);

export const SITES = {
  default: { origin: `http://localhost:${3000 + OFFSET}`, prefix: '' },
  suedwest: { origin: `http://localhost:${3001 + OFFSET}`, prefix: '/de' },
} as const;

/** Fails the test on any uncaught page error, console error (hydration mismatches log there) or outside request. */
export function watchPage(page: Page, origin: string): { problems: string[] } {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) problems.push(`outside request: ${url}`);
  });
  return { problems };
}

export async function expectNoProblems(watch: { problems: string[] }): Promise<void> {
  expect(watch.problems, watch.problems.join('\n')).toEqual([]);
}
