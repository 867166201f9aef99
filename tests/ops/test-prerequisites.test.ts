/**
 * `npm test`'s pretest check (scripts/pretest.ts): with Chromium or xmllint missing it installs them
 * with apt or stops with one line naming the command, before any suite runs. The script itself runs
 * with the programs hidden through CHROMIUM_PATH / XMLLINT_PATH and JOBBOARD_NO_INSTALL=1; the install
 * paths run against a fake machine, so no test ever runs apt.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import playwrightConfig from '../../playwright.config';
import { aptCommand, ensurePrerequisites, type Machine } from '../../scripts/pretest';
import { chromiumPath, xmllintPath } from '../../scripts/test-tools';
import { XMLLINT } from '../unit/feeds/xmllint';
import { exitOf, removeDir, run, tempDir } from './support/ops-harness';

const PRETEST = ['--import', 'tsx', 'scripts/pretest.ts'];
const ROOT_HERE = process.getuid?.() === 0;
const stackLine = /^\s+at /m;

describe('pretest script', () => {
  it('with Chromium and xmllint hidden and installing off, exits 1 with one line naming the apt command', async () => {
    const started = Date.now();
    const proc = run(PRETEST, { CHROMIUM_PATH: '/nonexistent/chromium', XMLLINT_PATH: '/nonexistent/xmllint', JOBBOARD_NO_INSTALL: '1' });
    const { code } = await exitOf(proc, 30_000);
    expect(code).toBe(1);
    expect(proc.stdout()).toBe('');
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      'npm test needs Chromium (CHROMIUM_PATH=/nonexistent/chromium) and xmllint (XMLLINT_PATH=/nonexistent/xmllint); ' +
        'CHROMIUM_PATH and XMLLINT_PATH name no executable file: point them at the programs, or unset them and run ' +
        `\`${aptCommand(['chromium', 'libxml2-utils'], ROOT_HERE)}\``,
    );
    expect(proc.output()).not.toMatch(stackLine);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('passes silently when CHROMIUM_PATH and XMLLINT_PATH name programs that are there', async () => {
    const dir = tempDir('tools');
    try {
      const programs = { CHROMIUM_PATH: join(dir, 'my-chromium'), XMLLINT_PATH: join(dir, 'my-xmllint') };
      for (const file of Object.values(programs)) {
        writeFileSync(file, '#!/bin/sh\nexit 0\n');
        chmodSync(file, 0o755);
      }
      const proc = run(PRETEST, { ...programs, JOBBOARD_NO_INSTALL: '1' });
      const { code } = await exitOf(proc, 30_000);
      expect(proc.output()).toBe('');
      expect(code).toBe(0);
    } finally {
      removeDir(dir);
    }
  });

  it('a file that is there but not executable counts as missing', async () => {
    const dir = tempDir('tools');
    try {
      const chromium = join(dir, 'chromium');
      writeFileSync(chromium, 'not a program');
      chmodSync(chromium, 0o644);
      const proc = run(PRETEST, { CHROMIUM_PATH: chromium, JOBBOARD_NO_INSTALL: '1' });
      const { code } = await exitOf(proc, 30_000);
      expect(code).toBe(1);
      expect(proc.stderr().trim().split('\n')).toEqual([
        `npm test needs Chromium (CHROMIUM_PATH=${chromium}); CHROMIUM_PATH names no executable file: ` +
          `point it at the program, or unset it and run \`${aptCommand(['chromium'], ROOT_HERE)}\``,
      ]);
    } finally {
      removeDir(dir);
    }
  });
});

describe('the programs the suite runs are the ones the check looked at', () => {
  it('xmllint in the feed tests and Chromium in Playwright come from scripts/test-tools.ts', () => {
    expect(XMLLINT).toBe(xmllintPath());
    expect(playwrightConfig.use?.launchOptions?.executablePath).toBe(chromiumPath());
  });

  it('CHROMIUM_PATH and XMLLINT_PATH win; xmllint is else looked for on PATH, then in /usr/bin', () => {
    const can = (path: string) => path === '/opt/libxml2/bin/xmllint';
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium' })).toBe('/opt/chromium');
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(xmllintPath({ XMLLINT_PATH: '/x/xmllint', PATH: '/opt/libxml2/bin' }, can)).toBe('/x/xmllint');
    expect(xmllintPath({ PATH: '/usr/bin:/opt/libxml2/bin' }, can)).toBe('/opt/libxml2/bin/xmllint');
    expect(xmllintPath({ PATH: '/usr/bin' }, can)).toBe('/usr/bin/xmllint');
  });
});

/** Debian's binaries per package, as the fake apt-get "installs" them. */
const PROVIDES: Record<string, string[]> = {
  chromium: ['/usr/bin/chromium'],
  'libxml2-utils': ['/usr/bin/xmllint'],
  passwd: ['/usr/sbin/useradd'],
};
const EVERYTHING = ['/usr/bin/chromium', '/usr/bin/xmllint', '/usr/sbin/useradd', '/usr/bin/apt-get', '/usr/bin/sudo'];

