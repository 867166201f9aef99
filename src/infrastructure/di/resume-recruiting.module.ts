import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { ContactResumeOwner } from '../../application/board/resume-recruiting/contact-resume-owner.use-case';
import {
  DecideContactRequestFromBoard,
  ShowMyContactRequests,
  ShowSentContactRequests,
} from '../../application/board/resume-recruiting/contact-requests-dashboard.use-cases';
import { FindResumes } from '../../application/board/resume-recruiting/find-resumes.use-case';
import type { ResumeRecruitingGateway } from '../../application/board/resume-recruiting/resume-recruiting-gateway.port';
import { ShowRecruiterResume } from '../../application/board/resume-recruiting/show-recruiter-resume.use-case';
import { DecideContactRequest } from '../../application/platform/resume-contacts/decide-contact-request.use-case';
import { ExpireContactRequests } from '../../application/platform/resume-contacts/expire-contact-requests.use-case';
import { ListMyContactRequests, ListSentContactRequests } from '../../application/platform/resume-contacts/list-contact-requests.use-case';
import { SendContactRequest } from '../../application/platform/resume-contacts/send-contact-request.use-case';
import { GetRecruiterResume } from '../../application/platform/resume-search/get-recruiter-resume.use-case';
import { LocateDesiredPlaces } from '../../application/platform/resume-search/locate-desired-places.use-case';
import { SearchResumes } from '../../application/platform/resume-search/search-resumes.use-case';
import type { Geocoder } from '../../application/platform/geo/geocoder.port';
import type { ResumeRepository } from '../../application/platform/resumes/resume-repository.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { DEFAULT_CONTACT_EXPIRY_DAYS } from '../../domain/resume-contacts/contact-request';
import { ApolloResumeRecruitingGateway } from '../graphql/client/apollo-resume-recruiting-gateway';
import { PostgresResumeAttachmentRepository } from '../postgres/resumes/postgres-resume-attachment-repository';
import { resumeRecruitingGraphqlPart, type ResumeRecruitingApiDeps } from '../graphql/server/resolvers/resume-recruiting.resolver';
import { onShutdown } from '../http/shutdown-hooks';
import { MessageContactRequestMailComposer } from '../mail/contact-request-mail-composer';
import { PostgresResumeContactPersonalData } from '../postgres/resume-contacts/postgres-resume-contact-personal-data';
import { PostgresResumeContactQueries } from '../postgres/resume-contacts/postgres-resume-contact-queries';
import { PostgresResumeContactUnitOfWork } from '../postgres/resume-contacts/postgres-resume-contact-unit-of-work';
import { PostgresRecruiterDirectory } from '../postgres/resume-search/postgres-recruiter-directory';
import { PostgresDesiredPlaceStore } from '../postgres/resume-search/postgres-desired-place-store';
import { PostgresResumeSearchIndex } from '../postgres/resume-search/postgres-resume-search-index';
import { contactExpiryLoop } from '../scheduling/contact-expiry-loop';
import { desiredPlaceLoop } from '../scheduling/desired-place-loop';
import type { PollingLoop } from '../scheduling/polling-loop';
import { defineFeature } from './feature-module';
import { JOBPAGE } from './job-page.module';
import { PRIVACY } from './privacy-data.module';
import { RESUMES } from './resumes.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.resumeRecruiting.${name}`);

export const RESUME_RECRUITING = {
  ApiDeps: id<ResumeRecruitingApiDeps>('ApiDeps'),
  ExpireContactRequests: id<ExpireContactRequests>('ExpireContactRequests'),
  ExpiryLoop: id<PollingLoop>('ExpiryLoop'),
  PlaceLoop: id<PollingLoop>('PlaceLoop'),
  Gateway: id<ResumeRecruitingGateway>('Gateway'),
} as const;

/** Days a pending contact request waits for its owner (RESUME_CONTACT_EXPIRY_DAYS, 1 to 365). */
export function contactExpiryDays(env: NodeJS.ProcessEnv): number {
  const days = Number(env.RESUME_CONTACT_EXPIRY_DAYS);
  return Number.isInteger(days) && days >= 1 && days <= 365 ? days : DEFAULT_CONTACT_EXPIRY_DAYS;
}

