import type { ListConsentTexts } from '../../../application/platform/consent-admin/list-consent-texts.use-case';
import type { PublishConsentRevision } from '../../../application/platform/consent-admin/publish-consent-revision.use-case';
import type { SetConsentInfoActive } from '../../../application/platform/consent-admin/set-consent-info-active.use-case';

/** The consent texts' staff use cases the platform API runs. */
export interface ConsentAdminApiDeps {
  readonly listConsentTexts: ListConsentTexts;
  readonly publishConsentRevision: PublishConsentRevision;
  readonly setConsentInfoActive: SetConsentInfoActive;
}
