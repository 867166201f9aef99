import { expect, type Page } from '@playwright/test';

export const SITES = {
  default: { origin: 'http://localhost:3000', prefix: '' },
  suedwest: { origin: 'http://localhost:3001', prefix: '/de' },
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
