import { describe, expect, it } from 'vitest';
import { siteThemeFor } from '../../../src/ui/theme/site-theme';
import { pageStylesheet } from '../../../src/ui/theme/page-stylesheet';
import { JOB_CARD } from '../../../src/ui/theme/job-card-styles';
import { SHELL } from '../../../src/ui/theme/shell-styles';

const colours = { primary: '#1d4e6f', secondary: '#f39c12', background: '#f7f7f7' };

describe('the page stylesheet', () => {
  it('is plain CSS: nested selectors and media queries resolved, numbers in pixels', () => {
    const css = pageStylesheet(siteThemeFor(colours, 'de'));
    expect(css).not.toMatch(/&/);
    expect(css).toContain(`.${JOB_CARD.facts}>li{`);
    expect(css).toContain(`.${SHELL.footerRow}{display:flex;`);
    expect(css).toMatch(/@media \(min-width:600px\)\{\.jb-footer-row\{flex-direction:row;/);
    expect(css).toContain(
      '.jb-icon-button{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;box-sizing:border-box;width:34px;',
    );
  });

  it('carries the site’s colours', () => {
    const css = pageStylesheet(siteThemeFor({ ...colours, primary: '#a31515' }, 'de'));
    expect(css).toContain('#nprogress .bar{background:#a31515;');
    expect(css).toMatch(/\.job-card-title a\{color:#a31515;/);
  });

  it('is written once per theme, not per render', () => {
    const theme = siteThemeFor(colours, 'fr');
    expect(pageStylesheet(theme)).toBe(pageStylesheet(theme));
  });
});
