/**
 * A link is active when its path equals the current path or the current path continues it
 * after a slash; links to other hosts (`http…`) are never active. Compares paths only (no query).
 */
export function isActiveLink(linkPath: string, currentPath: string): boolean {
  if (/^https?:/i.test(linkPath)) return false;
  const link = withoutQuery(linkPath);
  const current = withoutQuery(currentPath);
  if (link === current) return true;
  // `/` is a prefix of every path; treating it as active everywhere would light up "Home" on every page.
  if (link === '/') return false;
  return current.startsWith(`${link.replace(/\/$/, '')}/`);
}

const withoutQuery = (path: string): string => path.split(/[?#]/, 1)[0] || '/';
