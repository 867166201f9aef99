import type { ServiceIdentifier } from 'inversify';
import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';
import type { LegalVersionStore } from '../../application/platform/legal-admin/legal-version-store.port';

/**
 * The legal pages' wordings (the sites' files with the console's stored wordings on top), bound by the
 * communication module. Its own file because registration (accounts module) needs the terms version
 * too, and the communication module already imports the accounts module.
 */
export const LEGAL_SOURCE: ServiceIdentifier<LegalDocumentSource> = Symbol.for('jobboard.communication.LegalSource');

/** The wordings published from the console alone (PostgreSQL); the legal console writes through it. */
export const LEGAL_VERSION_STORE: ServiceIdentifier<LegalVersionStore> = Symbol.for('jobboard.communication.LegalVersionStore');
