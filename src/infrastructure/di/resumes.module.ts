import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import { ChangeMyResume } from '../../application/board/resumes/change-my-resume.use-case';
import type { ResumeGateway } from '../../application/board/resumes/resume-gateway.port';
import { ShowMyResume } from '../../application/board/resumes/show-my-resume.use-case';
import { GetResumeOptions } from '../../application/platform/resumes/get-resume-options.use-case';
import { GetResume } from '../../application/platform/resumes/get-resume.use-case';
import type { ResumeRepository } from '../../application/platform/resumes/resume-repository.port';
import { SearchResumeOrganizations } from '../../application/platform/resumes/search-resume-organizations.use-case';
import { UpdateMyResume } from '../../application/platform/resumes/update-my-resume.use-case';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloResumeGateway } from '../graphql/client/apollo-resume-gateway';
import { resumesGraphqlPart, type ResumesApiDeps } from '../graphql/server/resolvers/resumes.resolver';
import { PostgresResumePersonalData } from '../postgres/privacy/postgres-resume-personal-data';
import { PostgresResumeRepository } from '../postgres/resumes/postgres-resume-repository';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { defineFeature } from './feature-module';
import { PRIVACY } from './privacy-data.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.resumes.${name}`);

export const RESUMES = {
  Repository: id<ResumeRepository>('Repository'),
  ApiDeps: id<ResumesApiDeps>('ApiDeps'),
  Gateway: id<ResumeGateway>('Gateway'),
  ShowMyResume: id<ShowMyResume>('ShowMyResume'),
  ChangeMyResume: id<ChangeMyResume>('ChangeMyResume'),
} as const;

/**
 * Resumes (the applicant's side): PostgreSQL repository and sanitize-html → platform use cases (driven by
 * /graphql through `RESUMES.ApiDeps`), the resume's personal-data source; the Apollo gateway → board use cases.
 */
export function bindResumesModule(c: Container, _config: object): void {
  c.bind(RESUMES.Repository).toResolvedValue((pool: Pool) => new PostgresResumeRepository(pool), [T.Pool]);
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresResumePersonalData(db));
  c.bind(RESUMES.ApiDeps).toResolvedValue(
    (resumes: ResumeRepository, clock: Clock): ResumesApiDeps => ({
      getResume: new GetResume(resumes),
      updateMyResume: new UpdateMyResume(resumes, new SanitizeHtmlRichTextSanitizer(), clock),
      getResumeOptions: new GetResumeOptions(resumes),
      searchResumeOrganizations: new SearchResumeOrganizations(resumes),
    }),
    [RESUMES.Repository, T.Clock],
  );
  c.bind(RESUMES.Gateway).toResolvedValue((client: ApolloClient) => new ApolloResumeGateway(client), [T.ApolloClient]);
  c.bind(RESUMES.ShowMyResume).toResolvedValue((g: ResumeGateway) => new ShowMyResume(g), [RESUMES.Gateway]);
  c.bind(RESUMES.ChangeMyResume).toResolvedValue((g: ResumeGateway) => new ChangeMyResume(g), [RESUMES.Gateway]);
}

export const resumesFeature = defineFeature({
  name: 'resumes',
  bind: bindResumesModule,
  graphql: (c) => [resumesGraphqlPart(c.get(RESUMES.ApiDeps))],
  board: (c) => ({
    showMyResume: c.get(RESUMES.ShowMyResume),
    changeMyResume: c.get(RESUMES.ChangeMyResume),
  }),
});
