/** Answers whether the platform's storage responds. */
export interface HealthProbe {
  check(): Promise<boolean>;
}
