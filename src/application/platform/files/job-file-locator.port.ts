/** Where a file job's PDF is kept: its key in the FileStore and the name offered for download. */
export interface StoredJobFile {
  readonly key: string;
  readonly name: string;
}

/** Finds the stored PDF of a job; null when the job has none. */
export interface JobFileLocator {
  fileOf(jobId: string): Promise<StoredJobFile | null>;
}
