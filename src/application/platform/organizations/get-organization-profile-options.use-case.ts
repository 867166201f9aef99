import { ORGANIZATION_SIZES, type OrganizationSize } from '../../../domain/organization/organization-profile';
import type { Translated } from '../../../domain/shared/locale';
import type { OrganizationProfileOptionsSource } from './organization-profile-options.port';

export interface OrganizationProfileOptions {
  readonly industries: ReadonlyArray<{ readonly id: string; readonly label: Translated }>;
  readonly sizes: readonly OrganizationSize[];
  readonly benefits: readonly Translated[];
}

/** The choices of the profile form: industries, company sizes and common benefits. Public data. */
export class GetOrganizationProfileOptions {
  constructor(private readonly options: OrganizationProfileOptionsSource) {}

  async execute(): Promise<OrganizationProfileOptions> {
    const [industries, benefits] = await Promise.all([this.options.industries(), this.options.benefits()]);
    return { industries, sizes: ORGANIZATION_SIZES, benefits };
  }
}
