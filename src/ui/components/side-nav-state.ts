import type { UserKind } from '../../domain/identity/roles';

/** The side navigation remembers its collapsed state separately per user kind. */
export const sideNavStorageKey = (kind: UserKind): string => `sideNav.collapsed.${kind}`;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readCollapsed(store: KeyValueStore | undefined, kind: UserKind): boolean {
  try {
    return store?.getItem(sideNavStorageKey(kind)) === 'true';
  } catch {
    // Storage can be disabled (privacy mode); the default is simply "expanded".
    return false;
  }
}

export function writeCollapsed(store: KeyValueStore | undefined, kind: UserKind, collapsed: boolean): void {
  try {
    store?.setItem(sideNavStorageKey(kind), String(collapsed));
  } catch {
    // Not remembered then; the toggle still works for this page.
  }
}