function fakeMachine(options: {
  files?: string[];
  without?: string[];
  root?: boolean;
  interactive?: boolean;
  env?: NodeJS.ProcessEnv;
  exits?: number[];
}) {
  const files = new Set((options.files ?? EVERYTHING).filter((f) => !options.without?.includes(f)));
  const commands: string[][] = [];
  const said: string[] = [];
  const exits = [...(options.exits ?? [])];
  const machine: Machine = {
    env: { PATH: '/usr/local/bin:/usr/bin:/usr/sbin', ...options.env },
    root: options.root ?? true,
    interactive: options.interactive ?? false,
    canRun: (path) => files.has(path),
    run: (argv) => {
      commands.push([...argv]);
      const code = exits.shift() ?? 0;
      const install = argv.indexOf('install');
      if (code === 0 && install >= 0) {
        for (const pkg of argv.slice(install + 1).filter((a) => !a.startsWith('-'))) for (const f of PROVIDES[pkg] ?? []) files.add(f);
      }
      return code;
    },
    say: (line) => said.push(line),
  };
  return { machine, commands, said };
}

const APT = ['env', 'DEBIAN_FRONTEND=noninteractive', '/usr/bin/apt-get'];

describe('ensurePrerequisites', () => {
  it('does nothing when everything is there', () => {
    const { machine, commands, said } = fakeMachine({});
    expect(ensurePrerequisites(machine)).toEqual({ ok: true, installed: [] });
    expect(commands).toEqual([]);
    expect(said).toEqual([]);
  });

  it('as root installs the missing packages with apt-get update, then install, and checks again', () => {
    const { machine, commands, said } = fakeMachine({ without: ['/usr/bin/chromium', '/usr/bin/xmllint'] });
    expect(ensurePrerequisites(machine)).toEqual({ ok: true, installed: ['chromium', 'libxml2-utils'] });
    expect(commands).toEqual([
      [...APT, 'update'],
      [...APT, 'install', '-y', '--no-install-recommends', 'chromium', 'libxml2-utils'],
    ]);
    expect(said).toEqual([
      'npm test: installing chromium libxml2-utils for Chromium and xmllint ' +
        '(apt-get update && apt-get install -y --no-install-recommends chromium libxml2-utils)',
    ]);
  });

  it('as root also needs useradd (package passwd) for PostgreSQL; as another user it does not', () => {
    const root = fakeMachine({ without: ['/usr/sbin/useradd'] });
    expect(ensurePrerequisites(root.machine)).toEqual({ ok: true, installed: ['passwd'] });
    const user = fakeMachine({ without: ['/usr/sbin/useradd'], root: false });
    expect(ensurePrerequisites(user.machine)).toEqual({ ok: true, installed: [] });
    expect(user.commands).toEqual([]);
  });

  it('as another user goes through sudo, non-interactive (-n) without a terminal', () => {
    const batch = fakeMachine({ without: ['/usr/bin/chromium'], root: false });
    expect(ensurePrerequisites(batch.machine)).toMatchObject({ ok: true });
    expect(batch.commands.map((c) => c.slice(0, 3))).toEqual([
      ['/usr/bin/sudo', '-n', 'env'],
      ['/usr/bin/sudo', '-n', 'env'],
    ]);
    const terminal = fakeMachine({ without: ['/usr/bin/chromium'], root: false, interactive: true });
    expect(ensurePrerequisites(terminal.machine)).toMatchObject({ ok: true });
    expect(terminal.commands[1]).toEqual(['/usr/bin/sudo', ...APT, 'install', '-y', '--no-install-recommends', 'chromium']);
  });

  it('finds xmllint anywhere on PATH: nothing to install', () => {
    const { machine, commands } = fakeMachine({ files: [...EVERYTHING.filter((f) => f !== '/usr/bin/xmllint'), '/usr/local/bin/xmllint'] });
    expect(ensurePrerequisites(machine)).toEqual({ ok: true, installed: [] });
    expect(commands).toEqual([]);
  });

  it('with JOBBOARD_NO_INSTALL=1 only reports', () => {
    const { machine, commands } = fakeMachine({ without: ['/usr/bin/chromium'], env: { JOBBOARD_NO_INSTALL: '1' } });
    expect(ensurePrerequisites(machine)).toEqual({
      ok: false,
      message:
        'npm test needs Chromium (/usr/bin/chromium); installing is switched off (JOBBOARD_NO_INSTALL=1): ' +
        'run `apt-get update && apt-get install -y --no-install-recommends chromium`',
    });
    expect(commands).toEqual([]);
  });

  it('never installs Debian’s package for a variable that names no program', () => {
    const { machine, commands } = fakeMachine({ without: ['/usr/bin/xmllint'], env: { CHROMIUM_PATH: '/nowhere' } });
    const outcome = ensurePrerequisites(machine);
    expect(outcome).toEqual({
      ok: false,
      message:
        'npm test needs Chromium (CHROMIUM_PATH=/nowhere) and xmllint (not on PATH); CHROMIUM_PATH names no executable file: ' +
        'point it at the program, or unset it and run `apt-get update && apt-get install -y --no-install-recommends chromium libxml2-utils`',
    });
    expect(commands).toEqual([]);
  });

  it('stops at the first failing apt-get step with the command to run', () => {
    const { machine, commands } = fakeMachine({ without: ['/usr/bin/chromium'], root: false, exits: [100] });
    expect(ensurePrerequisites(machine)).toEqual({
      ok: false,
      message:
        'npm test needs Chromium (/usr/bin/chromium); apt-get update failed (exit code 100): ' +
        'run `sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium`',
    });
    expect(commands).toHaveLength(1);
  });

  it('without root or sudo, names the command to run as root', () => {
    const { machine, commands } = fakeMachine({ without: ['/usr/bin/xmllint', '/usr/bin/sudo'], root: false });
    expect(ensurePrerequisites(machine)).toEqual({
      ok: false,
      message:
        'npm test needs xmllint (not on PATH); npm test runs neither as root nor with sudo: ' +
        'as root, run `apt-get update && apt-get install -y --no-install-recommends libxml2-utils`',
    });
    expect(commands).toEqual([]);
  });

  it('without apt-get, says so', () => {
    const { machine } = fakeMachine({ without: ['/usr/bin/chromium', '/usr/bin/apt-get'] });
    const outcome = ensurePrerequisites(machine);
    expect(outcome.ok).toBe(false);
    expect(outcome).toMatchObject({
      message: expect.stringMatching(/^npm test needs Chromium \(\/usr\/bin\/chromium\); this machine has no apt-get: /),
    });
  });

  it('reports what apt-get did not bring', () => {
    const { machine } = fakeMachine({ without: ['/usr/bin/chromium'] });
    const run = machine.run;
    // An apt-get that succeeds but installs nothing (a package that lands elsewhere, say).
    const lazy: Machine = { ...machine, run: (argv) => (argv.includes('install') ? 0 : run(argv)) };
    expect(ensurePrerequisites(lazy)).toEqual({
      ok: false,
      message:
        'npm test needs Chromium (/usr/bin/chromium); still missing after installing chromium: set CHROMIUM_PATH / XMLLINT_PATH to where they are',
    });
  });
});
