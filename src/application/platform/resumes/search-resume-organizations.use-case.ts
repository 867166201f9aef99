import type { RequestContext } from '../../../domain/shared/request-context';
import type { ResumeOrganizationRef, ResumeRepository } from './resume-repository.port';

export const MAX_ORGANIZATION_MATCHES = 10;

/** Organizations an applicant may name in the resume's block list, found by name (signed-in users only). */
export class SearchResumeOrganizations {
  constructor(private readonly resumes: ResumeRepository) {}

  async execute(input: { readonly search: string }, ctx: RequestContext): Promise<ResumeOrganizationRef[]> {
    const search = input.search.trim();
    if (ctx.actor.kind !== 'user' || search.length < 2) return [];
    return this.resumes.searchOrganizations(search, MAX_ORGANIZATION_MATCHES);
  }
}
