/** How many helper requests an organization has made per day, counted where every worker sees it. */
export interface WritingQuota {
  /**
   * Counts one request of the organization on `day` when it has made fewer than `limit` that day;
   * false (and nothing counted) once the limit is reached. Atomic across workers.
   */
  take(organizationId: string, day: string, limit: number): Promise<boolean>;
}
