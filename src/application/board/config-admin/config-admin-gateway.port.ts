import type { BoardContext } from '../board-context';

export interface StaffConfigEntryView {
  /** null: every site. */
  readonly site: string | null;
  readonly name: string;
  readonly key: string;
  readonly value: string;
}

export interface StaffConfig {
  readonly entries: readonly StaffConfigEntryView[];
  readonly allowedKeys: readonly string[];
  readonly readOnly: boolean;
  readonly platformWide: boolean;
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: readonly string[];
}

export interface ConfigEntryInput {
  readonly key: string;
  readonly name: string;
  readonly value: string;
  readonly everySite: boolean;
}

export interface SaveConfigAnswer {
  readonly entry: StaffConfigEntryView | null;
  readonly errors: readonly string[];
  /** `field:CODE` */
  readonly fieldErrors: readonly string[];
}

/** The platform's configuration for staff. */
export interface ConfigAdminGateway {
  config(ctx: BoardContext): Promise<StaffConfig>;
  saveEntry(input: ConfigEntryInput, ctx: BoardContext): Promise<SaveConfigAnswer>;
  setReadOnly(on: boolean, ctx: BoardContext): Promise<{ readonly readOnly: boolean | null; readonly errors: readonly string[] }>;
}
