/**
 * The bottom menu's open submenu resets on route change. Remembering *where* it was opened
 * makes that a pure rule instead of an effect: it is open only while we are still on that path.
 */
export interface SubmenuState {
  readonly openedAt: string | null;
}

export const isSubmenuOpen = (state: SubmenuState, currentPath: string): boolean => state.openedAt === currentPath;

export const toggleSubmenu = (state: SubmenuState, currentPath: string): SubmenuState => ({
  openedAt: isSubmenuOpen(state, currentPath) ? null : currentPath,
});
