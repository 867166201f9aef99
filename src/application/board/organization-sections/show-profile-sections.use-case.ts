import type { ProfileSections } from '../../../domain/organization/profile-sections';
import type { BoardContext } from '../board-context';
import type { ProfileSectionsGateway } from './profile-sections-gateway.port';

const EMPTY = (organizationId: string): ProfileSections => ({
  organizationId,
  gallery: [],
  faq: [],
  videos: [],
  contacts: [],
  locations: [],
  brochures: [],
});

/** The lists the organization page and its edit page show; an organization without any shows none. */
export class ShowProfileSections {
  constructor(private readonly gateway: ProfileSectionsGateway) {}

  async execute(input: { organizationId: string }, ctx: BoardContext): Promise<ProfileSections> {
    return (await this.gateway.sections(input.organizationId, ctx)) ?? EMPTY(input.organizationId);
  }
}
