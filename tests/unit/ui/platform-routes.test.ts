import { describe, expect, it } from 'vitest';
import { isPlatformPath, PLATFORM_FAMILIES } from '../../../src/domain/routing/platform-paths';
import { PLATFORM_ROUTES } from '../../../src/ui/platform-routes';

/**
 * A board-only process forwards every platform path to a platform-only process, which answers from its
 * own route table. A family without a route there would answer 404 only in the split topology.
 */
describe('the platform-only route table', () => {
  const answers = (path: string) => PLATFORM_ROUTES.some((route) => route.path.test(path));
  const escaped = (path: string) => path.replaceAll('/', '\\/').replaceAll('.', '\\.');

  it.each(PLATFORM_FAMILIES)('has a route for %s', (family) => {
    const prefix = `^${escaped(family)}`;
    // The family's path itself, then the end, a slash or a group (not a longer name such as /job-files).
    const routed = PLATFORM_ROUTES.some(({ path }) => path.source.startsWith(prefix) && /^[$\\(]/.test(path.source.slice(prefix.length)));
    expect(routed).toBe(true);
  });

  it('answers only platform paths', () => {
    const samples = [
      ...PLATFORM_FAMILIES.flatMap((f) => [f, `${f}/a`, `${f}/a/b`]),
      '/sitemap.xml',
      '/de/jobs/sitemap.xml',
      '/jobs',
      '/de/jobs',
    ];
    for (const path of samples.filter(answers)) expect(isPlatformPath(path)).toBe(true);
    expect(answers('/jobs')).toBe(false);
  });
});
