import { createServerFn } from '@tanstack/react-start';
import type { ParentSearchAnswer } from '../../application/board/organization-sections/profile-sections-gateway.port';
import { z } from 'zod';
import type { ProfileSections } from '../../domain/organization/profile-sections';
import { board, boardContextFor } from './board-context.server';
import { decodeTypedSectionValues, TYPED_SECTION_COOKIE, type TypedSectionValues } from './organization-sections/typed-section-values';
import { pageInput } from './page-input';
import { ENTITY_ID } from '../../domain/shared/entity-id';

const organizationId = z.string().regex(ENTITY_ID);

/**
 * The edit page's lists, and what a refused plain form had typed (read once: the cookie is cleared,
 * so reloading the page shows empty forms again).
 */
export const loadSectionEditor = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ organizationId }))
  .handler(async ({ data }): Promise<{ sections: ProfileSections; typed: TypedSectionValues | null }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    const raw = getCookie(TYPED_SECTION_COOKIE);
    if (raw !== undefined) setCookie(TYPED_SECTION_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
    const sections = await b.showProfileSections.execute({ organizationId: data.organizationId }, ctx);
    return { sections, typed: decodeTypedSectionValues(raw) };
  });

/**
 * The parent picker's offers for a typed name (the autocomplete asks while the editor types; without
 * JavaScript the edit page's loader asks for the search in its address).
 */
export const searchParentOptions = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ organizationId, search: z.string().max(200) }))
  .handler(async ({ data }): Promise<ParentSearchAnswer> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.findParentOptions.execute({ organizationId: data.organizationId, search: data.search }, ctx);
  });
