/*
 * Auth events the product reports. Tracking is a
 * later issue: it registers its hooks here. Until then nothing is sent anywhere.
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
