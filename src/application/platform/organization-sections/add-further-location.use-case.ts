import { type LocationDraft, locationProblems, normalizedLocation } from '../../../domain/organization/further-locations';
import { sectionFullProblem, SECTION_MAX } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Geocoder } from '../geo/geocoder.port';
import { placeLocation } from './place-location';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, sectionsAfter, type SectionChangeResult } from './section-editing';

/** Appends a further location, placed on the map by its town (its owner or staff; at most LOCATION_LIMITS.locationsMax). */
export class AddFurtherLocation {
  constructor(
    private readonly store: ProfileSectionStore,
    private readonly geocoder: Geocoder,
  ) {}

  async execute(input: { organizationId: string; draft: LocationDraft }, ctx: RequestContext): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    const draft = normalizedLocation(input.draft);
    const problems = locationProblems(draft);
    if (problems.length > 0) return invalid(problems);
    // A full list is named before the place data is asked.
    const current = await this.store.read(input.organizationId);
    const full = sectionFullProblem('locations', current?.locations.length ?? 0);
    if (full) return invalid([full]);
    const point = await placeLocation(this.geocoder, draft, ctx.locale);
    const outcome = await this.store.appendLocation(input.organizationId, draft, point, SECTION_MAX.locations);
    if (outcome === 'FULL') return invalid([sectionFullProblem('locations', SECTION_MAX.locations)!]);
    if (outcome === 'NOT_FOUND') return { ok: false, code: 'NOT_FOUND' };
    return sectionsAfter(this.store, input.organizationId);
  }
}
