import type { TeamAndSites } from '../../../../src/domain/organization/organization-team';
import type { TokenVerifier } from '../../../../src/application/platform/identity/token-verifier.port';
import type { UserRepository } from '../../../../src/application/platform/identity/user-repository.port';
import type { OrganizationOwnerLookup } from '../../../../src/application/platform/organizations/organization-owner-lookup.port';
import type { PathAliasRepository, PathTarget } from '../../../../src/application/platform/routing/path-alias-repository.port';
import type { AppConfigRepository } from '../../../../src/application/platform/site/app-config-repository.port';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import { ANONYMOUS, type Actor } from '../../../../src/domain/identity/actor';
import type { User } from '../../../../src/domain/identity/user';
import type { AppConfigEntry } from '../../../../src/domain/site/app-config';
import type { SiteConfig } from '../../../../src/domain/site/site-config';

/** In-memory fakes of the platform ports the GraphQL server needs; the PostgreSQL adapters replace them later. */

export class InMemorySiteDirectory implements SiteDirectory {
  constructor(private readonly sites: readonly SiteConfig[]) {}
  get(key: string): SiteConfig | undefined {
    return this.sites.find((s) => s.key === key);
  }
  all(): readonly SiteConfig[] {
    return this.sites;
  }
}

export class InMemoryPathAliasRepository implements PathAliasRepository {
  /** Keyed by `${site} ${path}`; language-independent for the tests. */
  constructor(private readonly targets: Record<string, PathTarget>) {}
  async resolve(site: string, _language: string, path: string): Promise<PathTarget | null> {
    return this.targets[`${site} ${path}`] ?? null;
  }
}

export class InMemoryUserRepository implements UserRepository {
  constructor(private readonly users: readonly User[]) {}
  async findById(id: string): Promise<User | null> {
    return this.users.find((u) => u.id === id) ?? null;
  }
}

export class InMemoryAppConfigRepository implements AppConfigRepository {
  constructor(private readonly entries: Record<string, AppConfigEntry[]>) {}
  async listFor(site: string): Promise<AppConfigEntry[]> {
    return this.entries[site] ?? [];
  }
}

/** Organizations' owners, and the sites each is on (none when not given). */
export class InMemoryOwnerLookup implements OrganizationOwnerLookup {
  constructor(
    private readonly owners: Record<string, string>,
    private readonly sites: Readonly<Record<string, readonly string[]>> = {},
  ) {}
  async teamOf(organizationId: string): Promise<TeamAndSites> {
    const owner = this.owners[organizationId];
    return { team: owner ? [{ userId: owner, role: 'owner' }] : [], sites: this.sites[organizationId] ?? [] };
  }
}

/** Known tokens map to actors; anything else is anonymous (as the port promises). */
export class FakeTokenVerifier implements TokenVerifier {
  constructor(private readonly tokens: Record<string, Actor>) {}
  async verify(token: string): Promise<Actor> {
    return this.tokens[token] ?? ANONYMOUS;
  }
}
