/**
 * Registration records the new user's acceptance of the terms in force (terms: placement
 * REGISTRATION, type PRIVACY_POLICY) inside the registration transaction, so a fresh account is never
 * asked by the "terms have changed" dialog for the wording it just agreed to.
 */
export interface RegistrationConsents {
  /**
   * Stores the consent to the site's terms revision in force at `at` with the version of the site's terms
   * page it accepts (null when the site has no terms page); does nothing when the site has no terms info.
   */
  recordTermsAcceptance(input: {
    readonly userId: string;
    readonly mail: string;
    readonly site: string;
    readonly at: Date;
    readonly termsVersion: string | null;
  }): Promise<void>;
}
