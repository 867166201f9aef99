/** A consent as given: which info and revision, by which mail, when and where. */
export interface UserConsent {
  readonly id: string;
  readonly infoId: string;
  readonly infoRevisionId: string;
  readonly mail: string;
  /** `null` for a guest consent (e.g. the newsletter). */
  readonly userId: string | null;
  readonly site: string;
  /** ISO instant. */
  readonly consentedAt: string;
  /**
   * For a consent to the terms info: the version (`YYYY-MM-DD`) of the terms page it accepted last. `null` for
   * other consents and for acceptances stored before the version was recorded.
   */
  readonly termsVersion: string | null;
  /**
   * Every terms version accepted with this wording, on any site (sites with their own terms folder have
   * their own versions). Empty for other consents.
   */
  readonly acceptedTermsVersions: readonly string[];
}
