import type { ServiceIdentifier } from 'inversify';
import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';

/**
 * The legal pages' files, bound by the communication module. Its own file because registration (accounts
 * module) needs the terms version too, and the communication module already imports the accounts module.
 */
export const LEGAL_SOURCE: ServiceIdentifier<LegalDocumentSource> = Symbol.for('jobboard.communication.LegalSource');
