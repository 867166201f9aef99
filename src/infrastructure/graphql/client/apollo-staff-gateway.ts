import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  StaffActionList,
  StaffActionSearch,
  StaffConsoleAnswer,
  StaffGateway,
} from '../../../application/board/staff/staff-gateway.port';
import type { StaffJson } from '../../../domain/staff/staff-json';
import { STAFF_SECTIONS, type StaffSection } from '../../../domain/staff/staff-scope';
import { StaffActionsDocument, StaffConsoleDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

// The schema names sections in capitals; the board knows them in lower case.
const sectionOf = (s: string): StaffSection | null => STAFF_SECTIONS.find((k) => k.toUpperCase() === s) ?? null;
const parsed = (text: string | null): StaffJson => (text === null ? null : (JSON.parse(text) as StaffJson));

/** The console's entry and its audit log over GraphQL. */
export class ApolloStaffGateway implements StaffGateway {
  constructor(private readonly client: ApolloClient) {}

  async console(ctx: BoardContext): Promise<StaffConsoleAnswer> {
    const r = dataOrThrow('staffConsole', await runOperation(this.client, 'query', StaffConsoleDocument, {}, ctx)).staffConsole;
    return { sections: r.sections.map(sectionOf).filter((s): s is StaffSection => s !== null), errors: r.errors };
  }

  async actions(search: StaffActionSearch, ctx: BoardContext): Promise<StaffActionList> {
    const { offset, limit, ...filter } = search;
    const r = dataOrThrow(
      'staffActions',
      await runOperation(this.client, 'query', StaffActionsDocument, { filter, offset, limit }, ctx),
    ).staffActions;
    return {
      entries: r.entries.map((e) => ({
        id: e.id,
        at: e.at,
        actorId: e.actorId,
        actorName: e.actorName,
        actorEmail: e.actorEmail,
        masqueradedBy: e.masqueradedBy,
        siteKey: e.siteKey,
        action: e.action,
        targetType: e.targetType,
        targetId: e.targetId,
        before: parsed(e.before),
        after: parsed(e.after),
      })),
      total: r.total,
      errors: r.errors,
    };
  }
}
