import type { StaffProductInput } from '../../../application/board/commerce-admin/commerce-admin-gateway.port';
import { parsePriceCents } from '../../../domain/commerce/product-draft';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import {
  type FormPost,
  type FormProblem,
  fieldProblems,
  formAnswer,
  readPost,
  refusalAnswer,
  refusedFormAnswer,
  wantsJson,
} from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';
import { CANCEL_FIELDS, CREDIT_FIELDS, END_SUBSCRIPTION_FIELDS, PRODUCT_FIELDS } from './commerce-admin-fields';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/commerce-admin/{product,active,credits,paid,cancel,end-subscription}`: the shop staff's forms (plain POSTs with the
 * double-submit token, so they work without JavaScript). Thin driving adapter: read the post, turn the
 * typed euros and counts into numbers, call the board's desk, answer with a 303 back to the page (a
 * refused form comes back with what was typed and each problem on its field) or JSON.
 */

const COUNT = /^\d{1,6}$/;

const ACTIONS = new Set(['product', 'active', 'credits', 'paid', 'cancel', 'end-subscription']);

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);
const withParams = (path: string, params: Record<string, string>, hash = ''): string => `${path}?${new URLSearchParams(params)}${hash}`;

export async function handleCommerceAdminApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!ACTIONS.has(action)) return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const read = await readPost(request, b, { signedIn: true });
  if (!read.ok) {
    const locale = localeOf(b, read.refusal.fields.find(([name]) => name === 'locale')?.[1] ?? '');
    const desk = pagePath(b.site, locale, action === 'paid' || action === 'cancel' ? '/admin/commerce/orders' : '/admin/commerce');
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withParams(desk, { error: p.code }));
  }
  try {
    const locale = localeOf(b, read.post.get('locale'));
    const json = wantsJson(request, read.post);
    const url = new URL(request.url);
    if (action === 'product') return await saveProduct(read.post, locale, json, url, request, b);
    if (action === 'active') return await setActive(read.post, locale, json, request, b);
    if (action === 'paid') return await markPaid(read.post, locale, json, request, b);
    if (action === 'cancel') return await cancelOrder(read.post, locale, json, url, request, b);
    if (action === 'end-subscription') return await endSubscription(read.post, locale, json, url, request, b);
    return await adjustCredits(read.post, locale, json, url, request, b);
  } finally {
    await read.post.dispose();
  }
}

/** The counts as numbers, or the problems of those that are no whole number. */
function readCounts(post: FormPost, problems: FormProblem[]) {
  const count = (field: 'units' | 'runtimeDays' | 'jobSlots' | 'resumeContactSlots'): number => {
    const text = post.get(field).trim() || '0';
    if (COUNT.test(text)) return Number(text);
    problems.push({ field, code: 'INVALID_NUMBER' });
    return 0;
  };
  return {
    units: count('units'),
    runtimeDays: count('runtimeDays'),
    jobSlots: count('jobSlots'),
    resumeContactSlots: count('resumeContactSlots'),
  };
}

async function saveProduct(post: FormPost, locale: Locale, json: boolean, url: URL, request: Request, b: Board): Promise<Response> {
  const id = post.get('id');
  const desk = pagePath(b.site, locale, '/admin/commerce');
  if (id && !isEntityId(id))
    return formAnswer(json, {
      ok: false,
      status: 400,
      url: withParams(desk, { error: 'NOT_FOUND' }),
      errors: [{ field: null, code: 'NOT_FOUND' }],
    });
  const problems: FormProblem[] = [];
  const price = parsePriceCents(post.get('price'));
  if (!price.ok) problems.push({ field: 'price', code: price.code });
  const counts = readCounts(post, problems);
  const input: StaffProductInput = {
    id: id || null,
    kind: post.get('kind'),
    nameDe: post.get('nameDe'),
    nameEn: post.get('nameEn'),
    nameFr: post.get('nameFr'),
    netCents: price.ok ? price.cents : 0,
    upgradeKind: post.get('upgradeKind') || null,
    ...counts,
  };
  let refused = problems;
  let code = 'INVALID';
  if (problems.length === 0) {
    const answer = await b.commerceDesk.saveProduct(input, boardContextOf(b, request.headers, locale));
    if (answer.product) return formAnswer(json, { ok: true, url: withParams(desk, { notice: 'saved' }) });
    code = answer.errors[0] ?? 'Default';
    refused = fieldProblems(answer.fieldErrors);
  }
  const typed = typedValuesCookie(
    'commerce-product',
    PRODUCT_FIELDS.map((f) => [f, post.get(f).slice(0, 1000)] as const),
    url,
  );
  return refusedFormAnswer(
    json,
    { code, status: code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 422, problems: refused },
    (params) => withParams(desk, { ...(id ? { edit: id } : {}), ...params }, '#product-form'),
    typed,
  );
}

async function setActive(post: FormPost, locale: Locale, json: boolean, request: Request, b: Board): Promise<Response> {
  const desk = pagePath(b.site, locale, '/admin/commerce');
  const id = post.get('id');
  const active = post.get('active') === 'true';
  const answer = isEntityId(id)
    ? await b.commerceDesk.setProductActive(id, active, boardContextOf(b, request.headers, locale))
    : { errors: ['NOT_FOUND'] };
  const code = answer.errors[0];
  if (!code) return formAnswer(json, { ok: true, url: withParams(desk, { notice: active ? 'reactivated' : 'retired' }) });
  return formAnswer(json, {
    ok: false,
    status: code === 'FORBIDDEN' ? 403 : 404,
    url: withParams(desk, { error: code }),
    errors: [{ field: null, code }],
  });
}

async function adjustCredits(post: FormPost, locale: Locale, json: boolean, url: URL, request: Request, b: Board): Promise<Response> {
  const desk = pagePath(b.site, locale, '/admin/commerce');
  const organizationId = post.get('organizationId').trim();
  const deltaText = post.get('delta').trim();
  let code: string | undefined;
  if (!isEntityId(organizationId)) code = 'NOT_FOUND';
  else if (!/^[-+]?\d{1,6}$/.test(deltaText)) code = 'INVALID_AMOUNT';
  else {
    const answer = await b.commerceDesk.adjustCredits(
      { organizationId, type: post.get('type'), delta: Number(deltaText), reason: post.get('reason') },
      boardContextOf(b, request.headers, locale),
    );
    code = answer.errors[0];
  }
  const organization: Record<string, string> = isEntityId(organizationId) ? { organization: organizationId } : {};
  if (!code) return formAnswer(json, { ok: true, url: withParams(desk, { ...organization, notice: 'adjusted' }, '#credits') });
  const typed = typedValuesCookie(
    'credit-adjustment',
    CREDIT_FIELDS.map((f) => [f, post.get(f).slice(0, 1000)] as const),
    url,
  );
  return formAnswer(
    json,
    {
      ok: false,
      status: code === 'FORBIDDEN' ? 403 : 422,
      url: withParams(desk, { ...organization, creditError: code }, '#credits'),
      errors: [
        {
          field:
            code === 'NOT_FOUND' ? 'organizationId' : code.startsWith('REASON') ? 'reason' : code === 'INVALID_TYPE' ? 'type' : 'delta',
          code,
        },
      ],
    },
    { cookies: json ? [] : [typed] },
  );
}

/** The order list's filter as the form carried it, to come back to the same page of the same list. */
function listParams(post: FormPost): Record<string, string> {
  const params: Record<string, string> = {};
  const status = post.get('status');
  const organization = post.get('organization').slice(0, 200);
  const page = post.get('page');
  if (/^[a-z_]{1,40}$/.test(status)) params.status = status;
  if (organization) params.organization = organization;
  if (/^\d{1,6}$/.test(page) && page !== '1') params.page = page;
  return params;
}

async function markPaid(post: FormPost, locale: Locale, json: boolean, request: Request, b: Board): Promise<Response> {
  const list = pagePath(b.site, locale, '/admin/commerce/orders');
  const orderId = post.get('orderId');
  const answer = isEntityId(orderId)
    ? await b.commerceDesk.markOrderPaid(orderId, boardContextOf(b, request.headers, locale))
    : { errors: ['NOT_FOUND'] };
  const code = answer.errors[0];
  const params = listParams(post);
  if (!code) return formAnswer(json, { ok: true, url: withParams(list, { ...params, notice: 'paid', order: orderId }) });
  return formAnswer(json, {
    ok: false,
    status: code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 409,
    url: withParams(list, { ...params, error: code, order: orderId }),
    errors: [{ field: null, code }],
  });
}

/**
 * Cancelling is for good (a credit note is issued), so the form asks for a ticked confirmation and a
 * reason; a refusal comes back to the list with the reason typed kept (in the typed-values cookie) and
 * the order's row marked.
 */
async function cancelOrder(post: FormPost, locale: Locale, json: boolean, url: URL, request: Request, b: Board): Promise<Response> {
  const list = pagePath(b.site, locale, '/admin/commerce/orders');
  const orderId = post.get('orderId');
  const reason = post.get('reason');
  const answer = !isEntityId(orderId)
    ? { creditNoteNumber: null, errors: ['NOT_FOUND'] }
    : post.get('confirm') !== 'yes'
      ? { creditNoteNumber: null, errors: ['CONFIRMATION_REQUIRED'] }
      : await b.commerceDesk.cancelOrder(orderId, reason, boardContextOf(b, request.headers, locale));
  const code = answer.errors[0];
  const params = listParams(post);
  if (!code)
    return formAnswer(json, {
      ok: true,
      url: withParams(list, { ...params, notice: 'cancelled', order: orderId, creditNote: answer.creditNoteNumber ?? '' }),
    });
  const typed = typedValuesCookie(
    'order-cancellation',
    CANCEL_FIELDS.map((f) => [f, post.get(f).slice(0, 1000)] as const),
    url,
  );
  return formAnswer(
    json,
    {
      ok: false,
      status: code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code === 'UNAUTHENTICATED' ? 401 : 409,
      url: withParams(list, { ...params, error: code, order: orderId }),
      errors: [{ field: code.startsWith('REASON') || code === 'CONFIRMATION_REQUIRED' ? 'reason' : null, code }],
    },
    { cookies: json ? [] : [typed] },
  );
}

/**
 * Ending a subscription early is for good too: a ticked confirmation and a reason. The answer comes back
 * to the organization's credits on the desk; a refusal keeps the reason typed and marks the subscription.
 */
async function endSubscription(post: FormPost, locale: Locale, json: boolean, url: URL, request: Request, b: Board): Promise<Response> {
  const desk = pagePath(b.site, locale, '/admin/commerce');
  const subscriptionId = post.get('subscriptionId');
  const organizationId = post.get('organizationId');
  const organization: Record<string, string> = isEntityId(organizationId) ? { organization: organizationId } : {};
  const answer = !isEntityId(subscriptionId)
    ? { errors: ['NOT_FOUND'] }
    : post.get('confirm') !== 'yes'
      ? { errors: ['CONFIRMATION_REQUIRED'] }
      : await b.commerceDesk.endSubscription(subscriptionId, post.get('reason'), boardContextOf(b, request.headers, locale));
  const code = answer.errors[0];
  if (!code)
    return formAnswer(json, { ok: true, url: withParams(desk, { ...organization, notice: 'subscriptionEnded' }, '#subscriptions') });
  const typed = typedValuesCookie(
    'subscription-end',
    END_SUBSCRIPTION_FIELDS.map((f) => [f, post.get(f).slice(0, 1000)] as const),
    url,
  );
  return formAnswer(
    json,
    {
      ok: false,
      status: code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code === 'UNAUTHENTICATED' ? 401 : 409,
      url: withParams(desk, { ...organization, subscriptionError: code }, '#subscriptions'),
      errors: [{ field: code.startsWith('REASON') || code === 'CONFIRMATION_REQUIRED' ? 'reason' : null, code }],
    },
    { cookies: json ? [] : [typed] },
  );
}
