/**
 * A local stand-in for the few Stripe API calls the adapter makes (there is no network here), answering
 * the way Stripe documents them: `POST /v1/checkout/sessions` (form-encoded, bracket notation, secret key
 * as Bearer, `Idempotency-Key`: the same key answers the same session; `expires_at` default 24 hours),
 * `GET /v1/checkout/sessions/{id}` (an open session past its `expires_at` reads as expired),
 * `POST /v1/checkout/sessions/{id}/expire` (only an open one: then the signed `checkout.session.expired`
 * notice goes out, as Stripe sends it), errors as `{ error: { type, code, message } }`. Its hosted page
 * `/pay/{id}` is a trivial page whose "Pay" button sends the signed `checkout.session.completed` notice
 * to the board and then redirects to the session's success_url; tests can send any notice (signed with
 * `webhooks.generateTestHeaderString`), or set `lostNotices` to drop every notice the way a lost webhook would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  line_items: Array<{ name: string; unit_amount: number; quantity: number; currency: string }>;
  created: number;
  expires_at: number;
}

type Nested = { [key: string]: Nested | string };

/** `a[b][0][c]=1` into nested objects; arrays come back as objects keyed "0", "1", … */
function parseForm(body: string): Nested {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Nested;
    });
  }
  return root;
}

const list = (value: Nested | string | undefined): Nested[] =>
  value && typeof value === 'object'
    ? Object.keys(value)
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => value[k] as Nested)
    : [];

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  /** Session creations asked for, with the Idempotency-Key each carried. */
  readonly creations: Array<{ idempotencyKey: string | null; sessionId: string }> = [];
  private readonly byKey = new Map<string, string>();
  private readonly stripe = new Stripe('sk_test_standin');
  private server: Server | null = null;
  private counter = 0;
  base = '';
  /** While true, notices are signed but never delivered (the provider's webhook lost on the way). */
  lostNotices = false;

  constructor(
    private readonly options: {
      readonly secretKey: string;
      readonly webhookSecret: string;
      /** Where notices go; default: the success_url's origin + /api/stripe/webhook (the board's public address). */
      readonly webhookUrl?: string;
      /** Hands a notice to the board in process instead of over HTTP (integration tests). */
      readonly deliver?: (request: Request) => Promise<Response>;
    },
  ) {}

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A notice about a session, signed as Stripe signs it (or with `secret` to forge one); answers the board's status. */
  async notify(
    type: 'checkout.session.completed' | 'checkout.session.expired' | 'checkout.session.async_payment_failed',
    sessionId: string,
    options: { eventId?: string; secret?: string; amountTotal?: number } = {},
  ): Promise<{ status: number; eventId: string }> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (type === 'checkout.session.completed') Object.assign(session, { status: 'complete', payment_status: 'paid' });
    if (type === 'checkout.session.expired') session.status = 'expired';
    const eventId = options.eventId ?? `evt_${Date.now().toString(36)}${(this.counter++).toString(36)}`;
    const { line_items: _items, ...object } = session;
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { ...object, amount_total: options.amountTotal ?? session.amount_total } },
    });
    const signature = this.stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? this.options.webhookSecret });
    const target = this.options.webhookUrl ?? new URL('/api/stripe/webhook', session.success_url).href;
    const request = new Request(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature, 'User-Agent': 'Stripe/1.0' },
      body: payload,
    });
    if (this.lostNotices) return { status: 0, eventId };
    const response = await (this.options.deliver ?? fetch)(request);
    await response.arrayBuffer();
    return { status: response.status, eventId };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${this.counter++}` });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/v1/')) {
      if (req.headers.authorization !== `Bearer ${this.options.secretKey}`)
        return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const form = parseForm(await readBody(req));
      const earlier = key ? this.byKey.get(key) : undefined;
      if (earlier) {
        this.creations.push({ idempotencyKey: key, sessionId: earlier });
        return json(200, this.sessions.get(earlier));
      }
      const items = list(form.line_items).map((item) => {
        const price = item.price_data as Nested;
        return {
          name: String((price.product_data as Nested).name),
          unit_amount: Number(price.unit_amount),
          quantity: Number(item.quantity),
          currency: String(price.currency),
        };
      });
      if (items.length === 0 || items.some((i) => !Number.isInteger(i.unit_amount) || i.unit_amount < 0 || !(i.quantity >= 1)))
        return json(400, { error: { type: 'invalid_request_error', message: 'line_items invalid' } });
      const total = items.reduce((s, i) => s + i.unit_amount * i.quantity, 0);
      const id = `cs_test_${Date.now().toString(36)}${(this.counter++).toString(36)}`;
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        mode: String(form.mode),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: total,
        amount_subtotal: total,
        currency: items[0]!.currency,
        client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
        customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
        locale: typeof form.locale === 'string' ? form.locale : null,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        url: `${this.base}/pay/${id}`,
        line_items: items,
        created: Math.floor(Date.now() / 1000),
        expires_at: typeof form.expires_at === 'string' ? Number(form.expires_at) : Math.floor(Date.now() / 1000) + 86_400,
      };
      this.sessions.set(id, session);
      if (key) this.byKey.set(key, id);
      this.creations.push({ idempotencyKey: key, sessionId: id });
      return json(200, session);
    }
    const get = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    const missing = { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } };
    if (req.method === 'GET' && get) {
      const session = this.sessions.get(get[1]!);
      if (session && session.status === 'open' && session.expires_at * 1000 <= Date.now()) session.status = 'expired';
      return session ? json(200, session) : json(404, missing);
    }
    const expire = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expire) {
      await readBody(req);
      const session = this.sessions.get(expire[1]!);
      if (!session) return json(404, missing);
      if (session.status !== 'open') {
        return json(400, {
          error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` },
        });
      }
      await this.notify('checkout.session.expired', session.id);
      return json(200, session);
    }
    const pay = /^\/pay\/([A-Za-z0-9_]+)(\/confirm)?$/.exec(url.pathname);
    const session = pay ? this.sessions.get(pay[1]!) : undefined;
    if (pay && session && session.status !== 'open') {
      res.writeHead(410, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Expired – Stripe stand-in</title></head><body><main>
<h1>Stripe stand-in</h1><p data-testid="stand-in-closed">This payment page is ${escapeHtml(session.status)}.</p></main></body></html>`);
      return;
    }
    if (pay && session && req.method === 'GET' && !pay[2]) {
      const total = (session.amount_total / 100).toFixed(2);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Pay – Stripe stand-in</title></head><body><main>
<h1>Stripe stand-in</h1><p data-testid="stand-in-total">${escapeHtml(session.currency.toUpperCase())} ${total}</p>
<form method="post" action="/pay/${session.id}/confirm"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`);
      return;
    }
    if (pay && session && req.method === 'POST' && pay[2]) {
      await this.notify('checkout.session.completed', session.id);
      res.writeHead(303, { Location: session.success_url });
      res.end();
      return;
    }
    json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  }
}
