/** The product form's fields, as posted and as a refused post brings them back. */
export const PRODUCT_FIELDS = [
  'kind',
  'nameDe',
  'nameEn',
  'nameFr',
  'price',
  'units',
  'runtimeDays',
  'upgradeKind',
  'jobSlots',
  'resumeContactSlots',
] as const;
export type ProductFormValues = Partial<Record<(typeof PRODUCT_FIELDS)[number], string>>;

/** The credit adjustment form's fields. */
export const CREDIT_FIELDS = ['organizationId', 'type', 'delta', 'reason'] as const;
export type CreditFormValues = Partial<Record<(typeof CREDIT_FIELDS)[number], string>>;

/** The order cancellation form's fields: which order, and the reason typed. */
export const CANCEL_FIELDS = ['orderId', 'reason'] as const;
export type CancelFormValues = Partial<Record<(typeof CANCEL_FIELDS)[number], string>>;

/** Ending a subscription early: which one, and the reason typed. */
export const END_SUBSCRIPTION_FIELDS = ['subscriptionId', 'reason'] as const;
export type EndSubscriptionFormValues = Partial<Record<(typeof END_SUBSCRIPTION_FIELDS)[number], string>>;
