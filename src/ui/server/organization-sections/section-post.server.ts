import type { SectionCommand, SectionFormError } from '../../../application/board/organization-sections/profile-sections-gateway.port';
import { detectAttachmentType } from '../../../domain/files/attachment-policy';
import { detectProfileImageType, looksLikeSvg, MAX_PROFILE_IMAGE_BYTES } from '../../../domain/files/profile-image-policy';
import { BROCHURE_LIMITS } from '../../../domain/organization/organization-brochures';
import { isProfileSection, isSalutation, type ProfileSection } from '../../../domain/organization/profile-sections';
import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import type { SpoolLimits } from '../../../infrastructure/di/form-posts.module';
import { withQuery } from '../../routing/with-query';
import { serializeCookie } from '../auth/auth-cookies';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { type FormPost, formAnswer, readPost, refusalAnswer, type RefusalCodes, wantsJson } from '../form-post.server';
import { encodeTypedSectionValues, TYPED_SECTION_COOKIE, TYPED_SECTION_FIELDS } from './typed-section-values';
import { isEntityId } from '../../../domain/shared/entity-id';

/** One gallery image at the profile images' limit and the short text fields of a list entry. */
export const SECTION_BODY_LIMITS: SpoolLimits = {
  maxBodyBytes: MAX_PROFILE_IMAGE_BYTES + 128 * 1024,
  maxFileBytes: MAX_PROFILE_IMAGE_BYTES,
  maxFiles: 1,
  maxFieldBytes: 32 * 1024,
  maxFields: 20,
};

/**
 * A PDF brochure's form (`&upload=brochure` in its address, so the reader knows its bounds before the
 * first byte): one PDF at the brochures' limit.
 */
export const BROCHURE_BODY_LIMITS: SpoolLimits = {
  ...SECTION_BODY_LIMITS,
  maxBodyBytes: BROCHURE_LIMITS.maxBytes + 128 * 1024,
  maxFileBytes: BROCHURE_LIMITS.maxBytes,
};

/** The reader's refusals of a brochure upload. */
const BROCHURE_CODES: Partial<RefusalCodes> = {
  'too-many-files': 'BAD_REQUEST',
  'file-too-large': 'FILE_TOO_LARGE',
  'file-type': 'FILE_TYPE_NOT_ALLOWED',
};

/** A PDF by its first bytes (checked while the file streams in; the platform judges it again). */
const brochureHead = (field: string, head: Uint8Array): boolean => field === 'brochure' && detectAttachmentType(head) === 'application/pdf';

/** The reader's refusals in the lists' words (organizationSections.errors.*). */
const SECTION_CODES: Partial<RefusalCodes> = {
  'too-many-files': 'BAD_REQUEST',
  'file-too-large': 'IMAGE_TOO_LARGE',
  'file-type': 'IMAGE_TYPE_NOT_ALLOWED',
};

/** The file inputs of the lists' image forms: gallery image, contact photo, video cover. */
const IMAGE_FIELDS = new Set(['image', 'photo', 'cover']);

/** A raster image by its first bytes; SVG-looking text goes on to the platform, which names it. */
const galleryImageHead = (field: string, head: Uint8Array): boolean =>
  IMAGE_FIELDS.has(field) && (detectProfileImageType(head) !== null || looksLikeSvg(head));

const ACTIONS = [
  'addFaq',
  'addVideo',
  'addContact',
  'addGalleryImage',
  'addBrochure',
  'addLocation',
  'updateLocation',
  'move',
  'remove',
  'replaceImage',
  'removeImage',
] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);

/** The actions on an entry already in a list, which name that list in their `section` field. */
type EntryAction = 'move' | 'remove' | 'replaceImage' | 'removeImage';
const ENTRY_ACTIONS: ReadonlySet<string> = new Set<EntryAction>(['move', 'remove', 'replaceImage', 'removeImage']);
const isEntryAction = (value: string): value is EntryAction => ENTRY_ACTIONS.has(value);
/** The forms of one entry's own (a location's edit, a photo or cover replaced or removed): a refusal comes back to that entry. */
const OWN_FORM_ACTIONS: ReadonlySet<string> = new Set(['updateLocation', 'replaceImage', 'removeImage']);
/** The list an action's form belongs to (the page's anchor to come back to). */
const LIST_OF: Readonly<Record<Exclude<Action, EntryAction>, string>> = {
  addFaq: 'faq',
  addVideo: 'videos',
  addContact: 'contacts',
  addGalleryImage: 'gallery',
  addBrochure: 'brochures',
  addLocation: 'locations',
  updateLocation: 'locations',
};

/** An optional image of an entry (contact photo, video cover); none chosen is no image. */
async function chosenImage(form: FormPost, field: string): Promise<Blob | null> {
  const file = form.files.find((f) => f.field === field && f.size > 0);
  return file ? form.fileOf(file) : null;
}

