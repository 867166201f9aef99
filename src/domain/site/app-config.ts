/** An app configuration entry: a named key/value the board reads at start. */
export interface AppConfigEntry {
  readonly name: string;
  readonly key: string;
  readonly value: string;
}
