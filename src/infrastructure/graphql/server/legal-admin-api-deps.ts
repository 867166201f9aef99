import type { ListLegalVersions } from '../../../application/platform/legal-admin/list-legal-versions.use-case';
import type { PublishLegalVersion } from '../../../application/platform/legal-admin/publish-legal-version.use-case';

/** The legal pages' staff use cases the platform API runs. */
export interface LegalAdminApiDeps {
  readonly listLegalVersions: ListLegalVersions;
  readonly publishLegalVersion: PublishLegalVersion;
}
