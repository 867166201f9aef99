import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { usersSectionRefusal } from './staff-user-access';
import type { StaffUserDetail, StaffUserPage, StaffUserReader } from './staff-user-store.port';

/** The users section's list (search by address or name) and one account's page; administrators only. */
export class SearchStaffUsers {
  constructor(private readonly users: StaffUserReader) {}

  async search(
    input: { readonly text: string; readonly offset: number; readonly limit: number },
    ctx: RequestContext,
  ): Promise<Result<StaffUserPage, 'UNAUTHENTICATED' | 'FORBIDDEN'>> {
    const refusal = usersSectionRefusal(ctx.actor);
    if (refusal) return err(refusal);
    return ok(await this.users.search(input.text.trim(), { offset: input.offset, limit: input.limit }));
  }

  async find(id: string, ctx: RequestContext): Promise<Result<StaffUserDetail, 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND'>> {
    const refusal = usersSectionRefusal(ctx.actor);
    if (refusal) return err(refusal);
    const user = await this.users.find(id);
    return user ? ok(user) : err('NOT_FOUND');
  }
}
