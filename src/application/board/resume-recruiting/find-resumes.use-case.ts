import type { RawResumeSearch } from '../../../domain/resume-search/resume-search-query';
import type { BoardContext } from '../board-context';
import type { BoardResumeSearch, ResumeRecruitingGateway } from './resume-recruiting-gateway.port';

/** The resume search page's answer: the page of cards, the total and the facets' counts (or the refusal). */
export class FindResumes {
  constructor(private readonly gateway: ResumeRecruitingGateway) {}

  execute(query: RawResumeSearch, ctx: BoardContext): Promise<BoardResumeSearch> {
    return this.gateway.search(query, ctx);
  }
}
