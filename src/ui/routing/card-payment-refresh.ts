/** Seconds between looks while the payment provider's notice has not arrived. */
export const CARD_PAYMENT_REFRESH_SECONDS = 3;
