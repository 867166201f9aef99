import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { ProfileSections } from '../../domain/organization/profile-sections';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { ENTITY_ID } from '../../domain/shared/entity-id';

export interface OrganizationPageParts {
  /** Owner and staff see "Edit profile" (the platform decides; guests are not asked about). */
  readonly mayEdit: boolean;
  /** Gallery, videos, FAQ and contact persons. */
  readonly sections: ProfileSections;
}

/**
 * What an organization page shows besides its profile and jobs, in one round trip. Every address that
 * shows the page (its own, an alias path, the router) loads it here, so none of them shows less.
 */
export const loadOrganizationPageParts = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ organizationId: z.string().regex(ENTITY_ID) }))
  .handler(async ({ data }): Promise<OrganizationPageParts> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const [mayEdit, sections] = await Promise.all([
      ctx.token ? b.checkOrganizationEditRight.execute({ organizationId: data.organizationId }, ctx) : false,
      b.showProfileSections.execute({ organizationId: data.organizationId }, ctx),
    ]);
    return { mayEdit, sections };
  });
