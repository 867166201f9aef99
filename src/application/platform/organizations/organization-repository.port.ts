import type { OrganizationProfile } from '../../../domain/organization/organization-profile';

/** Reads organization profiles (with parent and children) for visitors. */
export interface OrganizationRepository {
  findById(id: string): Promise<OrganizationProfile | null>;
  findBySlug(slug: string): Promise<OrganizationProfile | null>;
}
