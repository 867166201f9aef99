/** Adds `name=value` to a path's query (keeping what is there). */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const hash = path.indexOf('#');
  const base = hash < 0 ? path : path.slice(0, hash);
  const search = new URLSearchParams(base.includes('?') ? base.slice(base.indexOf('?') + 1) : '');
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') search.set(k, v);
  const query = search.toString();
  return `${base.split('?')[0]}${query ? `?${query}` : ''}${hash < 0 ? '' : path.slice(hash)}`;
}
