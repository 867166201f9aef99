/**
 * What the visitor was doing when a filter sent the search: the checkbox in focus and whether the phone's
 * filter drawer was open. The router mounts the search page anew when the route changes (`/jobs` →
 * `/jobs/vollzeit` are two routes), so the next page takes these over. Browser only; it expires, so a
 * search page reached later by other means starts fresh.
 */
interface CarryOver {
  readonly focus: { readonly name: string; readonly value: string } | null;
  readonly filtersOpen: boolean;
  readonly at: number;
}

const TTL_MS = 15_000;
let pending: CarryOver | null = null;

const current = (): CarryOver | null => (pending && Date.now() - pending.at < TTL_MS ? pending : null);

export function carryOver(focus: CarryOver['focus'], filtersOpen: boolean): void {
  pending = { focus, filtersOpen, at: Date.now() };
}

/** Whether the drawer was open; asked once by the page that mounts next. */
export function takeFiltersOpen(): boolean {
  const found = current();
  if (!found) return false;
  pending = { ...found, filtersOpen: false };
  return found.filtersOpen;
}

/** Whether this checkbox had the focus (then the caller focuses it); the first match takes it. */
export function takeFocus(name: string, value: string): boolean {
  const found = current();
  if (!found?.focus || found.focus.name !== name || found.focus.value !== value) return false;
  pending = { ...found, focus: null };
  return true;
}
