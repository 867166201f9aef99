import type { ShareChannel } from '../job/share-links';

/**
 * What an organization's pages announce for tracking: a visit of its page, a share of it, a saved edit
 * of its profile. The analytics event keys are the names.
 */
export type OrganizationEvent =
  | { readonly name: 'orgprofile_visit'; readonly organizationId: string; readonly organizationName: string }
  | {
      readonly name: 'orgprofile_share';
      readonly organizationId: string;
      readonly organizationName: string;
      readonly channel: ShareChannel;
    }
  | { readonly name: 'orgprofile_edit'; readonly organizationId: string; readonly organizationName: string };
