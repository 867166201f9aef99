import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { openSections, type StaffSection } from '../../../domain/staff/staff-scope';

/**
 * The console's entry: the sections the signed-in staff member may open. A guest is told
 * UNAUTHENTICATED (signing in could help), anybody else without a section FORBIDDEN.
 */
export class OpenStaffConsole {
  execute(ctx: RequestContext): Result<readonly StaffSection[], 'UNAUTHENTICATED' | 'FORBIDDEN'> {
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const sections = openSections(ctx.actor);
    return sections.length ? ok(sections) : err('FORBIDDEN');
  }
}
