import type { Locale } from '../shared/locale';
import { hasLandingPathShape, isReservedBoardPath } from './landing-page';

/*
 * What staff write when they create or change a landing page: where it lives (site, language, main
 * path), the further paths that answer with it (aliases: the board shows the page there too, its
 * canonical link naming the main path), what it says and whether visitors see it. The rules here are
 * the ones that need nothing but the draft; whether a path is taken is the use case's question.
 */

/** An alias list longer than this is a path collection, not a few old or alternative addresses. */
export const MAX_LANDING_ALIASES = 10;
export const MAX_LANDING_TITLE = 200;
export const MAX_LANDING_SEO_TITLE = 70;
export const MAX_LANDING_SEO_DESCRIPTION = 300;
export const MAX_LANDING_INTRO = 50_000;
export const MAX_LANDING_SEARCH_QUERY = 500;

export interface LandingPageDraft {
  readonly site: string;
  readonly locale: Locale;
  readonly path: string;
  readonly aliases: readonly string[];
  readonly title: string;
  /** Sanitized HTML in the filtered format (the use case sanitizes before it checks). */
  readonly introHtml: string;
  /** Query string of the job search the page leads to, without `?`. */
  readonly searchQuery: string;
  readonly seoTitle: string;
  readonly seoDescription: string;
  readonly published: boolean;
}

export type LandingPageProblem =
  | 'TITLE_REQUIRED'
  | 'TITLE_TOO_LONG'
  | 'PATH_INVALID'
  | 'PATH_RESERVED'
  | 'ALIAS_INVALID'
  | 'ALIAS_RESERVED'
  | 'ALIAS_DUPLICATE'
  | 'TOO_MANY_ALIASES'
  | 'INTRO_TOO_LONG'
  | 'SEARCH_QUERY_INVALID'
  | 'SEO_TITLE_TOO_LONG'
  | 'SEO_DESCRIPTION_TOO_LONG';

/** A path as staff typed it, in the form it is stored: trimmed, lower-case, without trailing slashes. */
export function normalizeLandingPath(typed: string): string {
  const path = typed.trim().toLowerCase().replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

function pathProblem(path: string, invalid: LandingPageProblem, reserved: LandingPageProblem): LandingPageProblem | null {
  if (!hasLandingPathShape(path)) return invalid;
  return isReservedBoardPath(path) ? reserved : null;
}

/**
 * The draft as it is stored (paths normalized, aliases without blanks, texts trimmed), or every rule it
 * breaks. Aliases are paths like the main one: they must be free of the board's own paths, distinct
 * from each other and from the main path.
 */
export function checkLandingPageDraft(
  draft: LandingPageDraft,
): { readonly ok: true; readonly draft: LandingPageDraft } | { readonly ok: false; readonly problems: readonly LandingPageProblem[] } {
  const path = normalizeLandingPath(draft.path);
  const aliases = draft.aliases.filter((a) => a.trim() !== '').map(normalizeLandingPath);
  const normalized: LandingPageDraft = {
    ...draft,
    path,
    aliases,
    title: draft.title.trim(),
    searchQuery: draft.searchQuery.trim().replace(/^\?/, ''),
    seoTitle: draft.seoTitle.trim(),
    seoDescription: draft.seoDescription.trim(),
  };
  const problems = new Set<LandingPageProblem>();
  if (normalized.title === '') problems.add('TITLE_REQUIRED');
  if (normalized.title.length > MAX_LANDING_TITLE) problems.add('TITLE_TOO_LONG');
  const mainProblem = pathProblem(path, 'PATH_INVALID', 'PATH_RESERVED');
  if (mainProblem) problems.add(mainProblem);
  if (aliases.length > MAX_LANDING_ALIASES) problems.add('TOO_MANY_ALIASES');
  for (const alias of aliases) {
    const aliasProblem = pathProblem(alias, 'ALIAS_INVALID', 'ALIAS_RESERVED');
    if (aliasProblem) problems.add(aliasProblem);
  }
  if (new Set([path, ...aliases]).size !== aliases.length + 1) problems.add('ALIAS_DUPLICATE');
  if (normalized.introHtml.length > MAX_LANDING_INTRO) problems.add('INTRO_TOO_LONG');
  if (normalized.searchQuery.length > MAX_LANDING_SEARCH_QUERY || /[\s#]/.test(normalized.searchQuery))
    problems.add('SEARCH_QUERY_INVALID');
  if (normalized.seoTitle.length > MAX_LANDING_SEO_TITLE) problems.add('SEO_TITLE_TOO_LONG');
  if (normalized.seoDescription.length > MAX_LANDING_SEO_DESCRIPTION) problems.add('SEO_DESCRIPTION_TOO_LONG');
  return problems.size === 0 ? { ok: true, draft: normalized } : { ok: false, problems: [...problems] };
}

/** Every path the page answers at: the main one first, then its aliases. */
export const pathsOf = (draft: Pick<LandingPageDraft, 'path' | 'aliases'>): readonly string[] => [draft.path, ...draft.aliases];
