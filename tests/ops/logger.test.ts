import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logLevel } from '../../src/infrastructure/logging/logger';

function capture(): { stream: Writable; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('logger', () => {
  it('writes JSON with site and pid, and redacts credentials, e-mail and password fields', () => {
    const out = capture();
    const log = createLogger({ site: 'default' }, { destination: out.stream });
    log.info(
      {
        email: 'a@example.test',
        user: { email: 'b@example.test', password: 'hunter2' },
        input: { applicant: { emailAddress: 'c@example.test', password: 'x' } },
        req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1', 'set-cookie': 'sid=2', accept: 'text/html' } },
      },
      'hello',
    );
    const [line] = out.lines();
    expect(line).toMatchObject({ level: 'info', site: 'default', pid: process.pid, msg: 'hello' });
    const text = JSON.stringify(line);
    for (const secret of ['a@example.test', 'b@example.test', 'c@example.test', 'hunter2', 'Bearer abc', 'sid=1', 'sid=2']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('text/html');
  });

  it('takes its level from LOG_LEVEL, default info', () => {
    expect(logLevel({})).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'DEBUG' })).toBe('debug');
    expect(logLevel({ LOG_LEVEL: 'loud' })).toBe('info');
    const out = capture();
    createLogger({}, { level: 'warn', destination: out.stream }).info('hidden');
    expect(out.stream.writableLength).toBe(0);
  });
});
