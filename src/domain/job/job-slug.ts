/** The id a job's slug ends in (`pflegefachkraft-m-w-d-640` → `640`); null when it ends in none. */
export function jobIdOfSlug(slug: string): string | null {
  const match = /^[a-z0-9]+(?:-[a-z0-9]+)*-([1-9]\d{0,17})$/.exec(slug) ?? /^([1-9]\d{0,17})$/.exec(slug);
  return match ? match[1]! : null;
}
