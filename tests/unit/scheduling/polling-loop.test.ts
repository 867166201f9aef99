import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { PollingLoop, type PollingLoopOptions } from '../../../src/infrastructure/scheduling/polling-loop';

/** A logger that keeps its warnings (the loop only warns). */
function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (_obj: unknown, msg: string) => warnings.push(msg) } as unknown as Logger & { warnings: string[] };
}

function loop(round: PollingLoopOptions['round'], options: Partial<PollingLoopOptions> = {}) {
  const logger = recordingLogger();
  return {
    logger,
    loop: new PollingLoop({ name: 'test', intervalMs: 60_000, maxRounds: 5, passAtStart: false, logger, round, ...options }),
  };
}

describe('PollingLoop (background pollers of every worker)', () => {
  it('runs rounds back to back while they fill their batch, at most maxRounds per pass', async () => {
    const results = [true, true, false, true];
    let rounds = 0;
    const { loop: l } = loop(async () => results[rounds++] ?? false);
    await l.pass();
    expect(rounds).toBe(3);

    let endless = 0;
    const { loop: capped } = loop(async () => (endless++, true), { maxRounds: 4 });
    await capped.pass();
    expect(endless).toBe(4);
  });

  it('shares the pass in flight between concurrent callers', async () => {
    let rounds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { loop: l } = loop(async () => {
      rounds++;
      await gate;
      return false;
    });
    const first = l.pass();
    const second = l.pass();
    release();
    await Promise.all([first, second]);
    expect(rounds).toBe(1);
  });

  it('logs a failing round by the loop’s name and polls again on the next pass', async () => {
    let calls = 0;
    const { loop: l, logger } = loop(async () => {
      calls++;
      if (calls === 1) throw new Error('database gone');
      return false;
    });
    await l.pass();
    expect(logger.warnings).toEqual(['test pass failed']);
    await l.pass();
    expect(calls).toBe(2);
  });

  it('passes at start only when asked; stop waits for the pass in flight and ends further rounds', async () => {
    let atStart = 0;
    const idle = loop(async () => (atStart++, false));
    idle.loop.start();
    await idle.loop.stop();
    expect(atStart).toBe(0);

    let rounds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { loop: l } = loop(
      async () => {
        rounds++;
        await gate;
        return true;
      },
      { passAtStart: true },
    );
    l.start();
    let stopped = false;
    const stopping = l.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    // The round in flight finished; no further round began although it reported a full batch.
    expect(rounds).toBe(1);
    l.start();
    await l.stop();
    expect(rounds).toBe(1);
  });
});
