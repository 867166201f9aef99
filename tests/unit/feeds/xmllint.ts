import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { xmllintPath } from '../../../scripts/test-tools';

/**
 * libxml2's command-line tool: XMLLINT_PATH, else the first on PATH, else Debian's (package libxml2-utils,
 * which `npm test`'s pretest check installs when missing) — the program that check found.
 */
export const XMLLINT = xmllintPath();

export interface XmllintResult {
  readonly ok: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs xmllint on a document given as text: `--noout` checks well-formedness; `schema` adds
 * `--schema <xsd>`; `c14n` prints the canonical form instead (CDATA unwrapped, entities expanded the
 * libxml2 way), which the property tests decode to compare text round trips.
 */
export function xmllint(document: string, options: { schema?: string; c14n?: boolean } = {}): XmllintResult {
  const dir = mkdtempSync(join(tmpdir(), 'feeds-xmllint-'));
  try {
    const file = join(dir, 'doc.xml');
    writeFileSync(file, document, 'utf8');
    const args = [options.c14n ? '--c14n' : '--noout', '--nonet', ...(options.schema ? ['--schema', options.schema] : []), file];
    const run = spawnSync(XMLLINT, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (run.error) throw run.error;
    return { ok: run.status === 0, stdout: run.stdout, stderr: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
