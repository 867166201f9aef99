/** Page views per job: a counter, nothing about the visitor. */
export interface JobViewCounter {
  increment(jobId: string): Promise<void>;
}
