import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ReadOnlyMode } from '../../../../application/platform/config-admin/config-admin-repository.port';
import { isLocale, type Locale } from '../../../../domain/shared/locale';
import configAdminDe from '../../../i18n/messages/config-admin/de.json';
import configAdminEnGB from '../../../i18n/messages/config-admin/en-GB.json';
import configAdminFr from '../../../i18n/messages/config-admin/fr.json';
import { expectedError } from '../expected-error';
import type { PlatformContext } from '../graphql-context';

const MESSAGE: Record<Locale, string> = {
  de: configAdminDe.configAdmin.errors.READ_ONLY,
  'en-GB': configAdminEnGB.configAdmin.errors.READ_ONLY,
  fr: configAdminFr.configAdmin.errors.READ_ONLY,
};

/** The mutations that still run in read-only mode: switching it (else nobody could turn it off). */
export const READ_ONLY_EXEMPT_MUTATIONS: ReadonlySet<string> = new Set(['setReadOnlyMode']);

/**
 * The one write check of read-only mode: a mutation operation whose root fields are not all exempt is
 * answered with a READ_ONLY error in the request's language before any resolver runs, so no use case
 * needs to know about the mode. Queries are never asked about it and keep working.
 */
export function useReadOnlyMode(mode: ReadOnlyMode): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      // A fragment at the root could name any mutation: only plain, exempt fields pass unasked.
      const exempt = operation.selectionSet.selections.every(
        (s) => s.kind === Kind.FIELD && (READ_ONLY_EXEMPT_MUTATIONS.has(s.name.value) || s.name.value === '__typename'),
      );
      if (exempt || !(await mode.isOn())) return;
      const locale = (args.contextValue as Partial<PlatformContext>).requestContext?.locale;
      setResultAndStopExecution({ errors: [expectedError('READ_ONLY', MESSAGE[isLocale(locale) ? locale : 'de'])] });
    },
  };
}
