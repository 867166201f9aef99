import type { ListConfigEntries } from '../../../application/platform/config-admin/list-config-entries.use-case';
import type { SaveConfigEntry } from '../../../application/platform/config-admin/save-config-entry.use-case';
import type { SetReadOnlyMode } from '../../../application/platform/config-admin/set-read-only-mode.use-case';

/** The configuration staff's use cases the platform API runs. */
export interface ConfigAdminApiDeps {
  readonly listConfigEntries: ListConfigEntries;
  readonly saveConfigEntry: SaveConfigEntry;
  readonly setReadOnlyMode: SetReadOnlyMode;
}
