/*
 * Auth events the product reports. The tracking feature registers its hooks here (only with the
 * visitor's consent); without them nothing is sent anywhere.
 */
export interface AuthEventHooks {
  login(): void;
  signUpStart(method: 'social'): void;
  signUp(): void;
}

const NONE: AuthEventHooks = { login: () => undefined, signUpStart: () => undefined, signUp: () => undefined };
let hooks: AuthEventHooks = NONE;

/** Called by the tracking integration once it exists. */
export function setAuthEventHooks(next: AuthEventHooks): void {
  hooks = next;
}

export const authEvents = (): AuthEventHooks => hooks;
