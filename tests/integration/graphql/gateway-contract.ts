import { describe } from 'vitest';
import type { ApolloClientOptions } from '../../../src/infrastructure/graphql/client/create-apollo-client';
import { aiWritingContract } from './contract/ai-writing.contract';
import { alertsContract } from './contract/alerts.contract';
import { applicationsContract } from './contract/applications.contract';
import { boardGateways } from './contract/board-gateways';
import { consentContract } from './contract/consent.contract';
import { contentContract } from './contract/content.contract';
import { coreContract } from './contract/core.contract';
import { jobPageContract } from './contract/job-page.contract';
import { jobPostingContract } from './contract/job-posting.contract';
import { organizationsContract } from './contract/organizations.contract';

/**
 * The board gateways' contract against a running platform API holding the seed of platform-seed.ts:
 * every Apollo*Gateway (contract/board-gateways.ts builds them all), one file per area. `clientOptions()`
 * is read lazily (the server starts in beforeAll): a real URL, or a URL plus `fetch: yoga.fetch` for the
 * in-process SSR path.
 */
export function runGatewayContract(label: string, clientOptions: () => ApolloClientOptions): void {
  const gateways = () => boardGateways(clientOptions());
  describe(`board gateways over GraphQL (${label})`, () => {
    describe('jobs, routes, user, site configuration', () => coreContract(gateways));
    describe('job page and job search', () => jobPageContract(gateways));
    describe('blog and landing pages', () => contentContract(gateways));
    describe('organizations and the profile editor', () => organizationsContract(gateways));
    describe('consent', () => consentContract(gateways));
    describe('bookmarks and job alerts', () => alertsContract(gateways));
    describe('applications', () => applicationsContract(gateways));
    describe('job posting', () => jobPostingContract(gateways));
    describe('writing helper', () => aiWritingContract(gateways));
  });
}
