/** How many applications each job has (the job manager's list shows the number). */
export interface JobApplicationCounts {
  /** Jobs without applications are absent from the map (or 0). */
  countsFor(jobIds: readonly string[]): Promise<Map<string, number>>;
}
