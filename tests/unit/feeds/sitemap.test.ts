import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import {
  jobPagePath,
  parseSitemapPage,
  renderSitemapIndex,
  renderUrlset,
  sitemapPartCount,
  sitemapPath,
  sitemapTypesOf,
  w3cDatetime,
} from '../../../src/domain/feeds/sitemap';
import { xmllint } from './xmllint';

const SCHEMAS = resolve(__dirname, '../../integration/feeds/schemas');

describe('sitemaps (sitemaps.org 0.9)', () => {
  it('renders a urlset with its stylesheet, escaped locs and W3C datetimes, valid against the schema', () => {
    const xml = renderUrlset([
      { loc: 'https://www.jobs-regional.de/job/a-1', lastmod: '2026-11-03T08:00:00.123Z' },
      { loc: 'https://www.jobs-regional.de/jobs/sitemap.xml?page=2&x=1', lastmod: null },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://www.jobs-regional.de/job/a-1</loc><lastmod>2026-11-03T08:00:00+00:00</lastmod></url>' +
        '<url><loc>https://www.jobs-regional.de/jobs/sitemap.xml?page=2&amp;x=1</loc></url></urlset>\n',
    );
    expect(xmllint(xml, { schema: `${SCHEMAS}/sitemap.xsd` })).toMatchObject({ ok: true });
  });

  it('renders a sitemap index with its own stylesheet, valid against the schema', () => {
    const xml = renderSitemapIndex([{ loc: 'https://www.jobs-suedwest.de/de/jobs/sitemap.xml', lastmod: '2026-11-03T08:00:00.000Z' }]);
    expect(xml).toContain('<?xml-stylesheet type="text/xsl" href="/sitemap-index.xsl"?>');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>');
    expect(xmllint(xml, { schema: `${SCHEMAS}/siteindex.xsd` })).toMatchObject({ ok: true });
  });

  it('refuses empty documents and overlong locs (the protocol forbids both)', () => {
    expect(() => renderUrlset([])).toThrow();
    expect(() => renderSitemapIndex([])).toThrow();
    expect(() => renderUrlset([{ loc: `https://x.example/${'a'.repeat(2048)}`, lastmod: null }])).toThrow(/2048/);
  });

  it('numbers parts, names their paths and reads the page parameter', () => {
    expect(sitemapPartCount(0, 3)).toBe(1);
    expect(sitemapPartCount(3, 3)).toBe(1);
    expect(sitemapPartCount(7, 3)).toBe(3);
    expect(sitemapPartCount(50_001)).toBe(2);
    expect(sitemapPath('jobs', 1)).toBe('/jobs/sitemap.xml');
    expect(sitemapPath('blog', 3)).toBe('/blog/sitemap.xml?page=3');
    expect(parseSitemapPage(null)).toEqual({ ok: true, value: 1 });
    expect(parseSitemapPage('2')).toEqual({ ok: true, value: 2 });
    for (const bad of ['0', '-1', '1.5', 'x', '', '01', '9999999']) expect(parseSitemapPage(bad).ok).toBe(false);
  });

  it('builds job page paths and W3C datetimes', () => {
    expect(jobPagePath('koch-12')).toBe('/job/koch-12');
    expect(w3cDatetime('2026-11-03T08:00:00.999Z')).toBe('2026-11-03T08:00:00+00:00');
  });

  it('lists the blog sitemap only where the blog is on', () => {
    expect(sitemapTypesOf({ features: { blog: true } })).toEqual(['jobs', 'blog', 'organizations', 'landing', 'directory']);
    expect(sitemapTypesOf({ features: { blog: false } })).toEqual(['jobs', 'organizations', 'landing', 'directory']);
  });
});
