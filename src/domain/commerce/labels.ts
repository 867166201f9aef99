import type { Translated } from '../shared/locale';
import type { CreditType } from './credits';
import type { SubscriptionStatus } from './subscription';

/** What a balance is of, in the reader's language (getCredits' `label`). */
export const CREDIT_LABELS: Readonly<Record<CreditType, Translated>> = {
  job_posting: { de: 'Stellenanzeigen', 'en-GB': 'Job ads', fr: "Offres d'emploi" },
  resume_contact: { de: 'Lebenslauf-Kontakte', 'en-GB': 'CV contacts', fr: 'Contacts CV' },
};

/** A subscription's status label (getSubscriptions' `status.label`; `status.value` is the key). */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, Translated>> = {
  upcoming: { de: 'Geplant', 'en-GB': 'Upcoming', fr: 'À venir' },
  active: { de: 'Aktiv', 'en-GB': 'Active', fr: 'Actif' },
  expired: { de: 'Abgelaufen', 'en-GB': 'Expired', fr: 'Expiré' },
};
