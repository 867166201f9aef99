import {
  DIRECTORY_FACET_FIELDS,
  DIRECTORY_PARAMS,
  buildDirectoryRequest,
  directoryHrefOf,
  directoryTermById,
  lastDirectoryPage,
  toDirectoryHref,
  toDirectoryUrl,
  withDirectoryPage,
  type DirectoryEntry,
  type DirectoryFacet,
  type DirectoryRequest,
  type DirectoryTaxonomy,
  type DirectoryUrlInput,
} from '../../../domain/organization/organization-directory';
import { pageCount } from '../../../domain/job/paging';
import { translate } from '../../../domain/shared/locale';
import type { BoardContext } from '../board-context';
import type { OrganizationDirectoryGateway } from './organization-directory-gateway.port';

export interface OrganizationDirectoryPage {
  readonly request: DirectoryRequest;
  /** This page's one URL (internal: `/organizations/…?…`); the canonical link is made of it. */
  readonly href: string;
  readonly items: readonly DirectoryEntry[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** A selected value is always listed (count 0 when nothing matches it any more). */
  readonly facets: readonly DirectoryFacet[];
  /** Empty pages are not indexed. */
  readonly noindex: boolean;
  /** What the page needs to write facet links itself. */
  readonly taxonomy: DirectoryTaxonomy;
}

export type ShowOrganizationDirectoryResult =
  | { readonly kind: 'page'; readonly page: OrganizationDirectoryPage }
  /** 301: the facets belong in the path in another form or order; 302: a query spelled otherwise, or past the last page. */
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly href: string }
  | { readonly kind: 'not-found' };

/**
 * /organizations and /organizations/{industry}/{occupational field}/{field of study}: the URL becomes a
 * directory request, the platform answers it, and this decides what the visitor gets — the page, the
 * request's one URL (redirect), the last page instead of one past the end, or a not-found.
 */
export class ShowOrganizationDirectory {
  constructor(
    private readonly gateway: OrganizationDirectoryGateway,
    private readonly pageSize: number,
  ) {}

  async execute(input: DirectoryUrlInput, ctx: BoardContext): Promise<ShowOrganizationDirectoryResult> {
    const taxonomy = await this.gateway.terms(ctx);
    const options = { locale: ctx.locale, taxonomy };
    const built = buildDirectoryRequest(input, { ...options, pageSize: this.pageSize });
    if (!built.ok) return { kind: 'not-found' };
    const request = built.value;

    const url = toDirectoryUrl(request, options);
    const requested = input.segments.map((s) => s.trim()).filter((s) => s !== '');
    if (url.segments.join('/') !== requested.join('/')) return { kind: 'redirect', status: 301, href: directoryHrefOf(url) };
    if (!sameParams(input.params, url.params)) return { kind: 'redirect', status: 302, href: directoryHrefOf(url) };

    const result = await this.gateway.search(request, this.pageSize, ctx);
    const pages = Math.min(pageCount(result.total, this.pageSize), lastDirectoryPage(this.pageSize));
    if (request.page > pages && result.total > 0) {
      return { kind: 'redirect', status: 302, href: toDirectoryHref(withDirectoryPage(request, pages), options) };
    }
    const facets = result.facets.map((facet) => {
      const listed = new Set(facet.values.map((v) => v.filter));
      const missing = request.selected[facet.field].filter((id) => !listed.has(id));
      const extra = missing.map((id) => {
        const term = directoryTermById(taxonomy, facet.field, id);
        return { filter: id, label: term ? translate(term.label, ctx.locale) : `#${id}`, count: 0 };
      });
      return { field: facet.field, values: [...facet.values, ...extra] };
    });
    return {
      kind: 'page',
      page: {
        request,
        href: directoryHrefOf(url),
        items: result.items,
        total: result.total,
        page: request.page,
        pageCount: pages,
        facets: DIRECTORY_FACET_FIELDS.map((field) => facets.find((f) => f.field === field) ?? { field, values: [] }),
        noindex: result.total === 0,
        taxonomy,
      },
    };
  }
}

const DIRECTORY_KEYS = new Set(DIRECTORY_PARAMS);

/** The same directory parameters with the same values, in any order (others, like utm_source, do not count). */
function sameParams(given: DirectoryUrlInput['params'], canonical: ReadonlyArray<readonly [string, string]>): boolean {
  const key = ([k, v]: readonly [string, string]) => `${k}\u0000${v}`;
  const a = given
    .filter(([k]) => DIRECTORY_KEYS.has(k))
    .map(key)
    .sort();
  const b = canonical.map(key).sort();
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
