import { describe, expect, it } from 'vitest';
import { siteThemeFor } from '../../../src/ui/theme/site-theme';

const colours = { primary: '#004b87', secondary: '#e30613', background: '#f6f7f9' };

describe('the site theme speaks the page language in MUI’s own labels', () => {
  const labels = (locale: 'de' | 'en-GB' | 'fr') => {
    const components = siteThemeFor(colours, locale).components as Record<string, { defaultProps?: Record<string, unknown> }>;
    const pagination = components.MuiPagination?.defaultProps ?? {};
    const itemLabel = pagination.getItemAriaLabel as ((type: string, page: number, selected: boolean) => string) | undefined;
    return {
      open: components.MuiAutocomplete?.defaultProps?.openText,
      pagination: pagination['aria-label'],
      next: itemLabel?.('next', 2, false),
    };
  };

  it('German and French pages get German and French labels, not “Open” and “pagination navigation”', () => {
    expect(labels('de')).toEqual({ open: 'Öffnen', pagination: 'Navigation via Seitennummerierung', next: 'Zur nächsten Seite' });
    expect(labels('fr')).toEqual({ open: 'Ouvrir', pagination: 'navigation de pagination', next: 'Aller à la page suivante' });
    // English pages keep MUI's own English (its default, which the enUS locale leaves as it is).
    expect(labels('en-GB').open ?? 'Open').toBe('Open');
  });

  it('one theme per site colours and locale', () => {
    expect(siteThemeFor(colours, 'de')).toBe(siteThemeFor(colours, 'de'));
    expect(siteThemeFor(colours, 'de')).not.toBe(siteThemeFor(colours, 'fr'));
  });
});
