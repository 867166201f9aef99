/** Misconfiguration stops start-up with one readable line and exit code 1, never a stack trace. */
import { describe, expect, it } from 'vitest';
import { startS3Server } from '../support/s3-server';
import { exitOf, freePort, run, SERVE, START, tempDir, removeDir } from './support/ops-harness';

const KNOWN = /Known sites: ausbildung, default, karriere, mainfranken, suedwest/;
const stackLine = /^\s+at /m;

describe('start-up errors', () => {
  it('serve.ts with SITE=nope exits 1 with one line naming the known sites', async () => {
    const proc = run([SERVE], { SITE: 'nope', PORT: String(await freePort()) });
    const { code } = await exitOf(proc, 60_000);
    expect(code).toBe(1);
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Unknown site "nope"/);
    expect(lines[0]).toMatch(KNOWN);
  }, 90_000);

  it('npm start with SITES naming an unknown site exits 1 with one line', async () => {
    const dir = tempDir('sites');
    try {
      const proc = run(['--import', 'tsx', START], {
        SITES: 'default,nope',
        SKIP_BUILD: '1',
        PM2_HOME: dir,
        DATABASE_URL: 'postgres://x@127.0.0.1:1/x',
      });
      const { code } = await exitOf(proc, 60_000);
      expect(code).toBe(1);
      expect(proc.stderr().trim().split('\n')).toHaveLength(1);
      expect(proc.stderr()).toMatch(/Unknown site "nope" in SITES/);
      expect(proc.output()).not.toMatch(stackLine);
    } finally {
      removeDir(dir);
    }
  }, 90_000);

  it('npm start with an unreachable DATABASE_URL exits 1 with one readable line and no stack trace', async () => {
    const closed = await freePort();
    const dir = tempDir('nodb');
    try {
      const proc = run(['--import', 'tsx', START], {
        DATABASE_URL: `postgres://jobboard:topsecret@127.0.0.1:${closed}/jobboard`,
        SKIP_BUILD: '1',
        PM2_HOME: dir,
      });
      const { code } = await exitOf(proc, 60_000);
      expect(code).toBe(1);
      const errors = proc.stderr().trim().split('\n');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBe(`Database unavailable at postgres://jobboard@127.0.0.1:${closed}/jobboard: connection refused`);
      expect(proc.output()).not.toMatch(stackLine);
      expect(proc.output()).not.toContain('topsecret');
    } finally {
      removeDir(dir);
    }
  }, 90_000);

  it('npm start with object storage that cannot be used exits 1 with one line, before touching the database', async () => {
    const s3 = await startS3Server();
    const dir = tempDir('nobucket');
    try {
      for (const [env, message] of [
        [{ S3_BUCKET: 'missing-bucket' }, 'Object storage bucket "missing-bucket" cannot be used: it does not exist'],
        [{ S3_SECRET_ACCESS_KEY: 'wrong-secret' }, `Object storage bucket "${s3.bucket}" cannot be used: the credentials are refused`],
      ] as const) {
        const proc = run(['--import', 'tsx', START], {
          ...s3.env,
          ...env,
          DATABASE_URL: 'postgres://x@127.0.0.1:1/x',
          SKIP_BUILD: '1',
          PM2_HOME: dir,
        });
        const { code } = await exitOf(proc, 60_000);
        expect(code).toBe(1);
        expect(proc.stderr().trim().split('\n')).toEqual([message]);
        expect(proc.output()).not.toMatch(stackLine);
        expect(proc.output()).not.toContain('wrong-secret');
      }
    } finally {
      await s3.stop();
      removeDir(dir);
    }
  }, 120_000);
});
