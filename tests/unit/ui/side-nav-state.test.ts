import { describe, expect, it } from 'vitest';
import { isSubmenuOpen, toggleSubmenu } from '../../../src/ui/components/bottom-menu-state';
import { readCollapsed, sideNavStorageKey, writeCollapsed } from '../../../src/ui/components/side-nav-state';
import { pickLocale } from '../../../src/domain/routing/locale-negotiation';
import { parsePageSearch } from '../../../src/ui/routing/page-query';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('side navigation state', () => {
  it('is remembered per user kind', () => {
    const store = memory();
    writeCollapsed(store, 'recruiter', true);
    expect(readCollapsed(store, 'recruiter')).toBe(true);
    expect(readCollapsed(store, 'applicant')).toBe(false);
    expect(sideNavStorageKey('guest')).toBe('sideNav.collapsed.guest');
  });
  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCollapsed(broken, 'guest')).toBe(false);
    expect(() => writeCollapsed(broken, 'guest', true)).not.toThrow();
  });
});

describe('bottom menu submenu', () => {
  it('closes by itself when the route changes', () => {
    const open = toggleSubmenu({ openedAt: null }, '/jobs');
    expect(isSubmenuOpen(open, '/jobs')).toBe(true);
    expect(isSubmenuOpen(open, '/job/a-1')).toBe(false);
    expect(isSubmenuOpen(toggleSubmenu(open, '/jobs'), '/jobs')).toBe(false);
  });
});

describe('pickLocale', () => {
  it('honours q-values and language families', () => {
    expect(pickLocale('fr-CH, fr;q=0.9, en;q=0.8', ['de', 'en-GB', 'fr'], 'de')).toBe('fr');
    expect(pickLocale('en-US,en;q=0.9', ['de', 'en-GB'], 'de')).toBe('en-GB');
    expect(pickLocale('es, it;q=0.5', ['de', 'en-GB'], 'de')).toBe('de');
    expect(pickLocale('de;q=0.1, en;q=0.9', ['de', 'en-GB'], 'de')).toBe('en-GB');
    expect(pickLocale(undefined, ['de'], 'de')).toBe('de');
  });
});

describe('jobs page query', () => {
  it('turns nonsense into page 1 and keeps the key', () => {
    expect(parsePageSearch({ page: 'abc' })).toEqual({ page: undefined });
    expect(parsePageSearch({ page: 0 })).toEqual({ page: undefined });
    expect(parsePageSearch({ page: 3 })).toEqual({ page: 3 });
    expect(parsePageSearch({ page: '4' })).toEqual({ page: 4 });
  });
});