/**
 * Resumes, the recruiter's side: resume search over the search projection, the recruiter's view of a
 * resume (the applicant side's repository and access rules), contact requests paid from the credit
 * ledger or subscription slots in one transaction with the owner's mail, and the worker's loops: contact
 * request expiry, and locating resumes' desired places for the search by place.
 */
export function bindResumeRecruitingModule(c: Container, _config: object, env: NodeJS.ProcessEnv = process.env): void {
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresResumeContactPersonalData(db));
  c.bind(RESUME_RECRUITING.ApiDeps).toResolvedValue(
    (pool: Pool, resumes: ResumeRepository, sites: SiteDirectory, clock: Clock, geocoder: Geocoder): ResumeRecruitingApiDeps => {
      const index = new PostgresResumeSearchIndex(pool);
      const recruiters = new PostgresRecruiterDirectory(pool);
      const queries = new PostgresResumeContactQueries(pool);
      const uow = new PostgresResumeContactUnitOfWork(pool);
      return {
        searchResumes: new SearchResumes(index, recruiters, sites, geocoder),
        getRecruiterResume: new GetRecruiterResume(
          index,
          resumes,
          queries,
          recruiters,
          sites,
          new PostgresResumeAttachmentRepository(pool),
        ),
        sendContactRequest: new SendContactRequest(
          uow,
          queries,
          index,
          resumes,
          recruiters,
          new MessageContactRequestMailComposer(),
          sites,
          clock,
          contactExpiryDays(env),
        ),
        decideContactRequest: new DecideContactRequest(uow, clock),
        listMyContactRequests: new ListMyContactRequests(queries),
        listSentContactRequests: new ListSentContactRequests(queries, recruiters, sites, clock),
      };
    },
    [T.Pool, RESUMES.Repository, T.Sites, T.Clock, JOBPAGE.Geocoder],
  );
  c.bind(RESUME_RECRUITING.ExpireContactRequests).toResolvedValue(
    (pool: Pool, clock: Clock) => new ExpireContactRequests(new PostgresResumeContactUnitOfWork(pool), clock),
    [T.Pool, T.Clock],
  );
  c.bind(RESUME_RECRUITING.ExpiryLoop).toResolvedValue(
    (expire: ExpireContactRequests, logger: Logger) =>
      contactExpiryLoop(expire, logger.child({ component: 'resume-contacts' }), Number(env.RESUME_CONTACT_EXPIRY_POLL_MS) || undefined),
    [RESUME_RECRUITING.ExpireContactRequests, T.Logger],
  );
  c.bind(RESUME_RECRUITING.PlaceLoop).toResolvedValue(
    (pool: Pool, geocoder: Geocoder, logger: Logger) =>
      desiredPlaceLoop(
        new LocateDesiredPlaces(new PostgresDesiredPlaceStore(pool), geocoder),
        logger.child({ component: 'resume-places' }),
        Number(env.RESUME_PLACE_POLL_MS) || undefined,
      ),
    [T.Pool, JOBPAGE.Geocoder, T.Logger],
  );
  c.bind(RESUME_RECRUITING.Gateway).toResolvedValue((client: ApolloClient) => new ApolloResumeRecruitingGateway(client), [T.ApolloClient]);
}

export const resumeRecruitingFeature = defineFeature({
  name: 'resumeRecruiting',
  bind: bindResumeRecruitingModule,
  graphql: (c) => [resumeRecruitingGraphqlPart(c.get(RESUME_RECRUITING.ApiDeps))],
  board: (c) => {
    const gateway = () => c.get(RESUME_RECRUITING.Gateway);
    return {
      findResumes: new FindResumes(gateway()),
      showRecruiterResume: new ShowRecruiterResume(gateway(), c.get(RESUMES.Gateway)),
      contactResumeOwner: new ContactResumeOwner(gateway()),
      showMyContactRequests: new ShowMyContactRequests(gateway()),
      decideContactRequest: new DecideContactRequestFromBoard(gateway()),
      showSentContactRequests: new ShowSentContactRequests(gateway()),
    };
  },
  start: (c) => {
    for (const loop of [c.get(RESUME_RECRUITING.ExpiryLoop), c.get(RESUME_RECRUITING.PlaceLoop)]) {
      loop.start();
      onShutdown(() => loop.stop());
    }
  },
});
