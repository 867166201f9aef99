import { ORGANIZATION_SIZES, type OrganizationSize } from '../../../domain/organization/organization-profile';
import type { Translated } from '../../../domain/shared/locale';
import type { OrganizationProfileOptionsSource } from './organization-profile-options.port';

export interface OrganizationProfileOptions {
  readonly industries: ReadonlyArray<{ readonly id: string; readonly label: Translated }>;
  readonly sizes: readonly OrganizationSize[];
  readonly benefits: readonly Translated[];
  readonly occupations: ReadonlyArray<{ readonly id: string; readonly label: Translated }>;
  readonly fieldsOfStudy: ReadonlyArray<{ readonly id: string; readonly label: Translated }>;
}

/** The choices of the profile form: industries, company sizes, common benefits, occupational fields and fields of study. Public data. */
export class GetOrganizationProfileOptions {
  constructor(private readonly options: OrganizationProfileOptionsSource) {}

  async execute(): Promise<OrganizationProfileOptions> {
    const [industries, benefits, occupations, fieldsOfStudy] = await Promise.all([
      this.options.industries(),
      this.options.benefits(),
      this.options.terms('occupations'),
      this.options.terms('fieldsOfStudy'),
    ]);
    return { industries, sizes: ORGANIZATION_SIZES, benefits, occupations, fieldsOfStudy };
  }
}