/** The list and file field of each form that uploads one (where a refused upload's problem is shown). */
const FILE_FIELD_OF: Partial<Record<Action, { readonly list: ProfileSection; readonly field: string }>> = {
  addGalleryImage: { list: 'gallery', field: 'image' },
  addBrochure: { list: 'brochures', field: 'brochure' },
  addContact: { list: 'contacts', field: 'photo' },
  addVideo: { list: 'videos', field: 'cover' },
};

const optional = (form: FormPost, name: string): string | null => (form.get(name).trim() === '' ? null : form.get(name));

async function commandOf(form: FormPost, action: Action): Promise<SectionCommand | null> {
  switch (action) {
    case 'addFaq':
      return { kind: 'addFaq', draft: { question: form.get('question'), answer: form.get('answer') } };
    case 'addVideo':
      return {
        kind: 'addVideo',
        draft: { sourceUrl: form.get('sourceUrl'), coverTitle: form.get('coverTitle') },
        cover: await chosenImage(form, 'cover'),
      };
    case 'addContact': {
      const salutation = form.get('salutation');
      return {
        kind: 'addContact',
        photo: await chosenImage(form, 'photo'),
        draft: {
          salutation: isSalutation(salutation) ? salutation : null,
          firstName: form.get('firstName'),
          lastName: form.get('lastName'),
          email: optional(form, 'email'),
          jobTitle: optional(form, 'jobTitle'),
          phone: optional(form, 'phone'),
          linkedinUrl: optional(form, 'linkedinUrl'),
          contactInfo: optional(form, 'contactInfo'),
        },
      };
    }
    case 'addGalleryImage': {
      const file = form.files.find((f) => f.field === 'image' && f.size > 0);
      // No file chosen: the platform's rule names the missing image like any other refusal.
      if (!file) return null;
      return { kind: 'addGalleryImage', image: await form.fileOf(file), altText: form.get('altText') };
    }
    case 'addBrochure': {
      const file = form.files.find((f) => f.field === 'brochure' && f.size > 0);
      if (!file) return null;
      return { kind: 'addBrochure', file: await form.fileOf(file), title: form.get('title') };
    }
    case 'addLocation':
    case 'updateLocation': {
      const draft = {
        name: form.get('name'),
        countryCode: form.get('countryCode'),
        addressLine1: optional(form, 'addressLine1'),
        zip: optional(form, 'zip'),
        locality: form.get('locality'),
      };
      if (action === 'addLocation') return { kind: 'addLocation', draft };
      const locationId = form.get('itemId');
      return isEntityId(locationId) ? { kind: 'updateLocation', locationId, draft } : null;
    }
    case 'replaceImage':
    case 'removeImage': {
      const section = form.get('section');
      const itemId = form.get('itemId');
      if (!isProfileSection(section) || !isEntityId(itemId)) return null;
      // Replacing needs a file: none chosen is refused on the file field, like a gallery image without one.
      const image = action === 'replaceImage' ? await chosenImage(form, 'image') : null;
      if (action === 'replaceImage' && !image) return null;
      return { kind: 'setImage', section, itemId, image };
    }
    case 'move':
    case 'remove': {
      const section = form.get('section');
      const itemId = form.get('itemId');
      if (!isProfileSection(section) || !isEntityId(itemId)) return null;
      if (action === 'remove') return { kind: 'remove', section, itemId };
      const direction = form.get('direction');
      return direction === 'up' || direction === 'down' ? { kind: 'move', section, itemId, direction } : null;
    }
  }
}

/**
 * `POST /api/organization-profile/{id}?part=sections` (multipart or urlencoded: `csrfToken` first,
 * `action`, the entry's fields, for a gallery image or an entry's new photo or cover the file `image`;
 * `locale`, `returnTo`): one change of the profile's lists. Thin driving adapter: the one form reader,
 * then the board's ChangeProfileSection; the platform authorizes and decides. A plain form comes back to
 * the edit page with the outcome in the address and, when refused, what was typed in a short-lived
 * HttpOnly cookie (never in an address: a contact person's address and phone are personal); the page's
 * script gets JSON.
 */
