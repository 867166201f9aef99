import type { Actor } from '../identity/actor';
import { plainText } from '../job/job-metatags';
import { LOCALES, type Locale, type Translated } from '../shared/locale';
import { mayManageSection } from '../staff/staff-scope';
import { isTermsInfo } from './latest-consent';

/*
 * The staff's rules for consent texts. An info meant for every site (sites null) is data of no single
 * site, so only an administrator may reword it; an info of named sites may be reworded by staff who may
 * manage the consent section on each of them (a site admin of one site cannot change what another
 * site's visitors agree to). An info of no site is treated like one of every site.
 */

export const mayRewordConsentInfo = (actor: Actor, sites: readonly string[] | null): boolean =>
  sites === null || sites.length === 0
    ? mayManageSection(actor, 'consent', null)
    : sites.every((site) => mayManageSection(actor, 'consent', site));

/** Longest wording per language, in characters of sanitized HTML (a consent text is a few paragraphs). */
export const MAX_CONSENT_TEXT_LENGTH = 20_000;

export type ConsentRevisionProblem =
  | { readonly field: 'textDe'; readonly code: 'TEXT_REQUIRED' }
  | { readonly field: 'textDe' | 'textEn' | 'textFr'; readonly code: 'TEXT_TOO_LONG' }
  | { readonly field: 'effectiveAt'; readonly code: 'INVALID_DATE' | 'DATE_IN_PAST' };

const FIELD: Record<Locale, 'textDe' | 'textEn' | 'textFr'> = { de: 'textDe', 'en-GB': 'textEn', fr: 'textFr' };

/** A new wording as staff typed it, its HTML already sanitized; `effectiveAt` null: in force at once. */
export interface ConsentRevisionDraft {
  readonly texts: Partial<Record<Locale, string>>;
  readonly effectiveAt: string | null;
}

export type CheckedRevision =
  | { readonly ok: true; readonly texts: Translated; readonly effectiveAt: Date }
  | { readonly ok: false; readonly problems: readonly ConsentRevisionProblem[] };

/**
 * A wording is worth publishing when German says something (German is the texts' fallback for every
 * other language), no language is longer than the limit, and it applies from now or a later instant:
 * a revision dated in the past would rewrite which wording users agreed to. A language left empty
 * falls back to German.
 */
export function checkConsentRevision(draft: ConsentRevisionDraft, now: Date): CheckedRevision {
  const problems: ConsentRevisionProblem[] = [];
  const texts: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const html = (draft.texts[locale] ?? '').trim();
    if (html.length > MAX_CONSENT_TEXT_LENGTH) problems.push({ field: FIELD[locale], code: 'TEXT_TOO_LONG' });
    else if (plainText(html).length > 0) texts[locale] = html;
  }
  if (texts.de === undefined && !problems.some((p) => p.field === 'textDe')) problems.push({ field: 'textDe', code: 'TEXT_REQUIRED' });
  let effectiveAt = now;
  if (draft.effectiveAt !== null) {
    const at = Date.parse(draft.effectiveAt);
    if (Number.isNaN(at)) problems.push({ field: 'effectiveAt', code: 'INVALID_DATE' });
    else if (at < now.getTime() - 60_000) problems.push({ field: 'effectiveAt', code: 'DATE_IN_PAST' });
    else effectiveAt = new Date(Math.max(at, now.getTime()));
  }
  if (problems.length > 0 || texts.de === undefined) return { ok: false, problems };
  return { ok: true, texts: { ...texts, de: texts.de }, effectiveAt };
}

/**
 * Whether an info may be switched off. The terms dialog's info may not while a site it serves has
 * terms (any version, in force or announced): users accept the terms through it, and without it the
 * dialog would never ask again. `sitesWithTerms`: the info's sites that have a terms page.
 */
export const deactivationRefusal = (
  info: { readonly type: string; readonly placement: string },
  sitesWithTerms: readonly string[],
): 'TERMS_INFO_REQUIRED' | null => (isTermsInfo(info) && sitesWithTerms.length > 0 ? 'TERMS_INFO_REQUIRED' : null);
