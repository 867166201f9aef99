import { type LocationDraft, locationProblems, normalizedLocation } from '../../../domain/organization/further-locations';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Geocoder } from '../geo/geocoder.port';
import { placeLocation } from './place-location';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, isItemId, sectionsAfter, type SectionChangeResult } from './section-editing';

/**
 * Changes a further location's name or address and places it anew (its owner or staff). A location of
 * another organization is NOT_FOUND, as an unknown one.
 */
export class UpdateFurtherLocation {
  constructor(
    private readonly store: ProfileSectionStore,
    private readonly geocoder: Geocoder,
  ) {}

  async execute(
    input: { organizationId: string; locationId: string; draft: LocationDraft },
    ctx: RequestContext,
  ): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    if (!isItemId(input.locationId)) return { ok: false, code: 'NOT_FOUND' };
    const draft = normalizedLocation(input.draft);
    const problems = locationProblems(draft);
    if (problems.length > 0) return invalid(problems);
    const point = await placeLocation(this.geocoder, draft, ctx.locale);
    if (!(await this.store.updateLocation(input.organizationId, input.locationId, draft, point))) return { ok: false, code: 'NOT_FOUND' };
    return sectionsAfter(this.store, input.organizationId);
  }
}
