import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import * as TYPE_DEFS from '../../../src/infrastructure/graphql/server/generated/type-defs';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * A guest calling an operation that needs a signed-in user is told UNAUTHENTICATED (signing in could
 * help), never FORBIDDEN. The operations come from the schema itself (every part's type definitions),
 * so a new mutation or query is covered the day it is added: it either answers a guest UNAUTHENTICATED
 * or is named below as open to guests, with the reason.
 */

/** Mutations a guest may call: the reason is why a visitor without an account needs them. */
const PUBLIC_MUTATIONS: Record<string, string> = {
  submitApplication: 'guests apply without an account',
  checkAttachments: 'the apply form checks files before sending, for guests too',
  createGdprUserConsent: 'the newsletter consent is given by guests (the use case refuses other infos with SIGN_IN_REQUIRED)',
  acceptTerms: 'answers SIGN_IN_REQUIRED in its own errors, as the terms dialog expects',
  createJobAlert: 'guests save a search as an alert under their address (double opt-in)',
  confirmJobAlert: 'the link in the confirmation mail works without signing in',
  unsubscribeJobAlert: 'the link in every alert mail works without signing in',
  sendContactMessage: 'the contact form is open to everyone',
  unsubscribeNewsletter: 'the one-click unsubscribe link of every newsletter',
  signUpForNewsletter: 'newsletter sign-up with double opt-in',
  confirmNewsletter: 'the link in the confirmation mail',
  unsubscribeResumeAlert: 'the unsubscribe link of every resume alert mail',
  allowMeasurementCall: 'every page sends its measurement calls for guests too (counted per visitor address)',
  countJobEvent: 'the job page counts views, apply starts and shares for guests too (nothing about the visitor is stored)',
  acceptOrganizationInvitation: 'the invited person may have no account yet: accepting creates it (the mailed token proves the address)',
};

/**
 * Mutations that refuse a guest, but with another code than UNAUTHENTICATED still. Each is checked to
 * refuse; moving one to UNAUTHENTICATED means taking it off this list, which the last check demands.
 * Every other mutation asks for a signed-in user before it looks anything up or judges its input, so a
 * guest learns nothing about which ids exist.
 */
const REFUSED_WITH_ANOTHER_CODE: Record<string, string> = {};

/**
 * Queries that read what only the signed-in user's own account holds: a guest is told to sign in
 * (UNAUTHENTICATED) rather than handed an empty answer that looks like "you have none". Public queries
 * (jobs, organizations, content) stay open; queries about someone else's object answer null to whoever
 * may not see it (the authorization matrix).
 */
const PERSONAL_QUERIES = [
  'myApplications',
  'jobAlerts',
  'bookmarks',
  'bookmarkedJobIds',
  'myResume',
  'myResumeImport',
  'myContactRequests',
  'sentContactRequests',
  'commerceOrders',
  'getCredits',
  'getSubscriptions',
  'billingProfile',
  'myNewsletterSubscription',
  'updatableOrganizationProfiles',
] as const;

type Json = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

const schema = buildSchema(Object.values(TYPE_DEFS).join('\n'));

/** A value the argument's type accepts: the operation must get past validation to reach its use case. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sample(f.type)]),
    );
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return true;
    if (type.name === 'ID') return '1';
    if (type.name === 'Upload') return null;
    return 'x';
  }
  return null;
}

/** `__typename` and the payload's own fields that may name a refusal: its scalars and its `errors`. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return '';
  const parts = ['__typename'];
  for (const f of Object.values(type.getFields())) {
    const named = getNamedType(f.type);
    if (f.args.length > 0) continue;
    if (isScalarType(named) || isEnumType(named)) parts.push(f.name);
    else if (f.name === 'errors' && isObjectType(named)) parts.push(`errors { ${'code' in named.getFields() ? 'code' : '__typename'} }`);
  }
  return `{ ${parts.join(' ')} }`;
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((a) => isNonNullType(a.type) || getNamedType(a.type).name === 'Upload');
  const variables = Object.fromEntries(args.map((a) => [a.name, sample(a.type)]));
  const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection(field)} }`;
  const uploads = args.filter((a) => getNamedType(a.type).name === 'Upload').map((a) => a.name);
  return { query, variables, uploads };
}

let db: TestDatabase;
let board: Board;
let container: ReturnType<typeof buildContainer>;

async function asGuest(op: ReturnType<typeof operation>): Promise<Json> {
  const headers = { 'x-frontend': 'default', 'x-locale': 'de', 'apollo-require-preflight': 'true' };
  let body: BodyInit;
  if (op.uploads.length === 0) {
    body = JSON.stringify({ query: op.query, variables: op.variables });
    Object.assign(headers, { 'content-type': 'application/json' });
  } else {
    // Files travel as multipart parts (the GraphQL multipart request spec), as the board sends them.
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: op.query, variables: op.variables }));
    form.set('map', JSON.stringify(Object.fromEntries(op.uploads.map((name, i) => [String(i), [`variables.${name}`]]))));
    for (const [i] of op.uploads.entries()) form.set(String(i), new File(['%PDF-1.7\n%%EOF\n'], 'probe.pdf', { type: 'application/pdf' }));
    body = form;
  }
  const response = await board.handleGraphql(new Request('http://localhost/graphql', { method: 'POST', headers, body }));
  return (await response.json()) as Json;
}

/** Every refusal code in the answer: the GraphQL errors' codes and the codes the payload names. */
function codes(json: Json): string[] {
  const found = (json.errors ?? []).map((e) => e.extensions?.code ?? e.message);
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && /^[A-Z_]+$/.test(value)) found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(json.data);
  return found;
}

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  container = buildContainer({ site: 'default', databaseUrl: db.url, production: true });
  board = boardFrom(container);
});
afterAll(async () => {
  await container?.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
  await db?.drop();
});

