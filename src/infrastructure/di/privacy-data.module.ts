import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { FileStore } from '../../application/platform/files/file-store.port';
import type { AccountStore } from '../../application/platform/identity/account-store.port';
import type { PasswordHasher } from '../../application/platform/identity/password-hasher.port';
import type { SecretTokens } from '../../application/platform/identity/secret-tokens.port';
import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { AccountErasure } from '../../application/platform/privacy/account-erasure.port';
import { DeleteAccount } from '../../application/platform/privacy/delete-account.use-case';
import { ExportPersonalData } from '../../application/platform/privacy/export-personal-data.use-case';
import { GetDeletionRequirements } from '../../application/platform/privacy/get-deletion-requirements.use-case';
import type { ListSocialProviders } from '../../application/platform/social/list-social-providers.use-case';
import type { PrivacyUnitOfWork } from '../../application/platform/privacy/privacy-unit-of-work.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { PostgresAccountErasure } from '../postgres/privacy/postgres-account-erasure';
import { PostgresConsentPersonalData } from '../postgres/privacy/postgres-consent-personal-data';
import {
  PostgresAccountLinksPersonalData,
  PostgresAccountPersonalData,
  PostgresLinkedAccountsPersonalData,
  PostgresMailPersonalData,
  PostgresSessionsPersonalData,
} from '../postgres/privacy/postgres-identity-personal-data';
import { PostgresOrganizationPersonalData } from '../postgres/privacy/postgres-organization-personal-data';
import { PostgresPrivacyUnitOfWork, type PersonalDataSourceFactory } from '../postgres/privacy/postgres-privacy-unit-of-work';
import { ACCOUNTS } from './accounts.module';
import { JOBPAGE } from './job-page.module';
import { MAIL } from './mail.module';
import { SOCIAL } from './social.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.privacy.${name}`);

export const PRIVACY = {
  /**
   * Multi-binding: every feature that keeps personal data binds one factory per source here, in its own
   * module — `c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresBookmarksPersonalData(db))` —
   * and the export and account deletion pick it up.
   */
  SourceFactory: id<PersonalDataSourceFactory>('SourceFactory'),
  UnitOfWork: id<PrivacyUnitOfWork>('UnitOfWork'),
  Erasure: id<AccountErasure>('Erasure'),
  ExportPersonalData: id<ExportPersonalData>('ExportPersonalData'),
  DeleteAccount: id<DeleteAccount>('DeleteAccount'),
  GetDeletionRequirements: id<GetDeletionRequirements>('GetDeletionRequirements'),
} as const;

/** Privacy (GDPR): the accounts' own personal data sources, "download my data" and "delete my account". */
export function bindPrivacyDataModule(c: Container, _config: object): void {
  const sources: PersonalDataSourceFactory[] = [
    (db) => new PostgresAccountPersonalData(db),
    (db) => new PostgresOrganizationPersonalData(db),
    (db) => new PostgresSessionsPersonalData(db),
    (db) => new PostgresLinkedAccountsPersonalData(db),
    (db) => new PostgresAccountLinksPersonalData(db),
    (db) => new PostgresConsentPersonalData(db),
    (db) => new PostgresMailPersonalData(db),
  ];
  for (const source of sources) c.bind(PRIVACY.SourceFactory).toConstantValue(source);
  const allSources = { serviceIdentifier: PRIVACY.SourceFactory, isMultiple: true } as const;

  c.bind(PRIVACY.UnitOfWork).toResolvedValue(
    (pool: Pool, factories: PersonalDataSourceFactory[]) => new PostgresPrivacyUnitOfWork(pool, factories),
    [T.Pool, allSources],
  );
  c.bind(PRIVACY.Erasure).toResolvedValue((pool: Pool) => new PostgresAccountErasure(pool), [T.Pool]);
  c.bind(PRIVACY.ExportPersonalData).toResolvedValue(
    (pool: Pool, factories: PersonalDataSourceFactory[], clock: Clock) =>
      new ExportPersonalData(
        factories.map((make) => make(pool)),
        clock,
      ),
    [T.Pool, allSources, T.Clock],
  );
  c.bind(PRIVACY.DeleteAccount).toResolvedValue(
    (
      accounts: AccountStore,
      erasure: AccountErasure,
      uow: PrivacyUnitOfWork,
      hasher: PasswordHasher,
      tokens: SecretTokens,
      files: FileStore,
      composer: MailComposer,
      sites: SiteDirectory,
      clock: Clock,
    ) => new DeleteAccount(accounts, erasure, uow, hasher, tokens, files, composer, sites, clock),
    [
      ACCOUNTS.AccountStore,
      PRIVACY.Erasure,
      PRIVACY.UnitOfWork,
      ACCOUNTS.Hasher,
      ACCOUNTS.Tokens,
      JOBPAGE.FileStore,
      MAIL.Composer,
      T.Sites,
      T.Clock,
    ],
  );
  c.bind(PRIVACY.GetDeletionRequirements).toResolvedValue(
    (accounts: AccountStore, erasure: AccountErasure, tokens: SecretTokens, social: ListSocialProviders, clock: Clock) =>
      new GetDeletionRequirements(accounts, erasure, tokens, social, clock),
    [ACCOUNTS.AccountStore, PRIVACY.Erasure, ACCOUNTS.Tokens, SOCIAL.ListSocialProviders, T.Clock],
  );
}

/** What the `/api/privacy` server route and the settings page drive. Server-only. */
export interface Privacy {
  readonly exportPersonalData: ExportPersonalData;
  readonly deleteAccount: DeleteAccount;
  readonly deletionRequirements: GetDeletionRequirements;
}

export const privacyFrom = (c: Container): Privacy => ({
  exportPersonalData: c.get(PRIVACY.ExportPersonalData),
  deleteAccount: c.get(PRIVACY.DeleteAccount),
  deletionRequirements: c.get(PRIVACY.GetDeletionRequirements),
});

export const privacyFeature = defineFeature({
  name: 'privacy',
  bind: bindPrivacyDataModule,
  board: (c) => ({
    get privacy() {
      return privacyFrom(c);
    },
  }),
});
