import type { ChangeImporter } from '../../../application/platform/job-import/change-importer.use-case';
import type { GetImporter } from '../../../application/platform/job-import/get-importer.use-case';
import type { GetImporterOptions } from '../../../application/platform/job-import/get-importer-options.use-case';
import type { ListImporters } from '../../../application/platform/job-import/list-importers.use-case';
import type { SaveImporter } from '../../../application/platform/job-import/save-importer.use-case';

/** What job import adds to the platform API (bound in di/job-import.module.ts). */
export interface JobImportApiDeps {
  readonly listImporters: Pick<ListImporters, 'execute'>;
  readonly getImporter: Pick<GetImporter, 'execute'>;
  readonly getImporterOptions: Pick<GetImporterOptions, 'execute'>;
  readonly saveImporter: Pick<SaveImporter, 'execute'>;
  readonly changeImporter: Pick<ChangeImporter, 'execute'>;
}