const fieldsOf = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {});

describe('a guest calling an operation that needs a signed-in user is told UNAUTHENTICATED', () => {
  it('every mutation but the public ones', async () => {
    const answers: Record<string, string[]> = {};
    for (const field of fieldsOf(schema.getMutationType())) {
      if (field.name in PUBLIC_MUTATIONS) continue;
      answers[field.name] = codes(await asGuest(operation('mutation', field)));
    }
    const judged = Object.entries(answers).filter(([name]) => !(name in REFUSED_WITH_ANOTHER_CODE));
    const wrong = judged.filter(([, found]) => !found.includes('UNAUTHENTICATED') || found.includes('FORBIDDEN'));
    expect(Object.fromEntries(wrong)).toEqual({});
    expect(judged.length).toBeGreaterThan(20);
    // A listed mutation that answers guests UNAUTHENTICATED now leaves the list.
    const others = Object.entries(answers).filter(([name]) => name in REFUSED_WITH_ANOTHER_CODE);
    expect(others.filter(([, found]) => found.includes('UNAUTHENTICATED')).map(([n]) => n)).toEqual([]);
  });

  it('the lists name only mutations the schema has', () => {
    const names = new Set(fieldsOf(schema.getMutationType()).map((f) => f.name));
    expect([...Object.keys(PUBLIC_MUTATIONS), ...Object.keys(REFUSED_WITH_ANOTHER_CODE)].filter((n) => !names.has(n))).toEqual([]);
  });

  it('personal queries: UNAUTHENTICATED, no data', async () => {
    const queries = new Map(fieldsOf(schema.getQueryType()).map((f) => [f.name, f]));
    for (const name of PERSONAL_QUERIES) {
      const field = queries.get(name);
      expect(field, name).toBeDefined();
      const json = await asGuest(operation('query', field!));
      expect({ name, codes: codes(json) }).toEqual({ name, codes: ['UNAUTHENTICATED'] });
      expect(json.data?.[name] ?? null, name).toBeNull();
    }
  });
});
