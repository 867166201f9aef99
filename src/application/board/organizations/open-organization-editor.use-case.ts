import { ORGANIZATION_SLUG } from '../../../domain/organization/organization-path';
import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import type { BoardContext } from '../board-context';
import type { OrganizationEditGateway, ProfileFormOptions } from './organization-edit-gateway.port';

export type OrganizationEditorResult =
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'not-found' }
  /** Signed in, but neither the owner nor staff: the page says so (403). */
  | { readonly kind: 'forbidden'; readonly name: string }
  | { readonly kind: 'editor'; readonly profile: OrganizationProfile; readonly options: ProfileFormOptions };

/** /organization/{slug}/edit: the profile and the form's choices, for its owner or staff only (the platform decides). */
export class OpenOrganizationEditor {
  constructor(private readonly gateway: OrganizationEditGateway) {}

  async execute(input: { slug: string }, ctx: BoardContext): Promise<OrganizationEditorResult> {
    if (!ctx.token) return { kind: 'sign-in' };
    if (input.slug.length > 200 || !ORGANIZATION_SLUG.test(input.slug)) return { kind: 'not-found' };
    const [access, options] = await Promise.all([this.gateway.access({ slug: input.slug }, ctx), this.gateway.options(ctx)]);
    if (!access) return { kind: 'not-found' };
    if (!access.mayEdit) return { kind: 'forbidden', name: access.profile.name };
    return { kind: 'editor', profile: access.profile, options };
  }
}
