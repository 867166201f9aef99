import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import type { Board } from '../../../infrastructure/di/board';
import { authRequestOf, pagePath, readAuthRequest } from '../auth/auth-request.server';
import { answer, json, withQuery } from '../auth/auth-response.server';
import { boardContextOf } from '../board-context.server';
import { fieldsOf, readPost, refusalAnswer, type RefusalCodes, wantsJson } from '../form-post.server';
import { checkoutFormSchema } from '../../forms/checkout-schema';
import { typedValuesCookie } from '../typed-values.server';
import { CHECKOUT_TYPED_FIELDS } from '../checkout-typed-values.functions';

/*
 * `/api/commerce/checkout` (POST, the checkout form; works without JavaScript: answered with a 303 — by
 * invoice to the order's page, by card to the payment provider's page) and
 * `/api/commerce/invoice/{id}` and `/api/commerce/credit-note/{id}` (GET, the invoice's or the credit
 * note's PDF for members of the ordering organization and the shop's staff; 404 for anybody else). Thin driving adapter: parse, CSRF, zod, the board use case, the answer.
 */

const noStore = { 'Cache-Control': 'no-store' };

/** The form reader's refusals in the checkout page's words (commerce.errors.*): CSRF, or bad input. */
const CHECKOUT_CODES: Partial<RefusalCodes> = {
  session: 'CSRF',
  'content-type': 'INVALID_INPUT',
  unreadable: 'INVALID_INPUT',
  'too-large': 'INVALID_INPUT',
  'field-too-long': 'INVALID_INPUT',
  'too-many-files': 'INVALID_INPUT',
  'file-too-large': 'INVALID_INPUT',
  'file-type': 'INVALID_INPUT',
};

export async function handleCommerceApi(request: Request, action: string, b: Board): Promise<Response> {
  const document = /^(invoice|credit-note)\/(\d{1,18})$/.exec(action);
  if (document && request.method === 'GET') {
    const req = await readAuthRequest(request, b.site);
    const ctx = boardContextOf(b, request.headers, req.locale);
    const found =
      document[1] === 'invoice'
        ? await b.downloadInvoice.execute({ invoiceId: document[2]! }, ctx)
        : await b.downloadCreditNote.execute({ creditNoteId: document[2]! }, ctx);
    if (!found) return new Response('Not Found', { status: 404, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } });
    return pdfAnswer(found);
  }
  if (action !== 'checkout') return json({ error: 'Not Found' }, { status: 404 });
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });

  // The one form reader: same origin and the CSRF token checked, the body bounded while it streams.
  const read = await readPost(request, b);
  const req = authRequestOf(request, b.site, fieldsOf(read));
  const page = (path: string) => pagePath(b.site, req.locale, path);
  const form = req.form;
  const returnTo =
    typeof form.returnTo === 'string' && form.returnTo.length <= 2048 && isSafeLocalPath(form.returnTo) ? form.returnTo : null;
  const back = (error: string, fieldErrors: readonly string[] = []) =>
    withQuery(page('/checkout'), {
      product: form.productId ?? '',
      quantity: form.quantity ?? '1',
      ...(form.jobId ? { job: form.jobId } : {}),
      ...(returnTo ? { returnTo } : {}),
      error,
      ...(fieldErrors.length > 0 ? { fields: fieldErrors.join(',') } : {}),
    });
  // A refused plain post brings the billing fields back as typed, in a short-lived HttpOnly cookie (never the address bar).
  const typed = () =>
    req.json
      ? []
      : [
          typedValuesCookie(
            'checkout',
            CHECKOUT_TYPED_FIELDS.map((name) => [name, String(form[name] ?? '')] as const),
            new URL(request.url),
          ),
        ];
  if (!read.ok) return refusalAnswer(req.json || wantsJson(request), read.refusal, (problem) => back(problem.code), CHECKOUT_CODES);
  const byCard = form.paymentMethod === 'stripe';
  const parsed = checkoutFormSchema.safeParse(form);
  if (!parsed.success) {
    const quantity = parsed.error.issues.some((i) => i.path[0] === 'quantity');
    const code = quantity ? 'INVALID_QUANTITY' : 'INVALID_INPUT';
    return answer(req, back(code), { error: code, status: 400, cookies: typed() });
  }
  const f = parsed.data;
  const request_ = {
    lines: [{ productId: f.productId, quantity: f.quantity, jobId: f.jobId ?? null }],
    billing: {
      companyName: f.companyName,
      email: f.email,
      firstName: f.firstName,
      lastName: f.lastName,
      addressLine1: f.addressLine1,
      addressLine2: f.addressLine2,
      zip: f.zip,
      locality: f.locality,
      countryCode: f.countryCode,
      vatNumber: f.vatNumber,
    },
    confirmedNetCents: f.confirmedNetCents,
    idempotencyKey: f.idempotencyKey,
    origin: new URL(request.url).origin,
  };
  const ctx = boardContextOf(b, request.headers, req.locale);
  if (byCard) {
    const started = await b.orderByCard.execute(
      { ...request_, successPath: page('/checkout/paid'), cancelPath: back('PAYMENT_CANCELLED') },
      ctx,
    );
    if (started.orderId === null) return refused(started.errors[0] ?? 'INVALID_INPUT', started.fieldErrors);
    const next = started.paymentUrl ?? withQuery(page('/checkout/paid'), { order: started.orderId });
    if (req.json) return json({ ok: true, url: next });
    return answer(req, next);
  }
  const result = await b.orderByInvoice.execute(request_, ctx);
  if (!result.order) return refused(result.errors[0] ?? 'INVALID_INPUT', result.fieldErrors);
  const done = withQuery(returnTo ?? page('/my-products'), { ordered: result.order.invoice.number });
  if (req.json) return json({ ok: true, url: done });
  return answer(req, done);

  function refused(code: string, fieldErrors: readonly string[]): Response {
    if (code === 'UNAUTHENTICATED')
      return answer(req, withQuery(page('/user/login'), { callbackUrl: back('') }), { error: code, status: 401 });
    if (req.json) return json({ ok: false, error: code, fieldErrors }, { status: 400 });
    return answer(req, back(code, fieldErrors), { error: code, status: 400, cookies: typed() });
  }
}

/** A PDF as a download that never renders in the site's origin. */
function pdfAnswer(found: { fileName: string; content: Uint8Array }): Response {
  return new Response(found.content as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...noStore,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${found.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
    },
  });
}
