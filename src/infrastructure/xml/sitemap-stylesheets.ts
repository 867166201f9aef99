/**
 * XSLT 1.0 stylesheets that browsers apply to the sitemaps (`<?xml-stylesheet?>` in each document), so
 * a person opening `/sitemap.xml` sees a readable table instead of raw XML. Crawlers ignore them.
 * Static text; the labels are English on purpose (a technical page, the protocol's terms).
 */

const STYLE = `
        body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2933; }
        h1 { font-size: 1.4rem; }
        p { color: #52606d; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d9e2ec; }
        th { background: #f0f4f8; }
        td.n { color: #7b8794; width: 4rem; }
        a { color: #0b6e4f; word-break: break-all; }`;

const stylesheet = (title: string, body: string): string => `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9"
    exclude-result-prefixes="s">
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="robots" content="noindex"/>
        <title>${title}</title>
        <style>${STYLE}
        </style>
      </head>
      <body>
${body}
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;

/** For `<urlset>` documents (`/sitemap.xsl`). */
export const URLSET_XSL = stylesheet(
  'XML Sitemap',
  `        <h1>XML Sitemap</h1>
        <p>This sitemap lists <xsl:value-of select="count(s:urlset/s:url)"/> URLs for search engines (sitemaps.org protocol 0.9).</p>
        <table>
          <thead><tr><th>#</th><th>URL</th><th>Last modified</th></tr></thead>
          <tbody>
            <xsl:for-each select="s:urlset/s:url">
              <tr>
                <td class="n"><xsl:value-of select="position()"/></td>
                <td><a href="{s:loc}"><xsl:value-of select="s:loc"/></a></td>
                <td><xsl:value-of select="concat(substring(s:lastmod, 1, 10), ' ', substring(s:lastmod, 12, 5))"/></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>`,
);

/** For `<sitemapindex>` documents (`/sitemap-index.xsl`). */
export const SITEMAP_INDEX_XSL = stylesheet(
  'XML Sitemap Index',
  `        <h1>XML Sitemap Index</h1>
        <p>This index lists <xsl:value-of select="count(s:sitemapindex/s:sitemap)"/> sitemaps for search engines (sitemaps.org protocol 0.9).</p>
        <table>
          <thead><tr><th>#</th><th>Sitemap</th><th>Last modified</th></tr></thead>
          <tbody>
            <xsl:for-each select="s:sitemapindex/s:sitemap">
              <tr>
                <td class="n"><xsl:value-of select="position()"/></td>
                <td><a href="{s:loc}"><xsl:value-of select="s:loc"/></a></td>
                <td><xsl:value-of select="concat(substring(s:lastmod, 1, 10), ' ', substring(s:lastmod, 12, 5))"/></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>`,
);
