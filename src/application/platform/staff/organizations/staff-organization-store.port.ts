/** An organization as the console's organizations section lists it. */
export interface StaffOrganizationRow {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** The sites its jobs are offered on and the sites featuring it, sorted. */
  readonly sites: readonly string[];
  readonly jobs: number;
  /** The sites featuring it, sorted. */
  readonly featuredOn: readonly string[];
  readonly parent: { readonly id: string; readonly name: string } | null;
}

/** One organization on its console page. */
export interface StaffOrganizationDetail extends StaffOrganizationRow {
  readonly children: number;
  readonly members: number;
}

export interface StaffOrganizationFilter {
  /** Part of the name or alternative name, or the organization's id. */
  readonly text: string;
  /** Organizations with one of these sites (`all`: no limit, those on no site included). */
  readonly sites: 'all' | readonly string[];
}

export interface StaffOrganizationPage {
  readonly organizations: readonly StaffOrganizationRow[];
  readonly total: number;
}

/** The organizations section's read side: by name, paged. */
export interface StaffOrganizationReader {
  search(filter: StaffOrganizationFilter, page: { readonly offset: number; readonly limit: number }): Promise<StaffOrganizationPage>;
  find(id: string): Promise<StaffOrganizationDetail | null>;
}

/** The organizations section's writes, bound to one transaction (StaffOrganizationUnitOfWork). */
export interface StaffOrganizationStore {
  /** The organization, its row locked until the transaction ends (null: no such organization). */
  lock(id: string): Promise<StaffOrganizationDetail | null>;
  /**
   * The positions taken on a site's featured list; holds the site's list until the transaction ends, so
   * two staff members featuring at once cannot both take the last place.
   */
  lockFeatured(siteKey: string): Promise<readonly number[]>;
  feature(siteKey: string, organizationId: string, position: number): Promise<void>;
  unfeature(siteKey: string, organizationId: string): Promise<void>;
  /** Every organization's parent (null: none). */
  parentLinks(): Promise<ReadonlyMap<string, string | null>>;
  /** 'CYCLE' when the database's guard found a cycle a concurrent change closed meanwhile. */
  setParent(organizationId: string, parentId: string | null): Promise<'SET' | 'CYCLE'>;
  /**
   * Whether credits were sold to the organization (credit ledger entries or subscriptions): the ledger is
   * append-only, and what was bought stays with whom it was sold to.
   */
  hasCredits(organizationId: string): Promise<boolean>;
  /**
   * Moves what belongs to the business from `duplicateId` to `keptId` (jobs, applications, team, orders,
   * contact requests, resume alerts, invitations, importers, directory terms, resume blocks, featuring,
   * AI usage, child organizations), then deletes the duplicate with its own profile (texts, lists, files:
   * the kept profile stays as it is). Returns the rows moved per kind and the file store keys the
   * duplicate's profile held.
   */
  mergeInto(keptId: string, duplicateId: string): Promise<MergeOutcome>;
}

export interface MergeOutcome {
  readonly moved: Readonly<Record<string, number>>;
  readonly fileKeys: readonly string[];
}
