import { mayManageSection } from '../../../domain/staff/staff-scope';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { CommerceRepository } from './commerce-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * The organization a commerce request acts for: the one asked for when the actor is a member (the site's
 * shop staff may name any existing one), else the actor's first organization. Anybody else
 * gets null — the caller answers as if it did not exist.
 */
export async function organizationFor(
  repo: CommerceRepository,
  ctx: RequestContext,
  requested: string | null,
): Promise<{ id: string; name: string } | null> {
  if (ctx.actor.kind !== 'user') return null;
  if (requested !== null && !isEntityId(requested)) return null;
  if (requested !== null && mayManageSection(ctx.actor, 'commerce', ctx.site)) {
    const name = await repo.organizationName(requested);
    return name === null ? null : { id: requested, name };
  }
  const mine = await repo.memberOrganizations(ctx.actor.userId);
  if (requested === null) return mine[0] ?? null;
  return mine.find((o) => o.id === requested) ?? null;
}
