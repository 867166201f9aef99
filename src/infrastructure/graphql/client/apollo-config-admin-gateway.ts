import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  ConfigAdminGateway,
  ConfigEntryInput,
  SaveConfigAnswer,
  StaffConfig,
  StaffConfigEntryView,
} from '../../../application/board/config-admin/config-admin-gateway.port';
import {
  SaveAppConfigEntryDocument,
  SetReadOnlyModeDocument,
  StaffAppConfigDocument,
  type StaffAppConfigEntryFieldsFragment,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

// Field by field: Apollo's __typename has no place in the port's values.
const toEntry = (e: StaffAppConfigEntryFieldsFragment): StaffConfigEntryView => ({
  site: e.site ?? null,
  name: e.name,
  key: e.key,
  value: e.value,
});

/** The configuration staff's operations over the platform's GraphQL API. */
export class ApolloConfigAdminGateway implements ConfigAdminGateway {
  constructor(private readonly client: ApolloClient) {}

  async config(ctx: BoardContext): Promise<StaffConfig> {
    const a = dataOrThrow('staffAppConfig', await runOperation(this.client, 'query', StaffAppConfigDocument, {}, ctx)).staffAppConfig;
    return {
      entries: a.entries.map(toEntry),
      allowedKeys: a.allowedKeys,
      readOnly: a.readOnly,
      platformWide: a.platformWide,
      errors: a.errors,
    };
  }

  async saveEntry(input: ConfigEntryInput, ctx: BoardContext): Promise<SaveConfigAnswer> {
    const a = dataOrThrow(
      'saveAppConfigEntry',
      await runOperation(this.client, 'mutation', SaveAppConfigEntryDocument, { input }, ctx),
    ).saveAppConfigEntry;
    return { entry: a.entry ? toEntry(a.entry) : null, errors: a.errors, fieldErrors: a.fieldErrors };
  }

  async setReadOnly(on: boolean, ctx: BoardContext): Promise<{ readonly readOnly: boolean | null; readonly errors: readonly string[] }> {
    const a = dataOrThrow(
      'setReadOnlyMode',
      await runOperation(this.client, 'mutation', SetReadOnlyModeDocument, { on }, ctx),
    ).setReadOnlyMode;
    return { readOnly: a.readOnly ?? null, errors: a.errors };
  }
}
