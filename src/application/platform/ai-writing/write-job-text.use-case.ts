import { writingDayOf } from '../../../domain/ai-writing/daily-limit';
import { buildWritingPrompt } from '../../../domain/ai-writing/writing-prompt';
import { parseWritingRequest, type RawWritingRequest, type WritingProblem } from '../../../domain/ai-writing/writing-request';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { OrganizationAccess } from '../job-posting/organization-access.port';
import { workflowActorFor } from '../job-posting/posting-access';
import type { SiteDirectory } from '../site/site-directory.port';
import type { GenerationEvent, TextGenerator } from './text-generator.port';
import type { WritingQuota } from './writing-quota.port';
import { isEntityId } from '../../../domain/shared/entity-id';

export type WritingRefusalCode = 'UNAUTHENTICATED' | 'NOT_CONFIGURED' | 'ORGANIZATION_NOT_ALLOWED' | 'INVALID_INPUT' | 'LIMIT_REACHED';

export type WriteJobTextResult =
  | { readonly ok: true; readonly value: AsyncIterable<GenerationEvent> }
  | { readonly ok: false; readonly code: WritingRefusalCode; readonly problems?: readonly WritingProblem[] };

export interface WriteJobTextInput {
  readonly organizationId: string;
  readonly fields: RawWritingRequest;
}

/**
 * The job wizard's writing helper: a draft from the job's facts or an improved text, streamed from the
 * configured model. Only someone who may post jobs for the organization may ask (its members, staff),
 * and every accepted request counts against the organization's daily limit before the model is asked:
 * the limit bounds what the deployment pays, so a request that fails later still counts.
 */
export class WriteJobText {
  constructor(
    private readonly generator: TextGenerator | null,
    private readonly quota: WritingQuota,
    private readonly access: OrganizationAccess,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
    private readonly dailyLimit: number,
  ) {}

  async execute(input: WriteJobTextInput, ctx: RequestContext, signal: AbortSignal): Promise<WriteJobTextResult> {
    if (ctx.actor.kind !== 'user') return { ok: false, code: 'UNAUTHENTICATED' };
    if (!this.generator) return { ok: false, code: 'NOT_CONFIGURED' };
    const organizationId = input.organizationId;
    const actor = isEntityId(organizationId) ? await workflowActorFor(ctx.actor, organizationId, this.access) : null;
    if (!actor) return { ok: false, code: 'ORGANIZATION_NOT_ALLOWED' };
    const locales = this.sites.get(ctx.site)?.locales ?? [ctx.locale];
    const parsed = parseWritingRequest(input.fields, locales);
    if (!parsed.ok) return { ok: false, code: 'INVALID_INPUT', problems: parsed.problems };
    if (!(await this.quota.take(organizationId, writingDayOf(this.clock.now()), this.dailyLimit)))
      return { ok: false, code: 'LIMIT_REACHED' };
    return { ok: true, value: this.generator.generate({ messages: buildWritingPrompt(parsed.value), signal }) };
  }
}
