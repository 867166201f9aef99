/** Applications received per job (the job manager's column); jobs without applications may be absent. */
export interface JobApplicationCounts {
  countsFor(jobIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}
