import { currentRevision, type ConsentInfo } from '../../../domain/consent/consent-info';
import { translate, type Locale } from '../../../domain/shared/locale';

/** A consent info as the API answers it. */
export interface ConsentInfoView {
  readonly id: string;
  readonly type: string;
  readonly placement: string;
  readonly optIn: boolean;
  /** Sanitized HTML of the revision in force, in the requested language (German when missing). */
  readonly text: string;
  readonly revisionId: string;
}

/** The view of an info in force at `now`; `null` when it has no effective revision yet. */
export function consentInfoView(info: ConsentInfo, locale: Locale, now: Date): ConsentInfoView | null {
  const revision = currentRevision(info, now);
  if (!revision) return null;
  return {
    id: info.id,
    type: info.type,
    placement: info.placement,
    optIn: info.optIn,
    text: translate(revision.texts, locale),
    revisionId: revision.id,
  };
}
