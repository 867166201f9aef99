import type { Queryable } from '../accounts/queryable';

/**
 * Deletes the rows of the organizations' profile sections that hold files (gallery images, brochures,
 * contact persons with their photos, videos with their covers) and returns the FileStore keys they held.
 * The cascade from `organizations` would remove the rows too, but not tell which files they pointed to.
 * Deleting them here with RETURNING, rather than reading the keys first, yields the keys of the rows
 * actually deleted: replacing a photo or a cover updates its row without locking the organization, so a
 * key read a moment earlier could already be stale. Any later profile table with a file column belongs here.
 */
export async function deleteOrganizationSectionFiles(db: Queryable, organizationIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `with gallery as (delete from organization_gallery_images where organization_id = any($1::bigint[]) returning file_key),
          brochures as (delete from organization_brochures where organization_id = any($1::bigint[]) returning file_key),
          contacts as (delete from organization_contact_persons where organization_id = any($1::bigint[]) returning file_key),
          videos as (delete from organization_videos where organization_id = any($1::bigint[]) returning file_key)
     select file_key as key from gallery
     union all select file_key from brochures
     union all select file_key from contacts where file_key is not null
     union all select file_key from videos where file_key is not null`,
    [organizationIds],
  );
  return rows.map((r) => r.key);
}
