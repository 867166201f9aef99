/**
 * `npm test`'s first step (npm runs `pretest` before `test`): makes sure the programs the suite runs
 * besides Node are there — Chromium for the browser journeys, xmllint for the feed tests and, as root,
 * useradd (embedded PostgreSQL refuses root and runs as an OS user it creates). What is missing is
 * installed the way `.ci/run` used to, with apt (as root, or through sudo). When that cannot be done the
 * step stops with one line naming the command to run, before the suite starts and fails journey by
 * journey. With everything present it only looks at a few files: no process is started.
 *
 * JOBBOARD_NO_INSTALL=1 never installs (report only). CHROMIUM_PATH / XMLLINT_PATH choose the programs
 * (scripts/test-tools.ts); a variable naming no program is reported, not "fixed" by installing Debian's.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CanRun, canRun, chromiumPath, findOnPath, xmllintPath } from './test-tools';

/** What the check may look at and do; tests pass a fake one (a test must never run apt). */
export interface Machine {
  readonly env: NodeJS.ProcessEnv;
  /** Root runs apt itself; anyone else needs sudo. Root also needs useradd (see above). */
  readonly root: boolean;
  /** A person can answer sudo's password prompt (stdin is a terminal); else sudo must not prompt. */
  readonly interactive: boolean;
  readonly canRun: CanRun;
  /** Runs a command with the terminal attached; its exit code. */
  run(argv: readonly string[]): number;
  /** A progress line for the person watching. */
  say(line: string): void;
}

export type Outcome = { readonly ok: true; readonly installed: readonly string[] } | { readonly ok: false; readonly message: string };

interface Requirement {
  readonly name: string;
  /** The program the suite will run; null when there is none to look at (not on PATH). */
  readonly path: string | null;
  /** Set when the path comes from an environment variable: installing Debian's would not change it. */
  readonly variable: string | null;
  /** How it was looked for, for the message. */
  readonly where: string;
  /** The Debian package that provides it. */
  readonly debianPackage: string;
}

/** Switch that turns installing off: the check only reports. */
export const NO_INSTALL = 'JOBBOARD_NO_INSTALL';

function requirements(machine: Machine): Requirement[] {
  const { env } = machine;
  const chromium = chromiumPath(env);
  const xmllint = xmllintPath(env, machine.canRun);
  const list: Requirement[] = [
    {
      name: 'Chromium',
      path: chromium,
      variable: env.CHROMIUM_PATH ? 'CHROMIUM_PATH' : null,
      where: env.CHROMIUM_PATH ? `CHROMIUM_PATH=${chromium}` : chromium,
      debianPackage: 'chromium',
    },
    {
      name: 'xmllint',
      path: xmllint,
      variable: env.XMLLINT_PATH ? 'XMLLINT_PATH' : null,
      where: env.XMLLINT_PATH ? `XMLLINT_PATH=${xmllint}` : 'not on PATH',
      debianPackage: 'libxml2-utils',
    },
  ];
  if (machine.root) {
    list.push({
      name: 'useradd',
      path: findOnPath('useradd', env, machine.canRun),
      variable: null,
      where: 'not on PATH; PostgreSQL needs it under root',
      debianPackage: 'passwd',
    });
  }
  return list;
}

function missing(machine: Machine): Requirement[] {
  return requirements(machine).filter((r) => r.path === null || !machine.canRun(r.path));
}

/** The command line a person would type, e.g. `sudo apt-get update && sudo apt-get install -y … chromium`. */
export function aptCommand(packages: readonly string[], root: boolean): string {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function failure(lacking: readonly Requirement[], reason: string, fix: string): Outcome {
  const what = listed(lacking.map((r) => `${r.name} (${r.where})`));
  return { ok: false, message: `npm test needs ${what}; ${reason}: ${fix}` };
}

/** Checks, installs what is missing when it may, checks again. Never throws; the outcome says why not. */
export function ensurePrerequisites(machine: Machine): Outcome {
  const lacking = missing(machine);
  if (lacking.length === 0) return { ok: true, installed: [] };

  const packages = [...new Set(lacking.map((r) => r.debianPackage))];
  const command = aptCommand(packages, machine.root);

  const misnamed = lacking.filter((r) => r.variable !== null).map((r) => r.variable as string);
  if (misnamed.length > 0) {
    const one = misnamed.length === 1;
    return failure(
      lacking,
      `${listed(misnamed)} ${one ? 'names' : 'name'} no executable file`,
      `point ${one ? 'it at the program' : 'them at the programs'}, or unset ${one ? 'it' : 'them'} and run \`${command}\``,
    );
  }
  if (machine.env[NO_INSTALL] && machine.env[NO_INSTALL] !== '0') {
    return failure(lacking, `installing is switched off (${NO_INSTALL}=${machine.env[NO_INSTALL]})`, `run \`${command}\``);
  }
  const aptGet = findOnPath('apt-get', machine.env, machine.canRun);
  if (!aptGet) {
    return failure(
      lacking,
      'this machine has no apt-get',
      'install them with its package manager (CHROMIUM_PATH and XMLLINT_PATH say where they are)',
    );
  }
  let sudo: string[] = [];
  if (!machine.root) {
    const found = findOnPath('sudo', machine.env, machine.canRun);
    if (!found) return failure(lacking, 'npm test runs neither as root nor with sudo', `as root, run \`${aptCommand(packages, true)}\``);
    // Without a terminal sudo must fail rather than wait for a password nobody can type.
    sudo = machine.interactive ? [found] : [found, '-n'];
  }

  // `env` hands DEBIAN_FRONTEND to apt-get through sudo, which resets the environment.
  const apt = (...args: string[]) => machine.run([...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', aptGet, ...args]);
  machine.say(`npm test: installing ${packages.join(' ')} for ${listed(lacking.map((r) => r.name))} (${command})`);
  // apt-get install needs the package lists; a fresh machine (or container) has none.
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const status = apt(...args);
    if (status !== 0) return failure(lacking, `apt-get ${args[0]} failed (exit code ${status})`, `run \`${command}\``);
  }

  const still = missing(machine);
  if (still.length > 0) {
    return failure(still, `still missing after installing ${packages.join(' ')}`, 'set CHROMIUM_PATH / XMLLINT_PATH to where they are');
  }
  return { ok: true, installed: packages };
}

/** This process on this machine. */
export function thisMachine(): Machine {
  return {
    env: process.env,
    root: process.getuid?.() === 0,
    interactive: process.stdin.isTTY === true,
    canRun,
    run: (argv) => {
      const [file, ...args] = argv;
      const result = spawnSync(file as string, args, { stdio: 'inherit' });
      return result.error ? 127 : (result.status ?? 1);
    },
    say: (line) => console.log(line),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outcome = ensurePrerequisites(thisMachine());
  if (!outcome.ok) {
    console.error(outcome.message);
    process.exit(1);
  }
}
