/** How often each job's page was viewed on one site: the statistics' day counts of views, summed. */
export interface JobViewTotals {
  /** Views per job id (jobs without any are left out). */
  viewsOn(site: string, jobIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}
