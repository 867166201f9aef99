/** Security events worth a log line. Ids only: never an address, a name or a token. */
export type AuditEvent =
  | { readonly event: 'masquerade_started'; readonly administratorId: string; readonly userId: string }
  | { readonly event: 'masquerade_ended'; readonly administratorId: string; readonly userId: string }
  | { readonly event: 'password_changed'; readonly userId: string }
  | { readonly event: 'login_rate_limited' }
  | { readonly event: 'reset_rate_limited' };

export interface AuditLog {
  record(entry: AuditEvent): void;
}
