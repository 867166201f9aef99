import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAGED_UPLOAD_GRACE_MS, sweepStagedUploads } from '../../../src/infrastructure/files/staged-upload-sweeper';

describe('the staged-upload sweep (real disk)', () => {
  const root = mkdtempSync(join(tmpdir(), 'sweep-'));
  const area = join(root, '.incoming');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('removes uploads older than the grace period and keeps those a request may still be reading', async () => {
    mkdirSync(area, { recursive: true });
    const now = Date.now();
    const stale = join(area, '11111111-1111-4111-8111-111111111111');
    const fresh = join(area, '22222222-2222-4222-8222-222222222222');
    writeFileSync(stale, 'left by a killed worker');
    writeFileSync(fresh, 'being read right now');
    const old = (now - STAGED_UPLOAD_GRACE_MS - 60_000) / 1000;
    utimesSync(stale, old, old);
    expect(await sweepStagedUploads(area, now)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('a host that never staged anything has nothing to sweep', async () => {
    expect(await sweepStagedUploads(join(root, 'missing'), Date.now())).toBe(0);
  });
});
