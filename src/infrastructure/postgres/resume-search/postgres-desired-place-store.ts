import type { DesiredPlaceStore, UnlocatedResume } from '../../../application/platform/resume-search/desired-place-store.port';
import type { DesiredPlace } from '../../../domain/resume-search/desired-place';
import type { Queryable } from '../accounts/queryable';

/** The place columns of `resume_search_index` (migration 0111). */
export class PostgresDesiredPlaceStore implements DesiredPlaceStore {
  constructor(private readonly db: Queryable) {}

  async unlocated(limit: number): Promise<readonly UnlocatedResume[]> {
    const { rows } = await this.db.query<{ user_id: string; desired_location: string }>(
      `select user_id::text, desired_location from resume_search_index
       where located_location is distinct from desired_location order by user_id limit $1`,
      [limit],
    );
    return rows.map((r) => ({ userId: r.user_id, desiredLocation: r.desired_location }));
  }

  async place(userId: string, desiredLocation: string, place: DesiredPlace | null): Promise<void> {
    const point = place && place.lat !== null && place.lon !== null;
    await this.db.query(
      `update resume_search_index
          set located_location = $2, pt = case when $3::float8 is null then null else point($4::float8, $3::float8) end,
              country_code = $5, administrative_area = $6
        where user_id = $1 and desired_location = $2`,
      [
        userId,
        desiredLocation,
        point ? place.lat : null,
        point ? place.lon : null,
        place?.country ?? null,
        place?.administrativeArea ?? null,
      ],
    );
  }
}
