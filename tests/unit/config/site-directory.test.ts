import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';

function copyOfSites(edit?: (key: string, config: Record<string, any>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'sites-'));
  cpSync('sites', dir, { recursive: true });
  if (edit) {
    for (const key of ['default', 'suedwest', 'mainfranken', 'ausbildung', 'karriere']) {
      const file = join(dir, key, 'site.json');
      const config = JSON.parse(readFileSync(file, 'utf8'));
      edit(key, config);
      writeFileSync(file, JSON.stringify(config));
    }
  }
  return dir;
}

describe('site configuration', () => {
  const sites = new FileSiteDirectory();

  it('ships five valid sites that differ only by configuration', () => {
    expect(
      sites
        .all()
        .map((s) => s.key)
        .sort(),
    ).toEqual(['ausbildung', 'default', 'karriere', 'mainfranken', 'suedwest']);
    expect(sites.all().some((s) => s.port === 3001)).toBe(true);
    for (const site of sites.all()) {
      expect(site.locales).toContain('de');
      expect(site.features.euroVat).toBe(false);
      expect(site.listing.jobsPerPage).toBe(10);
      expect(site.listing.organizationsPerPage).toBe(12);
    }
    expect(sites.all().filter((s) => s.locales.length > 1).length).toBeGreaterThanOrEqual(1);
    expect(sites.all().some((s) => s.locales.includes('fr'))).toBe(true);
    expect(sites.all().some((s) => s.listing.defaultRadiusKm === 25)).toBe(true);
  });

  it('stops on an unknown site and names the known ones', () => {
    expect(() => sites.require('nope')).toThrow(/Unknown site "nope". Known sites: .*suedwest/);
    expect(() => sites.require(undefined)).toThrow(/No site chosen \(set SITE\)/);
  });

  it('names the file and the failing field of an invalid config', () => {
    const dir = copyOfSites((key, c) => {
      if (key === 'karriere') {
        c.listing.defaultRadiusKm = 7;
        c.theme.primary = 'blue';
      }
    });
    expect(() => new FileSiteDirectory(dir)).toThrow(
      /karriere\/site\.json: .*listing\.defaultRadiusKm: must be one of 5, 25, 50, 100, 200/,
    );
    expect(() => new FileSiteDirectory(dir)).toThrow(/theme\.primary: must be a colour/);
  });

  it('refuses a site without German, with the euro VAT system on, or with unknown keys', () => {
    expect(() => new FileSiteDirectory(copyOfSites((k, c) => k === 'default' && (c.locales = ['fr'])))).toThrow(/locales: must include de/);
    expect(() => new FileSiteDirectory(copyOfSites((k, c) => k === 'default' && (c.features.euroVat = true)))).toThrow(/euro VAT/);
    expect(() => new FileSiteDirectory(copyOfSites((k, c) => k === 'default' && (c.colour = 'red')))).toThrow(/colour/);
  });

  it('refuses two sites on one port and a key that differs from its folder', () => {
    expect(() => new FileSiteDirectory(copyOfSites((k, c) => k === 'karriere' && (c.port = 3001)))).toThrow(/both use port 3001/);
    expect(() => new FileSiteDirectory(copyOfSites((k, c) => k === 'karriere' && (c.key = 'other')))).toThrow(/must equal its folder name/);
  });

  it('reports broken JSON with the file name', () => {
    const dir = copyOfSites();
    writeFileSync(join(dir, 'default', 'site.json'), '{ nope');
    expect(() => new FileSiteDirectory(dir)).toThrow(/default\/site\.json: not valid JSON/);
  });
});
