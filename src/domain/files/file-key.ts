/**
 * Keys of stored files (`jobs/123/stellenanzeige.pdf`): lower-case letters, digits and `/ _ . -`, at
 * most 200 characters, no leading slash, no empty segment and no `..` — so a key can never leave the
 * store's folder, whatever a row or a request says.
 */
export const isFileKey = (key: string): boolean =>
  /^[a-z0-9][a-z0-9/_.-]{0,199}$/.test(key) && !key.includes('..') && !key.includes('//') && !key.endsWith('/');

/** The key of a job's PDF. */
export const jobFileKey = (jobId: string, fileName: string): string => `jobs/${jobId}/${fileName.toLowerCase()}`;
