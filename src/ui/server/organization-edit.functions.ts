import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { UpdatableOrganization } from '../../application/board/organizations/organization-edit-gateway.port';
import type { OrganizationEditorResult } from '../../application/board/organizations/open-organization-editor.use-case';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';

/** /organization/{slug}/edit: the profile and the form's choices for its owner or staff; 403 for anyone else signed in. */
export const loadOrganizationEditor = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ slug: z.string().min(1).max(300) }))
  .handler(async ({ data }): Promise<OrganizationEditorResult> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const result = await b.openOrganizationEditor.execute({ slug: data.slug }, ctx);
    if (result.kind === 'forbidden') {
      const { setResponseStatus } = await import('@tanstack/react-start/server');
      setResponseStatus(403);
    }
    return result;
  });

/** The dashboard's "My organization": profiles the recruiter may update. */
export const loadUpdatableOrganizations = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ userKind: z.enum(['guest', 'recruiter', 'applicant']) }))
  .handler(async ({ data }): Promise<{ organizations: readonly UpdatableOrganization[] }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return { organizations: await b.showUpdatableOrganizations.execute({ userKind: data.userKind }, ctx) };
  });

/**
 * What a refused plain save of the profile form carried (typed-values.server.ts), read once: the cookie
 * goes as it is read, so a reload shows the stored profile again.
 */
export const takeTypedProfile = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ profile?: string; presentation?: string }> => {
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    const name = typedValuesCookieName('organization');
    const raw = getCookie(name);
    if (raw === undefined) return {};
    setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
    // The presentation may be long; the page shows what the cookie could carry.
    return parseTypedValues(raw, ['profile', 'presentation'] as const);
  },
);