export async function handleSectionPost(request: Request, organizationId: string, board: Board): Promise<Response> {
  const fallback = pagePath(board.site, board.site.defaultLocale, '/');
  if (request.method !== 'POST')
    return formAnswer(true, { ok: false, status: 405, url: fallback, errors: [{ field: null, code: 'METHOD_NOT_ALLOWED' }] });
  const brochure = new URL(request.url).searchParams.get('upload') === 'brochure';
  const read = await readPost(request, board, {
    limits: brochure ? BROCHURE_BODY_LIMITS : SECTION_BODY_LIMITS,
    signedIn: true,
    acceptsHead: brochure ? brochureHead : galleryImageHead,
  });
  if (!read.ok) {
    const back = read.refusal.fields.find(([key]) => key === 'returnTo')?.[1];
    const page = back && back.length <= 2000 && isSafeLocalPath(back) ? back : fallback;
    const json = wantsJson(request) || read.refusal.fields.some(([key, value]) => key === 'json' && value === 'true');
    // A refused upload comes back to its list, with its problem on the file field.
    const sent = (name: string) => read.refusal.fields.find(([key]) => key === name)?.[1];
    const action = sent('action');
    const section = sent('section');
    const item = sent('itemId');
    // A new photo or cover comes back to its own entry's form (its list named by `section`).
    const replaced =
      action === 'replaceImage' && isProfileSection(section) && item && isEntityId(item)
        ? { list: section, field: 'image', item }
        : undefined;
    const target = brochure ? FILE_FIELD_OF.addBrochure : action && isAction(action) ? (FILE_FIELD_OF[action] ?? replaced) : undefined;
    const backOf = (p: { code: string }) =>
      target
        ? `${withQuery(page, {
            sectionError: p.code,
            sectionList: target.list,
            sectionItem: replaced?.item ?? null,
            sectionErrors: `${target.field}.${p.code}`,
          })}#section-${target.list}`
        : withQuery(page, { sectionError: p.code });
    // The text fields the form sends before its file come back typed, as after any other refusal.
    const typedEntries =
      target && !replaced
        ? read.refusal.fields.filter(([key]) => TYPED_SECTION_FIELDS[target.list].includes(key)).map(([k, v]) => [k, v] as const)
        : [];
    const typed =
      target && !json && typedEntries.length > 0
        ? [
            serializeCookie(TYPED_SECTION_COOKIE, encodeTypedSectionValues(target.list, typedEntries), {
              secure: new URL(request.url).protocol === 'https:',
              maxAge: 300,
            }),
          ]
        : [];
    return refusalAnswer(json, read.refusal, backOf, brochure ? BROCHURE_CODES : SECTION_CODES, { cookies: typed });
  }
  try {
    return await change(request, organizationId, board, read.post);
  } finally {
    await read.post.dispose();
  }
}

async function change(request: Request, organizationId: string, board: Board, form: FormPost): Promise<Response> {
  const json = wantsJson(request, form);
  const wanted = form.get('locale');
  const locale: Locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
  const rawBack = form.get('returnTo');
  const back = rawBack.length <= 2000 && isSafeLocalPath(rawBack) ? rawBack : pagePath(board.site, locale, '/');
  const action = form.get('action');
  const list = isAction(action) && !isEntryAction(action) ? LIST_OF[action] : form.get('section');
  const anchor = isProfileSection(list) ? `#section-${list}` : '';
  const secure = new URL(request.url).protocol === 'https:';

  const refused = (status: number, errors: readonly SectionFormError[]) => {
    const first = errors[0];
    const url = `${withQuery(back, {
      sectionError: first?.code ?? 'Default',
      sectionList: isProfileSection(list) ? list : null,
      sectionItem: OWN_FORM_ACTIONS.has(action) && isEntityId(form.get('itemId')) ? form.get('itemId') : null,
      sectionErrors: errors
        .map((e) => `${e.field ?? '_'}.${e.code}${e.limit ? `.${e.limit}` : ''}`)
        .join(',')
        .slice(0, 500),
    })}${anchor}`;
    // What was typed, for the plain form that comes back (the page's script keeps its own fields).
    const typed =
      json || !isProfileSection(list) || action === 'replaceImage' || action === 'removeImage'
        ? null
        : encodeTypedSectionValues(
            list,
            TYPED_SECTION_FIELDS[list].map((f) => [f, form.get(f)]),
          );
    const cookies = typed ? [serializeCookie(TYPED_SECTION_COOKIE, typed, { secure, maxAge: 300 })] : [];
    return formAnswer(
      json,
      { ok: false, status, url, errors: errors.map((e) => ({ field: e.field, code: e.code, detail: e.limit ? String(e.limit) : null })) },
      { cookies },
    );
  };

  if (!isAction(action)) return refused(400, [{ field: null, code: 'BAD_REQUEST' }]);
  const command = await commandOf(form, action);
  if (!command) {
    // A form without its file is the user's to fix; anything else malformed was not sent by the page.
    const namesEntry = isProfileSection(form.get('section')) && isEntityId(form.get('itemId'));
    const file =
      action === 'addBrochure' ? 'brochure' : action === 'addGalleryImage' || (action === 'replaceImage' && namesEntry) ? 'image' : null;
    return refused(file ? 422 : 400, [file ? { field: file, code: 'REQUIRED' } : { field: null, code: 'BAD_REQUEST' }]);
  }
  const ctx = boardContextOf(board, request.headers, locale);
  const result = await board.changeProfileSection.execute({ organizationId, command }, ctx);
  if (result.ok)
    return formAnswer(json, {
      ok: true,
      url: `${withQuery(back, { sectionNotice: action, sectionList: isProfileSection(list) ? list : null })}${anchor}`,
    });
  const code = result.errors.find((e) => e.field === null)?.code;
  const status =
    code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code === 'SIGN_IN_REQUIRED' || code === 'UNAUTHENTICATED' ? 401 : 422;
  return refused(status, result.errors);
}
