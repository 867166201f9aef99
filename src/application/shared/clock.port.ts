/** Time comes from outside so use cases stay testable. */
export interface Clock {
  now(): Date;
}
