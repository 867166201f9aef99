import { z } from 'zod';
import type { NewsletterIssueDetail } from '../../../../application/platform/newsletter/get-newsletter-issue.use-case';
import type { NewsletterIssueView } from '../../../../application/platform/newsletter/newsletter-issue-view';
import { EMAIL_MAX_LENGTH } from '../../../../domain/identity/credentials';
import { ISSUE_LIMITS } from '../../../../domain/newsletter/newsletter-issue';
import { newsletterTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import type { NewsletterApiDeps } from '../newsletter-api-deps';
import { signInRequired } from '../expected-error';
import { parseArgs, signedIn } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

const id = z.string().regex(ENTITY_ID, 'id must be a number');
const origin = z.string().max(300).nullish();
const TokenArgs = z.object({ token: z.string().max(300) });
const SignUpArgs = z.object({
  input: z.object({
    email: z.string().trim().max(EMAIL_MAX_LENGTH),
    consentRevisionId: id,
    origin,
  }),
});
const ChangeArgs = z.object({ input: z.object({ subscribe: z.boolean(), consentRevisionId: id.nullish(), origin }) });
const IssueArgs = z.object({ id: id.nullish(), origin });
const SaveArgs = z.object({
  input: z.object({
    id: id.nullish(),
    // Twice each limit: longer text is refused by the domain with its field's message; far longer is no request of a form.
    subject: z.string().max(2 * ISSUE_LIMITS.subjectMax),
    body: z.string().max(2 * ISSUE_LIMITS.bodyMax),
    jobIds: z.array(id).max(100),
    postIds: z.array(id).max(100),
  }),
});
const SendArgs = z.object({ id, origin });

const done = { ok: true, errors: [] as string[] };
const failed = (code: string) => ({ ok: false, errors: [code] });

const issueOut = (i: NewsletterIssueView) => ({ ...i, status: i.status.toUpperCase() });
const detailOut = (d: NewsletterIssueDetail) => ({
  issue: d.issue ? issueOut(d.issue) : null,
  previewHtml: d.preview?.html ?? null,
  jobs: d.jobs,
  posts: d.posts,
  errors: [] as string[],
  fieldErrors: [] as { field: string; code: string }[],
});
const issueFailed = (code: string, fieldErrors: readonly { field: string; code: string }[] = []) => ({
  issue: null,
  previewHtml: null,
  jobs: [],
  posts: [],
  errors: [code],
  fieldErrors,
});
const mineOut = (state: string | null, consentHtml: string | null = null, consentRevisionId: string | null = null) => ({
  state: state ? state.toUpperCase() : null,
  consentHtml,
  consentRevisionId,
  errors: [] as string[],
});

/** The newsletter: expected failures come back in `errors` (staff refusals FORBIDDEN / NOT_FOUND / UNAUTHENTICATED). */
export function newsletterGraphqlPart(deps: NewsletterApiDeps): GraphqlPart {
  return {
    typeDefs: newsletterTypeDefs,
    resolvers: {
      Query: {
        async newsletterSignUpForm(_, __, ctx) {
          if (!ctx.site.features.newsletter) return null;
          const consent = await deps.consentText.consentText(ctx.site.key, deps.clock.now());
          if (!consent) return null;
          const html = consent.texts[ctx.requestContext.locale] ?? consent.texts.de ?? '';
          return { consentRevisionId: consent.revisionId, consentHtml: html };
        },

        async myNewsletterSubscription(_, __, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const result = await deps.mySubscription.state(ctx.requestContext);
          if (!result.ok) return { state: null, consentHtml: null, consentRevisionId: null, errors: [result.code] };
          return mineOut(result.value.state, result.value.consentHtml, result.value.consentRevisionId);
        },

        async newsletterIssues(_, __, ctx) {
          const result = await deps.listIssues.execute(ctx.requestContext);
          if (!result.ok) return { issues: [], subscribers: 0, errors: [result.code] };
          return { issues: result.value.issues.map(issueOut), subscribers: result.value.subscribers, errors: [] };
        },

        async newsletterIssue(_, args, ctx) {
          const a = parseArgs(IssueArgs, args);
          const result = await deps.getIssue.execute({ id: a.id ?? null, origin: a.origin ?? '' }, ctx.requestContext);
          return result.ok ? detailOut(result.value) : issueFailed(result.code);
        },
      },
      Mutation: {
        async signUpForNewsletter(_, args, ctx) {
          const { input } = parseArgs(SignUpArgs, args);
          const result = await deps.signUp.execute(
            {
              email: input.email,
              consentRevisionId: input.consentRevisionId,
              origin: input.origin ?? '',
              // The visitor's address from the request, never from an argument a client could set.
              clientAddress: ctx.visitorAddress,
            },
            ctx.requestContext,
          );
          return result.ok ? done : failed(result.code);
        },

        async confirmNewsletter(_, args) {
          const result = await deps.confirm.execute(parseArgs(TokenArgs, args));
          return result.ok ? done : failed(result.code);
        },

        async unsubscribeNewsletter(_, args) {
          const result = await deps.unsubscribe.execute(parseArgs(TokenArgs, args));
          return result.ok ? done : failed(result.code);
        },

        async changeMyNewsletterSubscription(_, args, ctx) {
          const { input } = parseArgs(ChangeArgs, args);
          const result = await deps.mySubscription.change(
            { subscribe: input.subscribe, consentRevisionId: input.consentRevisionId ?? null, origin: input.origin ?? '' },
            ctx.requestContext,
          );
          if (!result.ok) return { state: null, consentHtml: null, consentRevisionId: null, errors: [result.code] };
          return mineOut(result.value.state);
        },

        async saveNewsletterIssue(_, args, ctx) {
          const { input } = parseArgs(SaveArgs, args);
          const result = await deps.saveIssue.execute(
            { id: input.id ?? null, subject: input.subject, bodyHtml: input.body, jobIds: input.jobIds, postIds: input.postIds },
            ctx.requestContext,
          );
          if (!result.ok) return issueFailed(result.code, 'errors' in result ? result.errors : []);
          return { ...issueFailed(''), issue: issueOut(result.value), errors: [] };
        },

        async sendNewsletterTest(_, args, ctx) {
          const a = parseArgs(SendArgs, args);
          const result = await deps.sendTest.execute({ id: a.id, origin: a.origin ?? '' }, ctx.requestContext);
          return result.ok ? done : failed(result.code);
        },

        async sendNewsletterIssue(_, args, ctx) {
          const a = parseArgs(SendArgs.pick({ id: true }), args);
          const result = await deps.sendIssue.execute({ id: a.id }, ctx.requestContext);
          if (!result.ok) return issueFailed(result.code);
          return { ...issueFailed(''), issue: issueOut(result.value), errors: [] };
        },
      },
    },
  };
}
