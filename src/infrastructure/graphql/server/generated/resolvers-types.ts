import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ResolverContext } from '../graphql-context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  Upload: { input: Blob; output: never; }
};

export type AcceptTeamInvitationResult = {
  readonly __typename?: 'AcceptTeamInvitationResult';
  /** A new account was made with the invited address; it signs in next. */
  readonly accountCreated: Scalars['Boolean']['output'];
  readonly email: Maybe<Scalars['String']['output']>;
  readonly errors: ReadonlyArray<TeamError>;
  readonly organizationId: Maybe<Scalars['ID']['output']>;
};

export type AlertFrequency =
  | 'daily'
  | 'weekly';

export type AliasTranslation = {
  readonly __typename?: 'AliasTranslation';
  readonly alias: Scalars['String']['output'];
  /** de | en | fr */
  readonly langcode: Scalars['String']['output'];
};

export type AppConfigEntry = {
  readonly __typename?: 'AppConfigEntry';
  readonly key: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

export type AppConfigEntryInput = {
  readonly everySite?: InputMaybe<Scalars['Boolean']['input']>;
  readonly key: Scalars['String']['input'];
  readonly name: Scalars['String']['input'];
  readonly value: Scalars['String']['input'];
};

export type Application = {
  readonly __typename?: 'Application';
  readonly answers: ReadonlyArray<ApplicationAnswer>;
  readonly coverLetter: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['String']['output'];
  readonly email: Scalars['String']['output'];
  /** Download each from the board at /application-file/{applicationId}/{fileId} (signed in). */
  readonly files: ReadonlyArray<ApplicationFileInfo>;
  readonly firstName: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly job: ApplicationJobRef;
  readonly lastName: Scalars['String']['output'];
  /** The viewer manages it (a recruiter of the job's organization or staff), not the applicant. */
  readonly manageable: Scalars['Boolean']['output'];
  /** Statuses the viewer may move it to; empty for the applicant and once rejected or hired. */
  readonly nextStatuses: ReadonlyArray<Scalars['String']['output']>;
  readonly phone: Maybe<Scalars['String']['output']>;
  readonly status: Scalars['String']['output'];
  readonly statusChangedAt: Scalars['String']['output'];
};

export type ApplicationAnswer = {
  readonly __typename?: 'ApplicationAnswer';
  /** The question as the job asks it now (its id when the job no longer asks it). */
  readonly label: Scalars['String']['output'];
  readonly questionId: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

export type ApplicationAnswerInput = {
  readonly questionId: Scalars['String']['input'];
  readonly value: Scalars['String']['input'];
};

export type ApplicationFieldError = {
  readonly __typename?: 'ApplicationFieldError';
  readonly code: Scalars['String']['output'];
  /** The question id (answers) or file name (files) the error is about. */
  readonly detail: Maybe<Scalars['String']['output']>;
  /** firstName | lastName | email | phone | coverLetter | answers | privacyConsent | idempotencyKey | files; null for the whole request. */
  readonly field: Maybe<Scalars['String']['output']>;
};

export type ApplicationFileInfo = {
  readonly __typename?: 'ApplicationFileInfo';
  readonly contentType: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
  readonly size: Scalars['Int']['output'];
};

export type ApplicationForm = {
  readonly __typename?: 'ApplicationForm';
  readonly job: ApplicationJobRef;
  readonly prefill: ApplicationPrefill;
  /** Sanitized HTML of the privacy notice the applicant agrees to. */
  readonly privacyText: Maybe<Scalars['String']['output']>;
  readonly questions: ReadonlyArray<QualifyingQuestion>;
  readonly requireCoverLetter: Scalars['Boolean']['output'];
  readonly requireCv: Scalars['Boolean']['output'];
  readonly requireQuestions: Scalars['Boolean']['output'];
  /** The signed-in applicant has a resume with something in it, which the form may attach as a PDF (input.attachResume). */
  readonly resumeAvailable: Scalars['Boolean']['output'];
};

export type ApplicationInput = {
  readonly answers?: InputMaybe<ReadonlyArray<ApplicationAnswerInput>>;
  /** The signed-in applicant's resume goes along as a PDF made on the server (one of the files: it counts against their limit and stands in for a CV). */
  readonly attachResume?: InputMaybe<Scalars['Boolean']['input']>;
  readonly coverLetter?: InputMaybe<Scalars['String']['input']>;
  readonly email: Scalars['String']['input'];
  readonly firstName: Scalars['String']['input'];
  /** 16 to 64 characters of A-Z a-z 0-9 _ -, one per filled-in form. */
  readonly idempotencyKey: Scalars['String']['input'];
  readonly lastName: Scalars['String']['input'];
  /** Origin of the board page (links in mails); used only when it is a loopback address, otherwise the site's host. */
  readonly origin?: InputMaybe<Scalars['String']['input']>;
  readonly phone?: InputMaybe<Scalars['String']['input']>;
  /** The applicant agrees to the privacy notice (required). */
  readonly privacyConsent: Scalars['Boolean']['input'];
};

export type ApplicationJobRef = {
  readonly __typename?: 'ApplicationJobRef';
  readonly id: Scalars['ID']['output'];
  readonly organizationName: Scalars['String']['output'];
  readonly slug: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

export type ApplicationPrefill = {
  readonly __typename?: 'ApplicationPrefill';
  readonly email: Scalars['String']['output'];
  /** The resume's first name, else the account's. */
  readonly firstName: Scalars['String']['output'];
  readonly lastName: Scalars['String']['output'];
  /** The resume's phone; empty without one. */
  readonly phone: Scalars['String']['output'];
};

export type ApplicationSummary = {
  readonly __typename?: 'ApplicationSummary';
  /** ISO 8601 instant. */
  readonly createdAt: Scalars['String']['output'];
  readonly email: Scalars['String']['output'];
  readonly fileCount: Scalars['Int']['output'];
  readonly firstName: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly lastName: Scalars['String']['output'];
  /** new | in_review | shortlisted | rejected | hired */
  readonly status: Scalars['String']['output'];
};

export type AttachmentCheck = {
  readonly __typename?: 'AttachmentCheck';
  readonly accepted: Scalars['Boolean']['output'];
  /** Detected content type, e.g. application/pdf; null when the content is not an allowed type. */
  readonly detectedType: Maybe<Scalars['String']['output']>;
  /** Stable code when refused: FILE_TYPE_NOT_ALLOWED or FILE_TOO_LARGE. */
  readonly error: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly size: Scalars['Int']['output'];
};

export type BeaconKind =
  | 'APPLY_START'
  | 'SHARE'
  | 'VIEW';

export type BenefitInput = {
  readonly labels: ReadonlyArray<TranslationInput>;
};

export type BillingProfile = {
  readonly __typename?: 'BillingProfile';
  readonly addressLine1: Scalars['String']['output'];
  readonly addressLine2: Scalars['String']['output'];
  readonly companyName: Scalars['String']['output'];
  readonly countryCode: Scalars['String']['output'];
  readonly email: Scalars['String']['output'];
  readonly firstName: Scalars['String']['output'];
  readonly lastName: Scalars['String']['output'];
  readonly locality: Scalars['String']['output'];
  readonly vatNumber: Maybe<Scalars['String']['output']>;
  readonly zip: Scalars['String']['output'];
};

export type BillingProfileAnswer = {
  readonly __typename?: 'BillingProfileAnswer';
  readonly organizationId: Scalars['ID']['output'];
  readonly organizationName: Scalars['String']['output'];
  readonly profile: Maybe<BillingProfile>;
};

export type BillingProfileInput = {
  readonly addressLine1: Scalars['String']['input'];
  readonly addressLine2?: InputMaybe<Scalars['String']['input']>;
  readonly companyName: Scalars['String']['input'];
  readonly countryCode: Scalars['String']['input'];
  readonly email: Scalars['String']['input'];
  readonly firstName: Scalars['String']['input'];
  readonly lastName: Scalars['String']['input'];
  readonly locality: Scalars['String']['input'];
  readonly vatNumber?: InputMaybe<Scalars['String']['input']>;
  readonly zip: Scalars['String']['input'];
};

export type BlogPost = {
  readonly __typename?: 'BlogPost';
  /** Sanitized HTML in the filtered format. */
  readonly bodyHtml: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** ISO 8601 instant; the post's URL carries its year and month in UTC. */
  readonly publishedAt: Scalars['String']['output'];
  readonly sites: ReadonlyArray<Scalars['String']['output']>;
  readonly slug: Scalars['String']['output'];
  readonly tags: ReadonlyArray<Scalars['String']['output']>;
  readonly teaser: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

export type BlogPostInput = {
  readonly bodyHtml: Scalars['String']['input'];
  /** Omitted: a new post. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  /** draft | now | at */
  readonly publication: Scalars['String']['input'];
  /** ISO instant, for publication at. */
  readonly publishAt?: InputMaybe<Scalars['String']['input']>;
  readonly sites: ReadonlyArray<Scalars['String']['input']>;
  /** Empty: derived from the title. */
  readonly slug: Scalars['String']['input'];
  /** Comma-separated. */
  readonly tags: Scalars['String']['input'];
  readonly teaser: Scalars['String']['input'];
  readonly title: Scalars['String']['input'];
};

export type BlogPostList = {
  readonly __typename?: 'BlogPostList';
  readonly items: ReadonlyArray<BlogPost>;
  readonly total: Scalars['Int']['output'];
};

export type BookmarkList = {
  readonly __typename?: 'BookmarkList';
  readonly items: ReadonlyArray<BookmarkedJob>;
  readonly total: Scalars['Int']['output'];
};

export type BookmarkResult = {
  readonly __typename?: 'BookmarkResult';
  readonly bookmarked: Scalars['Boolean']['output'];
  /** UNAUTHENTICATED (guest), NOT_FOUND (no visible job), LIMIT_REACHED; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly jobId: Scalars['ID']['output'];
};

export type BookmarkSisterSite = {
  readonly __typename?: 'BookmarkSisterSite';
  /** Site key */
  readonly key: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  /** The job's page on that site (canonical URL). */
  readonly url: Scalars['String']['output'];
};

export type BookmarkedJob = {
  readonly __typename?: 'BookmarkedJob';
  /** False once the job expired or was unpublished, or is shown neither on this site nor on a sister site. */
  readonly available: Scalars['Boolean']['output'];
  /** ISO timestamp */
  readonly bookmarkedAt: Scalars['String']['output'];
  readonly job: JobPosting;
  /** The sister site that still shows the job when this site no longer does (null otherwise). */
  readonly liveOn: Maybe<BookmarkSisterSite>;
};

export type CancelOrderResult = {
  readonly __typename?: 'CancelOrderResult';
  /** The credit note booked; null when refused. */
  readonly creditNoteNumber: Maybe<Scalars['String']['output']>;
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | ORDER_CANCELLED | NOT_INVOICED | CREDITS_ALREADY_SPENT | REASON_REQUIRED | REASON_TOO_LONG; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type CardCheckoutInput = {
  /** A local path on the board where the buyer lands after giving up at the payment page. */
  readonly cancelPath: Scalars['String']['input'];
  readonly order: PlaceOrderInput;
  /** A local path on the board where the buyer lands after paying; the order id is added as ?order= */
  readonly successPath: Scalars['String']['input'];
};

export type CardCheckoutResult = {
  readonly __typename?: 'CardCheckoutResult';
  readonly currentNetCents: Maybe<Scalars['Int']['output']>;
  /** As placeOrder's, and CARD_PAYMENT_OFF | INVALID_RETURN | ORDER_CANCELLED | NOTHING_TO_CHARGE; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly fieldErrors: ReadonlyArray<Scalars['String']['output']>;
  readonly orderId: Maybe<Scalars['ID']['output']>;
  /** The provider's payment page to send the buyer to; null once paid. */
  readonly paymentUrl: Maybe<Scalars['String']['output']>;
  /** awaiting_payment | paid */
  readonly status: Maybe<Scalars['String']['output']>;
};

export type CardPayment = {
  readonly __typename?: 'CardPayment';
  readonly grossCents: Scalars['Int']['output'];
  /** Once paid. */
  readonly invoiceNumber: Maybe<Scalars['String']['output']>;
  readonly orderId: Scalars['ID']['output'];
  /** awaiting_payment | paid | cancelled */
  readonly status: Scalars['String']['output'];
};

export type CartLineInput = {
  readonly jobId?: InputMaybe<Scalars['ID']['input']>;
  readonly productId: Scalars['ID']['input'];
  readonly quantity: Scalars['Int']['input'];
};

export type ChangeApplicationStatusResult = {
  readonly __typename?: 'ChangeApplicationStatusResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly status: Maybe<Scalars['String']['output']>;
};

export type CommerceProduct = {
  readonly __typename?: 'CommerceProduct';
  readonly currency: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly jobSlots: Scalars['Int']['output'];
  /** job_bundle | upgrade | resume_credits | subscription */
  readonly kind: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  readonly netCents: Scalars['Int']['output'];
  readonly resumeContactSlots: Scalars['Int']['output'];
  readonly runtimeDays: Scalars['Int']['output'];
  readonly units: Scalars['Int']['output'];
  /** top | featured for upgrades */
  readonly upgradeKind: Maybe<Scalars['String']['output']>;
};

export type CommerceProductInput = {
  /** Omitted: a new product. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly jobSlots: Scalars['Int']['input'];
  readonly kind: Scalars['String']['input'];
  readonly nameDe: Scalars['String']['input'];
  readonly nameEn?: InputMaybe<Scalars['String']['input']>;
  readonly nameFr?: InputMaybe<Scalars['String']['input']>;
  /** Whole, non-negative cents; anything else is refused (a Float, so a fraction reaches the rule that names it). */
  readonly netCents: Scalars['Float']['input'];
  readonly resumeContactSlots: Scalars['Int']['input'];
  readonly runtimeDays: Scalars['Int']['input'];
  readonly units: Scalars['Int']['input'];
  readonly upgradeKind?: InputMaybe<Scalars['String']['input']>;
};

export type ConsentInfoRef = {
  readonly __typename?: 'ConsentInfoRef';
  readonly id: Scalars['ID']['output'];
};

export type ConsentInfoSorting =
  | 'ID_ASC'
  | 'ID_DESC';

export type ConsentRevisionInput = {
  /** ISO instant; omitted: in force at once. */
  readonly effectiveAt?: InputMaybe<Scalars['String']['input']>;
  readonly infoId: Scalars['ID']['input'];
  readonly textDe: Scalars['String']['input'];
  readonly textEn?: InputMaybe<Scalars['String']['input']>;
  readonly textFr?: InputMaybe<Scalars['String']['input']>;
};

export type ContactDecisionResult = {
  readonly __typename?: 'ContactDecisionResult';
  readonly errors: ReadonlyArray<RecruitingError>;
  /** pending | approved | declined | expired | revoked; null when refused. */
  readonly state: Maybe<Scalars['String']['output']>;
};

export type ContactFieldError = {
  readonly __typename?: 'ContactFieldError';
  readonly code: Scalars['String']['output'];
  /** The file name, for file errors. */
  readonly detail: Maybe<Scalars['String']['output']>;
  /** name | email | subject | body | files */
  readonly field: Scalars['String']['output'];
};

export type ContactMessageInput = {
  readonly body: Scalars['String']['input'];
  /** Send a copy to the sender's address. */
  readonly copy: Scalars['Boolean']['input'];
  readonly email: Scalars['String']['input'];
  readonly name: Scalars['String']['input'];
  readonly subject: Scalars['String']['input'];
};

export type ContactRequest = {
  readonly __typename?: 'ContactRequest';
  readonly createdAt: Scalars['String']['output'];
  readonly decidedAt: Maybe<Scalars['String']['output']>;
  readonly expiresAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly message: Scalars['String']['output'];
  /** slot | credit */
  readonly payment: Scalars['String']['output'];
  /** The slot or credit went back (declined or expired). */
  readonly refunded: Scalars['Boolean']['output'];
  /** pending | approved | declined | expired | revoked */
  readonly state: Scalars['String']['output'];
};

export type ContactRequestInput = {
  readonly message: Scalars['String']['input'];
  /** The board's public origin, for the owner's mail link. */
  readonly origin?: InputMaybe<Scalars['String']['input']>;
  readonly resumeId: Scalars['ID']['input'];
};

export type ContactRequestResult = {
  readonly __typename?: 'ContactRequestResult';
  readonly errors: ReadonlyArray<RecruitingError>;
  /** A request was already open: this is it, nothing was paid. */
  readonly replayed: Scalars['Boolean']['output'];
  readonly request: Maybe<ContactRequest>;
};

export type CreateJobAlertInput = {
  /** Guests only: where the digests go. */
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly frequency: AlertFrequency;
  /** The public origin the visitor uses (links in the mails); only this site's host or a loopback origin is taken. */
  readonly origin?: InputMaybe<Scalars['String']['input']>;
  /** The search as a /jobs query string, e.g. search=Pflege&occupations=12. */
  readonly query: Scalars['String']['input'];
};

export type CreateJobAlertResult = {
  readonly __typename?: 'CreateJobAlertResult';
  readonly alert: Maybe<JobAlert>;
  /** INVALID_SEARCH | INVALID_EMAIL | LIMIT_REACHED | RATE_LIMITED; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** ACTIVE | CONFIRMATION_SENT; null on errors */
  readonly status: Maybe<Scalars['String']['output']>;
};

export type CreditAdjustmentInput = {
  /** Credits to add (positive) or take back (negative). */
  readonly delta: Scalars['Int']['input'];
  readonly organizationId: Scalars['ID']['input'];
  readonly reason: Scalars['String']['input'];
  /** job_posting | resume_contact */
  readonly type: Scalars['String']['input'];
};

export type CreditAdjustmentResult = {
  readonly __typename?: 'CreditAdjustmentResult';
  /** The balance of that type after the adjustment; null when refused. */
  readonly balance: Maybe<Scalars['Int']['output']>;
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type CreditBalance = {
  readonly __typename?: 'CreditBalance';
  readonly amount: Scalars['Int']['output'];
  readonly frontend: Scalars['String']['output'];
  readonly label: Scalars['String']['output'];
  readonly organizationName: Scalars['String']['output'];
  /** job_posting | resume_contact */
  readonly type: Scalars['String']['output'];
};

/** A credit note (Stornorechnung): the document that cancels an invoice, with its own number and the invoice's amounts negated. */
export type CreditNote = {
  readonly __typename?: 'CreditNote';
  /** Negative: the invoice's gross, negated. */
  readonly grossCents: Scalars['Float']['output'];
  readonly id: Scalars['ID']['output'];
  readonly issuedAt: Scalars['String']['output'];
  readonly number: Scalars['String']['output'];
};

export type DeleteBlogPostResult = {
  readonly __typename?: 'DeleteBlogPostResult';
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | CONFIRMATION_REQUIRED; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type DirectoryFacet = {
  readonly __typename?: 'DirectoryFacet';
  /** industry | occupations | fieldsOfStudy */
  readonly field: Scalars['String']['output'];
  readonly values: ReadonlyArray<DirectoryFacetValue>;
};

export type DirectoryFacetValue = {
  readonly __typename?: 'DirectoryFacetValue';
  readonly count: Scalars['Int']['output'];
  /** The term id to filter by. */
  readonly filter: Scalars['ID']['output'];
  readonly label: Scalars['String']['output'];
};

export type DirectoryOrganization = {
  readonly __typename?: 'DirectoryOrganization';
  /** Featured on this site. */
  readonly featured: Scalars['Boolean']['output'];
  readonly id: Scalars['ID']['output'];
  /** Industry label in the request language. */
  readonly industry: Maybe<Scalars['String']['output']>;
  readonly locality: Maybe<Scalars['String']['output']>;
  readonly logoUrl: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly slug: Scalars['String']['output'];
};

export type DirectoryTerm = {
  readonly __typename?: 'DirectoryTerm';
  readonly aliases: ReadonlyArray<Translation>;
  /** industry | occupations | fieldsOfStudy */
  readonly field: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly labels: ReadonlyArray<Translation>;
};

export type EditableJob = {
  readonly __typename?: 'EditableJob';
  /** What the caller may do now (edit, publish, schedule, archive, republish, approve, reject). */
  readonly actions: ReadonlyArray<Scalars['String']['output']>;
  readonly address: JobPostingAddress;
  readonly application: JobApplicationSettings;
  readonly availableFrom: Maybe<Scalars['String']['output']>;
  readonly availableUntil: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['String']['output'];
  readonly descriptionHtml: Scalars['String']['output'];
  readonly durationDays: Scalars['Int']['output'];
  readonly expiresAt: Maybe<Scalars['String']['output']>;
  readonly external: Scalars['Boolean']['output'];
  readonly fileName: Maybe<Scalars['String']['output']>;
  readonly hasLogo: Scalars['Boolean']['output'];
  readonly id: Scalars['ID']['output'];
  readonly languages: ReadonlyArray<JobLanguage>;
  readonly languagesText: Maybe<Scalars['String']['output']>;
  readonly linkUrl: Maybe<Scalars['String']['output']>;
  readonly organizationId: Scalars['ID']['output'];
  readonly organizationName: Scalars['String']['output'];
  readonly publishAt: Maybe<Scalars['String']['output']>;
  readonly publishedAt: Maybe<Scalars['String']['output']>;
  readonly rejectionReason: Maybe<Scalars['String']['output']>;
  readonly salaryCurrency: Maybe<Scalars['String']['output']>;
  readonly salaryMax: Maybe<Scalars['Int']['output']>;
  readonly salaryMin: Maybe<Scalars['Int']['output']>;
  readonly salaryText: Maybe<Scalars['String']['output']>;
  readonly salaryUnit: Maybe<Scalars['String']['output']>;
  readonly sites: ReadonlyArray<Scalars['String']['output']>;
  readonly skills: ReadonlyArray<Scalars['String']['output']>;
  readonly skillsText: Maybe<Scalars['String']['output']>;
  readonly slug: Scalars['String']['output'];
  /** Stored state: draft, needs_review, published, scheduled, archived. */
  readonly state: Scalars['String']['output'];
  readonly termIds: ReadonlyArray<Scalars['ID']['output']>;
  readonly title: Scalars['String']['output'];
  readonly type: Scalars['String']['output'];
  readonly updatedAt: Scalars['String']['output'];
  readonly videoUrl: Maybe<Scalars['String']['output']>;
  /** The state with expiry: a published job past its expiration is expired. */
  readonly workflowState: Scalars['String']['output'];
};

export type EditableJobResult = {
  readonly __typename?: 'EditableJobResult';
  readonly errorCode: Maybe<Scalars['String']['output']>;
  readonly job: Maybe<EditableJob>;
};

export type EndHomePickResult = {
  readonly __typename?: 'EndHomePickResult';
  /** end (stopped now) | remove (withdrawn before it started); null when refused. */
  readonly ended: Maybe<Scalars['String']['output']>;
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type EndSubscriptionResult = {
  readonly __typename?: 'EndSubscriptionResult';
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | ALREADY_ENDED | REASON_REQUIRED | REASON_TOO_LONG; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type FacetEntry = {
  readonly __typename?: 'FacetEntry';
  /** Search speed (issue 4): true when the counts are estimates from a sample of the jobs (large sets only). */
  readonly estimated: Scalars['Boolean']['output'];
  readonly fieldName: Scalars['String']['output'];
  /** Named groups of the values (occupational fields above occupations), by count; empty for a flat facet. */
  readonly groups: ReadonlyArray<FacetGroup>;
  readonly multiple: Scalars['Boolean']['output'];
  readonly order: Scalars['Int']['output'];
  readonly title: Scalars['String']['output'];
  readonly values: ReadonlyArray<FacetValue>;
};

/** A facet group: selecting it selects its children; count is the jobs having any child, counted as the facet's values are. */
export type FacetGroup = {
  readonly __typename?: 'FacetGroup';
  /** The filters of its values, in the facet's order. */
  readonly children: ReadonlyArray<Scalars['String']['output']>;
  readonly count: Scalars['Int']['output'];
  readonly name: Scalars['String']['output'];
};

export type FacetValue = {
  readonly __typename?: 'FacetValue';
  readonly alias: Scalars['String']['output'];
  readonly aliasTranslation: ReadonlyArray<AliasTranslation>;
  readonly count: Scalars['Int']['output'];
  /** The value to filter by (condition value). */
  readonly filter: Scalars['String']['output'];
  readonly label: Scalars['String']['output'];
};

export type GdprConsentCheck = {
  readonly __typename?: 'GdprConsentCheck';
  readonly id: Scalars['ID']['output'];
  readonly infoId: Scalars['ID']['output'];
  readonly infoRevisionId: Scalars['ID']['output'];
  readonly mail: Scalars['String']['output'];
};

export type GdprConsentInfo = {
  readonly __typename?: 'GdprConsentInfo';
  readonly id: Scalars['ID']['output'];
  readonly infoRevisionId: Scalars['ID']['output'];
  readonly optIn: Scalars['Boolean']['output'];
  readonly placement: Scalars['String']['output'];
  /** Sanitized HTML of the current revision. */
  readonly text: Scalars['String']['output'];
  readonly type: Scalars['String']['output'];
};

export type GdprUserConsent = {
  readonly __typename?: 'GdprUserConsent';
  /** ISO 8601 instant. */
  readonly consentedAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly infoId: Scalars['ID']['output'];
  readonly infoRevisionId: Scalars['ID']['output'];
  readonly mail: Scalars['String']['output'];
  readonly site: Scalars['String']['output'];
};

export type GdprUserConsentResult = {
  readonly __typename?: 'GdprUserConsentResult';
  readonly consent: Maybe<GdprUserConsent>;
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type HomePickInput = {
  readonly endsAt?: InputMaybe<Scalars['String']['input']>;
  readonly job: Scalars['String']['input'];
  readonly kind: Scalars['String']['input'];
  readonly startsAt?: InputMaybe<Scalars['String']['input']>;
};

export type Invoice = {
  readonly __typename?: 'Invoice';
  readonly dueAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly issuedAt: Scalars['String']['output'];
  readonly number: Scalars['String']['output'];
};

export type InvoicePdf = {
  readonly __typename?: 'InvoicePdf';
  /** The PDF, base64 */
  readonly content: Scalars['String']['output'];
  readonly fileName: Scalars['String']['output'];
};

export type Job = RouteContent & {
  readonly __typename?: 'Job';
  readonly id: Scalars['ID']['output'];
  readonly metatags: ReadonlyArray<MetaTag>;
};

export type JobAlert = {
  readonly __typename?: 'JobAlert';
  /** ISO timestamps */
  readonly createdAt: Scalars['String']['output'];
  readonly frequency: AlertFrequency;
  readonly id: Scalars['ID']['output'];
  readonly lastSentAt: Maybe<Scalars['String']['output']>;
  readonly locale: Scalars['String']['output'];
  readonly nextDueAt: Maybe<Scalars['String']['output']>;
  /** The normalized search (a /jobs query string with every facet as a parameter). */
  readonly query: Scalars['String']['output'];
};

export type JobAlertResult = {
  readonly __typename?: 'JobAlertResult';
  readonly alert: Maybe<JobAlert>;
  /** UNAUTHENTICATED (guest) | NOT_FOUND | INVALID_TOKEN; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type JobApplicationChannel = {
  readonly __typename?: 'JobApplicationChannel';
  readonly email: Maybe<Scalars['String']['output']>;
  readonly url: Maybe<Scalars['String']['output']>;
  /** email | link | form (the on-site application form and quick apply); null when the job takes no applications. */
  readonly workflow: Maybe<Scalars['String']['output']>;
};

export type JobApplicationList = {
  readonly __typename?: 'JobApplicationList';
  readonly items: ReadonlyArray<ApplicationSummary>;
  readonly job: ApplicationJobRef;
};

export type JobApplicationSettings = {
  readonly __typename?: 'JobApplicationSettings';
  readonly emails: ReadonlyArray<Scalars['String']['output']>;
  readonly qualifyingQuestions: ReadonlyArray<Scalars['String']['output']>;
  readonly requireCoverLetter: Scalars['Boolean']['output'];
  readonly requireCv: Scalars['Boolean']['output'];
  readonly requireQualifyingQuestions: Scalars['Boolean']['output'];
  readonly url: Maybe<Scalars['String']['output']>;
  readonly workflow: Scalars['String']['output'];
};

export type JobApplicationSettingsInput = {
  readonly emails: ReadonlyArray<Scalars['String']['input']>;
  readonly qualifyingQuestions: ReadonlyArray<Scalars['String']['input']>;
  readonly requireCoverLetter: Scalars['Boolean']['input'];
  readonly requireCv: Scalars['Boolean']['input'];
  readonly requireQualifyingQuestions: Scalars['Boolean']['input'];
  readonly url?: InputMaybe<Scalars['String']['input']>;
  /** email | link | form */
  readonly workflow: Scalars['String']['input'];
};

export type JobAvailability = {
  readonly __typename?: 'JobAvailability';
  /** ISO date YYYY-MM-DD */
  readonly from: Maybe<Scalars['String']['output']>;
  /** ISO date YYYY-MM-DD */
  readonly until: Maybe<Scalars['String']['output']>;
};

export type JobDetails = {
  readonly __typename?: 'JobDetails';
  readonly application: JobApplicationChannel;
  /** availabilityPeriod: start and, for fixed-term jobs, end. */
  readonly availability: Maybe<JobAvailability>;
  readonly degreeLevels: ReadonlyArray<Term>;
  readonly fieldsOfStudy: ReadonlyArray<Term>;
  /** The PDF of a file job (type job_per_file); download it from the board at /job-file/{id}/{name}. */
  readonly file: Maybe<JobFile>;
  readonly languages: ReadonlyArray<LanguageRequirement>;
  readonly languagesText: Maybe<Scalars['String']['output']>;
  /** salaryRangeFree: salary in words. */
  readonly salaryText: Maybe<Scalars['String']['output']>;
  readonly skills: ReadonlyArray<Scalars['String']['output']>;
  readonly skillsText: Maybe<Scalars['String']['output']>;
  readonly videoUrl: Maybe<Scalars['String']['output']>;
};

export type JobFile = {
  readonly __typename?: 'JobFile';
  readonly name: Scalars['String']['output'];
};

export type JobImportFormat =
  | 'indeed_xml'
  | 'json_ld_feed'
  | 'json_ld_pages';

export type JobImportMapping = {
  readonly __typename?: 'JobImportMapping';
  readonly defaultTermIds: ReadonlyArray<Scalars['ID']['output']>;
  readonly rules: ReadonlyArray<JobImportRule>;
  readonly vocabulary: Scalars['String']['output'];
};

/** occupations | employmentType | remoteOptions | industry */
export type JobImportMappingInput = {
  readonly defaultTermIds: ReadonlyArray<Scalars['ID']['input']>;
  readonly rules: ReadonlyArray<JobImportRuleInput>;
  readonly vocabulary: Scalars['String']['input'];
};

export type JobImportRefusal = {
  readonly __typename?: 'JobImportRefusal';
  readonly code: Scalars['String']['output'];
  readonly field: Maybe<Scalars['String']['output']>;
  readonly reference: Scalars['String']['output'];
};

export type JobImportRule = {
  readonly __typename?: 'JobImportRule';
  readonly source: Scalars['String']['output'];
  readonly termId: Scalars['ID']['output'];
};

export type JobImportRuleInput = {
  readonly source: Scalars['String']['input'];
  readonly termId: Scalars['ID']['input'];
};

export type JobImportRun = {
  readonly __typename?: 'JobImportRun';
  readonly created: Scalars['Int']['output'];
  readonly error: Maybe<Scalars['String']['output']>;
  readonly finishedAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** succeeded | failed */
  readonly outcome: Scalars['String']['output'];
  readonly refusals: ReadonlyArray<JobImportRefusal>;
  readonly refused: Scalars['Int']['output'];
  /** ISO timestamps */
  readonly startedAt: Scalars['String']['output'];
  readonly unchanged: Scalars['Int']['output'];
  readonly unpublished: Scalars['Int']['output'];
  readonly updated: Scalars['Int']['output'];
};

export type JobImportTerm = {
  readonly __typename?: 'JobImportTerm';
  readonly id: Scalars['ID']['output'];
  /** In the request's language. */
  readonly label: Scalars['String']['output'];
  readonly vocabulary: Scalars['String']['output'];
};

export type JobImporter = {
  readonly __typename?: 'JobImporter';
  readonly enabled: Scalars['Boolean']['output'];
  /** Failed runs in a row. */
  readonly failedRuns: Scalars['Int']['output'];
  readonly followReview: Scalars['Boolean']['output'];
  readonly format: JobImportFormat;
  readonly id: Scalars['ID']['output'];
  readonly intervalHours: Scalars['Int']['output'];
  readonly lastRun: Maybe<JobImportRun>;
  readonly mapping: ReadonlyArray<JobImportMapping>;
  readonly name: Scalars['String']['output'];
  /** ISO timestamp */
  readonly nextRunAt: Scalars['String']['output'];
  readonly organizationId: Scalars['ID']['output'];
  readonly organizationName: Scalars['String']['output'];
  readonly running: Scalars['Boolean']['output'];
  readonly sourceUrl: Scalars['String']['output'];
};

export type JobImporterDetail = {
  readonly __typename?: 'JobImporterDetail';
  /** MANAGE | VIEW */
  readonly access: Maybe<Scalars['String']['output']>;
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly importer: Maybe<JobImporter>;
  readonly runs: ReadonlyArray<JobImportRun>;
};

export type JobImporterInput = {
  readonly enabled: Scalars['Boolean']['input'];
  readonly followReview: Scalars['Boolean']['input'];
  readonly format: JobImportFormat;
  readonly intervalHours: Scalars['Int']['input'];
  readonly mapping: ReadonlyArray<JobImportMappingInput>;
  readonly name: Scalars['String']['input'];
  readonly organizationId: Scalars['ID']['input'];
  readonly sourceUrl: Scalars['String']['input'];
};

export type JobImporterList = {
  readonly __typename?: 'JobImporterList';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly importers: ReadonlyArray<JobImporter>;
  /** Whether the actor may set up importers here. */
  readonly mayCreate: Scalars['Boolean']['output'];
};

export type JobImporterOptions = {
  readonly __typename?: 'JobImporterOptions';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly organizations: ReadonlyArray<JobImporterOrganization>;
  readonly terms: ReadonlyArray<JobImportTerm>;
};

export type JobImporterOrganization = {
  readonly __typename?: 'JobImporterOrganization';
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
};

export type JobImporterOutcome = {
  readonly __typename?: 'JobImporterOutcome';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly id: Maybe<Scalars['ID']['output']>;
  readonly problems: ReadonlyArray<JobImporterProblem>;
};

export type JobImporterProblem = {
  readonly __typename?: 'JobImporterProblem';
  readonly code: Scalars['String']['output'];
  readonly field: Scalars['String']['output'];
};

export type JobLanguage = {
  readonly __typename?: 'JobLanguage';
  readonly code: Scalars['String']['output'];
  readonly level: Maybe<Scalars['String']['output']>;
};

export type JobLanguageInput = {
  readonly code: Scalars['String']['input'];
  readonly level?: InputMaybe<Scalars['String']['input']>;
};

export type JobList = {
  readonly __typename?: 'JobList';
  readonly items: ReadonlyArray<JobPosting>;
  readonly total: Scalars['Int']['output'];
};

export type JobLocation = {
  readonly __typename?: 'JobLocation';
  readonly addressLine1: Maybe<Scalars['String']['output']>;
  readonly administrativeArea: Maybe<Scalars['String']['output']>;
  readonly countryCode: Scalars['String']['output'];
  readonly lat: Maybe<Scalars['Float']['output']>;
  readonly locality: Scalars['String']['output'];
  readonly lon: Maybe<Scalars['Float']['output']>;
  readonly zip: Maybe<Scalars['String']['output']>;
};

export type JobOrganization = {
  readonly __typename?: 'JobOrganization';
  readonly id: Scalars['ID']['output'];
  readonly logoUrl: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly slug: Scalars['String']['output'];
  /** The employer's own website. */
  readonly website: Maybe<Scalars['String']['output']>;
};

export type JobPosting = {
  readonly __typename?: 'JobPosting';
  readonly descriptionHtml: Scalars['String']['output'];
  /** The job page's fields (spec §3 job form); null where the platform read only list data. */
  readonly details: Maybe<JobDetails>;
  readonly employmentTypes: ReadonlyArray<Term>;
  readonly expiresAt: Maybe<Scalars['String']['output']>;
  readonly external: Scalars['Boolean']['output'];
  readonly featured: Scalars['Boolean']['output'];
  readonly id: Scalars['ID']['output'];
  /** The importer that keeps an external job in step with its source */
  readonly importerId: Maybe<Scalars['ID']['output']>;
  readonly industries: ReadonlyArray<Term>;
  readonly linkUrl: Maybe<Scalars['String']['output']>;
  readonly location: JobLocation;
  readonly occupations: ReadonlyArray<Term>;
  readonly organization: JobOrganization;
  readonly publishedAt: Maybe<Scalars['String']['output']>;
  readonly remoteOptions: ReadonlyArray<Term>;
  readonly salary: Maybe<Salary>;
  readonly sites: ReadonlyArray<Scalars['String']['output']>;
  readonly slug: Scalars['String']['output'];
  readonly state: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
  readonly type: Scalars['String']['output'];
  readonly yearsOfExperience: ReadonlyArray<Term>;
};

export type JobPostingAddress = {
  readonly __typename?: 'JobPostingAddress';
  readonly addressLine1: Maybe<Scalars['String']['output']>;
  readonly administrativeArea: Maybe<Scalars['String']['output']>;
  readonly countryCode: Scalars['String']['output'];
  readonly locality: Scalars['String']['output'];
  readonly zip: Maybe<Scalars['String']['output']>;
};

export type JobPostingAddressInput = {
  readonly addressLine1?: InputMaybe<Scalars['String']['input']>;
  readonly administrativeArea?: InputMaybe<Scalars['String']['input']>;
  readonly countryCode: Scalars['String']['input'];
  readonly locality: Scalars['String']['input'];
  readonly zip?: InputMaybe<Scalars['String']['input']>;
};

export type JobPostingInput = {
  readonly address: JobPostingAddressInput;
  readonly application: JobApplicationSettingsInput;
  readonly availableFrom?: InputMaybe<Scalars['String']['input']>;
  readonly availableUntil?: InputMaybe<Scalars['String']['input']>;
  /** Rich text; sanitized by the platform (filtered format, full for staff). */
  readonly descriptionHtml: Scalars['String']['input'];
  /** 30 | 60 | 90 */
  readonly durationDays: Scalars['Int']['input'];
  readonly expiresAt?: InputMaybe<Scalars['String']['input']>;
  readonly languages: ReadonlyArray<JobLanguageInput>;
  readonly languagesText?: InputMaybe<Scalars['String']['input']>;
  readonly linkUrl?: InputMaybe<Scalars['String']['input']>;
  readonly organizationId: Scalars['ID']['input'];
  readonly salaryCurrency?: InputMaybe<Scalars['String']['input']>;
  readonly salaryMax?: InputMaybe<Scalars['Int']['input']>;
  readonly salaryMin?: InputMaybe<Scalars['Int']['input']>;
  readonly salaryText?: InputMaybe<Scalars['String']['input']>;
  readonly salaryUnit?: InputMaybe<Scalars['String']['input']>;
  readonly skills: ReadonlyArray<Scalars['String']['input']>;
  readonly skillsText?: InputMaybe<Scalars['String']['input']>;
  readonly termIds: ReadonlyArray<Scalars['ID']['input']>;
  readonly title: Scalars['String']['input'];
  /** job_per_template | job_per_link | job_per_file */
  readonly type: Scalars['String']['input'];
  readonly videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type JobPostingOutcome = {
  readonly __typename?: 'JobPostingOutcome';
  readonly errorCode: Maybe<Scalars['String']['output']>;
  readonly id: Maybe<Scalars['ID']['output']>;
  readonly problems: ReadonlyArray<JobPostingProblem>;
  readonly state: Maybe<Scalars['String']['output']>;
};

export type JobPostingProblem = {
  readonly __typename?: 'JobPostingProblem';
  readonly code: Scalars['String']['output'];
  readonly field: Scalars['String']['output'];
};

export type JobSearchConditionGroupInput = {
  /** AND */
  readonly conjunction: Scalars['String']['input'];
  readonly groups: ReadonlyArray<JobSearchFilterGroupInput>;
};

export type JobSearchConditionInput = {
  readonly name: Scalars['String']['input'];
  /** = (facet value id) or LIKE (name job_organization_name: the organization's name contains the text) */
  readonly operator: Scalars['String']['input'];
  readonly value: Scalars['String']['input'];
};

export type JobSearchFacetInput = {
  /** remoteOptions | employmentType | industry | occupations | yearsOfExperience | company */
  readonly field: Scalars['String']['input'];
  readonly limit: Scalars['Int']['input'];
  readonly min_count: Scalars['Int']['input'];
  /** Only false: a count of the jobs without a value of the field is not offered (true is refused with BAD_USER_INPUT). */
  readonly missing: Scalars['Boolean']['input'];
  /** OR */
  readonly operator: Scalars['String']['input'];
};

export type JobSearchFilterGroupInput = {
  readonly conditions: ReadonlyArray<JobSearchConditionInput>;
  /** OR */
  readonly conjunction: Scalars['String']['input'];
  /** facet:{field} for a facet group */
  readonly tags: ReadonlyArray<Scalars['String']['input']>;
};

export type JobSearchFulltextInput = {
  readonly keys: Scalars['String']['input'];
};

export type JobSearchGeoLocationInput = {
  readonly administrativeArea?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 */
  readonly country?: InputMaybe<Scalars['String']['input']>;
  readonly label?: InputMaybe<Scalars['String']['input']>;
  readonly lat?: InputMaybe<Scalars['Float']['input']>;
  /** locality | postal_code | administrative_area_level_1 | country */
  readonly locationType: Scalars['String']['input'];
  readonly lon?: InputMaybe<Scalars['Float']['input']>;
  /** km: 5, 25, 50, 100 or 200 for locality and postal_code; none for administrative_area_level_1 and country */
  readonly radius?: InputMaybe<Scalars['Int']['input']>;
};

export type JobSearchRequestInput = {
  readonly condition_group: JobSearchConditionGroupInput;
  readonly facets: ReadonlyArray<JobSearchFacetInput>;
  readonly fulltext?: InputMaybe<JobSearchFulltextInput>;
  readonly geoLocation?: InputMaybe<JobSearchGeoLocationInput>;
  /** de | en | fr */
  readonly language: Scalars['String']['input'];
  readonly range: RangeInput;
  /** relevance (needs fulltext) | date | distance (needs lat and lon); default relevance with fulltext, else date */
  readonly sort?: InputMaybe<Scalars['String']['input']>;
};

export type JobSearchResult = {
  readonly __typename?: 'JobSearchResult';
  /** Distance of each item from the request's point in km, in item order; null without a point. */
  readonly distancesKm: ReadonlyArray<Maybe<Scalars['Float']['output']>>;
  readonly facets: ReadonlyArray<FacetEntry>;
  readonly items: ReadonlyArray<JobPosting>;
  /** Whether each item is placed first for a Top upgrade in force on the site (its card shows a Top badge), in item order. */
  readonly top: ReadonlyArray<Scalars['Boolean']['output']>;
  readonly total: Scalars['Int']['output'];
  /** Search speed (issue 4): true when total is an estimate from a sample of the jobs (large sets only). */
  readonly totalEstimated: Scalars['Boolean']['output'];
};

export type JobSearchTerm = {
  readonly __typename?: 'JobSearchTerm';
  readonly aliases: ReadonlyArray<Translation>;
  /** The facet the term belongs to (remoteOptions, employmentType, industry, occupations, yearsOfExperience). */
  readonly field: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly labels: ReadonlyArray<Translation>;
};

export type JobView = {
  readonly __typename?: 'JobView';
  readonly expired: Scalars['Boolean']['output'];
  readonly job: JobPosting;
};

export type JobWizardOptionsResult = {
  readonly __typename?: 'JobWizardOptionsResult';
  readonly errorCode: Maybe<Scalars['String']['output']>;
  readonly organizations: ReadonlyArray<PostingOrganization>;
  /** off | edits | all (the site's review setting) */
  readonly review: Scalars['String']['output'];
  readonly staff: Scalars['Boolean']['output'];
  readonly terms: ReadonlyArray<JobWizardTerm>;
  /** Spec §6 editor toolbar of the caller's role. */
  readonly toolbar: ReadonlyArray<Scalars['String']['output']>;
};

export type JobWizardTerm = {
  readonly __typename?: 'JobWizardTerm';
  readonly id: Scalars['ID']['output'];
  /** In the request's locale. */
  readonly label: Scalars['String']['output'];
  readonly vocabulary: Scalars['String']['output'];
};

export type JobWorkflowAction =
  | 'APPROVE'
  | 'ARCHIVE'
  | 'DUPLICATE'
  | 'PUBLISH'
  | 'REJECT'
  | 'REPUBLISH'
  | 'SCHEDULE';

export type LandingPage = RouteContent & {
  readonly __typename?: 'LandingPage';
  readonly id: Scalars['ID']['output'];
  readonly metatags: ReadonlyArray<MetaTag>;
};

export type LandingPageDetails = {
  readonly __typename?: 'LandingPageDetails';
  readonly id: Scalars['ID']['output'];
  /** Sanitized HTML in the filtered format. */
  readonly intro: Scalars['String']['output'];
  /** de | en-GB | fr */
  readonly language: Scalars['String']['output'];
  /** Internal, unprefixed path of the page. */
  readonly path: Scalars['String']['output'];
  /** Internal path of the preset job search, e.g. /jobs?search=Pflege. */
  readonly searchHref: Scalars['String']['output'];
  /** The preset job search's query string (without ?). */
  readonly searchQuery: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

export type LanguageRequirement = {
  readonly __typename?: 'LanguageRequirement';
  /** ISO 639-1, e.g. de */
  readonly code: Scalars['String']['output'];
  /** A1 | A2 | B1 | B2 | C1 | C2 | native */
  readonly level: Maybe<Scalars['String']['output']>;
};

export type LegalDocument = {
  readonly __typename?: 'LegalDocument';
  /** Sanitized HTML (filtered rich text). */
  readonly html: Scalars['String']['output'];
  /** The language of html. */
  readonly locale: Scalars['String']['output'];
  readonly page: Scalars['String']['output'];
  /** The day this wording took effect, YYYY-MM-DD. */
  readonly version: Scalars['String']['output'];
};

export type LegalVersionInput = {
  readonly html: Scalars['String']['input'];
  readonly locale: Scalars['String']['input'];
  readonly page: Scalars['String']['input'];
  /** YYYY-MM-DD, today or later. */
  readonly version: Scalars['String']['input'];
};

export type LocalizedLabel = {
  readonly __typename?: 'LocalizedLabel';
  /** A term id (industry); null for free labels (benefits). */
  readonly id: Maybe<Scalars['ID']['output']>;
  /** Label in the request locale, falling back to German. */
  readonly label: Scalars['String']['output'];
  readonly labels: ReadonlyArray<Translation>;
};

export type ManagedJob = {
  readonly __typename?: 'ManagedJob';
  /** Applications received (from the applications table once it exists). */
  readonly applications: Scalars['Int']['output'];
  readonly job: EditableJob;
  /** Views of the job's page on this site, summed over every day the statistics counted. */
  readonly views: Scalars['Int']['output'];
};

export type ManagedJobsResult = {
  readonly __typename?: 'ManagedJobsResult';
  readonly errorCode: Maybe<Scalars['String']['output']>;
  readonly items: ReadonlyArray<ManagedJob>;
  readonly page: Scalars['Int']['output'];
  readonly pageSize: Scalars['Int']['output'];
  readonly total: Scalars['Int']['output'];
};

export type MarkOrderPaidResult = {
  readonly __typename?: 'MarkOrderPaidResult';
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | ALREADY_PAID | ORDER_CANCELLED | NOT_AN_INVOICE_ORDER; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type MeasurementAllowance = {
  readonly __typename?: 'MeasurementAllowance';
  readonly allowed: Scalars['Boolean']['output'];
  /** Seconds until the next call is allowed; 0 when this one was. */
  readonly retryAfterSeconds: Scalars['Int']['output'];
};

export type MeasurementCallKind =
  | 'CONVERSION'
  | 'MEASUREMENT';

export type MetaTag = {
  readonly __typename?: 'MetaTag';
  readonly meta: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

export type Mutation = {
  readonly __typename?: 'Mutation';
  /**
   * Takes up an invitation: the signed-in account with the invited address joins; a guest gives input to
   * create the account (verified by the link) and joins. Open to guests. Refused, writing nothing:
   * INVITATION_USED, INVITATION_EXPIRED, INVITATION_FOR_ANOTHER_ACCOUNT, SIGN_IN_FIRST, ALREADY_MEMBER, INVALID_INPUT.
   */
  readonly acceptOrganizationInvitation: AcceptTeamInvitationResult;
  /** The terms dialog's confirmation: like createGdprUserConsent, for signed-in users only. */
  readonly acceptTerms: GdprUserConsentResult;
  /**
   * Adds files to the signed-in user's attachments box: pdf, jpg/jpeg, png or webp by content, at most 50 MB
   * each, at most 10 in the box (the application file rules). One refused file refuses them all; refusals in
   * errors (field "attachments", code TOO_MANY_FILES, FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE, FILE_EMPTY, REQUIRED;
   * detail names the file); UNAUTHENTICATED for guests.
   */
  readonly addMyResumeAttachments: ResumeAttachmentsResult;
  /**
   * Appends a PDF brochure (owner or staff; at most 10): file a PDF recognised by its first bytes, at most
   * 10 MB; title required (at most 120 characters). Downloadable at the brochure's url.
   */
  readonly addOrganizationBrochure: OrganizationSectionsResult;
  /**
   * Appends a contact person (owner or staff; at most 10); photo an optional portrait (png, jpeg or webp by
   * content, at most 5 MB, re-encoded as WebP within 480 x 480 px), refused as field photo. Removing the
   * person removes the photo.
   */
  readonly addOrganizationContactPerson: OrganizationSectionsResult;
  /** Appends a question and its answer to the FAQ (owner or staff; at most 30). */
  readonly addOrganizationFaq: OrganizationSectionsResult;
  /**
   * Appends an image to the gallery (owner or staff; at most 50). image: png, jpeg or webp, recognised by
   * content, at most 5 MB, re-encoded as WebP without metadata within 1600 x 1600 px. altText is required.
   * Refusals come back in errors and nothing is written.
   */
  readonly addOrganizationGalleryImage: OrganizationSectionsResult;
  /**
   * Appends a further location (owner or staff; at most 20): a name, the country (ISO 3166-1 alpha-2) and
   * town, optionally street and postal code. The platform places it on the map by its town (GeoNames place
   * data, as posted jobs); a town it does not know leaves lat and lon null.
   */
  readonly addOrganizationLocation: OrganizationSectionsResult;
  /**
   * Appends a video (owner or staff; at most 10): sourceUrl an https address of a YouTube or Vimeo video;
   * cover an optional poster (png, jpeg or webp by content, at most 5 MB, re-encoded as WebP within
   * 1280 x 720 px), refused as field cover.
   */
  readonly addOrganizationVideo: OrganizationSectionsResult;
  /**
   * Staff: append a credit adjustment to the organization's ledger on this site, with its mandatory reason.
   * Errors: INVALID_TYPE, INVALID_AMOUNT, REASON_REQUIRED, REASON_TOO_LONG, BALANCE_BELOW_ZERO, NOT_FOUND.
   */
  readonly adjustOrganizationCredits: CreditAdjustmentResult;
  /**
   * Uses one of the visitor's server-side measurement calls of this kind on the site: at most 120 a minute
   * per visitor address, counted across every worker and host. Anyone may call it (pages send for guests
   * too); the address is the connection's or the one the board forwards with its proof, never an argument.
   */
  readonly allowMeasurementCall: MeasurementAllowance;
  /** The member named by an ownership offer accepts (becomes an owner) or declines it. */
  readonly answerOrganizationOwnershipOffer: TeamChangeResult;
  /** Bookmarks a job visible on this site for the signed-in user; bookmarking twice changes nothing. */
  readonly bookmarkJob: BookmarkResult;
  /**
   * Shop staff of the order's site cancel an invoiced order (open or paid) with a reason: one transaction
   * books a credit note of the site's own series that cancels the invoice with its amounts negated, takes
   * back the credits the order granted (all of them; if some were spent it is refused, nothing written),
   * ends a subscription the order started, marks the order cancelled and logs it. Errors: ORDER_CANCELLED,
   * NOT_INVOICED, CREDITS_ALREADY_SPENT, REASON_REQUIRED, REASON_TOO_LONG, NOT_FOUND (also for another
   * site's order).
   */
  readonly cancelOrder: CancelOrderResult;
  /**
   * Moves an application to another status (new → in_review → shortlisted → hired; open ones may be
   * rejected). Errors: NOT_FOUND (also for other organizations' applications), FORBIDDEN, INVALID_STATUS,
   * INVALID_TRANSITION, CONFLICT.
   */
  readonly changeApplicationStatus: ChangeApplicationStatusResult;
  /** Subscribes or unsubscribes the signed-in user's own address; errors UNAUTHENTICATED | CONSENT_CHANGED | NOT_FOUND. */
  readonly changeMyNewsletterSubscription: MyNewsletterSubscriptionResult;
  /**
   * An owner sets a member's role or removes them; a member may remove themselves (leave). The last owner
   * can do neither (LAST_OWNER); OWNER is refused for editors (OWNERSHIP_NEEDS_CONSENT: offer it).
   */
  readonly changeOrganizationMember: TeamChangeResult;
  /** A new interval for an alert of the organization. Codes: NOT_FOUND | UNKNOWN_INTERVAL. */
  readonly changeResumeAlertInterval: ResumeAlertResult;
  /**
   * Grants or revokes a staff role (administrator; site_admin with siteKey; job_editor with siteKey or for
   * every site without); administrators only. errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND |
   * LAST_ADMINISTRATOR | UNCHANGED | INVALID_ROLE | SITE_REQUIRED | UNKNOWN_SITE.
   */
  readonly changeStaffRole: StaffUserActionResult;
  /** Checks attachments before a form is sent: type by content (pdf, jpg, png, webp), at most 50 MB each. Stores nothing. */
  readonly checkAttachments: ReadonlyArray<AttachmentCheck>;
  /** Confirms a guest's alert with the token of its confirmation mail. */
  readonly confirmJobAlert: JobAlertResult;
  /**
   * Confirms an import's proposal as the owner corrected it: names and phone are taken over, entries are
   * added after the existing ones, languages and skills joined. Refusals come back in errors (one per field
   * of the proposal) and only the corrections are kept; NOT_FOUND for an import that is not the caller's.
   */
  readonly confirmMyResumeImport: ResumeImportConfirmResult;
  /** Confirms a subscription with the single-use token of its mail; errors INVALID_TOKEN (forged, used or expired). */
  readonly confirmNewsletter: NewsletterResult;
  /**
   * Counts a view, apply start or share of a job that a visitor's page reports. The same visitor counts
   * once per job, kind and day; nothing about them is stored. Always true (a count of an unknown job is
   * dropped), so the answer tells nothing.
   */
  readonly countJobEvent: Scalars['Boolean']['output'];
  /**
   * Records a consent to the revision in force. Signed-in users consent for themselves (mail must be
   * theirs); guests only to guest-type infos such as NEWSLETTER. Refusals come back in errors:
   * MAIL_REQUIRED, MAIL_INVALID, INFO_REQUIRED, INFO_INVALID, INFO_NOT_FOUND, SIGN_IN_REQUIRED, MAIL_MISMATCH.
   */
  readonly createGdprUserConsent: GdprUserConsentResult;
  /**
   * Saves a search (a /jobs query string) as a job alert. Signed in: active at once, mailed to the
   * account's address; the same search again only changes the frequency. Guests give an e-mail address
   * and get a confirmation link first (double opt-in); status is then CONFIRMATION_SENT.
   */
  readonly createJobAlert: CreateJobAlertResult;
  /** The owner's decision: approve | decline (pending requests) or revoke (approved ones). Codes: NOT_FOUND | INVALID_TRANSITION. */
  readonly decideContactRequest: ContactDecisionResult;
  /** Staff: delete a post for good; without confirmed: true, CONFIRMATION_REQUIRED and nothing happens. */
  readonly deleteBlogPost: DeleteBlogPostResult;
  /** Deletes the signed-in user's own alert. */
  readonly deleteJobAlert: JobAlertResult;
  /** Deletes the importer; the jobs it imported go offline. */
  readonly deleteJobImporter: JobImporterOutcome;
  /** Deletes an alert of the organization. Codes: NOT_FOUND. */
  readonly deleteResumeAlert: ResumeAlertResult;
  /**
   * Deletes a job for good; confirmed must be true. errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND |
   * EXTERNAL_JOB | PUBLISHED (unpublish it first) | HAS_APPLICATIONS | CONFIRM_REQUIRED.
   */
  readonly deleteStaffJob: StaffJobActionResult;
  /** Deletes a landing page and its aliases; confirmed must be true. errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | CONFIRM_REQUIRED. */
  readonly deleteStaffLandingPage: StaffLandingPageActionResult;
  /** Staff: end a staff pick of the site now (one still to come is withdrawn). Errors: UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | UPGRADE | ALREADY_ENDED. */
  readonly endHomePick: EndHomePickResult;
  /**
   * Shop staff of the subscription's site end it early with a reason (subscriptions are fixed periods that
   * never renew): it ends now, its slots follow from the dates, logged in the same transaction. Errors:
   * ALREADY_ENDED, REASON_REQUIRED, REASON_TOO_LONG, NOT_FOUND (also for another site's subscription).
   */
  readonly endSubscription: EndSubscriptionResult;
  /** Ends every session of an account; errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | OWN_ACCOUNT. */
  readonly endUserSessions: StaffUserActionResult;
  /**
   * Reads a CV (PDF or DOCX by content, at most 50 MB) and stores what it proposes for its owner to confirm;
   * the resume is not changed. Refusals in errors (field "file"): FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED,
   * ENCRYPTED (a password-protected PDF), CORRUPT, TOO_LARGE_INFLATED (a DOCX that inflates past 100 MB),
   * NO_TEXT; FORBIDDEN for guests. Nothing is kept of a refused file.
   */
  readonly importMyResumeCv: ResumeImportResult;
  /**
   * An owner invites an address: a single-use link (valid seven days) goes out by mail. Refused:
   * ALREADY_MEMBER, ALREADY_INVITED (an open invitation exists), INVALID_EMAIL; nothing is written then.
   */
  readonly inviteOrganizationMember: TeamChangeResult;
  /** publishAt for SCHEDULE (ISO time), reason for REJECT. */
  readonly jobWorkflow: JobPostingOutcome;
  /**
   * Staff of the order's site: the order paid by invoice has been paid (the bank transfer arrived). Its
   * credits were granted when it was placed; this records the payment and logs it. Errors: ALREADY_PAID,
   * ORDER_CANCELLED, NOT_AN_INVOICE_ORDER, NOT_FOUND (also for another site's order).
   */
  readonly markOrderPaid: MarkOrderPaidResult;
  /**
   * Merges the duplicate into the kept organization (its jobs, team and everything else of the business
   * move; it is deleted); confirmed must be true. errors UNAUTHENTICATED | FORBIDDEN (not every site of both
   * the actor's) | NOT_FOUND | DUPLICATE_NOT_FOUND | SAME_ORGANIZATION | RELATED (one above the other) |
   * DUPLICATE_HAS_CREDITS | CONFIRM_REQUIRED.
   */
  readonly mergeStaffOrganizations: StaffOrganizationActionResult;
  /** Moves one entry of a list a step; an entry of another organization is NOT_FOUND. */
  readonly moveOrganizationSectionItem: OrganizationSectionsResult;
  /** An owner offers ownership to an editor; nothing changes until the editor accepts. */
  readonly offerOrganizationOwnership: TeamChangeResult;
  /**
   * Staff: pick a published job of the site for a home page block from startsAt (ISO; null or past: now)
   * until endsAt (ISO; null: for good). The job is the job's number or its page's address or slug. A refused
   * pick writes nothing: errors INVALID with fieldErrors "field:CODE" (job:JOB_NOT_FOUND,
   * job:JOB_NOT_ON_SITE, job:JOB_NOT_PUBLISHED, job:NO_VIDEO, job:ALREADY_PICKED, kind:INVALID_KIND,
   * kind:BLOCK_FULL, startsAt:INVALID_DATE, endsAt:INVALID_DATE, endsAt:NOT_AFTER_START).
   */
  readonly pickHomeJob: PickHomeJobResult;
  /**
   * Checkout by invoice: prices the cart from this site's catalogue, checks the billing profile, and orders
   * only when confirmedNetCents is today's net sum (else PRICE_CHANGED with the new sum). The same
   * idempotencyKey again answers the first order.
   */
  readonly placeOrder: PlaceOrderResult;
  /**
   * Staff: publish a new wording of a consent info. Texts are sanitized HTML (filtered format); German is
   * required, the others fall back to it. Once in force it is the latest wording: for the terms info every
   * signed-in user meets the terms dialog again. A refused wording writes nothing: errors INVALID with
   * fieldErrors "field:CODE" (textDe:TEXT_REQUIRED, text*:TEXT_TOO_LONG, effectiveAt:INVALID_DATE,
   * effectiveAt:DATE_IN_PAST).
   */
  readonly publishConsentRevision: PublishConsentRevisionResult;
  /**
   * Staff: publish a version of a legal page in one language, in force from its date (UTC day) on. The
   * HTML is sanitized (filtered format). A new terms version asks every signed-in user to accept the terms
   * again once it is in force. A refused version writes nothing: errors INVALID with fieldErrors
   * "field:CODE" (locale:LOCALE_NOT_OF_SITE, locale:GERMAN_FIRST, version:INVALID_DATE, version:DATE_IN_PAST,
   * version:OLDER_THAN_NEWEST, html:TEXT_REQUIRED, html:TEXT_TOO_LONG).
   */
  readonly publishLegalVersion: PublishLegalVersionResult;
  /** Takes a file out of the box and deletes it: NOT_FOUND for files that are not the user's. */
  readonly removeMyResumeAttachment: ResumeAttachmentsResult;
  /** Takes the picture off the signed-in user's resume (the file is deleted). */
  readonly removeMyResumePicture: ResumeUpdateResult;
  /** Removes one entry of a list; an entry of another organization is NOT_FOUND. */
  readonly removeOrganizationSectionItem: OrganizationSectionsResult;
  /** Gives a file of the box a new label (1 to 120 characters, no HTML): REQUIRED, TOO_LONG, HTML_NOT_ALLOWED, NOT_FOUND. */
  readonly renameMyResumeAttachment: ResumeAttachmentsResult;
  /** Makes the importer due now; the scheduler runs it within its poll interval. */
  readonly runJobImporter: JobImporterOutcome;
  /**
   * Staff: set an entry for this site, or for every site (everySite). Keys are a fixed set: a key outside
   * it is refused with key:KEY_NOT_ALLOWED (errors INVALID, fieldErrors "field:CODE"), as is a value that
   * does not fit its key (value:INVALID_VALUE); nothing is written then.
   */
  readonly saveAppConfigEntry: SaveAppConfigEntryResult;
  /**
   * Staff: create (no id) or change a blog post. The body is sanitized to the filtered rich-text format;
   * the slug is derived from the title when empty; tags are comma-separated (at most 10, each at most 40
   * characters, duplicates without regard to case dropped). A refused post writes nothing: errors INVALID
   * with fieldErrors "field:CODE" (title:REQUIRED|TOO_LONG, slug:INVALID_SLUG|SLUG_TAKEN, teaser:TOO_LONG,
   * body:TOO_LONG, tags:TOO_MANY_TAGS|TAG_TOO_LONG, sites:REQUIRED|UNKNOWN_SITE, publishAt:INVALID_DATE|DATE_IN_PAST).
   */
  readonly saveBlogPost: SaveBlogPostResult;
  /**
   * Staff: add a product (id omitted) or change one of the site's products. A price is whole,
   * non-negative cents: a negative one is refused with price:NEGATIVE_PRICE, a fraction of a cent with
   * price:INVALID_PRICE (errors INVALID, fieldErrors "field:CODE"), and nothing is written.
   */
  readonly saveCommerceProduct: SaveCommerceProductResult;
  /** Creates (without id) or updates a job; file: the PDF of a file job; logo: PNG, JPEG or WebP. */
  readonly saveJob: JobPostingOutcome;
  /** Creates an importer (no id) or changes one; a new importer runs at once. */
  readonly saveJobImporter: JobImporterOutcome;
  /** Stores a draft issue (new without id); errors as newsletterIssues plus NOT_EDITABLE, and fieldErrors. */
  readonly saveNewsletterIssue: NewsletterIssueResult;
  /**
   * Saves a resume search as an alert. intervalSeconds: -1 (no mail), 86400, 604800 or 2628000. Codes:
   * UNAUTHENTICATED (guests) | FORBIDDEN (not a recruiter) | UNKNOWN_INTERVAL | TOO_MANY_ALERTS, or a search field
   * with UNKNOWN_VALUE | TOO_MANY | TOO_LONG | OUT_OF_RANGE. The search's place is kept as a picked suggestion
   * (with its locationType; a bare label is refused).
   */
  readonly saveResumeAlert: ResumeAlertResult;
  /**
   * Creates a landing page (id null) or changes one, with its aliases (the whole list). The intro is
   * sanitized to the filtered rich-text format. errors UNAUTHENTICATED | FORBIDDEN (not the actor's site) |
   * NOT_FOUND | INVALID (then problems name every rule broken: TITLE_REQUIRED, PATH_INVALID,
   * PATH_RESERVED, PATH_TAKEN, ALIAS_INVALID, ALIAS_RESERVED, ALIAS_TAKEN, ALIAS_DUPLICATE,
   * TOO_MANY_ALIASES, UNKNOWN_SITE, LOCALE_NOT_ON_SITE, …).
   */
  readonly saveStaffLandingPage: StaffLandingPageSaveResult;
  /**
   * Sends a message to the site's configured address (Reply-To the sender, the files attached) and, when
   * copy is true, a copy to the sender (the files by name). Anyone may send. files: pdf, jpg, png or webp by
   * content, at most 50 MB each, at most 10. Refusals come back in errors (field and code), and then nothing
   * is sent: REQUIRED, TOO_LONG, INVALID, LINE_BREAK (a CR, LF or other control character in name, email or
   * subject), TOO_MANY_FILES, FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE, FILE_EMPTY; RATE_LIMITED on email when
   * the address sent 5 messages within the hour or the site received 100.
   */
  readonly sendContactMessage: SendContactMessageResult;
  /**
   * Asks the owner of a resume for contact, with a short message (10 to 1000 characters). Pays with a free
   * resume-contact slot of an active subscription, else one resume-contact credit; a second request while one
   * is pending or approved answers the first (replayed, nothing paid). Codes: UNAUTHENTICATED (guests) | FORBIDDEN (not a recruiter) |
   * NOT_FOUND | OWN_RESUME | NO_CREDITS | REQUIRED | TOO_SHORT | TOO_LONG.
   */
  readonly sendContactRequest: ContactRequestResult;
  /** Starts sending the issue to every confirmed subscriber (once each); a second call changes nothing. */
  readonly sendNewsletterIssue: NewsletterIssueResult;
  /** Mails the issue, marked as a test, to the staff member's own address. */
  readonly sendNewsletterTest: NewsletterResult;
  /**
   * Mails the account the password-reset link "Forgot password" sends (origin: the board's, for the link).
   * errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | OWN_ACCOUNT.
   */
  readonly sendUserPasswordReset: StaffUserActionResult;
  /** Staff: retire a product (active false: the shop stops offering it) or offer it again. */
  readonly setCommerceProductActive: StaffCommerceResult;
  /**
   * Staff: switch a consent info on or off. An inactive info is neither shown to visitors nor asked for.
   * Who may: as for a new wording. Errors: UNAUTHENTICATED | FORBIDDEN | NOT_FOUND |
   * TERMS_INFO_REQUIRED (the terms dialog's info of a site that has terms cannot be switched off).
   */
  readonly setConsentInfoActive: SetConsentInfoActiveResult;
  /**
   * Puts a picture on the signed-in user's resume: png, jpeg or webp by content, at most 5 MB; it is re-encoded
   * (WebP within 512 × 512, metadata stripped) and replaces the previous one. Refusals in errors (field
   * "picture"): IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED, IMAGE_SVG_NOT_ALLOWED, IMAGE_INVALID; FORBIDDEN for guests.
   */
  readonly setMyResumePicture: ResumeUpdateResult;
  /**
   * Features an organization on a site (at most four per site) or stops featuring it. errors
   * UNAUTHENTICATED | FORBIDDEN (not the actor's site) | NOT_FOUND | UNKNOWN_SITE | FEATURED_LIMIT | UNCHANGED.
   */
  readonly setOrganizationFeatured: StaffOrganizationActionResult;
  /**
   * Places the organization under parentId (null: none). Whoever edits it must be allowed to edit the
   * parent too. Refused: FORBIDDEN, NOT_FOUND, PARENT_NOT_FOUND, PARENT_FORBIDDEN, CYCLE (it would become
   * its own ancestor).
   */
  readonly setOrganizationParent: SetOrganizationParentResult;
  /**
   * Replaces the image of one entry, keeping the entry and its place (owner or staff): the photo of a contact
   * person (section CONTACTS) or the cover of a video (VIDEOS); image null removes it. The image is judged and
   * re-encoded as on add (png, jpeg or webp by content, at most 5 MB; WebP within 480 x 480 px for a photo,
   * 1280 x 720 px for a cover), refused as field image. The old file is deleted once the change is stored.
   * Another list is refused as field section, SECTION_WITHOUT_IMAGES; an entry of another organization is NOT_FOUND.
   */
  readonly setOrganizationSectionImage: OrganizationSectionsResult;
  /**
   * Administrators: turn the platform's read-only mode on or off. While it is on, every other mutation
   * answers an error with extensions.code READ_ONLY; this one still works, so it can be turned off.
   */
  readonly setReadOnlyMode: SetReadOnlyModeResult;
  /**
   * Places an organization under a parent, or takes it out (parentId null). errors UNAUTHENTICATED |
   * FORBIDDEN | NOT_FOUND | PARENT_NOT_FOUND | PARENT_FORBIDDEN | OWN_PARENT | CYCLE | UNCHANGED.
   */
  readonly setStaffOrganizationParent: StaffOrganizationActionResult;
  /**
   * Blocks (ends every session, sign-in refused) or unblocks an account; never one's own, never the last
   * administrator. errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | OWN_ACCOUNT | LAST_ADMINISTRATOR | UNCHANGED.
   */
  readonly setUserBlocked: StaffUserActionResult;
  /**
   * Signs an address up (double opt-in): records the consent to consentRevisionId (must be the wording in
   * force) and mails a confirmation link. The answer is the same for a new, pending or subscribed address;
   * a second sign-up within the hour mails nothing. errors INVALID_EMAIL | CONSENT_CHANGED | RATE_LIMITED | NOT_FOUND.
   */
  readonly signUpForNewsletter: NewsletterResult;
  /**
   * Checkout by card (Stripe Checkout): the same checks as placeOrder, then an order awaiting payment and
   * the provider's payment page for it (paymentUrl). The same idempotencyKey again answers the same order
   * and page; once paid, no page. CARD_PAYMENT_OFF when the site takes no cards.
   */
  readonly startCardCheckout: CardCheckoutResult;
  /**
   * Applies to a job whose workflow is the on-site form; guests may apply. files: pdf, jpg, png or webp by
   * content, at most 50 MB each, at most 10. One transaction: the application, its files, the privacy
   * consent and the mails. A retried call with the same idempotencyKey answers the first application
   * (duplicate: true). Refusals come back in errors (field and code): JOB_NOT_FOUND, NOT_ACCEPTING,
   * REQUIRED, TOO_LONG, INVALID, CONSENT_REQUIRED, CV_REQUIRED, TOO_MANY_FILES, FILE_TYPE_NOT_ALLOWED,
   * FILE_TOO_LARGE, FILE_EMPTY; with input.attachResume: NO_RESUME (no signed-in applicant with a filled
   * resume), NO_ROOM_FOR_RESUME (the uploads already take all 10 places), RESUME_PDF_TOO_LARGE; RATE_LIMITED on email when the address sent 20 applications within the hour
   * or 50 within the day (each one mails it a receipt).
   */
  readonly submitApplication: SubmitApplicationResult;
  /** Removes the signed-in user's bookmark; removing a missing one is no error. */
  readonly unbookmarkJob: BookmarkResult;
  /** Staff: back to draft (off the board). */
  readonly unpublishBlogPost: SaveBlogPostResult;
  /**
   * Takes a job offline (archived). errors UNAUTHENTICATED | FORBIDDEN (not the actor's sites) | NOT_FOUND |
   * EXTERNAL_JOB | ALREADY_OFFLINE.
   */
  readonly unpublishStaffJob: StaffJobActionResult;
  /** Unsubscribes (deletes) an alert with the signed token of its digest mail; no sign-in needed. */
  readonly unsubscribeJobAlert: JobAlertResult;
  /** Unsubscribes with the signed token of a newsletter mail; no sign-in needed. errors INVALID_TOKEN. */
  readonly unsubscribeNewsletter: NewsletterResult;
  /** The digest's unsubscribe link (no sign-in): UNSUBSCRIBED | INVALID_TOKEN. */
  readonly unsubscribeResumeAlert: Scalars['String']['output'];
  /** Changes the frequency of the signed-in user's own alert. */
  readonly updateJobAlert: JobAlertResult;
  /**
   * Changes the signed-in user's own resume. Every section given replaces the stored one; the others stay.
   * about and summaries are sanitized to the filtered format; other text fields refuse HTML. Limits: 200 work
   * experiences, 100 educations, 30 languages, 60 skills, 200 blocked organizations; birthday from 1900 to today;
   * a period may not end before it starts. Refusals come back in errors (one per field) and nothing is written.
   */
  readonly updateMyResume: ResumeUpdateResult;
  /** Changes a further location and places it anew; a location of another organization is NOT_FOUND. */
  readonly updateOrganizationLocation: OrganizationSectionsResult;
  /**
   * Updates an organization's profile; its owner or staff only. The slug stays (links keep working after
   * a name change). presentation is sanitized to the filtered format. logo and cover: png, jpeg or webp,
   * recognised by content (SVG refused), at most 5 MB, re-encoded as WebP without metadata (logo within
   * 512 x 512 px, cover cut to 2:1, at most 2000 x 1000 px); removeLogo / removeCover drop the current one.
   * Refusals come back in errors and nothing is written: FORBIDDEN, NOT_FOUND, or one error per field.
   */
  readonly updateOrganizationProfile: OrganizationProfileUpdateResult;
  /** An owner withdraws an open invitation; its link stops working. */
  readonly withdrawOrganizationInvitation: TeamChangeResult;
};


export type MutationAcceptOrganizationInvitationArgs = {
  input: InputMaybe<NewTeamAccountInput>;
  token: Scalars['String']['input'];
};


export type MutationAcceptTermsArgs = {
  infoId: Scalars['ID']['input'];
  mail: Scalars['String']['input'];
};


export type MutationAddMyResumeAttachmentsArgs = {
  files: ReadonlyArray<Scalars['Upload']['input']>;
};


export type MutationAddOrganizationBrochureArgs = {
  file: Scalars['Upload']['input'];
  organizationId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationAddOrganizationContactPersonArgs = {
  input: OrganizationContactPersonInput;
  organizationId: Scalars['ID']['input'];
  photo: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationAddOrganizationFaqArgs = {
  input: OrganizationFaqInput;
  organizationId: Scalars['ID']['input'];
};


export type MutationAddOrganizationGalleryImageArgs = {
  altText: Scalars['String']['input'];
  image: Scalars['Upload']['input'];
  organizationId: Scalars['ID']['input'];
};


export type MutationAddOrganizationLocationArgs = {
  input: OrganizationLocationInput;
  organizationId: Scalars['ID']['input'];
};


export type MutationAddOrganizationVideoArgs = {
  cover: InputMaybe<Scalars['Upload']['input']>;
  input: OrganizationVideoInput;
  organizationId: Scalars['ID']['input'];
};


export type MutationAdjustOrganizationCreditsArgs = {
  input: CreditAdjustmentInput;
};


export type MutationAllowMeasurementCallArgs = {
  kind: MeasurementCallKind;
};


export type MutationAnswerOrganizationOwnershipOfferArgs = {
  accept: Scalars['Boolean']['input'];
  organizationId: Scalars['ID']['input'];
};


export type MutationBookmarkJobArgs = {
  jobId: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationChangeApplicationStatusArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationChangeMyNewsletterSubscriptionArgs = {
  input: MyNewsletterChangeInput;
};


export type MutationChangeOrganizationMemberArgs = {
  change: TeamMemberChange;
  organizationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationChangeResumeAlertIntervalArgs = {
  id: Scalars['ID']['input'];
  intervalSeconds: Scalars['Int']['input'];
};


export type MutationChangeStaffRoleArgs = {
  input: StaffRoleChangeInput;
};


export type MutationCheckAttachmentsArgs = {
  files: ReadonlyArray<Scalars['Upload']['input']>;
};


export type MutationConfirmJobAlertArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmMyResumeImportArgs = {
  id: Scalars['ID']['input'];
  proposal: ResumeImportProposalInput;
};


export type MutationConfirmNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationCountJobEventArgs = {
  jobId: Scalars['ID']['input'];
  kind: BeaconKind;
};


export type MutationCreateGdprUserConsentArgs = {
  infoId: Scalars['ID']['input'];
  mail: Scalars['String']['input'];
};


export type MutationCreateJobAlertArgs = {
  input: CreateJobAlertInput;
};


export type MutationDecideContactRequestArgs = {
  action: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteBlogPostArgs = {
  confirmed: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteJobAlertArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteJobImporterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteResumeAlertArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStaffJobArgs = {
  confirmed: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteStaffLandingPageArgs = {
  confirmed: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationEndHomePickArgs = {
  pickId: Scalars['ID']['input'];
};


export type MutationEndSubscriptionArgs = {
  reason: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


export type MutationEndUserSessionsArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationImportMyResumeCvArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationInviteOrganizationMemberArgs = {
  email: Scalars['String']['input'];
  organizationId: Scalars['ID']['input'];
  origin: InputMaybe<Scalars['String']['input']>;
  role: TeamRole;
};


export type MutationJobWorkflowArgs = {
  action: JobWorkflowAction;
  id: Scalars['ID']['input'];
  publishAt: InputMaybe<Scalars['String']['input']>;
  reason: InputMaybe<Scalars['String']['input']>;
};


export type MutationMarkOrderPaidArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationMergeStaffOrganizationsArgs = {
  confirmed: Scalars['Boolean']['input'];
  duplicateId: Scalars['ID']['input'];
  keptId: Scalars['ID']['input'];
};


export type MutationMoveOrganizationSectionItemArgs = {
  direction: SectionMoveDirection;
  itemId: Scalars['ID']['input'];
  organizationId: Scalars['ID']['input'];
  section: OrganizationProfileSection;
};


export type MutationOfferOrganizationOwnershipArgs = {
  organizationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationPickHomeJobArgs = {
  input: HomePickInput;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationPublishConsentRevisionArgs = {
  input: ConsentRevisionInput;
};


export type MutationPublishLegalVersionArgs = {
  input: LegalVersionInput;
};


export type MutationRemoveMyResumeAttachmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveOrganizationSectionItemArgs = {
  itemId: Scalars['ID']['input'];
  organizationId: Scalars['ID']['input'];
  section: OrganizationProfileSection;
};


export type MutationRenameMyResumeAttachmentArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRunJobImporterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveAppConfigEntryArgs = {
  input: AppConfigEntryInput;
};


export type MutationSaveBlogPostArgs = {
  input: BlogPostInput;
};


export type MutationSaveCommerceProductArgs = {
  input: CommerceProductInput;
};


export type MutationSaveJobArgs = {
  file: InputMaybe<Scalars['Upload']['input']>;
  id: InputMaybe<Scalars['ID']['input']>;
  input: JobPostingInput;
  logo: InputMaybe<Scalars['Upload']['input']>;
  removeLogo: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSaveJobImporterArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  input: JobImporterInput;
};


export type MutationSaveNewsletterIssueArgs = {
  input: NewsletterIssueInput;
};


export type MutationSaveResumeAlertArgs = {
  input: ResumeAlertInput;
};


export type MutationSaveStaffLandingPageArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  input: StaffLandingPageInput;
};


export type MutationSendContactMessageArgs = {
  files: InputMaybe<ReadonlyArray<Scalars['Upload']['input']>>;
  input: ContactMessageInput;
};


export type MutationSendContactRequestArgs = {
  input: ContactRequestInput;
};


export type MutationSendNewsletterIssueArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendNewsletterTestArgs = {
  id: Scalars['ID']['input'];
  origin: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendUserPasswordResetArgs = {
  origin: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSetCommerceProductActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetConsentInfoActiveArgs = {
  active: Scalars['Boolean']['input'];
  infoId: Scalars['ID']['input'];
};


export type MutationSetMyResumePictureArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationSetOrganizationFeaturedArgs = {
  featured: Scalars['Boolean']['input'];
  organizationId: Scalars['ID']['input'];
  siteKey: Scalars['String']['input'];
};


export type MutationSetOrganizationParentArgs = {
  organizationId: Scalars['ID']['input'];
  parentId: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetOrganizationSectionImageArgs = {
  image: InputMaybe<Scalars['Upload']['input']>;
  itemId: Scalars['ID']['input'];
  organizationId: Scalars['ID']['input'];
  section: OrganizationProfileSection;
};


export type MutationSetReadOnlyModeArgs = {
  on: Scalars['Boolean']['input'];
};


export type MutationSetStaffOrganizationParentArgs = {
  organizationId: Scalars['ID']['input'];
  parentId: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetUserBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSignUpForNewsletterArgs = {
  input: NewsletterSignUpInput;
};


export type MutationStartCardCheckoutArgs = {
  input: CardCheckoutInput;
};


export type MutationSubmitApplicationArgs = {
  files: InputMaybe<ReadonlyArray<Scalars['Upload']['input']>>;
  input: ApplicationInput;
  jobId: Scalars['ID']['input'];
};


export type MutationUnbookmarkJobArgs = {
  jobId: Scalars['ID']['input'];
};


export type MutationUnpublishBlogPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnpublishStaffJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnsubscribeJobAlertArgs = {
  token: Scalars['String']['input'];
};


export type MutationUnsubscribeNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationUnsubscribeResumeAlertArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateJobAlertArgs = {
  frequency: AlertFrequency;
  id: Scalars['ID']['input'];
};


export type MutationUpdateMyResumeArgs = {
  input: ResumeUpdateInput;
};


export type MutationUpdateOrganizationLocationArgs = {
  input: OrganizationLocationInput;
  locationId: Scalars['ID']['input'];
  organizationId: Scalars['ID']['input'];
};


export type MutationUpdateOrganizationProfileArgs = {
  cover: InputMaybe<Scalars['Upload']['input']>;
  id: Scalars['ID']['input'];
  input: OrganizationProfileInput;
  logo: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationWithdrawOrganizationInvitationArgs = {
  invitationId: Scalars['ID']['input'];
  organizationId: Scalars['ID']['input'];
};

export type MyApplication = {
  readonly __typename?: 'MyApplication';
  readonly createdAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly job: ApplicationJobRef;
  readonly status: Scalars['String']['output'];
};

export type MyNewsletterChangeInput = {
  readonly consentRevisionId?: InputMaybe<Scalars['ID']['input']>;
  readonly origin?: InputMaybe<Scalars['String']['input']>;
  readonly subscribe: Scalars['Boolean']['input'];
};

export type MyNewsletterSubscriptionResult = {
  readonly __typename?: 'MyNewsletterSubscriptionResult';
  readonly consentHtml: Maybe<Scalars['String']['output']>;
  readonly consentRevisionId: Maybe<Scalars['ID']['output']>;
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** PENDING | CONFIRMED; null without a subscription or on errors. */
  readonly state: Maybe<Scalars['String']['output']>;
};

export type NewTeamAccountInput = {
  readonly acceptedTerms: Scalars['Boolean']['input'];
  readonly firstName: Scalars['String']['input'];
  readonly lastName: Scalars['String']['input'];
  readonly password: Scalars['String']['input'];
};

export type NewsletterFieldError = {
  readonly __typename?: 'NewsletterFieldError';
  /** REQUIRED | TOO_LONG | LINE_BREAK | TOO_MANY */
  readonly code: Scalars['String']['output'];
  /** subject | body | jobs | posts */
  readonly field: Scalars['String']['output'];
};

export type NewsletterIssue = {
  readonly __typename?: 'NewsletterIssue';
  readonly bodyHtml: Scalars['String']['output'];
  /** ISO timestamps */
  readonly createdAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly jobIds: ReadonlyArray<Scalars['ID']['output']>;
  readonly postIds: ReadonlyArray<Scalars['ID']['output']>;
  readonly recipients: Scalars['Int']['output'];
  readonly sentAt: Maybe<Scalars['String']['output']>;
  /** DRAFT | SENDING | SENT */
  readonly status: Scalars['String']['output'];
  readonly subject: Scalars['String']['output'];
  readonly updatedAt: Scalars['String']['output'];
};

export type NewsletterIssueInput = {
  /** HTML (sanitized to the filtered rich-text format) or plain text. */
  readonly body: Scalars['String']['input'];
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly jobIds: ReadonlyArray<Scalars['ID']['input']>;
  readonly postIds: ReadonlyArray<Scalars['ID']['input']>;
  readonly subject: Scalars['String']['input'];
};

export type NewsletterIssueListResult = {
  readonly __typename?: 'NewsletterIssueListResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly issues: ReadonlyArray<NewsletterIssue>;
  readonly subscribers: Scalars['Int']['output'];
};

export type NewsletterIssueResult = {
  readonly __typename?: 'NewsletterIssueResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly fieldErrors: ReadonlyArray<NewsletterFieldError>;
  readonly issue: Maybe<NewsletterIssue>;
  readonly jobs: ReadonlyArray<NewsletterPickable>;
  readonly posts: ReadonlyArray<NewsletterPickable>;
  readonly previewHtml: Maybe<Scalars['String']['output']>;
};

export type NewsletterPickable = {
  readonly __typename?: 'NewsletterPickable';
  readonly id: Scalars['ID']['output'];
  /** Internal path of its page, e.g. /job/{slug}. */
  readonly path: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

export type NewsletterResult = {
  readonly __typename?: 'NewsletterResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly ok: Scalars['Boolean']['output'];
};

export type NewsletterSignUpForm = {
  readonly __typename?: 'NewsletterSignUpForm';
  /** Sanitized HTML of the consent wording. */
  readonly consentHtml: Scalars['String']['output'];
  readonly consentRevisionId: Scalars['ID']['output'];
};

export type NewsletterSignUpInput = {
  /** The consent wording's revision the visitor was shown and agreed to. */
  readonly consentRevisionId: Scalars['ID']['input'];
  readonly email: Scalars['String']['input'];
  /** The public origin the visitor uses (links in the mails); only this site's host or a loopback origin is taken. */
  readonly origin?: InputMaybe<Scalars['String']['input']>;
};

export type Order = {
  readonly __typename?: 'Order';
  readonly billing: BillingProfile;
  readonly createdAt: Scalars['String']['output'];
  /** The credit note that cancelled the invoice; null while the order stands. */
  readonly creditNote: Maybe<CreditNote>;
  readonly currency: Scalars['String']['output'];
  readonly grossCents: Scalars['Int']['output'];
  readonly id: Scalars['ID']['output'];
  readonly invoice: Invoice;
  readonly lines: ReadonlyArray<OrderLine>;
  readonly netCents: Scalars['Int']['output'];
  readonly organizationName: Scalars['String']['output'];
  readonly paidAt: Maybe<Scalars['String']['output']>;
  readonly site: Scalars['String']['output'];
  /** open | paid | cancelled */
  readonly status: Scalars['String']['output'];
  readonly vatCents: Scalars['Int']['output'];
  readonly vatRatePercent: Scalars['Int']['output'];
};

export type OrderLine = {
  readonly __typename?: 'OrderLine';
  readonly jobId: Maybe<Scalars['ID']['output']>;
  readonly kind: Scalars['String']['output'];
  readonly lineNetCents: Scalars['Int']['output'];
  readonly name: Scalars['String']['output'];
  readonly quantity: Scalars['Int']['output'];
  readonly unitNetCents: Scalars['Int']['output'];
};

export type OrderList = {
  readonly __typename?: 'OrderList';
  readonly orders: ReadonlyArray<Order>;
  readonly total: Scalars['Int']['output'];
};

export type OrganizationAddress = {
  readonly __typename?: 'OrganizationAddress';
  readonly addressLine1: Maybe<Scalars['String']['output']>;
  readonly addressLine2: Maybe<Scalars['String']['output']>;
  readonly administrativeArea: Maybe<Scalars['String']['output']>;
  readonly countryCode: Scalars['String']['output'];
  readonly locality: Maybe<Scalars['String']['output']>;
  readonly zip: Maybe<Scalars['String']['output']>;
};

export type OrganizationAddressInput = {
  readonly addressLine1?: InputMaybe<Scalars['String']['input']>;
  readonly addressLine2?: InputMaybe<Scalars['String']['input']>;
  readonly administrativeArea?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 */
  readonly countryCode: Scalars['String']['input'];
  readonly locality?: InputMaybe<Scalars['String']['input']>;
  readonly zip?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationBrochure = {
  readonly __typename?: 'OrganizationBrochure';
  readonly fileName: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** Bytes */
  readonly size: Scalars['Int']['output'];
  readonly title: Scalars['String']['output'];
  /** Where the PDF is downloaded (/organization-brochure/{id}/{fileName}). */
  readonly url: Scalars['String']['output'];
};

export type OrganizationContactPerson = {
  readonly __typename?: 'OrganizationContactPerson';
  readonly contactInfo: Maybe<Scalars['String']['output']>;
  readonly email: Maybe<Scalars['String']['output']>;
  readonly firstName: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly jobTitle: Maybe<Scalars['String']['output']>;
  readonly lastName: Scalars['String']['output'];
  readonly linkedinUrl: Maybe<Scalars['String']['output']>;
  readonly phone: Maybe<Scalars['String']['output']>;
  /** Their portrait; null without one. */
  readonly photoUrl: Maybe<Scalars['String']['output']>;
  readonly salutation: Maybe<Scalars['String']['output']>;
};

export type OrganizationContactPersonInput = {
  readonly contactInfo?: InputMaybe<Scalars['String']['input']>;
  readonly email?: InputMaybe<Scalars['String']['input']>;
  readonly firstName: Scalars['String']['input'];
  readonly jobTitle?: InputMaybe<Scalars['String']['input']>;
  readonly lastName: Scalars['String']['input'];
  /** https://www.linkedin.com/in/… */
  readonly linkedinUrl?: InputMaybe<Scalars['String']['input']>;
  readonly phone?: InputMaybe<Scalars['String']['input']>;
  /** mr | ms | diverse */
  readonly salutation?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationDetails = {
  readonly __typename?: 'OrganizationDetails';
  readonly alternativeName: Maybe<Scalars['String']['output']>;
  readonly benefits: ReadonlyArray<LocalizedLabel>;
  readonly children: ReadonlyArray<OrganizationSummary>;
  /** The company's own e-mail address (the contact persons are people). */
  readonly companyEmail: Maybe<Scalars['String']['output']>;
  /** The company's own phone number. */
  readonly companyPhone: Maybe<Scalars['String']['output']>;
  readonly coverUrl: Maybe<Scalars['String']['output']>;
  /** Fields of study it recruits from (a facet of the organizations directory). */
  readonly fieldsOfStudy: ReadonlyArray<LocalizedLabel>;
  readonly id: Scalars['ID']['output'];
  readonly industry: Maybe<LocalizedLabel>;
  readonly logoUrl: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  /** Occupational fields it recruits for (a facet of the organizations directory). */
  readonly occupations: ReadonlyArray<LocalizedLabel>;
  readonly organizationLocation: OrganizationAddress;
  readonly parent: Maybe<OrganizationSummary>;
  /** Sanitized HTML in the filtered format. */
  readonly presentation: Scalars['String']['output'];
  /** Listed in the organizations directory. */
  readonly published: Scalars['Boolean']['output'];
  /** Employees: 1-9 | 10-49 | 50-249 | 250-999 | 1000+ */
  readonly size: Maybe<Scalars['String']['output']>;
  readonly slug: Scalars['String']['output'];
  readonly socialProfiles: ReadonlyArray<SocialProfile>;
  /** ISO 8601 instant of the last change. */
  readonly updatedAt: Scalars['String']['output'];
  readonly website: Maybe<Scalars['String']['output']>;
};

export type OrganizationDirectoryInput = {
  /** Selected term ids of the fieldsOfStudy vocabulary. */
  readonly fieldsOfStudy: ReadonlyArray<Scalars['ID']['input']>;
  /** Selected term ids of the industry vocabulary. */
  readonly industry: ReadonlyArray<Scalars['ID']['input']>;
  /** Words to search; null or empty for all. */
  readonly keys?: InputMaybe<Scalars['String']['input']>;
  /** Selected term ids of the occupations vocabulary (occupational fields). */
  readonly occupations: ReadonlyArray<Scalars['ID']['input']>;
  /** 1-based page. */
  readonly page: Scalars['Int']['input'];
  /** Organizations per page, 1 to 50 (sites list 12). */
  readonly pageSize: Scalars['Int']['input'];
};

export type OrganizationDirectoryPage = {
  readonly __typename?: 'OrganizationDirectoryPage';
  readonly facets: ReadonlyArray<DirectoryFacet>;
  readonly items: ReadonlyArray<DirectoryOrganization>;
  readonly total: Scalars['Int']['output'];
};

export type OrganizationEditAccess = {
  readonly __typename?: 'OrganizationEditAccess';
  readonly mayEdit: Scalars['Boolean']['output'];
  readonly profile: OrganizationDetails;
};

export type OrganizationFaqEntry = {
  readonly __typename?: 'OrganizationFaqEntry';
  readonly answer: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly question: Scalars['String']['output'];
};

export type OrganizationFaqInput = {
  readonly answer: Scalars['String']['input'];
  readonly question: Scalars['String']['input'];
};

export type OrganizationFurtherLocation = {
  readonly __typename?: 'OrganizationFurtherLocation';
  readonly addressLine1: Maybe<Scalars['String']['output']>;
  readonly countryCode: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** Where the place data puts the town; null (with lon) when it does not know the town. */
  readonly lat: Maybe<Scalars['Float']['output']>;
  readonly locality: Scalars['String']['output'];
  readonly lon: Maybe<Scalars['Float']['output']>;
  readonly name: Scalars['String']['output'];
  readonly zip: Maybe<Scalars['String']['output']>;
};

export type OrganizationGalleryImage = {
  readonly __typename?: 'OrganizationGalleryImage';
  readonly altText: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly url: Scalars['String']['output'];
};

export type OrganizationLocationInput = {
  readonly addressLine1?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2, e.g. DE */
  readonly countryCode: Scalars['String']['input'];
  readonly locality: Scalars['String']['input'];
  readonly name: Scalars['String']['input'];
  readonly zip?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationParentCandidate = {
  readonly __typename?: 'OrganizationParentCandidate';
  readonly id: Scalars['ID']['output'];
  readonly locality: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly slug: Scalars['String']['output'];
};

export type OrganizationParentCandidatesResult = {
  readonly __typename?: 'OrganizationParentCandidatesResult';
  readonly candidates: ReadonlyArray<OrganizationParentCandidate>;
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | SEARCH_TOO_SHORT; null when searched. */
  readonly error: Maybe<Scalars['String']['output']>;
};

export type OrganizationProfile = RouteContent & {
  readonly __typename?: 'OrganizationProfile';
  readonly id: Scalars['ID']['output'];
  readonly metatags: ReadonlyArray<MetaTag>;
};

export type OrganizationProfileError = {
  readonly __typename?: 'OrganizationProfileError';
  /**
   * FORBIDDEN | NOT_FOUND | REQUIRED | TOO_SHORT | TOO_LONG | TOO_MANY | DUPLICATE | INVALID_URL | WRONG_NETWORK |
   * INVALID_COUNTRY | INVALID_ZIP | INVALID_EMAIL | INVALID_PHONE | INVALID_SIZE | UNKNOWN_INDUSTRY | UNKNOWN_TERM | INVALID_TEXT | IMAGE_TOO_LARGE |
   * IMAGE_SVG_NOT_ALLOWED | IMAGE_TYPE_NOT_ALLOWED | IMAGE_INVALID
   */
  readonly code: Scalars['String']['output'];
  /** The input field (name, organizationLocation.zip, socialProfiles.linkedin, benefits.2, logo, cover …); null for the request as a whole. */
  readonly field: Maybe<Scalars['String']['output']>;
};

export type OrganizationProfileInput = {
  readonly alternativeName?: InputMaybe<Scalars['String']['input']>;
  /** At most 20; each with a German label (the fallback of every language). */
  readonly benefits: ReadonlyArray<BenefitInput>;
  /** The company's e-mail address; empty or null: none; absent: keep. */
  readonly companyEmail?: InputMaybe<Scalars['String']['input']>;
  /** The company's phone number (digits, spaces, + ( ) / . -; at least six digits); empty or null: none; absent: keep. */
  readonly companyPhone?: InputMaybe<Scalars['String']['input']>;
  /** Terms of the fieldsOfStudy vocabulary, at most 10; absent: keep the stored ones. */
  readonly fieldOfStudyIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  readonly industryId?: InputMaybe<Scalars['ID']['input']>;
  readonly name: Scalars['String']['input'];
  /** Terms of the occupations vocabulary, at most 10; absent: keep the stored ones. */
  readonly occupationIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  readonly organizationLocation: OrganizationAddressInput;
  /** HTML; sanitized to the filtered format before it is stored. */
  readonly presentation: Scalars['String']['input'];
  /** Listed in the organizations directory; absent: keep. */
  readonly published?: InputMaybe<Scalars['Boolean']['input']>;
  readonly removeCover?: InputMaybe<Scalars['Boolean']['input']>;
  readonly removeLogo?: InputMaybe<Scalars['Boolean']['input']>;
  readonly size?: InputMaybe<Scalars['String']['input']>;
  readonly socialProfiles: ReadonlyArray<SocialProfileInput>;
  readonly website?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationProfileOptions = {
  readonly __typename?: 'OrganizationProfileOptions';
  readonly benefits: ReadonlyArray<LocalizedLabel>;
  readonly fieldsOfStudy: ReadonlyArray<LocalizedLabel>;
  readonly industries: ReadonlyArray<LocalizedLabel>;
  readonly occupations: ReadonlyArray<LocalizedLabel>;
  /** 1-9 | 10-49 | 50-249 | 250-999 | 1000+ */
  readonly sizes: ReadonlyArray<Scalars['String']['output']>;
};

export type OrganizationProfileSection =
  | 'BROCHURES'
  | 'CONTACTS'
  | 'FAQ'
  | 'GALLERY'
  | 'LOCATIONS'
  | 'VIDEOS';

export type OrganizationProfileSections = {
  readonly __typename?: 'OrganizationProfileSections';
  readonly brochures: ReadonlyArray<OrganizationBrochure>;
  readonly contacts: ReadonlyArray<OrganizationContactPerson>;
  readonly faq: ReadonlyArray<OrganizationFaqEntry>;
  readonly gallery: ReadonlyArray<OrganizationGalleryImage>;
  readonly locations: ReadonlyArray<OrganizationFurtherLocation>;
  readonly organizationId: Scalars['ID']['output'];
  readonly videos: ReadonlyArray<OrganizationVideo>;
};

export type OrganizationProfileUpdateResult = {
  readonly __typename?: 'OrganizationProfileUpdateResult';
  readonly errors: ReadonlyArray<OrganizationProfileError>;
  /** The stored profile; null when refused. */
  readonly profile: Maybe<OrganizationDetails>;
};

export type OrganizationRef = {
  readonly __typename?: 'OrganizationRef';
  readonly id: Scalars['ID']['output'];
};

export type OrganizationSectionError = {
  readonly __typename?: 'OrganizationSectionError';
  /**
   * FORBIDDEN | NOT_FOUND | REQUIRED | TOO_LONG | INVALID_TEXT | INVALID_EMAIL | INVALID_PHONE | INVALID_URL |
   * WRONG_NETWORK | UNSUPPORTED_VIDEO_HOST | INVALID_COUNTRY | INVALID_ZIP | FILE_TOO_LARGE | FILE_TYPE_NOT_ALLOWED | LIMIT_REACHED | IMAGE_TOO_LARGE | IMAGE_SVG_NOT_ALLOWED |
   * IMAGE_TYPE_NOT_ALLOWED | IMAGE_INVALID | SECTION_WITHOUT_IMAGES
   */
  readonly code: Scalars['String']['output'];
  /** The input field (question, sourceUrl, email, image, altText …), the list when it is full (gallery, faq, videos, contacts, locations, brochures), or null for the request as a whole. */
  readonly field: Maybe<Scalars['String']['output']>;
  /** For LIMIT_REACHED: how many entries the list may hold. */
  readonly limit: Maybe<Scalars['Int']['output']>;
};

export type OrganizationSectionsResult = {
  readonly __typename?: 'OrganizationSectionsResult';
  readonly errors: ReadonlyArray<OrganizationSectionError>;
  /** The lists as stored; null when refused. */
  readonly sections: Maybe<OrganizationProfileSections>;
};

export type OrganizationSummary = {
  readonly __typename?: 'OrganizationSummary';
  readonly id: Scalars['ID']['output'];
  readonly locality: Maybe<Scalars['String']['output']>;
  readonly logoUrl: Maybe<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  readonly slug: Scalars['String']['output'];
};

export type OrganizationTeam = {
  readonly __typename?: 'OrganizationTeam';
  /** Open invitations; empty for editors. */
  readonly invitations: ReadonlyArray<TeamInvitation>;
  readonly members: ReadonlyArray<TeamMember>;
  /** The asking member's own role. */
  readonly myRole: TeamRole;
  readonly organizationId: Scalars['ID']['output'];
  readonly organizationName: Scalars['String']['output'];
};

export type OrganizationTeamResult = {
  readonly __typename?: 'OrganizationTeamResult';
  readonly errors: ReadonlyArray<TeamError>;
  readonly team: Maybe<OrganizationTeam>;
};

export type OrganizationVideo = {
  readonly __typename?: 'OrganizationVideo';
  readonly coverTitle: Scalars['String']['output'];
  /** The poster shown before the visitor agrees to the player; null without one. */
  readonly coverUrl: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly sourceUrl: Scalars['String']['output'];
};

export type OrganizationVideoInput = {
  readonly coverTitle: Scalars['String']['input'];
  readonly sourceUrl: Scalars['String']['input'];
};

export type OwnResume = {
  readonly __typename?: 'OwnResume';
  /** The anonymous view recruiters get: no names, phone, birthday, home location, salutation or picture. */
  readonly anonymous: ResumeContent;
  readonly blockedOrganizations: ReadonlyArray<ResumeOrganization>;
  /** ISO timestamp of the wizard's completion; null before. */
  readonly completedAt: Maybe<Scalars['String']['output']>;
  readonly completeness: ResumeCompleteness;
  /** Everything, as the owner sees it. */
  readonly content: ResumeContent;
  readonly ownerId: Scalars['ID']['output'];
  /** ISO timestamp of the last change; null while nothing is stored. */
  readonly updatedAt: Maybe<Scalars['String']['output']>;
  /** hidden | anonymous | full */
  readonly visibility: Scalars['String']['output'];
};

export type OwnerContactRequest = {
  readonly __typename?: 'OwnerContactRequest';
  readonly organizationName: Scalars['String']['output'];
  readonly request: ContactRequest;
};

export type OwnerContactRequestList = {
  readonly __typename?: 'OwnerContactRequestList';
  readonly rows: ReadonlyArray<OwnerContactRequest>;
  readonly total: Scalars['Int']['output'];
};

export type PickHomeJobResult = {
  readonly __typename?: 'PickHomeJobResult';
  /** UNAUTHENTICATED | FORBIDDEN | INVALID; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** field:CODE for each problem of an INVALID pick. */
  readonly fieldErrors: ReadonlyArray<Scalars['String']['output']>;
  /** The new pick's id; null when refused. */
  readonly pickId: Maybe<Scalars['ID']['output']>;
};

export type Place = {
  readonly __typename?: 'Place';
  /** Federal state, when known. */
  readonly administrativeArea: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 */
  readonly country: Scalars['String']['output'];
  /** What the visitor sees and what goes into geo_location. */
  readonly label: Scalars['String']['output'];
  readonly lat: Scalars['Float']['output'];
  /** locality | postal_code | administrative_area_level_1 | country */
  readonly locationType: Scalars['String']['output'];
  readonly lon: Scalars['Float']['output'];
};

export type PlaceOrderInput = {
  readonly billing: BillingProfileInput;
  readonly confirmedNetCents: Scalars['Int']['input'];
  readonly idempotencyKey: Scalars['String']['input'];
  readonly lines: ReadonlyArray<CartLineInput>;
  readonly organizationId?: InputMaybe<Scalars['Int']['input']>;
  /** The public origin the buyer uses (the mail's link); only this site's host or a loopback origin is taken. */
  readonly origin?: InputMaybe<Scalars['String']['input']>;
  /** invoice for placeOrder; startCardCheckout ignores it */
  readonly paymentMethod: Scalars['String']['input'];
};

export type PlaceOrderResult = {
  readonly __typename?: 'PlaceOrderResult';
  /** PRICE_CHANGED: today's net sum. */
  readonly currentNetCents: Maybe<Scalars['Int']['output']>;
  /** UNAUTHENTICATED | NO_ORGANIZATION | INVALID_KEY | EMPTY_CART | INVALID_QUANTITY | TOO_MANY_LINES | UNKNOWN_PRODUCT | JOB_REQUIRED | JOB_NOT_FOUND | INVALID_BILLING | PRICE_CHANGED; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** INVALID_BILLING: field:code pairs, e.g. vatNumber:INVALID. */
  readonly fieldErrors: ReadonlyArray<Scalars['String']['output']>;
  readonly order: Maybe<Order>;
  readonly replayed: Scalars['Boolean']['output'];
};

export type PostingOrganization = {
  readonly __typename?: 'PostingOrganization';
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
};

export type ProfileImage = {
  readonly __typename?: 'ProfileImage';
  readonly alt: Scalars['String']['output'];
  /** URL of the medium image style (stored images have one size: the same URL). */
  readonly medium: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
  readonly url: Scalars['String']['output'];
};

export type ProfileUrl = {
  readonly __typename?: 'ProfileUrl';
  /** Path of the profile page with the locale prefix of multi-locale sites, e.g. /en/organization/acme. */
  readonly path: Scalars['String']['output'];
  /** The same path without a locale prefix. */
  readonly urlNoPrefix: Scalars['String']['output'];
};

export type PublishConsentRevisionResult = {
  readonly __typename?: 'PublishConsentRevisionResult';
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | INVALID; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** field:CODE for each problem of an INVALID wording. */
  readonly fieldErrors: ReadonlyArray<Scalars['String']['output']>;
  readonly revision: Maybe<StaffConsentRevision>;
};

export type PublishLegalVersionResult = {
  readonly __typename?: 'PublishLegalVersionResult';
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | INVALID; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** field:CODE for each problem of an INVALID version. */
  readonly fieldErrors: ReadonlyArray<Scalars['String']['output']>;
  /** The version published; null when refused. */
  readonly version: Maybe<Scalars['String']['output']>;
};

export type QualifyingQuestion = {
  readonly __typename?: 'QualifyingQuestion';
  readonly id: Scalars['ID']['output'];
  /** yes_no | text */
  readonly kind: Scalars['String']['output'];
  readonly label: Scalars['String']['output'];
};

export type Query = {
  readonly __typename?: 'Query';
  /** Whether a model endpoint is configured, so the job wizard may offer its draft and improve buttons. */
  readonly aiWritingAvailable: Scalars['Boolean']['output'];
  /** One application with its files: for its applicant, the job organization's recruiters and staff; null for anyone else. */
  readonly application: Maybe<Application>;
  /** What the apply form of a job needs (requirements, questions, the signed-in user's data); null when the job does not take on-site applications. */
  readonly applicationForm: Maybe<ApplicationForm>;
  /** The organization's billing profile for the checkout; null without an organization. Guests are told UNAUTHENTICATED. */
  readonly billingProfile: Maybe<BillingProfileAnswer>;
  /** One published blog post of the site; null when unknown, scheduled, on another site or the site has no blog. */
  readonly blogPost: Maybe<BlogPost>;
  /**
   * Published blog posts of the site, newest first; with tag only the posts carrying it (case-insensitive).
   * range as for jobs (aligned pages, range.last 1 to 50). Empty when the site has no blog.
   */
  readonly blogPosts: BlogPostList;
  /** Which of these jobs (at most 100) the signed-in user has bookmarked; empty for guests. */
  readonly bookmarkedJobIds: ReadonlyArray<Scalars['ID']['output']>;
  /** The signed-in user's bookmarked jobs, newest first (range.last 1 to 50, aligned pages); null for guests. */
  readonly bookmarks: Maybe<BookmarkList>;
  /** Where an order's card payment stands, for the ordering organization's members and staff; null for anybody else. */
  readonly cardPayment: Maybe<CardPayment>;
  /** A credit note (the document cancelling an invoice) as PDF (base64) for the ordering organization's members and the shop staff of the order's site; null for anybody else. */
  readonly commerceCreditNotePdf: Maybe<InvoicePdf>;
  /** An invoice as PDF (base64) for the ordering organization's members and staff; null for anybody else. */
  readonly commerceInvoicePdf: Maybe<InvoicePdf>;
  /** The organization's orders with their invoices, newest first; null without an organization. Guests are told UNAUTHENTICATED. */
  readonly commerceOrders: Maybe<OrderList>;
  /** How this site takes payment: invoice, and stripe when card payment is configured. */
  readonly commercePaymentMethods: ReadonlyArray<Scalars['String']['output']>;
  /** This site's products on sale. */
  readonly commerceProducts: ReadonlyArray<CommerceProduct>;
  /** Ids of the consent infos in force on the site (no texts). */
  readonly consentInfos: ReadonlyArray<ConsentInfoRef>;
  readonly editableJob: EditableJobResult;
  /** The site's featured published organizations in staff's order; limit 0 to 4 (spec §9). */
  readonly featuredOrganizations: ReadonlyArray<DirectoryOrganization>;
  /** Site configuration entries; an empty list when nothing is configured. */
  readonly getAppConfig: ReadonlyArray<AppConfigEntry>;
  /** Credit balances of the organization (the actor's own when omitted): this site's every type, other sites' non-zero ones. Null without an organization. Guests are told UNAUTHENTICATED. */
  readonly getCredits: Maybe<ReadonlyArray<CreditBalance>>;
  /**
   * Consent infos in force on the site, each with the text of its current revision in language
   * (de | en-GB | fr; the request locale when absent). limit 1 to 50, default 10.
   */
  readonly getGdprConsentInfos: ReadonlyArray<GdprConsentInfo>;
  /** What a site path shows. slug is the unprefixed path; query parameters jobId, path and router are ignored. */
  readonly getRoutInfo: RouteInfo;
  /**
   * Subscriptions of the organization (the actor's own when omitted) on this site, or on every site with
   * showSubscriptionsFromAllFrontends. Empty when the site's subscription feature is off. Guests are told UNAUTHENTICATED.
   */
  readonly getSubscriptions: SubscriptionList;
  /** The signed-in user; null for guests. */
  readonly getUser: Maybe<User>;
  /** The signed-in user's consent to the revision in force of the site's info of this type and placement; null when not given (always for guests). */
  readonly hasTheLatestConsent: Maybe<GdprConsentCheck>;
  /** One job; null when it does not exist for this site and viewer. */
  readonly job: Maybe<JobView>;
  /** The signed-in user's alert for this search (a /jobs query string), if any; null for guests. */
  readonly jobAlertFor: Maybe<JobAlert>;
  /** The signed-in user's job alerts on this site, newest first; null for guests. */
  readonly jobAlerts: Maybe<ReadonlyArray<JobAlert>>;
  /** A job's applications, newest first: for recruiters of its organization and staff; null for anyone else. */
  readonly jobApplications: Maybe<JobApplicationList>;
  /**
   * The site's jobs highlighted as kind (top | featured | video) now, from staff picks and bought upgrades,
   * the most recently started first: at most limit (0 to 6; larger numbers count as 6), an empty list when
   * none. Video jobs are video highlights of jobs that have a video.
   */
  readonly jobHighlights: ReadonlyArray<JobPosting>;
  /** One importer with its run log (newest first). */
  readonly jobImporter: JobImporterDetail;
  /** Organizations and terms the importer form offers. */
  readonly jobImporterOptions: JobImporterOptions;
  /** The site's importers for staff, the signed-in owner's own otherwise. */
  readonly jobImporters: JobImporterList;
  /** The job as its page will show it, for the wizard's preview (its organization's members and staff only). */
  readonly jobPreview: Maybe<JobView>;
  /**
   * Visible jobs of the site (published, not expired, offered on the site) for a search request as spec §3
   * describes it: fulltext keys (German, English and French, accents folded), facet filter groups (OR inside
   * a group, AND across groups), a place with radius, sort, and range (aligned pages, range.last 1 to 50).
   * Facet counts leave a facet's own group out, as a multi-select needs them.
   */
  readonly jobSearch: JobSearchResult;
  /** The terms of the job facets with every label and URL alias (the board's /jobs path segments). */
  readonly jobSearchTerms: ReadonlyArray<JobSearchTerm>;
  readonly jobWizardOptions: JobWizardOptionsResult;
  /**
   * Visible jobs of the site, newest first. range.first is an offset, range.last a count (1 to 50).
   * Pages are aligned: range.first must be a multiple of range.last (spec §9: first = (page-1) * size).
   */
  readonly jobs: JobList;
  /** A published landing page of the site; null when unknown, a draft or another site's. */
  readonly landingPage: Maybe<LandingPageDetails>;
  /**
   * The same by its internal path in the request's language ("/pflegejobs-stuttgart"): the board's way to the page
   * when the route lookup fails.
   */
  readonly landingPageByPath: Maybe<LandingPageDetails>;
  /**
   * A legal page of the site (X-Frontend) in the request's language (X-Locale, else the site's default,
   * else German): the newest version in effect. page: privacy | terms | imprint | cookies. Null when the
   * site has no wording for the page.
   */
  readonly legalDocument: Maybe<LegalDocument>;
  /** The job manager (10 per page); reviewQueue: staff's list of jobs waiting for review. */
  readonly managedJobs: ManagedJobsResult;
  /** The signed-in user's own applications with their status; empty for guests. */
  readonly myApplications: ReadonlyArray<MyApplication>;
  /** The signed-in resume owner's contact requests, newest first; filter pending | approved | null (all). Guests are told UNAUTHENTICATED. */
  readonly myContactRequests: Maybe<OwnerContactRequestList>;
  /** The signed-in user's subscription on this site (state null: none); errors NOT_FOUND. Guests are told UNAUTHENTICATED. */
  readonly myNewsletterSubscription: MyNewsletterSubscriptionResult;
  /** The signed-in user's resume (an empty, hidden one until they write it). Guests are told UNAUTHENTICATED. */
  readonly myResume: Maybe<OwnResume>;
  /** The signed-in user's attachments box (CV, certificates), oldest first; empty for guests. */
  readonly myResumeAttachments: ReadonlyArray<ResumeAttachment>;
  /** One of the signed-in user's CV imports with its proposal; null for other users and unknown ids. Guests are told UNAUTHENTICATED. */
  readonly myResumeImport: Maybe<ResumeImport>;
  /**
   * One issue (id) with its mail as a preview in the request's language, and the site's newest jobs and
   * blog posts that may be picked; without id only those. errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND.
   */
  readonly newsletterIssue: NewsletterIssueResult;
  /** The site's issues, newest first, with the confirmed subscriber count; errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND. */
  readonly newsletterIssues: NewsletterIssueListResult;
  /** The newsletter consent's wording in force on this site in the request's language; null where the site has no newsletter. */
  readonly newsletterSignUpForm: Maybe<NewsletterSignUpForm>;
  /**
   * One page of the site's organizations directory: published profiles whose name, alternative name or
   * town holds every word, filtered by the selected terms (OR inside a facet, AND between facets); the
   * site's featured organizations first, then by name. Facet counts of each facet ignore its own selection.
   */
  readonly organizationDirectory: OrganizationDirectoryPage;
  /** Terms of the directory's facets (industry, occupations, fieldsOfStudy) with labels and URL aliases. */
  readonly organizationDirectoryTerms: ReadonlyArray<DirectoryTerm>;
  /** A profile by id or slug (give one) and whether the viewer may edit it (its owner or staff); null when unknown. */
  readonly organizationEditAccess: Maybe<OrganizationEditAccess>;
  /** The organization's visible jobs on the site, newest first. range as for jobs (aligned pages, range.last 1 to 50). */
  readonly organizationJobs: JobList;
  /**
   * Organizations the editor of organizationId may make its parent, found by name or alternative name
   * (case and accents ignored; at least 2 characters; at most 10, by name): only organizations they may
   * edit too, never the organization itself nor one below it. Refused: UNAUTHENTICATED, FORBIDDEN,
   * NOT_FOUND, SEARCH_TOO_SHORT.
   */
  readonly organizationParentCandidates: OrganizationParentCandidatesResult;
  /** An organization's public profile by id or slug (give one); null when unknown. */
  readonly organizationProfile: Maybe<OrganizationDetails>;
  /** The choices of the profile form: industries, company sizes, common benefits (with every translation). */
  readonly organizationProfileOptions: OrganizationProfileOptions;
  /** The lists of an organization's profile, each in its order; null when there is no such organization. */
  readonly organizationProfileSections: Maybe<OrganizationProfileSections>;
  /** The organization's team, for its members (owners also see open invitations). */
  readonly organizationTeam: OrganizationTeamResult;
  /**
   * Places for an address field (spec §5: from 1 character): localities, federal states and countries
   * from GeoNames data, best match first (prefix matches, then population). Accents and umlauts do not
   * matter ("munchen", "Muenchen" find München). Bounded to the site's area where it has one.
   * limit 1 to 20 (default 8); query 1 to 100 characters.
   */
  readonly placeSuggestions: ReadonlyArray<Place>;
  /** A resume as the recruiter's organization sees it; null when hidden from it, unknown, or the caller is no recruiter. */
  readonly recruiterResume: Maybe<RecruiterResume>;
  /** One alert of the recruiter's organization; null for another organization's or an unknown id. */
  readonly resumeAlert: Maybe<ResumeAlert>;
  /** The recruiter's organization's resume alerts on this site, newest first. Null for non-recruiters. */
  readonly resumeAlerts: Maybe<ReadonlyArray<ResumeAlert>>;
  /** Someone's resume as its owner sees it, for staff (support); null for anyone else and unknown owners. */
  readonly resumeOf: Maybe<OwnResume>;
  /** The resume form's choices: terms of the occupations, employmentType, degreeLevel and fieldsOfStudy vocabularies, and the languages. */
  readonly resumeOptions: ResumeOptions;
  /** Organizations whose name contains search (at least 2 characters, at most 10 answers), for the block list; empty for guests. */
  readonly resumeOrganizations: ReadonlyArray<ResumeOrganization>;
  /**
   * Resumes the recruiter's organization may see (never hidden ones or those blocking it), the site's number
   * per page, with the facets' counts (each counted without its own choices). Refused: not a recruiter of an
   * organization, or a facet value the search does not know.
   */
  readonly resumeSearch: ResumeSearchResult;
  /** The requests the recruiter's organization sent on this site, with the slots and credits left. Null for non-recruiters. Guests are told UNAUTHENTICATED. */
  readonly sentContactRequests: Maybe<SentContactRequestList>;
  /**
   * Visible jobs of the site like the job with this id: sharing an occupation or industry, same occupation
   * first, then nearest, then newest; never the job itself. limit 1 to 6 (default 4). Empty when the job
   * is unknown or hidden from the viewer.
   */
  readonly similarJobs: ReadonlyArray<JobPosting>;
  /**
   * Staff actions, newest first, limited to what the reader may see; errors UNAUTHENTICATED | FORBIDDEN
   * (no audit section, or a site the reader does not manage).
   */
  readonly staffActions: StaffActionPageResult;
  /** Staff: the configuration rows that apply to this site (every site's and its own) and whether the platform is read-only. */
  readonly staffAppConfig: StaffAppConfigAnswer;
  /** Staff: one post to edit. */
  readonly staffBlogPost: StaffBlogPostAnswer;
  /** Staff: the blog posts of the sites the actor manages, newest first (drafts first), 25 a page. */
  readonly staffBlogPosts: StaffBlogPostsAnswer;
  /** Staff: the site's whole catalogue, retired products included. */
  readonly staffCommerceCatalogue: StaffCatalogueAnswer;
  /**
   * Staff: the orders of every site whose shop the actor runs (administrators: all sites; site admins:
   * their sites, whichever site is asked), newest first, 25 a page. An unknown status means every status.
   */
  readonly staffCommerceOrders: StaffOrdersAnswer;
  /** Staff: the consent infos this site shows (its own and every site's), inactive ones too, with every wording. */
  readonly staffConsentTexts: StaffConsentTextsAnswer;
  /** The console's sections the signed-in user may open, in the navigation's order; errors UNAUTHENTICATED | FORBIDDEN (not staff). */
  readonly staffConsole: StaffConsoleResult;
  /** Staff: the site's home page blocks (top, featured, video) with their size and their highlights in force or to come. */
  readonly staffHomePicks: StaffHomePicksAnswer;
  /**
   * Jobs whose title or organization contains text (or with that id), in one stored state (draft,
   * needs_review, published, archived, scheduled) or any; newest change first. errors UNAUTHENTICATED | FORBIDDEN.
   */
  readonly staffJobs: StaffJobPageResult;
  /** One landing page, published or not; errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND (also another site's). */
  readonly staffLandingPage: StaffLandingPageResult;
  /** Landing pages whose title or path (main or alias) contains text, by site, language and path; errors UNAUTHENTICATED | FORBIDDEN. */
  readonly staffLandingPages: StaffLandingPageListResult;
  /** Staff: the site's legal pages in each of its languages, with every version (the sites' files and those published here). */
  readonly staffLegalPages: StaffLegalPagesAnswer;
  /** One organization; errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND (also another site's). */
  readonly staffOrganization: StaffOrganizationResult;
  /** Staff: an organization's credit balances on this site (when organizationId is given) and the site's latest staff adjustments. */
  readonly staffOrganizationCredits: StaffCreditsAnswer;
  /** Organizations whose name contains text (or with that id), by name; errors UNAUTHENTICATED | FORBIDDEN. */
  readonly staffOrganizations: StaffOrganizationPageResult;
  /** One account with its roles, block and live sessions; errors UNAUTHENTICATED | FORBIDDEN | NOT_FOUND. */
  readonly staffUser: StaffUserResult;
  /** Accounts whose address or name contains text (all without), newest first; errors UNAUTHENTICATED | FORBIDDEN. */
  readonly staffUsers: StaffUserPageResult;
  /**
   * Day-by-day counts on this site for one job (jobId), one organization's jobs (organizationId) or, for
   * staff only, the whole site (neither). Members of the organization and staff may read a job's or an
   * organization's; anyone else gets null. from and to are days (YYYY-MM-DD, at most 366 days; default the
   * last 30 days); a range that is not one is BAD_USER_INPUT.
   */
  readonly statistics: Maybe<Statistics>;
  /** What an invitation link offers, for whoever holds it; null for an unknown or withdrawn token. */
  readonly teamInvitation: Maybe<TeamInvitationView>;
  /** The organization's card orders that were not paid (awaiting payment or cancelled), newest first; null without an organization. */
  readonly unpaidCardOrders: Maybe<ReadonlyArray<UnpaidCardOrder>>;
  /**
   * Spec §7: the profiles the signed-in organization user may update, i.e. the organizations they own.
   * Empty for applicants and everyone who owns no organization (staff edit from the profile page). Guests are told UNAUTHENTICATED.
   */
  readonly updatableOrganizationProfiles: ReadonlyArray<UpdatableOrganizationProfile>;
  /** The organization's live jobs on this site (published, not expired) that an upgrade can be bought for, newest first; null without an organization. */
  readonly upgradableJobs: Maybe<ReadonlyArray<UpgradableJob>>;
};


export type QueryApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryApplicationFormArgs = {
  jobId: Scalars['ID']['input'];
};


export type QueryBillingProfileArgs = {
  organizationId: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBlogPostArgs = {
  slug: Scalars['String']['input'];
};


export type QueryBlogPostsArgs = {
  range: RangeInput;
  tag: InputMaybe<Scalars['String']['input']>;
};


export type QueryBookmarkedJobIdsArgs = {
  jobIds: ReadonlyArray<Scalars['ID']['input']>;
};


export type QueryBookmarksArgs = {
  range: RangeInput;
};


export type QueryCardPaymentArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryCommerceCreditNotePdfArgs = {
  creditNoteId: Scalars['ID']['input'];
};


export type QueryCommerceInvoicePdfArgs = {
  invoiceId: Scalars['ID']['input'];
};


export type QueryCommerceOrdersArgs = {
  limit?: Scalars['Int']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  organizationId: InputMaybe<Scalars['Int']['input']>;
};


export type QueryConsentInfosArgs = {
  placement: InputMaybe<Scalars['String']['input']>;
  type: InputMaybe<Scalars['String']['input']>;
};


export type QueryEditableJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFeaturedOrganizationsArgs = {
  limit: Scalars['Int']['input'];
};


export type QueryGetCreditsArgs = {
  organizationId: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetGdprConsentInfosArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  language: InputMaybe<Scalars['String']['input']>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  path: InputMaybe<Scalars['String']['input']>;
  placement: InputMaybe<Scalars['String']['input']>;
  sorting: InputMaybe<ConsentInfoSorting>;
  type: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetRoutInfoArgs = {
  language: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryGetSubscriptionsArgs = {
  filters: InputMaybe<SubscriptionFilters>;
  limit?: Scalars['Int']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  organizationId: InputMaybe<Scalars['Int']['input']>;
  showSubscriptionsFromAllFrontends?: InputMaybe<Scalars['Boolean']['input']>;
  sorting: InputMaybe<SubscriptionSorting>;
};


export type QueryHasTheLatestConsentArgs = {
  placement: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobAlertForArgs = {
  query: Scalars['String']['input'];
};


export type QueryJobApplicationsArgs = {
  jobId: Scalars['ID']['input'];
};


export type QueryJobHighlightsArgs = {
  kind: Scalars['String']['input'];
  limit: Scalars['Int']['input'];
};


export type QueryJobImporterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobPreviewArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobSearchArgs = {
  request: JobSearchRequestInput;
};


export type QueryJobsArgs = {
  featuredOnly?: InputMaybe<Scalars['Boolean']['input']>;
  range: RangeInput;
};


export type QueryLandingPageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLandingPageByPathArgs = {
  path: Scalars['String']['input'];
};


export type QueryLegalDocumentArgs = {
  page: Scalars['String']['input'];
};


export type QueryManagedJobsArgs = {
  page: Scalars['Int']['input'];
  reviewQueue: InputMaybe<Scalars['Boolean']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  state: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyContactRequestsArgs = {
  filter: InputMaybe<Scalars['String']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyResumeImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsletterIssueArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  origin: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrganizationDirectoryArgs = {
  request: OrganizationDirectoryInput;
};


export type QueryOrganizationEditAccessArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  slug: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrganizationJobsArgs = {
  organizationId: Scalars['ID']['input'];
  range: RangeInput;
};


export type QueryOrganizationParentCandidatesArgs = {
  organizationId: Scalars['ID']['input'];
  search: Scalars['String']['input'];
};


export type QueryOrganizationProfileArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  slug: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrganizationProfileSectionsArgs = {
  organizationId: Scalars['ID']['input'];
};


export type QueryOrganizationTeamArgs = {
  organizationId: Scalars['ID']['input'];
};


export type QueryPlaceSuggestionsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryRecruiterResumeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryResumeAlertArgs = {
  id: Scalars['ID']['input'];
};


export type QueryResumeOfArgs = {
  ownerId: Scalars['ID']['input'];
};


export type QueryResumeOrganizationsArgs = {
  search: Scalars['String']['input'];
};


export type QueryResumeSearchArgs = {
  input: ResumeSearchInput;
};


export type QuerySentContactRequestsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySimilarJobsArgs = {
  id: Scalars['ID']['input'];
  limit: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStaffActionsArgs = {
  filter: InputMaybe<StaffActionFilterInput>;
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStaffBlogPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffBlogPostsArgs = {
  filter: InputMaybe<StaffBlogFilter>;
};


export type QueryStaffCommerceOrdersArgs = {
  filter: InputMaybe<StaffOrderFilter>;
};


export type QueryStaffJobsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  state: InputMaybe<Scalars['String']['input']>;
  text: InputMaybe<Scalars['String']['input']>;
};


export type QueryStaffLandingPageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffLandingPagesArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  text: InputMaybe<Scalars['String']['input']>;
};


export type QueryStaffOrganizationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffOrganizationCreditsArgs = {
  organizationId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryStaffOrganizationsArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  text: InputMaybe<Scalars['String']['input']>;
};


export type QueryStaffUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStaffUsersArgs = {
  limit: InputMaybe<Scalars['Int']['input']>;
  offset: InputMaybe<Scalars['Int']['input']>;
  text: InputMaybe<Scalars['String']['input']>;
};


export type QueryStatisticsArgs = {
  from: InputMaybe<Scalars['String']['input']>;
  jobId: InputMaybe<Scalars['ID']['input']>;
  organizationId: InputMaybe<Scalars['ID']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryTeamInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryUnpaidCardOrdersArgs = {
  limit?: Scalars['Int']['input'];
  organizationId: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUpgradableJobsArgs = {
  organizationId: InputMaybe<Scalars['Int']['input']>;
};

export type RangeInput = {
  readonly first: Scalars['Int']['input'];
  readonly last: Scalars['Int']['input'];
};

export type RecruiterResume = {
  readonly __typename?: 'RecruiterResume';
  /** anonymous | full */
  readonly access: Scalars['String']['output'];
  /** The owner's attachments box (CV, certificates), downloadable at their url: with full access only, else empty. */
  readonly attachments: ReadonlyArray<ResumeAttachment>;
  /** The owner approved this organization's request: names and phone are shown (the e-mail never is). */
  readonly contactApproved: Scalars['Boolean']['output'];
  /** The organization's latest request for this resume. */
  readonly contactRequest: Maybe<ContactRequest>;
  readonly content: ResumeContent;
  readonly id: Scalars['ID']['output'];
  /** The recruiter's own resume. */
  readonly own: Scalars['Boolean']['output'];
  readonly updatedAt: Maybe<Scalars['String']['output']>;
};

export type RecruitingError = {
  readonly __typename?: 'RecruitingError';
  readonly code: Scalars['String']['output'];
  /** The input field; null for the request as a whole. */
  readonly field: Maybe<Scalars['String']['output']>;
};

export type ResumeAlert = {
  readonly __typename?: 'ResumeAlert';
  readonly careerStatus: ReadonlyArray<Scalars['String']['output']>;
  readonly createdAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly intervalSeconds: Scalars['Int']['output'];
  readonly keywords: Scalars['String']['output'];
  readonly languages: ReadonlyArray<Scalars['String']['output']>;
  readonly nextDueAt: Maybe<Scalars['String']['output']>;
  /** The occupation ids of the search. */
  readonly occupationIds: ReadonlyArray<Scalars['ID']['output']>;
  /** Their labels in the request's locale. */
  readonly occupations: ReadonlyArray<ResumeTerm>;
  /** Where the owners want to work: around a town within a radius, or in a federal state or country; null for anywhere. */
  readonly place: Maybe<ResumeSearchPlace>;
  readonly skills: ReadonlyArray<Scalars['String']['output']>;
};

export type ResumeAlertInput = {
  readonly intervalSeconds: Scalars['Int']['input'];
  /** The board's public origin, for the digest's links. */
  readonly origin?: InputMaybe<Scalars['String']['input']>;
  readonly search: ResumeSearchInput;
};

export type ResumeAlertResult = {
  readonly __typename?: 'ResumeAlertResult';
  readonly alert: Maybe<ResumeAlert>;
  readonly errors: ReadonlyArray<RecruitingError>;
};

/** A file of a resume's attachments box. */
export type ResumeAttachment = {
  readonly __typename?: 'ResumeAttachment';
  /** application/pdf | image/jpeg | image/png | image/webp, read from the content */
  readonly contentType: Scalars['String']['output'];
  /** ISO timestamp of the upload. */
  readonly createdAt: Scalars['String']['output'];
  /** Its random id (its address), never the account's. */
  readonly id: Scalars['ID']['output'];
  /** The owner's label. */
  readonly name: Scalars['String']['output'];
  readonly size: Scalars['Int']['output'];
  /** Where the platform serves it (to its owner and recruiters with full access to the resume). */
  readonly url: Scalars['String']['output'];
};

/** A refusal of the attachments box. */
export type ResumeAttachmentError = {
  readonly __typename?: 'ResumeAttachmentError';
  /** TOO_MANY_FILES | FILE_TYPE_NOT_ALLOWED | FILE_TOO_LARGE | FILE_EMPTY | REQUIRED | TOO_LONG | HTML_NOT_ALLOWED | NOT_FOUND | UNAUTHENTICATED */
  readonly code: Scalars['String']['output'];
  /** Which file it is about (its name); null otherwise. */
  readonly detail: Maybe<Scalars['String']['output']>;
  /** attachments (the box or one of its files); null for the request as a whole (UNAUTHENTICATED). */
  readonly field: Maybe<Scalars['String']['output']>;
};

export type ResumeAttachmentsResult = {
  readonly __typename?: 'ResumeAttachmentsResult';
  /** The box after the change; null when refused. */
  readonly attachments: Maybe<ReadonlyArray<ResumeAttachment>>;
  readonly errors: ReadonlyArray<ResumeAttachmentError>;
};

/** What a search card shows: the anonymous view only. */
export type ResumeCard = {
  readonly __typename?: 'ResumeCard';
  readonly careerStatus: Maybe<Scalars['String']['output']>;
  readonly desiredLocation: Scalars['String']['output'];
  readonly headline: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly languages: ReadonlyArray<Scalars['String']['output']>;
  readonly occupations: ReadonlyArray<ResumeTerm>;
  readonly skills: ReadonlyArray<Scalars['String']['output']>;
  readonly updatedAt: Scalars['String']['output'];
};

export type ResumeCompleteness = {
  readonly __typename?: 'ResumeCompleteness';
  readonly missing: ReadonlyArray<Scalars['String']['output']>;
  /** The missing item worth most: workExperience | desiredJob | education | name | skills | languages | about | homeLocation | desiredLocation | occupation | careerStatus | availableStart | picture | phone */
  readonly next: Maybe<Scalars['String']['output']>;
  /** 0-100 */
  readonly percent: Scalars['Int']['output'];
};

export type ResumeContactSlotUsage = {
  readonly __typename?: 'ResumeContactSlotUsage';
  readonly active: Scalars['Int']['output'];
  readonly available: Scalars['Int']['output'];
  readonly total: Scalars['Int']['output'];
};

export type ResumeContent = {
  readonly __typename?: 'ResumeContent';
  readonly education: ReadonlyArray<ResumeEducation>;
  readonly jobPreferences: ResumeJobPreferences;
  readonly languageNotes: Scalars['String']['output'];
  readonly languages: ReadonlyArray<ResumeLanguage>;
  readonly languagesFree: ReadonlyArray<Scalars['String']['output']>;
  readonly personalInfo: ResumePersonalInfo;
  readonly skills: ReadonlyArray<Scalars['String']['output']>;
  readonly skillsFree: ReadonlyArray<Scalars['String']['output']>;
  readonly skillsNotes: Scalars['String']['output'];
  readonly workExperience: ReadonlyArray<ResumeWorkExperience>;
};

export type ResumeDatePeriod = {
  readonly __typename?: 'ResumeDatePeriod';
  readonly from: Scalars['String']['output'];
  readonly until: Maybe<Scalars['String']['output']>;
};

export type ResumeDatePeriodInput = {
  readonly from: Scalars['String']['input'];
  readonly until?: InputMaybe<Scalars['String']['input']>;
};

export type ResumeEducation = {
  readonly __typename?: 'ResumeEducation';
  readonly degreeLevelId: Maybe<Scalars['ID']['output']>;
  readonly fieldOfStudyId: Maybe<Scalars['ID']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly institution: Scalars['String']['output'];
  readonly location: Scalars['String']['output'];
  readonly period: ResumePeriod;
  readonly studyProgram: Scalars['String']['output'];
  readonly summary: Scalars['String']['output'];
};

export type ResumeEducationInput = {
  readonly degreeLevelId?: InputMaybe<Scalars['ID']['input']>;
  readonly fieldOfStudyId?: InputMaybe<Scalars['ID']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly institution: Scalars['String']['input'];
  readonly location: Scalars['String']['input'];
  readonly period: ResumePeriodInput;
  readonly studyProgram: Scalars['String']['input'];
  readonly summary: Scalars['String']['input'];
};

export type ResumeError = {
  readonly __typename?: 'ResumeError';
  /**
   * FORBIDDEN | REQUIRED | TOO_LONG | TOO_MANY | DUPLICATE | HTML_NOT_ALLOWED | INVALID_DATE | INVALID_VALUE |
   * INVALID_PHONE | BIRTHDAY_IN_FUTURE | BIRTHDAY_TOO_EARLY | PERIOD_ENDS_BEFORE_START | PERIOD_IN_FUTURE | INVALID_SALARY
   */
  readonly code: Scalars['String']['output'];
  /** The field (personalInfo.birthday, workExperience.3.period, workExperience …); null for the request as a whole. */
  readonly field: Maybe<Scalars['String']['output']>;
};

export type ResumeFacetCount = {
  readonly __typename?: 'ResumeFacetCount';
  readonly count: Scalars['Int']['output'];
  /** careerStatus | languages | skills | occupations */
  readonly facet: Scalars['String']['output'];
  /** The occupation's label in the request's locale; null for other facets (the board names their values). */
  readonly label: Maybe<Scalars['String']['output']>;
  readonly value: Scalars['String']['output'];
};

export type ResumeImport = {
  readonly __typename?: 'ResumeImport';
  /** ISO timestamp of the confirmation; null while it waits. */
  readonly confirmedAt: Maybe<Scalars['String']['output']>;
  readonly contentType: Scalars['String']['output'];
  readonly createdAt: Scalars['String']['output'];
  readonly fileName: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly proposal: ResumeImportProposal;
  readonly size: Scalars['Int']['output'];
};

export type ResumeImportConfirmResult = {
  readonly __typename?: 'ResumeImportConfirmResult';
  readonly errors: ReadonlyArray<ResumeError>;
  readonly resume: Maybe<OwnResume>;
};

export type ResumeImportEducation = {
  readonly __typename?: 'ResumeImportEducation';
  readonly degreeLevelId: Maybe<Scalars['ID']['output']>;
  readonly fieldOfStudyId: Maybe<Scalars['ID']['output']>;
  readonly institution: Scalars['String']['output'];
  readonly location: Scalars['String']['output'];
  readonly period: ResumePeriod;
  readonly studyProgram: Scalars['String']['output'];
};

export type ResumeImportEducationInput = {
  readonly degreeLevelId?: InputMaybe<Scalars['ID']['input']>;
  readonly fieldOfStudyId?: InputMaybe<Scalars['ID']['input']>;
  readonly institution: Scalars['String']['input'];
  readonly location: Scalars['String']['input'];
  readonly period: ResumePeriodInput;
  readonly studyProgram: Scalars['String']['input'];
};

export type ResumeImportProposal = {
  readonly __typename?: 'ResumeImportProposal';
  readonly education: ReadonlyArray<ResumeImportEducation>;
  /** Found in the CV; shown to the owner only, never part of the resume. */
  readonly email: Scalars['String']['output'];
  readonly firstName: Scalars['String']['output'];
  readonly languages: ReadonlyArray<ResumeLanguage>;
  readonly lastName: Scalars['String']['output'];
  readonly phone: Scalars['String']['output'];
  readonly skills: ReadonlyArray<Scalars['String']['output']>;
  readonly workExperience: ReadonlyArray<ResumeImportWork>;
};

export type ResumeImportProposalInput = {
  readonly education: ReadonlyArray<ResumeImportEducationInput>;
  readonly email: Scalars['String']['input'];
  readonly firstName: Scalars['String']['input'];
  readonly languages: ReadonlyArray<ResumeLanguageInput>;
  readonly lastName: Scalars['String']['input'];
  readonly phone: Scalars['String']['input'];
  readonly skills: ReadonlyArray<Scalars['String']['input']>;
  readonly workExperience: ReadonlyArray<ResumeImportWorkInput>;
};

export type ResumeImportResult = {
  readonly __typename?: 'ResumeImportResult';
  readonly errors: ReadonlyArray<ResumeError>;
  readonly import: Maybe<ResumeImport>;
};

export type ResumeImportWork = {
  readonly __typename?: 'ResumeImportWork';
  readonly companyName: Scalars['String']['output'];
  readonly jobTitle: Scalars['String']['output'];
  readonly location: Scalars['String']['output'];
  readonly occupationId: Maybe<Scalars['ID']['output']>;
  readonly period: ResumePeriod;
};

export type ResumeImportWorkInput = {
  readonly companyName: Scalars['String']['input'];
  readonly jobTitle: Scalars['String']['input'];
  readonly location: Scalars['String']['input'];
  readonly occupationId?: InputMaybe<Scalars['ID']['input']>;
  readonly period: ResumePeriodInput;
};

export type ResumeJobPreferences = {
  readonly __typename?: 'ResumeJobPreferences';
  readonly availabilityPeriods: ReadonlyArray<ResumeDatePeriod>;
  /** YYYY-MM-DD */
  readonly availableStart: Maybe<Scalars['String']['output']>;
  /** pupil | student | apprentice | graduate | professional | executive | returner */
  readonly careerStatus: Maybe<Scalars['String']['output']>;
  readonly desiredLocation: Scalars['String']['output'];
  readonly desiredOccupationId: Maybe<Scalars['ID']['output']>;
  readonly desiredSalary: Maybe<ResumeSalary>;
  readonly employmentTypeId: Maybe<Scalars['ID']['output']>;
  readonly title: Scalars['String']['output'];
};

export type ResumeJobPreferencesInput = {
  readonly availabilityPeriods: ReadonlyArray<ResumeDatePeriodInput>;
  readonly availableStart?: InputMaybe<Scalars['String']['input']>;
  readonly careerStatus?: InputMaybe<Scalars['String']['input']>;
  readonly desiredLocation: Scalars['String']['input'];
  readonly desiredOccupationId?: InputMaybe<Scalars['ID']['input']>;
  readonly desiredSalary?: InputMaybe<ResumeSalaryInput>;
  readonly employmentTypeId?: InputMaybe<Scalars['ID']['input']>;
  readonly title: Scalars['String']['input'];
};

export type ResumeLanguage = {
  readonly __typename?: 'ResumeLanguage';
  /** ISO 639-1 */
  readonly code: Scalars['String']['output'];
  /** A1 | A2 | B1 | B2 | C1 | C2 | native */
  readonly level: Maybe<Scalars['String']['output']>;
};

export type ResumeLanguageInput = {
  readonly code: Scalars['String']['input'];
  readonly level?: InputMaybe<Scalars['String']['input']>;
};

export type ResumeLanguagesInput = {
  readonly languageNotes: Scalars['String']['input'];
  readonly languages: ReadonlyArray<ResumeLanguageInput>;
  readonly languagesFree: ReadonlyArray<Scalars['String']['input']>;
};

export type ResumeOptions = {
  readonly __typename?: 'ResumeOptions';
  readonly languages: ReadonlyArray<ResumeTerm>;
  readonly terms: ReadonlyArray<ResumeTerm>;
};

export type ResumeOrganization = {
  readonly __typename?: 'ResumeOrganization';
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
};

export type ResumePeriod = {
  readonly __typename?: 'ResumePeriod';
  /** YYYY-MM; null: until now */
  readonly end: Maybe<Scalars['String']['output']>;
  /** YYYY-MM */
  readonly start: Scalars['String']['output'];
};

export type ResumePeriodInput = {
  readonly end?: InputMaybe<Scalars['String']['input']>;
  readonly start: Scalars['String']['input'];
};

export type ResumePersonalInfo = {
  readonly __typename?: 'ResumePersonalInfo';
  /** Sanitized HTML (filtered format). */
  readonly about: Scalars['String']['output'];
  /** YYYY-MM-DD */
  readonly birthday: Maybe<Scalars['String']['output']>;
  readonly firstName: Scalars['String']['output'];
  readonly hasPicture: Scalars['Boolean']['output'];
  readonly homeLocation: Scalars['String']['output'];
  readonly lastName: Scalars['String']['output'];
  readonly phone: Scalars['String']['output'];
  /** Where the picture is served (to its owner and recruiters with full access); null without one. */
  readonly pictureUrl: Maybe<Scalars['String']['output']>;
  /** mr | ms | mx */
  readonly salutation: Maybe<Scalars['String']['output']>;
};

export type ResumePersonalInfoInput = {
  /** HTML; sanitized to the filtered format. */
  readonly about: Scalars['String']['input'];
  readonly birthday?: InputMaybe<Scalars['String']['input']>;
  readonly firstName: Scalars['String']['input'];
  readonly homeLocation: Scalars['String']['input'];
  readonly lastName: Scalars['String']['input'];
  readonly phone: Scalars['String']['input'];
  readonly salutation?: InputMaybe<Scalars['String']['input']>;
};

/** A place as the place suggestions give it, with a radius for towns and postal codes (5, 25, 50, 100 or 200 km). */
export type ResumePlaceInput = {
  readonly administrativeArea?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 */
  readonly country?: InputMaybe<Scalars['String']['input']>;
  readonly label?: InputMaybe<Scalars['String']['input']>;
  readonly lat?: InputMaybe<Scalars['Float']['input']>;
  /** locality | postal_code | administrative_area_level_1 | country */
  readonly locationType?: InputMaybe<Scalars['String']['input']>;
  readonly lon?: InputMaybe<Scalars['Float']['input']>;
  readonly radius?: InputMaybe<Scalars['Int']['input']>;
};

export type ResumeSalary = {
  readonly __typename?: 'ResumeSalary';
  readonly currency: Scalars['String']['output'];
  readonly max: Maybe<Scalars['Float']['output']>;
  readonly min: Maybe<Scalars['Float']['output']>;
  /** hour | month | year */
  readonly unit: Scalars['String']['output'];
};

export type ResumeSalaryInput = {
  readonly max?: InputMaybe<Scalars['Float']['input']>;
  readonly min?: InputMaybe<Scalars['Float']['input']>;
  readonly unit: Scalars['String']['input'];
};

export type ResumeSearchInput = {
  /** pupil | student | apprentice | graduate | professional | executive | returner */
  readonly careerStatus?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  readonly keywords?: InputMaybe<Scalars['String']['input']>;
  /** ISO 639-1 codes */
  readonly languages?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  /** Term ids of the occupations vocabulary. */
  readonly occupations?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  readonly page?: InputMaybe<Scalars['Int']['input']>;
  /** Where the owners want to work; a label without locationType is searched as its best place suggestion. */
  readonly place?: InputMaybe<ResumePlaceInput>;
  readonly skills?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
};

/** The place a resume search was searched around or in. */
export type ResumeSearchPlace = {
  readonly __typename?: 'ResumeSearchPlace';
  readonly administrativeArea: Maybe<Scalars['String']['output']>;
  readonly country: Scalars['String']['output'];
  readonly label: Scalars['String']['output'];
  readonly lat: Maybe<Scalars['Float']['output']>;
  readonly locationType: Scalars['String']['output'];
  readonly lon: Maybe<Scalars['Float']['output']>;
  /** Km around the point; null for a federal state or country. */
  readonly radius: Maybe<Scalars['Int']['output']>;
};

export type ResumeSearchResult = {
  readonly __typename?: 'ResumeSearchResult';
  readonly errors: ReadonlyArray<RecruitingError>;
  /** True when the facet counts are estimates from a sample of the resumes (large sets only). */
  readonly estimated: Scalars['Boolean']['output'];
  readonly facets: ReadonlyArray<ResumeFacetCount>;
  readonly items: ReadonlyArray<ResumeCard>;
  /** The place searched (a typed label as it was found); null without one or when refused. */
  readonly place: Maybe<ResumeSearchPlace>;
  readonly total: Scalars['Int']['output'];
  /** True when total is an estimate from a sample of the resumes (large sets only). */
  readonly totalEstimated: Scalars['Boolean']['output'];
};

export type ResumeSkillsInput = {
  readonly skills: ReadonlyArray<Scalars['String']['input']>;
  readonly skillsFree: ReadonlyArray<Scalars['String']['input']>;
  readonly skillsNotes: Scalars['String']['input'];
};

export type ResumeTerm = {
  readonly __typename?: 'ResumeTerm';
  /** Term id, or the language code. */
  readonly id: Scalars['ID']['output'];
  /** In the request's locale. */
  readonly label: Scalars['String']['output'];
  /** occupations | employmentType | degreeLevel | fieldsOfStudy | language */
  readonly vocabulary: Scalars['String']['output'];
};

export type ResumeUpdateInput = {
  readonly blockedOrganizationIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  /** The wizard's last step. */
  readonly completed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The whole list in its order; entries without id are new. */
  readonly education?: InputMaybe<ReadonlyArray<ResumeEducationInput>>;
  readonly jobPreferences?: InputMaybe<ResumeJobPreferencesInput>;
  readonly languages?: InputMaybe<ResumeLanguagesInput>;
  readonly personalInfo?: InputMaybe<ResumePersonalInfoInput>;
  readonly skills?: InputMaybe<ResumeSkillsInput>;
  /** hidden | anonymous | full */
  readonly visibility?: InputMaybe<Scalars['String']['input']>;
  /** The whole list in its order; entries without id are new. */
  readonly workExperience?: InputMaybe<ReadonlyArray<ResumeWorkExperienceInput>>;
};

export type ResumeUpdateResult = {
  readonly __typename?: 'ResumeUpdateResult';
  readonly errors: ReadonlyArray<ResumeError>;
  /** The stored resume; null when refused. */
  readonly resume: Maybe<OwnResume>;
};

export type ResumeWorkExperience = {
  readonly __typename?: 'ResumeWorkExperience';
  readonly companyName: Scalars['String']['output'];
  readonly employmentTypeId: Maybe<Scalars['ID']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly jobTitle: Scalars['String']['output'];
  readonly location: Scalars['String']['output'];
  readonly occupationId: Maybe<Scalars['ID']['output']>;
  readonly period: ResumePeriod;
  readonly summary: Scalars['String']['output'];
};

export type ResumeWorkExperienceInput = {
  readonly companyName: Scalars['String']['input'];
  readonly employmentTypeId?: InputMaybe<Scalars['ID']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly jobTitle: Scalars['String']['input'];
  readonly location: Scalars['String']['input'];
  readonly occupationId?: InputMaybe<Scalars['ID']['input']>;
  readonly period: ResumePeriodInput;
  readonly summary: Scalars['String']['input'];
};

export type Role = {
  readonly __typename?: 'Role';
  readonly id: Scalars['String']['output'];
  readonly targetId: Maybe<Scalars['String']['output']>;
};

export type RouteContent = {
  readonly id: Scalars['ID']['output'];
  readonly metatags: ReadonlyArray<MetaTag>;
};

export type RouteError = {
  readonly __typename?: 'RouteError';
  readonly code: Scalars['Int']['output'];
  readonly reason: Scalars['String']['output'];
};

export type RouteInfo = {
  readonly __typename?: 'RouteInfo';
  readonly content: Maybe<RouteContent>;
  readonly error: Maybe<RouteError>;
  readonly redirect: Maybe<RouteRedirect>;
};

export type RouteRedirect = {
  readonly __typename?: 'RouteRedirect';
  readonly code: Scalars['Int']['output'];
  readonly target: Scalars['String']['output'];
};

export type Salary = {
  readonly __typename?: 'Salary';
  readonly currencyCode: Scalars['String']['output'];
  readonly max: Maybe<Scalars['Float']['output']>;
  readonly min: Maybe<Scalars['Float']['output']>;
  readonly unit: Scalars['String']['output'];
};

export type SaveAppConfigEntryResult = {
  readonly __typename?: 'SaveAppConfigEntryResult';
  readonly entry: Maybe<StaffAppConfigEntry>;
  /** UNAUTHENTICATED | FORBIDDEN | INVALID; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** field:CODE for each problem of an INVALID entry. */
  readonly fieldErrors: ReadonlyArray<Scalars['String']['output']>;
};

export type SaveBlogPostResult = {
  readonly __typename?: 'SaveBlogPostResult';
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | INVALID; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** field:CODE for each problem of an INVALID post. */
  readonly fieldErrors: ReadonlyArray<Scalars['String']['output']>;
  readonly post: Maybe<StaffBlogPost>;
};

export type SaveCommerceProductResult = {
  readonly __typename?: 'SaveCommerceProductResult';
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | INVALID; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** field:CODE for INVALID, e.g. price:NEGATIVE_PRICE. */
  readonly fieldErrors: ReadonlyArray<Scalars['String']['output']>;
  readonly product: Maybe<StaffProduct>;
};

export type SectionMoveDirection =
  | 'DOWN'
  | 'UP';

export type SendContactMessageResult = {
  readonly __typename?: 'SendContactMessageResult';
  readonly errors: ReadonlyArray<ContactFieldError>;
  readonly sent: Scalars['Boolean']['output'];
};

export type SentContactRequest = {
  readonly __typename?: 'SentContactRequest';
  readonly request: ContactRequest;
  readonly resumeHeadline: Scalars['String']['output'];
  /** The resume's id while the organization may still see it; null otherwise. */
  readonly resumeId: Maybe<Scalars['ID']['output']>;
};

export type SentContactRequestList = {
  readonly __typename?: 'SentContactRequestList';
  /** Resume-contact credits left on this site. */
  readonly credits: Scalars['Int']['output'];
  readonly rows: ReadonlyArray<SentContactRequest>;
  /** Resume-contact slots still free on active subscriptions of this site. */
  readonly slots: Scalars['Int']['output'];
  readonly total: Scalars['Int']['output'];
};

export type SetConsentInfoActiveResult = {
  readonly __typename?: 'SetConsentInfoActiveResult';
  /** Whether the info is active now; null when refused. */
  readonly active: Maybe<Scalars['Boolean']['output']>;
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | TERMS_INFO_REQUIRED; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type SetOrganizationParentResult = {
  readonly __typename?: 'SetOrganizationParentResult';
  /** FORBIDDEN | NOT_FOUND | PARENT_NOT_FOUND | PARENT_FORBIDDEN | CYCLE; null when set. */
  readonly error: Maybe<Scalars['String']['output']>;
};

export type SetReadOnlyModeResult = {
  readonly __typename?: 'SetReadOnlyModeResult';
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly readOnly: Maybe<Scalars['Boolean']['output']>;
};

export type SocialProfile = {
  readonly __typename?: 'SocialProfile';
  /** linkedin | xing | facebook | instagram | youtube | tiktok | twitter | blueSky */
  readonly network: Scalars['String']['output'];
  readonly url: Scalars['String']['output'];
};

export type SocialProfileInput = {
  /** linkedin | xing | facebook | instagram | youtube | tiktok | twitter | blueSky */
  readonly network: Scalars['String']['input'];
  /** https URL on the network's own host */
  readonly url: Scalars['String']['input'];
};

export type StaffAction = {
  readonly __typename?: 'StaffAction';
  readonly action: Scalars['String']['output'];
  readonly actorEmail: Maybe<Scalars['String']['output']>;
  readonly actorId: Maybe<Scalars['ID']['output']>;
  readonly actorName: Maybe<Scalars['String']['output']>;
  /** The changed fields after the action, as JSON text (null: nothing after, e.g. a deletion). */
  readonly after: Maybe<Scalars['String']['output']>;
  /** ISO time. */
  readonly at: Scalars['String']['output'];
  /** The changed fields before the action, as JSON text (null: nothing before, e.g. a creation). */
  readonly before: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  /** The administrator behind a masquerade session, when the action was taken in one. */
  readonly masqueradedBy: Maybe<Scalars['ID']['output']>;
  readonly siteKey: Maybe<Scalars['String']['output']>;
  readonly targetId: Scalars['String']['output'];
  readonly targetType: Scalars['String']['output'];
};

export type StaffActionFilterInput = {
  /** A dotted action key or its start: user finds user.block and user.unblock. */
  readonly actionPrefix?: InputMaybe<Scalars['String']['input']>;
  readonly actorId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO date or time, inclusive. */
  readonly from?: InputMaybe<Scalars['String']['input']>;
  readonly siteKey?: InputMaybe<Scalars['String']['input']>;
  readonly targetId?: InputMaybe<Scalars['String']['input']>;
  readonly targetType?: InputMaybe<Scalars['String']['input']>;
  /** ISO date or time, exclusive. */
  readonly to?: InputMaybe<Scalars['String']['input']>;
};

export type StaffActionPageResult = {
  readonly __typename?: 'StaffActionPageResult';
  readonly entries: ReadonlyArray<StaffAction>;
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
};

export type StaffAppConfigAnswer = {
  readonly __typename?: 'StaffAppConfigAnswer';
  /** The keys an entry may have. */
  readonly allowedKeys: ReadonlyArray<Scalars['String']['output']>;
  readonly entries: ReadonlyArray<StaffAppConfigEntry>;
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** Whether this staff member may switch read-only mode and set entries of every site. */
  readonly platformWide: Scalars['Boolean']['output'];
  readonly readOnly: Scalars['Boolean']['output'];
};

export type StaffAppConfigEntry = {
  readonly __typename?: 'StaffAppConfigEntry';
  readonly key: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  /** null: every site. */
  readonly site: Maybe<Scalars['String']['output']>;
  readonly value: Scalars['String']['output'];
};

export type StaffBlogFilter = {
  readonly page?: InputMaybe<Scalars['Int']['input']>;
  /** draft | scheduled | published */
  readonly state?: InputMaybe<Scalars['String']['input']>;
  /** Part of the title. */
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

export type StaffBlogPost = {
  readonly __typename?: 'StaffBlogPost';
  /** Sanitized HTML (filtered format). */
  readonly bodyHtml: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** ISO instant; null: a draft. */
  readonly publishedAt: Maybe<Scalars['String']['output']>;
  readonly sites: ReadonlyArray<Scalars['String']['output']>;
  readonly slug: Scalars['String']['output'];
  /** draft | scheduled | published */
  readonly state: Scalars['String']['output'];
  readonly tags: ReadonlyArray<Scalars['String']['output']>;
  readonly teaser: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

export type StaffBlogPostAnswer = {
  readonly __typename?: 'StaffBlogPostAnswer';
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly post: Maybe<StaffBlogPost>;
};

export type StaffBlogPostsAnswer = {
  readonly __typename?: 'StaffBlogPostsAnswer';
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  /** The sites whose content the actor manages (a post may be shown on these), sorted; empty with errors. */
  readonly manageableSites: ReadonlyArray<Scalars['String']['output']>;
  readonly page: Scalars['Int']['output'];
  readonly pageSize: Scalars['Int']['output'];
  readonly posts: ReadonlyArray<StaffBlogPost>;
  readonly total: Scalars['Int']['output'];
};

export type StaffCatalogueAnswer = {
  readonly __typename?: 'StaffCatalogueAnswer';
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly products: ReadonlyArray<StaffProduct>;
};

export type StaffCommerceResult = {
  readonly __typename?: 'StaffCommerceResult';
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type StaffConsentInfo = {
  readonly __typename?: 'StaffConsentInfo';
  readonly active: Scalars['Boolean']['output'];
  /** The wording in force now; null when none is yet. */
  readonly currentRevisionId: Maybe<Scalars['ID']['output']>;
  /** Whether this staff member may publish a new wording of it. */
  readonly editable: Scalars['Boolean']['output'];
  readonly id: Scalars['ID']['output'];
  readonly optIn: Scalars['Boolean']['output'];
  /** REGISTRATION, NEWSLETTER, … */
  readonly placement: Scalars['String']['output'];
  /** Every wording, oldest first. */
  readonly revisions: ReadonlyArray<StaffConsentRevision>;
  /** Sites it applies to; null: every site. */
  readonly sites: Maybe<ReadonlyArray<Scalars['String']['output']>>;
  /** PRIVACY_POLICY, NEWSLETTER, … */
  readonly type: Scalars['String']['output'];
};

export type StaffConsentRevision = {
  readonly __typename?: 'StaffConsentRevision';
  /** ISO instant from which the wording applies. */
  readonly effectiveAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly textDe: Scalars['String']['output'];
  readonly textEn: Maybe<Scalars['String']['output']>;
  readonly textFr: Maybe<Scalars['String']['output']>;
};

export type StaffConsentTextsAnswer = {
  readonly __typename?: 'StaffConsentTextsAnswer';
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly infos: ReadonlyArray<StaffConsentInfo>;
};

export type StaffConsoleResult = {
  readonly __typename?: 'StaffConsoleResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly sections: ReadonlyArray<StaffSection>;
};

export type StaffCreditAdjustment = {
  readonly __typename?: 'StaffCreditAdjustment';
  readonly createdAt: Scalars['String']['output'];
  readonly delta: Scalars['Int']['output'];
  readonly id: Scalars['ID']['output'];
  readonly organizationId: Scalars['ID']['output'];
  readonly organizationName: Scalars['String']['output'];
  readonly reason: Scalars['String']['output'];
  readonly type: Scalars['String']['output'];
};

export type StaffCreditBalance = {
  readonly __typename?: 'StaffCreditBalance';
  readonly balance: Scalars['Int']['output'];
  /** job_posting | resume_contact */
  readonly type: Scalars['String']['output'];
};

export type StaffCreditsAnswer = {
  readonly __typename?: 'StaffCreditsAnswer';
  readonly adjustments: ReadonlyArray<StaffCreditAdjustment>;
  /** Empty without an organization. */
  readonly balances: ReadonlyArray<StaffCreditBalance>;
  /** UNAUTHENTICATED | FORBIDDEN | NOT_FOUND; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly organizationId: Maybe<Scalars['ID']['output']>;
  readonly organizationName: Maybe<Scalars['String']['output']>;
  /** The organization's subscriptions on this site that have not ended (running or still to begin); empty without an organization. */
  readonly subscriptions: ReadonlyArray<StaffSubscription>;
};

export type StaffHomeBlock = {
  readonly __typename?: 'StaffHomeBlock';
  /** In force now or to come, the earliest start first. */
  readonly highlights: ReadonlyArray<StaffHomeHighlight>;
  /** top | featured | video */
  readonly kind: Scalars['String']['output'];
  /** How many jobs the home page shows in this block (the site's configuration, 0 to 6). */
  readonly shown: Scalars['Int']['output'];
};

export type StaffHomeHighlight = {
  readonly __typename?: 'StaffHomeHighlight';
  /** ISO instant; null: for good. */
  readonly endsAt: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly jobId: Scalars['ID']['output'];
  /** The job page's slug (/job/{slug}). */
  readonly jobSlug: Scalars['String']['output'];
  readonly jobTitle: Scalars['String']['output'];
  readonly organizationName: Scalars['String']['output'];
  /** staff | upgrade */
  readonly source: Scalars['String']['output'];
  /** ISO instant. */
  readonly startsAt: Scalars['String']['output'];
};

export type StaffHomePicksAnswer = {
  readonly __typename?: 'StaffHomePicksAnswer';
  readonly blocks: ReadonlyArray<StaffHomeBlock>;
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type StaffJob = {
  readonly __typename?: 'StaffJob';
  readonly applications: Scalars['Int']['output'];
  /** Imported from a feed: the feed decides about it. */
  readonly external: Scalars['Boolean']['output'];
  readonly id: Scalars['ID']['output'];
  readonly organizationId: Scalars['ID']['output'];
  readonly organizationName: Scalars['String']['output'];
  /** The sites offering the job, its home site first. */
  readonly sites: ReadonlyArray<Scalars['String']['output']>;
  readonly state: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
  /** ISO time. */
  readonly updatedAt: Scalars['String']['output'];
};

export type StaffJobActionResult = {
  readonly __typename?: 'StaffJobActionResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type StaffJobPageResult = {
  readonly __typename?: 'StaffJobPageResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly jobs: ReadonlyArray<StaffJob>;
  readonly total: Scalars['Int']['output'];
};

export type StaffLandingPage = {
  readonly __typename?: 'StaffLandingPage';
  readonly aliases: ReadonlyArray<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly introHtml: Scalars['String']['output'];
  readonly locale: Scalars['String']['output'];
  readonly path: Scalars['String']['output'];
  readonly published: Scalars['Boolean']['output'];
  readonly searchQuery: Scalars['String']['output'];
  readonly seoDescription: Scalars['String']['output'];
  readonly seoTitle: Scalars['String']['output'];
  readonly siteKey: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
  readonly updatedAt: Scalars['String']['output'];
};

export type StaffLandingPageActionResult = {
  readonly __typename?: 'StaffLandingPageActionResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type StaffLandingPageInput = {
  /** Further paths that show the same page (its canonical link names the main path). */
  readonly aliases: ReadonlyArray<Scalars['String']['input']>;
  readonly introHtml: Scalars['String']['input'];
  /** de, en-GB or fr (one of the site's languages). */
  readonly locale: Scalars['String']['input'];
  /** Internal, unprefixed path, e.g. /pflegejobs-stuttgart. */
  readonly path: Scalars['String']['input'];
  readonly published: Scalars['Boolean']['input'];
  /** Query string of the job search the page leads to, without ?. */
  readonly searchQuery: Scalars['String']['input'];
  readonly seoDescription: Scalars['String']['input'];
  readonly seoTitle: Scalars['String']['input'];
  readonly siteKey: Scalars['String']['input'];
  readonly title: Scalars['String']['input'];
};

export type StaffLandingPageListResult = {
  readonly __typename?: 'StaffLandingPageListResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly pages: ReadonlyArray<StaffLandingPage>;
  readonly total: Scalars['Int']['output'];
};

export type StaffLandingPageResult = {
  readonly __typename?: 'StaffLandingPageResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly page: Maybe<StaffLandingPage>;
};

export type StaffLandingPageSaveResult = {
  readonly __typename?: 'StaffLandingPageSaveResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly page: Maybe<StaffLandingPage>;
  readonly problems: ReadonlyArray<Scalars['String']['output']>;
};

export type StaffLegalPage = {
  readonly __typename?: 'StaffLegalPage';
  /** The page's version in force today; null when none is yet. */
  readonly currentVersion: Maybe<Scalars['String']['output']>;
  /** de | en-GB | fr */
  readonly locale: Scalars['String']['output'];
  /** privacy | terms | imprint | cookies */
  readonly page: Scalars['String']['output'];
  /** The versions worded in this language, newest first. */
  readonly versions: ReadonlyArray<StaffLegalVersion>;
};

export type StaffLegalPagesAnswer = {
  readonly __typename?: 'StaffLegalPagesAnswer';
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly pages: ReadonlyArray<StaffLegalPage>;
};

export type StaffLegalVersion = {
  readonly __typename?: 'StaffLegalVersion';
  /** The wording as written (placeholders such as {{site}} not yet filled). */
  readonly html: Scalars['String']['output'];
  /** YYYY-MM-DD: the day it takes effect. */
  readonly version: Scalars['String']['output'];
};

export type StaffOrder = {
  readonly __typename?: 'StaffOrder';
  readonly createdAt: Scalars['String']['output'];
  /** The credit note that cancelled the invoice; null while the order stands. */
  readonly creditNoteId: Maybe<Scalars['ID']['output']>;
  readonly creditNoteNumber: Maybe<Scalars['String']['output']>;
  readonly currency: Scalars['String']['output'];
  /** Gross, whole cents (a Float: totals may pass 2^31 cents). */
  readonly grossCents: Scalars['Float']['output'];
  readonly id: Scalars['ID']['output'];
  /** null for a card order whose payment was never confirmed. */
  readonly invoiceId: Maybe<Scalars['ID']['output']>;
  readonly invoiceNumber: Maybe<Scalars['String']['output']>;
  readonly organizationId: Maybe<Scalars['ID']['output']>;
  readonly organizationName: Scalars['String']['output'];
  readonly paidAt: Maybe<Scalars['String']['output']>;
  /** invoice | stripe */
  readonly paymentMethod: Scalars['String']['output'];
  readonly site: Scalars['String']['output'];
  /** open | paid | awaiting_payment | cancelled */
  readonly status: Scalars['String']['output'];
};

export type StaffOrderFilter = {
  /** Part of the organization's name as ordered, any case. */
  readonly organization?: InputMaybe<Scalars['String']['input']>;
  /** From 1. */
  readonly page?: InputMaybe<Scalars['Int']['input']>;
  /** open | paid | awaiting_payment | cancelled; omitted: every status. */
  readonly status?: InputMaybe<Scalars['String']['input']>;
};

export type StaffOrdersAnswer = {
  readonly __typename?: 'StaffOrdersAnswer';
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly orders: ReadonlyArray<StaffOrder>;
  readonly page: Scalars['Int']['output'];
  readonly pageSize: Scalars['Int']['output'];
  readonly total: Scalars['Int']['output'];
};

export type StaffOrganization = {
  readonly __typename?: 'StaffOrganization';
  /** The sites featuring it. */
  readonly featuredOn: ReadonlyArray<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly jobs: Scalars['Int']['output'];
  readonly name: Scalars['String']['output'];
  readonly parent: Maybe<StaffOrganizationParent>;
  /** The sites its jobs are offered on and those featuring it. */
  readonly sites: ReadonlyArray<Scalars['String']['output']>;
  readonly slug: Scalars['String']['output'];
};

export type StaffOrganizationActionResult = {
  readonly __typename?: 'StaffOrganizationActionResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type StaffOrganizationDetail = {
  readonly __typename?: 'StaffOrganizationDetail';
  readonly children: Scalars['Int']['output'];
  readonly featuredOn: ReadonlyArray<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly jobs: Scalars['Int']['output'];
  readonly members: Scalars['Int']['output'];
  readonly name: Scalars['String']['output'];
  readonly parent: Maybe<StaffOrganizationParent>;
  readonly sites: ReadonlyArray<Scalars['String']['output']>;
  readonly slug: Scalars['String']['output'];
};

export type StaffOrganizationPageResult = {
  readonly __typename?: 'StaffOrganizationPageResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly organizations: ReadonlyArray<StaffOrganization>;
  readonly total: Scalars['Int']['output'];
};

export type StaffOrganizationParent = {
  readonly __typename?: 'StaffOrganizationParent';
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
};

export type StaffOrganizationResult = {
  readonly __typename?: 'StaffOrganizationResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly organization: Maybe<StaffOrganizationDetail>;
};

export type StaffProduct = {
  readonly __typename?: 'StaffProduct';
  readonly active: Scalars['Boolean']['output'];
  readonly currency: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly jobSlots: Scalars['Int']['output'];
  /** job_bundle | upgrade | resume_credits | subscription */
  readonly kind: Scalars['String']['output'];
  readonly nameDe: Scalars['String']['output'];
  readonly nameEn: Maybe<Scalars['String']['output']>;
  readonly nameFr: Maybe<Scalars['String']['output']>;
  /** Whole cents (a Float: prices may pass 2^31 cents). */
  readonly netCents: Scalars['Float']['output'];
  readonly resumeContactSlots: Scalars['Int']['output'];
  readonly runtimeDays: Scalars['Int']['output'];
  readonly units: Scalars['Int']['output'];
  /** top | featured for upgrades */
  readonly upgradeKind: Maybe<Scalars['String']['output']>;
};

export type StaffRoleChange =
  | 'GRANT'
  | 'REVOKE';

export type StaffRoleChangeInput = {
  readonly change: StaffRoleChange;
  /** administrator, site_admin or job_editor. */
  readonly role: Scalars['String']['input'];
  readonly siteKey?: InputMaybe<Scalars['String']['input']>;
  readonly userId: Scalars['ID']['input'];
};

export type StaffSection =
  | 'AUDIT'
  | 'COMMERCE'
  | 'CONFIGURATION'
  | 'CONSENT'
  | 'CONTENT'
  | 'JOBS'
  | 'ORGANIZATIONS'
  | 'USERS';

export type StaffSubscription = {
  readonly __typename?: 'StaffSubscription';
  readonly endsAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly jobSlots: Scalars['Int']['output'];
  /** The product's name as it was bought. */
  readonly nameDe: Scalars['String']['output'];
  readonly nameEn: Maybe<Scalars['String']['output']>;
  readonly nameFr: Maybe<Scalars['String']['output']>;
  readonly resumeContactSlots: Scalars['Int']['output'];
  readonly startsAt: Scalars['String']['output'];
};

export type StaffUser = {
  readonly __typename?: 'StaffUser';
  /** ISO time the account was blocked; null while it is not. */
  readonly blockedAt: Maybe<Scalars['String']['output']>;
  /** ISO time. */
  readonly createdAt: Scalars['String']['output'];
  readonly email: Scalars['String']['output'];
  readonly firstName: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly lastName: Scalars['String']['output'];
  readonly roles: ReadonlyArray<StaffUserRole>;
};

export type StaffUserActionResult = {
  readonly __typename?: 'StaffUserActionResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
};

export type StaffUserDetail = {
  readonly __typename?: 'StaffUserDetail';
  readonly blockedAt: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['String']['output'];
  readonly email: Scalars['String']['output'];
  readonly emailVerified: Scalars['Boolean']['output'];
  readonly firstName: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly lastName: Scalars['String']['output'];
  readonly roles: ReadonlyArray<StaffUserRole>;
  /** Live sessions, masquerade sessions of staff included. */
  readonly sessions: Scalars['Int']['output'];
};

export type StaffUserPageResult = {
  readonly __typename?: 'StaffUserPageResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly total: Scalars['Int']['output'];
  readonly users: ReadonlyArray<StaffUser>;
};

export type StaffUserResult = {
  readonly __typename?: 'StaffUserResult';
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly user: Maybe<StaffUserDetail>;
};

export type StaffUserRole = {
  readonly __typename?: 'StaffUserRole';
  readonly role: Scalars['String']['output'];
  /** The site key a site_admin or job_editor role is limited to; null: every site. */
  readonly siteKey: Maybe<Scalars['String']['output']>;
};

export type Statistics = {
  readonly __typename?: 'Statistics';
  readonly days: ReadonlyArray<StatisticsDay>;
  readonly from: Scalars['String']['output'];
  /** The organization of the job, or the organization itself; null for the whole site. */
  readonly organizationId: Maybe<Scalars['ID']['output']>;
  /** The job's title or the organization's name; null for the whole site. */
  readonly title: Maybe<Scalars['String']['output']>;
  readonly to: Scalars['String']['output'];
  readonly totals: StatisticsCounts;
};

export type StatisticsCounts = {
  readonly __typename?: 'StatisticsCounts';
  readonly applications: Scalars['Int']['output'];
  readonly applyStarts: Scalars['Int']['output'];
  readonly bookmarks: Scalars['Int']['output'];
  readonly shares: Scalars['Int']['output'];
  readonly views: Scalars['Int']['output'];
};

export type StatisticsDay = {
  readonly __typename?: 'StatisticsDay';
  readonly counts: StatisticsCounts;
  readonly day: Scalars['String']['output'];
};

export type SubmitApplicationResult = {
  readonly __typename?: 'SubmitApplicationResult';
  readonly applicationId: Maybe<Scalars['ID']['output']>;
  readonly duplicate: Scalars['Boolean']['output'];
  readonly errors: ReadonlyArray<ApplicationFieldError>;
};

export type Subscription = {
  readonly __typename?: 'Subscription';
  readonly absoluteUrl: Scalars['String']['output'];
  readonly availableJobSlots: Scalars['Int']['output'];
  readonly endDate: Scalars['String']['output'];
  readonly frontend: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly label: Scalars['String']['output'];
  readonly organizationName: Scalars['String']['output'];
  readonly product: Maybe<SubscriptionProduct>;
  /** ISO timestamps */
  readonly startDate: Scalars['String']['output'];
  readonly status: SubscriptionStatus;
  readonly type: Scalars['String']['output'];
  readonly usageResumeContactSlots: ResumeContactSlotUsage;
};

export type SubscriptionFilters = {
  /** upcoming | active | expired */
  readonly status?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionList = {
  readonly __typename?: 'SubscriptionList';
  /** NOT_FOUND | UNAUTHENTICATED; empty on success. */
  readonly errors: ReadonlyArray<Scalars['String']['output']>;
  readonly subscriptions: ReadonlyArray<Subscription>;
  readonly total: Scalars['Int']['output'];
};

export type SubscriptionProduct = {
  readonly __typename?: 'SubscriptionProduct';
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
};

export type SubscriptionSorting = {
  /** ASC | DESC */
  readonly direction: Scalars['String']['input'];
  /** startDate | endDate */
  readonly field: Scalars['String']['input'];
};

export type SubscriptionStatus = {
  readonly __typename?: 'SubscriptionStatus';
  readonly label: Scalars['String']['output'];
  /** upcoming | active | expired */
  readonly value: Scalars['String']['output'];
};

export type TeamChangeResult = {
  readonly __typename?: 'TeamChangeResult';
  readonly errors: ReadonlyArray<TeamError>;
};

export type TeamError = {
  readonly __typename?: 'TeamError';
  /**
   * UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | INVALID_EMAIL | INVALID_ROLE | ALREADY_MEMBER | ALREADY_INVITED |
   * LAST_OWNER | OWNERSHIP_NEEDS_CONSENT | NOT_A_MEMBER | ALREADY_OWNER | NO_OFFER | INVITATION_USED |
   * INVITATION_EXPIRED | INVITATION_FOR_ANOTHER_ACCOUNT | SIGN_IN_FIRST | INVALID_INPUT
   */
  readonly code: Scalars['String']['output'];
  /** For INVALID_INPUT: the new account's field (firstName, lastName, password, acceptedTerms). */
  readonly field: Maybe<Scalars['String']['output']>;
};

export type TeamInvitation = {
  readonly __typename?: 'TeamInvitation';
  readonly email: Scalars['String']['output'];
  readonly expiresAt: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly role: TeamRole;
};

export type TeamInvitationStatus =
  | 'INVITATION_EXPIRED'
  | 'INVITATION_FOR_ANOTHER_ACCOUNT'
  | 'INVITATION_USED'
  | 'OPEN';

export type TeamInvitationView = {
  readonly __typename?: 'TeamInvitationView';
  /** The invited address has an account: a visitor signs in to accept. */
  readonly accountExists: Scalars['Boolean']['output'];
  readonly email: Scalars['String']['output'];
  readonly expiresAt: Scalars['String']['output'];
  readonly organizationName: Scalars['String']['output'];
  readonly role: TeamRole;
  /** OPEN, or why whoever asks can no longer take it up. */
  readonly status: TeamInvitationStatus;
};

export type TeamMember = {
  readonly __typename?: 'TeamMember';
  readonly email: Scalars['String']['output'];
  readonly firstName: Scalars['String']['output'];
  readonly lastName: Scalars['String']['output'];
  /** An owner offered them ownership; it passes once they accept. */
  readonly ownershipOffered: Scalars['Boolean']['output'];
  readonly role: TeamRole;
  /** When they joined (ISO 8601). */
  readonly since: Scalars['String']['output'];
  readonly userId: Scalars['ID']['output'];
};

export type TeamMemberChange =
  | 'EDITOR'
  | 'OWNER'
  | 'REMOVE';

export type TeamRole =
  | 'EDITOR'
  | 'OWNER';

export type Term = {
  readonly __typename?: 'Term';
  /** URL alias in the request locale, falling back to German. */
  readonly alias: Scalars['String']['output'];
  /** Every translation of the URL alias the platform has; German is always present. */
  readonly aliases: ReadonlyArray<Translation>;
  readonly id: Scalars['ID']['output'];
  /** Label in the request locale (X-Locale), falling back to German. */
  readonly label: Scalars['String']['output'];
  /** Every translation of the label the platform has; German is always present. */
  readonly labels: ReadonlyArray<Translation>;
};

export type TermLabel = {
  readonly __typename?: 'TermLabel';
  /** Label in the request locale, falling back to German. */
  readonly label: Scalars['String']['output'];
  /** Term id; null for the organization's own labels (benefits). */
  readonly tid: Maybe<Scalars['ID']['output']>;
};

export type Translation = {
  readonly __typename?: 'Translation';
  /** de | en-GB | fr */
  readonly locale: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

export type TranslationInput = {
  /** de | en-GB | fr */
  readonly locale: Scalars['String']['input'];
  readonly value: Scalars['String']['input'];
};

export type UnpaidCardOrder = {
  readonly __typename?: 'UnpaidCardOrder';
  readonly cancelledAt: Maybe<Scalars['String']['output']>;
  /** ISO timestamps */
  readonly createdAt: Scalars['String']['output'];
  readonly currency: Scalars['String']['output'];
  readonly grossCents: Scalars['Int']['output'];
  readonly id: Scalars['ID']['output'];
  readonly lines: ReadonlyArray<UnpaidCardOrderLine>;
  /** The provider's payment page, only while the order waits and the page still takes payment. */
  readonly resumePaymentUrl: Maybe<Scalars['String']['output']>;
  readonly site: Scalars['String']['output'];
  /** awaiting_payment | cancelled */
  readonly status: Scalars['String']['output'];
};

export type UnpaidCardOrderLine = {
  readonly __typename?: 'UnpaidCardOrderLine';
  readonly name: Scalars['String']['output'];
  readonly quantity: Scalars['Int']['output'];
};

export type UpdatableOrganizationProfile = {
  readonly __typename?: 'UpdatableOrganizationProfile';
  readonly benefits: ReadonlyArray<TermLabel>;
  /** Every field of the profile, as organizationProfile answers it. */
  readonly details: OrganizationDetails;
  /** The profile's id (the organization's id). */
  readonly id: Scalars['ID']['output'];
  readonly industry: ReadonlyArray<TermLabel>;
  readonly logo: Maybe<ProfileImage>;
  readonly name: Scalars['String']['output'];
  readonly organization: OrganizationRef;
  /** Sanitized HTML in the filtered format. */
  readonly presentation: Scalars['String']['output'];
  readonly url: ProfileUrl;
};

export type UpgradableJob = {
  readonly __typename?: 'UpgradableJob';
  readonly id: Scalars['ID']['output'];
  readonly title: Scalars['String']['output'];
};

export type User = {
  readonly __typename?: 'User';
  readonly activeOrganization: Maybe<OrganizationRef>;
  readonly displayName: Scalars['String']['output'];
  readonly email: Scalars['String']['output'];
  readonly emailVerified: Scalars['Boolean']['output'];
  readonly firstName: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly isEligibleForJobApply: Scalars['Boolean']['output'];
  readonly isUserApprovedAndVerified: Scalars['Boolean']['output'];
  readonly lastName: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  readonly organization: Maybe<UserOrganization>;
  readonly roles: ReadonlyArray<Role>;
};

export type UserOrganization = {
  readonly __typename?: 'UserOrganization';
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
  readonly ownerId: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  RouteContent:
    | ( Job )
    | ( LandingPage )
    | ( OrganizationProfile )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptTeamInvitationResult: ResolverTypeWrapper<AcceptTeamInvitationResult>;
  AlertFrequency: AlertFrequency;
  AliasTranslation: ResolverTypeWrapper<AliasTranslation>;
  AppConfigEntry: ResolverTypeWrapper<AppConfigEntry>;
  AppConfigEntryInput: AppConfigEntryInput;
  Application: ResolverTypeWrapper<Application>;
  ApplicationAnswer: ResolverTypeWrapper<ApplicationAnswer>;
  ApplicationAnswerInput: ApplicationAnswerInput;
  ApplicationFieldError: ResolverTypeWrapper<ApplicationFieldError>;
  ApplicationFileInfo: ResolverTypeWrapper<ApplicationFileInfo>;
  ApplicationForm: ResolverTypeWrapper<ApplicationForm>;
  ApplicationInput: ApplicationInput;
  ApplicationJobRef: ResolverTypeWrapper<ApplicationJobRef>;
  ApplicationPrefill: ResolverTypeWrapper<ApplicationPrefill>;
  ApplicationSummary: ResolverTypeWrapper<ApplicationSummary>;
  AttachmentCheck: ResolverTypeWrapper<AttachmentCheck>;
  BeaconKind: BeaconKind;
  BenefitInput: BenefitInput;
  BillingProfile: ResolverTypeWrapper<BillingProfile>;
  BillingProfileAnswer: ResolverTypeWrapper<BillingProfileAnswer>;
  BillingProfileInput: BillingProfileInput;
  BlogPost: ResolverTypeWrapper<BlogPost>;
  BlogPostInput: BlogPostInput;
  BlogPostList: ResolverTypeWrapper<BlogPostList>;
  BookmarkList: ResolverTypeWrapper<BookmarkList>;
  BookmarkResult: ResolverTypeWrapper<BookmarkResult>;
  BookmarkSisterSite: ResolverTypeWrapper<BookmarkSisterSite>;
  BookmarkedJob: ResolverTypeWrapper<BookmarkedJob>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelOrderResult: ResolverTypeWrapper<CancelOrderResult>;
  CardCheckoutInput: CardCheckoutInput;
  CardCheckoutResult: ResolverTypeWrapper<CardCheckoutResult>;
  CardPayment: ResolverTypeWrapper<CardPayment>;
  CartLineInput: CartLineInput;
  ChangeApplicationStatusResult: ResolverTypeWrapper<ChangeApplicationStatusResult>;
  CommerceProduct: ResolverTypeWrapper<CommerceProduct>;
  CommerceProductInput: CommerceProductInput;
  ConsentInfoRef: ResolverTypeWrapper<ConsentInfoRef>;
  ConsentInfoSorting: ConsentInfoSorting;
  ConsentRevisionInput: ConsentRevisionInput;
  ContactDecisionResult: ResolverTypeWrapper<ContactDecisionResult>;
  ContactFieldError: ResolverTypeWrapper<ContactFieldError>;
  ContactMessageInput: ContactMessageInput;
  ContactRequest: ResolverTypeWrapper<ContactRequest>;
  ContactRequestInput: ContactRequestInput;
  ContactRequestResult: ResolverTypeWrapper<ContactRequestResult>;
  CreateJobAlertInput: CreateJobAlertInput;
  CreateJobAlertResult: ResolverTypeWrapper<CreateJobAlertResult>;
  CreditAdjustmentInput: CreditAdjustmentInput;
  CreditAdjustmentResult: ResolverTypeWrapper<CreditAdjustmentResult>;
  CreditBalance: ResolverTypeWrapper<CreditBalance>;
  CreditNote: ResolverTypeWrapper<CreditNote>;
  DeleteBlogPostResult: ResolverTypeWrapper<DeleteBlogPostResult>;
  DirectoryFacet: ResolverTypeWrapper<DirectoryFacet>;
  DirectoryFacetValue: ResolverTypeWrapper<DirectoryFacetValue>;
  DirectoryOrganization: ResolverTypeWrapper<DirectoryOrganization>;
  DirectoryTerm: ResolverTypeWrapper<DirectoryTerm>;
  EditableJob: ResolverTypeWrapper<EditableJob>;
  EditableJobResult: ResolverTypeWrapper<EditableJobResult>;
  EndHomePickResult: ResolverTypeWrapper<EndHomePickResult>;
  EndSubscriptionResult: ResolverTypeWrapper<EndSubscriptionResult>;
  FacetEntry: ResolverTypeWrapper<FacetEntry>;
  FacetGroup: ResolverTypeWrapper<FacetGroup>;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GdprConsentCheck: ResolverTypeWrapper<GdprConsentCheck>;
  GdprConsentInfo: ResolverTypeWrapper<GdprConsentInfo>;
  GdprUserConsent: ResolverTypeWrapper<GdprUserConsent>;
  GdprUserConsentResult: ResolverTypeWrapper<GdprUserConsentResult>;
  HomePickInput: HomePickInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoicePdf: ResolverTypeWrapper<InvoicePdf>;
  Job: ResolverTypeWrapper<Job>;
  JobAlert: ResolverTypeWrapper<JobAlert>;
  JobAlertResult: ResolverTypeWrapper<JobAlertResult>;
  JobApplicationChannel: ResolverTypeWrapper<JobApplicationChannel>;
  JobApplicationList: ResolverTypeWrapper<JobApplicationList>;
  JobApplicationSettings: ResolverTypeWrapper<JobApplicationSettings>;
  JobApplicationSettingsInput: JobApplicationSettingsInput;
  JobAvailability: ResolverTypeWrapper<JobAvailability>;
  JobDetails: ResolverTypeWrapper<JobDetails>;
  JobFile: ResolverTypeWrapper<JobFile>;
  JobImportFormat: JobImportFormat;
  JobImportMapping: ResolverTypeWrapper<JobImportMapping>;
  JobImportMappingInput: JobImportMappingInput;
  JobImportRefusal: ResolverTypeWrapper<JobImportRefusal>;
  JobImportRule: ResolverTypeWrapper<JobImportRule>;
  JobImportRuleInput: JobImportRuleInput;
  JobImportRun: ResolverTypeWrapper<JobImportRun>;
  JobImportTerm: ResolverTypeWrapper<JobImportTerm>;
  JobImporter: ResolverTypeWrapper<JobImporter>;
  JobImporterDetail: ResolverTypeWrapper<JobImporterDetail>;
  JobImporterInput: JobImporterInput;
  JobImporterList: ResolverTypeWrapper<JobImporterList>;
  JobImporterOptions: ResolverTypeWrapper<JobImporterOptions>;
  JobImporterOrganization: ResolverTypeWrapper<JobImporterOrganization>;
  JobImporterOutcome: ResolverTypeWrapper<JobImporterOutcome>;
  JobImporterProblem: ResolverTypeWrapper<JobImporterProblem>;
  JobLanguage: ResolverTypeWrapper<JobLanguage>;
  JobLanguageInput: JobLanguageInput;
  JobList: ResolverTypeWrapper<JobList>;
  JobLocation: ResolverTypeWrapper<JobLocation>;
  JobOrganization: ResolverTypeWrapper<JobOrganization>;
  JobPosting: ResolverTypeWrapper<JobPosting>;
  JobPostingAddress: ResolverTypeWrapper<JobPostingAddress>;
  JobPostingAddressInput: JobPostingAddressInput;
  JobPostingInput: JobPostingInput;
  JobPostingOutcome: ResolverTypeWrapper<JobPostingOutcome>;
  JobPostingProblem: ResolverTypeWrapper<JobPostingProblem>;
  JobSearchConditionGroupInput: JobSearchConditionGroupInput;
  JobSearchConditionInput: JobSearchConditionInput;
  JobSearchFacetInput: JobSearchFacetInput;
  JobSearchFilterGroupInput: JobSearchFilterGroupInput;
  JobSearchFulltextInput: JobSearchFulltextInput;
  JobSearchGeoLocationInput: JobSearchGeoLocationInput;
  JobSearchRequestInput: JobSearchRequestInput;
  JobSearchResult: ResolverTypeWrapper<JobSearchResult>;
  JobSearchTerm: ResolverTypeWrapper<JobSearchTerm>;
  JobView: ResolverTypeWrapper<JobView>;
  JobWizardOptionsResult: ResolverTypeWrapper<JobWizardOptionsResult>;
  JobWizardTerm: ResolverTypeWrapper<JobWizardTerm>;
  JobWorkflowAction: JobWorkflowAction;
  LandingPage: ResolverTypeWrapper<LandingPage>;
  LandingPageDetails: ResolverTypeWrapper<LandingPageDetails>;
  LanguageRequirement: ResolverTypeWrapper<LanguageRequirement>;
  LegalDocument: ResolverTypeWrapper<LegalDocument>;
  LegalVersionInput: LegalVersionInput;
  LocalizedLabel: ResolverTypeWrapper<LocalizedLabel>;
  ManagedJob: ResolverTypeWrapper<ManagedJob>;
  ManagedJobsResult: ResolverTypeWrapper<ManagedJobsResult>;
  MarkOrderPaidResult: ResolverTypeWrapper<MarkOrderPaidResult>;
  MeasurementAllowance: ResolverTypeWrapper<MeasurementAllowance>;
  MeasurementCallKind: MeasurementCallKind;
  MetaTag: ResolverTypeWrapper<MetaTag>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyApplication: ResolverTypeWrapper<MyApplication>;
  MyNewsletterChangeInput: MyNewsletterChangeInput;
  MyNewsletterSubscriptionResult: ResolverTypeWrapper<MyNewsletterSubscriptionResult>;
  NewTeamAccountInput: NewTeamAccountInput;
  NewsletterFieldError: ResolverTypeWrapper<NewsletterFieldError>;
  NewsletterIssue: ResolverTypeWrapper<NewsletterIssue>;
  NewsletterIssueInput: NewsletterIssueInput;
  NewsletterIssueListResult: ResolverTypeWrapper<NewsletterIssueListResult>;
  NewsletterIssueResult: ResolverTypeWrapper<NewsletterIssueResult>;
  NewsletterPickable: ResolverTypeWrapper<NewsletterPickable>;
  NewsletterResult: ResolverTypeWrapper<NewsletterResult>;
  NewsletterSignUpForm: ResolverTypeWrapper<NewsletterSignUpForm>;
  NewsletterSignUpInput: NewsletterSignUpInput;
  Order: ResolverTypeWrapper<Order>;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderList: ResolverTypeWrapper<OrderList>;
  OrganizationAddress: ResolverTypeWrapper<OrganizationAddress>;
  OrganizationAddressInput: OrganizationAddressInput;
  OrganizationBrochure: ResolverTypeWrapper<OrganizationBrochure>;
  OrganizationContactPerson: ResolverTypeWrapper<OrganizationContactPerson>;
  OrganizationContactPersonInput: OrganizationContactPersonInput;
  OrganizationDetails: ResolverTypeWrapper<OrganizationDetails>;
  OrganizationDirectoryInput: OrganizationDirectoryInput;
  OrganizationDirectoryPage: ResolverTypeWrapper<OrganizationDirectoryPage>;
  OrganizationEditAccess: ResolverTypeWrapper<OrganizationEditAccess>;
  OrganizationFaqEntry: ResolverTypeWrapper<OrganizationFaqEntry>;
  OrganizationFaqInput: OrganizationFaqInput;
  OrganizationFurtherLocation: ResolverTypeWrapper<OrganizationFurtherLocation>;
  OrganizationGalleryImage: ResolverTypeWrapper<OrganizationGalleryImage>;
  OrganizationLocationInput: OrganizationLocationInput;
  OrganizationParentCandidate: ResolverTypeWrapper<OrganizationParentCandidate>;
  OrganizationParentCandidatesResult: ResolverTypeWrapper<OrganizationParentCandidatesResult>;
  OrganizationProfile: ResolverTypeWrapper<OrganizationProfile>;
  OrganizationProfileError: ResolverTypeWrapper<OrganizationProfileError>;
  OrganizationProfileInput: OrganizationProfileInput;
  OrganizationProfileOptions: ResolverTypeWrapper<OrganizationProfileOptions>;
  OrganizationProfileSection: OrganizationProfileSection;
  OrganizationProfileSections: ResolverTypeWrapper<OrganizationProfileSections>;
  OrganizationProfileUpdateResult: ResolverTypeWrapper<OrganizationProfileUpdateResult>;
  OrganizationRef: ResolverTypeWrapper<OrganizationRef>;
  OrganizationSectionError: ResolverTypeWrapper<OrganizationSectionError>;
  OrganizationSectionsResult: ResolverTypeWrapper<OrganizationSectionsResult>;
  OrganizationSummary: ResolverTypeWrapper<OrganizationSummary>;
  OrganizationTeam: ResolverTypeWrapper<OrganizationTeam>;
  OrganizationTeamResult: ResolverTypeWrapper<OrganizationTeamResult>;
  OrganizationVideo: ResolverTypeWrapper<OrganizationVideo>;
  OrganizationVideoInput: OrganizationVideoInput;
  OwnResume: ResolverTypeWrapper<OwnResume>;
  OwnerContactRequest: ResolverTypeWrapper<OwnerContactRequest>;
  OwnerContactRequestList: ResolverTypeWrapper<OwnerContactRequestList>;
  PickHomeJobResult: ResolverTypeWrapper<PickHomeJobResult>;
  Place: ResolverTypeWrapper<Place>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolverTypeWrapper<PlaceOrderResult>;
  PostingOrganization: ResolverTypeWrapper<PostingOrganization>;
  ProfileImage: ResolverTypeWrapper<ProfileImage>;
  ProfileUrl: ResolverTypeWrapper<ProfileUrl>;
  PublishConsentRevisionResult: ResolverTypeWrapper<PublishConsentRevisionResult>;
  PublishLegalVersionResult: ResolverTypeWrapper<PublishLegalVersionResult>;
  QualifyingQuestion: ResolverTypeWrapper<QualifyingQuestion>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RangeInput: RangeInput;
  RecruiterResume: ResolverTypeWrapper<RecruiterResume>;
  RecruitingError: ResolverTypeWrapper<RecruitingError>;
  ResumeAlert: ResolverTypeWrapper<ResumeAlert>;
  ResumeAlertInput: ResumeAlertInput;
  ResumeAlertResult: ResolverTypeWrapper<ResumeAlertResult>;
  ResumeAttachment: ResolverTypeWrapper<ResumeAttachment>;
  ResumeAttachmentError: ResolverTypeWrapper<ResumeAttachmentError>;
  ResumeAttachmentsResult: ResolverTypeWrapper<ResumeAttachmentsResult>;
  ResumeCard: ResolverTypeWrapper<ResumeCard>;
  ResumeCompleteness: ResolverTypeWrapper<ResumeCompleteness>;
  ResumeContactSlotUsage: ResolverTypeWrapper<ResumeContactSlotUsage>;
  ResumeContent: ResolverTypeWrapper<ResumeContent>;
  ResumeDatePeriod: ResolverTypeWrapper<ResumeDatePeriod>;
  ResumeDatePeriodInput: ResumeDatePeriodInput;
  ResumeEducation: ResolverTypeWrapper<ResumeEducation>;
  ResumeEducationInput: ResumeEducationInput;
  ResumeError: ResolverTypeWrapper<ResumeError>;
  ResumeFacetCount: ResolverTypeWrapper<ResumeFacetCount>;
  ResumeImport: ResolverTypeWrapper<ResumeImport>;
  ResumeImportConfirmResult: ResolverTypeWrapper<ResumeImportConfirmResult>;
  ResumeImportEducation: ResolverTypeWrapper<ResumeImportEducation>;
  ResumeImportEducationInput: ResumeImportEducationInput;
  ResumeImportProposal: ResolverTypeWrapper<ResumeImportProposal>;
  ResumeImportProposalInput: ResumeImportProposalInput;
  ResumeImportResult: ResolverTypeWrapper<ResumeImportResult>;
  ResumeImportWork: ResolverTypeWrapper<ResumeImportWork>;
  ResumeImportWorkInput: ResumeImportWorkInput;
  ResumeJobPreferences: ResolverTypeWrapper<ResumeJobPreferences>;
  ResumeJobPreferencesInput: ResumeJobPreferencesInput;
  ResumeLanguage: ResolverTypeWrapper<ResumeLanguage>;
  ResumeLanguageInput: ResumeLanguageInput;
  ResumeLanguagesInput: ResumeLanguagesInput;
  ResumeOptions: ResolverTypeWrapper<ResumeOptions>;
  ResumeOrganization: ResolverTypeWrapper<ResumeOrganization>;
  ResumePeriod: ResolverTypeWrapper<ResumePeriod>;
  ResumePeriodInput: ResumePeriodInput;
  ResumePersonalInfo: ResolverTypeWrapper<ResumePersonalInfo>;
  ResumePersonalInfoInput: ResumePersonalInfoInput;
  ResumePlaceInput: ResumePlaceInput;
  ResumeSalary: ResolverTypeWrapper<ResumeSalary>;
  ResumeSalaryInput: ResumeSalaryInput;
  ResumeSearchInput: ResumeSearchInput;
  ResumeSearchPlace: ResolverTypeWrapper<ResumeSearchPlace>;
  ResumeSearchResult: ResolverTypeWrapper<ResumeSearchResult>;
  ResumeSkillsInput: ResumeSkillsInput;
  ResumeTerm: ResolverTypeWrapper<ResumeTerm>;
  ResumeUpdateInput: ResumeUpdateInput;
  ResumeUpdateResult: ResolverTypeWrapper<ResumeUpdateResult>;
  ResumeWorkExperience: ResolverTypeWrapper<ResumeWorkExperience>;
  ResumeWorkExperienceInput: ResumeWorkExperienceInput;
  Role: ResolverTypeWrapper<Role>;
  RouteContent: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['RouteContent']>;
  RouteError: ResolverTypeWrapper<RouteError>;
  RouteInfo: ResolverTypeWrapper<Omit<RouteInfo, 'content'> & { content?: Maybe<ResolversTypes['RouteContent']> }>;
  RouteRedirect: ResolverTypeWrapper<RouteRedirect>;
  Salary: ResolverTypeWrapper<Salary>;
  SaveAppConfigEntryResult: ResolverTypeWrapper<SaveAppConfigEntryResult>;
  SaveBlogPostResult: ResolverTypeWrapper<SaveBlogPostResult>;
  SaveCommerceProductResult: ResolverTypeWrapper<SaveCommerceProductResult>;
  SectionMoveDirection: SectionMoveDirection;
  SendContactMessageResult: ResolverTypeWrapper<SendContactMessageResult>;
  SentContactRequest: ResolverTypeWrapper<SentContactRequest>;
  SentContactRequestList: ResolverTypeWrapper<SentContactRequestList>;
  SetConsentInfoActiveResult: ResolverTypeWrapper<SetConsentInfoActiveResult>;
  SetOrganizationParentResult: ResolverTypeWrapper<SetOrganizationParentResult>;
  SetReadOnlyModeResult: ResolverTypeWrapper<SetReadOnlyModeResult>;
  SocialProfile: ResolverTypeWrapper<SocialProfile>;
  SocialProfileInput: SocialProfileInput;
  StaffAction: ResolverTypeWrapper<StaffAction>;
  StaffActionFilterInput: StaffActionFilterInput;
  StaffActionPageResult: ResolverTypeWrapper<StaffActionPageResult>;
  StaffAppConfigAnswer: ResolverTypeWrapper<StaffAppConfigAnswer>;
  StaffAppConfigEntry: ResolverTypeWrapper<StaffAppConfigEntry>;
  StaffBlogFilter: StaffBlogFilter;
  StaffBlogPost: ResolverTypeWrapper<StaffBlogPost>;
  StaffBlogPostAnswer: ResolverTypeWrapper<StaffBlogPostAnswer>;
  StaffBlogPostsAnswer: ResolverTypeWrapper<StaffBlogPostsAnswer>;
  StaffCatalogueAnswer: ResolverTypeWrapper<StaffCatalogueAnswer>;
  StaffCommerceResult: ResolverTypeWrapper<StaffCommerceResult>;
  StaffConsentInfo: ResolverTypeWrapper<StaffConsentInfo>;
  StaffConsentRevision: ResolverTypeWrapper<StaffConsentRevision>;
  StaffConsentTextsAnswer: ResolverTypeWrapper<StaffConsentTextsAnswer>;
  StaffConsoleResult: ResolverTypeWrapper<StaffConsoleResult>;
  StaffCreditAdjustment: ResolverTypeWrapper<StaffCreditAdjustment>;
  StaffCreditBalance: ResolverTypeWrapper<StaffCreditBalance>;
  StaffCreditsAnswer: ResolverTypeWrapper<StaffCreditsAnswer>;
  StaffHomeBlock: ResolverTypeWrapper<StaffHomeBlock>;
  StaffHomeHighlight: ResolverTypeWrapper<StaffHomeHighlight>;
  StaffHomePicksAnswer: ResolverTypeWrapper<StaffHomePicksAnswer>;
  StaffJob: ResolverTypeWrapper<StaffJob>;
  StaffJobActionResult: ResolverTypeWrapper<StaffJobActionResult>;
  StaffJobPageResult: ResolverTypeWrapper<StaffJobPageResult>;
  StaffLandingPage: ResolverTypeWrapper<StaffLandingPage>;
  StaffLandingPageActionResult: ResolverTypeWrapper<StaffLandingPageActionResult>;
  StaffLandingPageInput: StaffLandingPageInput;
  StaffLandingPageListResult: ResolverTypeWrapper<StaffLandingPageListResult>;
  StaffLandingPageResult: ResolverTypeWrapper<StaffLandingPageResult>;
  StaffLandingPageSaveResult: ResolverTypeWrapper<StaffLandingPageSaveResult>;
  StaffLegalPage: ResolverTypeWrapper<StaffLegalPage>;
  StaffLegalPagesAnswer: ResolverTypeWrapper<StaffLegalPagesAnswer>;
  StaffLegalVersion: ResolverTypeWrapper<StaffLegalVersion>;
  StaffOrder: ResolverTypeWrapper<StaffOrder>;
  StaffOrderFilter: StaffOrderFilter;
  StaffOrdersAnswer: ResolverTypeWrapper<StaffOrdersAnswer>;
  StaffOrganization: ResolverTypeWrapper<StaffOrganization>;
  StaffOrganizationActionResult: ResolverTypeWrapper<StaffOrganizationActionResult>;
  StaffOrganizationDetail: ResolverTypeWrapper<StaffOrganizationDetail>;
  StaffOrganizationPageResult: ResolverTypeWrapper<StaffOrganizationPageResult>;
  StaffOrganizationParent: ResolverTypeWrapper<StaffOrganizationParent>;
  StaffOrganizationResult: ResolverTypeWrapper<StaffOrganizationResult>;
  StaffProduct: ResolverTypeWrapper<StaffProduct>;
  StaffRoleChange: StaffRoleChange;
  StaffRoleChangeInput: StaffRoleChangeInput;
  StaffSection: StaffSection;
  StaffSubscription: ResolverTypeWrapper<StaffSubscription>;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  StaffUserActionResult: ResolverTypeWrapper<StaffUserActionResult>;
  StaffUserDetail: ResolverTypeWrapper<StaffUserDetail>;
  StaffUserPageResult: ResolverTypeWrapper<StaffUserPageResult>;
  StaffUserResult: ResolverTypeWrapper<StaffUserResult>;
  StaffUserRole: ResolverTypeWrapper<StaffUserRole>;
  Statistics: ResolverTypeWrapper<Statistics>;
  StatisticsCounts: ResolverTypeWrapper<StatisticsCounts>;
  StatisticsDay: ResolverTypeWrapper<StatisticsDay>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitApplicationResult: ResolverTypeWrapper<SubmitApplicationResult>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionFilters: SubscriptionFilters;
  SubscriptionList: ResolverTypeWrapper<SubscriptionList>;
  SubscriptionProduct: ResolverTypeWrapper<SubscriptionProduct>;
  SubscriptionSorting: SubscriptionSorting;
  SubscriptionStatus: ResolverTypeWrapper<SubscriptionStatus>;
  TeamChangeResult: ResolverTypeWrapper<TeamChangeResult>;
  TeamError: ResolverTypeWrapper<TeamError>;
  TeamInvitation: ResolverTypeWrapper<TeamInvitation>;
  TeamInvitationStatus: TeamInvitationStatus;
  TeamInvitationView: ResolverTypeWrapper<TeamInvitationView>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TeamMemberChange: TeamMemberChange;
  TeamRole: TeamRole;
  Term: ResolverTypeWrapper<Term>;
  TermLabel: ResolverTypeWrapper<TermLabel>;
  Translation: ResolverTypeWrapper<Translation>;
  TranslationInput: TranslationInput;
  UnpaidCardOrder: ResolverTypeWrapper<UnpaidCardOrder>;
  UnpaidCardOrderLine: ResolverTypeWrapper<UnpaidCardOrderLine>;
  UpdatableOrganizationProfile: ResolverTypeWrapper<UpdatableOrganizationProfile>;
  UpgradableJob: ResolverTypeWrapper<UpgradableJob>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<User>;
  UserOrganization: ResolverTypeWrapper<UserOrganization>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptTeamInvitationResult: AcceptTeamInvitationResult;
  AliasTranslation: AliasTranslation;
  AppConfigEntry: AppConfigEntry;
  AppConfigEntryInput: AppConfigEntryInput;
  Application: Application;
  ApplicationAnswer: ApplicationAnswer;
  ApplicationAnswerInput: ApplicationAnswerInput;
  ApplicationFieldError: ApplicationFieldError;
  ApplicationFileInfo: ApplicationFileInfo;
  ApplicationForm: ApplicationForm;
  ApplicationInput: ApplicationInput;
  ApplicationJobRef: ApplicationJobRef;
  ApplicationPrefill: ApplicationPrefill;
  ApplicationSummary: ApplicationSummary;
  AttachmentCheck: AttachmentCheck;
  BenefitInput: BenefitInput;
  BillingProfile: BillingProfile;
  BillingProfileAnswer: BillingProfileAnswer;
  BillingProfileInput: BillingProfileInput;
  BlogPost: BlogPost;
  BlogPostInput: BlogPostInput;
  BlogPostList: BlogPostList;
  BookmarkList: BookmarkList;
  BookmarkResult: BookmarkResult;
  BookmarkSisterSite: BookmarkSisterSite;
  BookmarkedJob: BookmarkedJob;
  Boolean: Scalars['Boolean']['output'];
  CancelOrderResult: CancelOrderResult;
  CardCheckoutInput: CardCheckoutInput;
  CardCheckoutResult: CardCheckoutResult;
  CardPayment: CardPayment;
  CartLineInput: CartLineInput;
  ChangeApplicationStatusResult: ChangeApplicationStatusResult;
  CommerceProduct: CommerceProduct;
  CommerceProductInput: CommerceProductInput;
  ConsentInfoRef: ConsentInfoRef;
  ConsentRevisionInput: ConsentRevisionInput;
  ContactDecisionResult: ContactDecisionResult;
  ContactFieldError: ContactFieldError;
  ContactMessageInput: ContactMessageInput;
  ContactRequest: ContactRequest;
  ContactRequestInput: ContactRequestInput;
  ContactRequestResult: ContactRequestResult;
  CreateJobAlertInput: CreateJobAlertInput;
  CreateJobAlertResult: CreateJobAlertResult;
  CreditAdjustmentInput: CreditAdjustmentInput;
  CreditAdjustmentResult: CreditAdjustmentResult;
  CreditBalance: CreditBalance;
  CreditNote: CreditNote;
  DeleteBlogPostResult: DeleteBlogPostResult;
  DirectoryFacet: DirectoryFacet;
  DirectoryFacetValue: DirectoryFacetValue;
  DirectoryOrganization: DirectoryOrganization;
  DirectoryTerm: DirectoryTerm;
  EditableJob: EditableJob;
  EditableJobResult: EditableJobResult;
  EndHomePickResult: EndHomePickResult;
  EndSubscriptionResult: EndSubscriptionResult;
  FacetEntry: FacetEntry;
  FacetGroup: FacetGroup;
  FacetValue: FacetValue;
  Float: Scalars['Float']['output'];
  GdprConsentCheck: GdprConsentCheck;
  GdprConsentInfo: GdprConsentInfo;
  GdprUserConsent: GdprUserConsent;
  GdprUserConsentResult: GdprUserConsentResult;
  HomePickInput: HomePickInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  InvoicePdf: InvoicePdf;
  Job: Job;
  JobAlert: JobAlert;
  JobAlertResult: JobAlertResult;
  JobApplicationChannel: JobApplicationChannel;
  JobApplicationList: JobApplicationList;
  JobApplicationSettings: JobApplicationSettings;
  JobApplicationSettingsInput: JobApplicationSettingsInput;
  JobAvailability: JobAvailability;
  JobDetails: JobDetails;
  JobFile: JobFile;
  JobImportMapping: JobImportMapping;
  JobImportMappingInput: JobImportMappingInput;
  JobImportRefusal: JobImportRefusal;
  JobImportRule: JobImportRule;
  JobImportRuleInput: JobImportRuleInput;
  JobImportRun: JobImportRun;
  JobImportTerm: JobImportTerm;
  JobImporter: JobImporter;
  JobImporterDetail: JobImporterDetail;
  JobImporterInput: JobImporterInput;
  JobImporterList: JobImporterList;
  JobImporterOptions: JobImporterOptions;
  JobImporterOrganization: JobImporterOrganization;
  JobImporterOutcome: JobImporterOutcome;
  JobImporterProblem: JobImporterProblem;
  JobLanguage: JobLanguage;
  JobLanguageInput: JobLanguageInput;
  JobList: JobList;
  JobLocation: JobLocation;
  JobOrganization: JobOrganization;
  JobPosting: JobPosting;
  JobPostingAddress: JobPostingAddress;
  JobPostingAddressInput: JobPostingAddressInput;
  JobPostingInput: JobPostingInput;
  JobPostingOutcome: JobPostingOutcome;
  JobPostingProblem: JobPostingProblem;
  JobSearchConditionGroupInput: JobSearchConditionGroupInput;
  JobSearchConditionInput: JobSearchConditionInput;
  JobSearchFacetInput: JobSearchFacetInput;
  JobSearchFilterGroupInput: JobSearchFilterGroupInput;
  JobSearchFulltextInput: JobSearchFulltextInput;
  JobSearchGeoLocationInput: JobSearchGeoLocationInput;
  JobSearchRequestInput: JobSearchRequestInput;
  JobSearchResult: JobSearchResult;
  JobSearchTerm: JobSearchTerm;
  JobView: JobView;
  JobWizardOptionsResult: JobWizardOptionsResult;
  JobWizardTerm: JobWizardTerm;
  LandingPage: LandingPage;
  LandingPageDetails: LandingPageDetails;
  LanguageRequirement: LanguageRequirement;
  LegalDocument: LegalDocument;
  LegalVersionInput: LegalVersionInput;
  LocalizedLabel: LocalizedLabel;
  ManagedJob: ManagedJob;
  ManagedJobsResult: ManagedJobsResult;
  MarkOrderPaidResult: MarkOrderPaidResult;
  MeasurementAllowance: MeasurementAllowance;
  MetaTag: MetaTag;
  Mutation: Record<PropertyKey, never>;
  MyApplication: MyApplication;
  MyNewsletterChangeInput: MyNewsletterChangeInput;
  MyNewsletterSubscriptionResult: MyNewsletterSubscriptionResult;
  NewTeamAccountInput: NewTeamAccountInput;
  NewsletterFieldError: NewsletterFieldError;
  NewsletterIssue: NewsletterIssue;
  NewsletterIssueInput: NewsletterIssueInput;
  NewsletterIssueListResult: NewsletterIssueListResult;
  NewsletterIssueResult: NewsletterIssueResult;
  NewsletterPickable: NewsletterPickable;
  NewsletterResult: NewsletterResult;
  NewsletterSignUpForm: NewsletterSignUpForm;
  NewsletterSignUpInput: NewsletterSignUpInput;
  Order: Order;
  OrderLine: OrderLine;
  OrderList: OrderList;
  OrganizationAddress: OrganizationAddress;
  OrganizationAddressInput: OrganizationAddressInput;
  OrganizationBrochure: OrganizationBrochure;
  OrganizationContactPerson: OrganizationContactPerson;
  OrganizationContactPersonInput: OrganizationContactPersonInput;
  OrganizationDetails: OrganizationDetails;
  OrganizationDirectoryInput: OrganizationDirectoryInput;
  OrganizationDirectoryPage: OrganizationDirectoryPage;
  OrganizationEditAccess: OrganizationEditAccess;
  OrganizationFaqEntry: OrganizationFaqEntry;
  OrganizationFaqInput: OrganizationFaqInput;
  OrganizationFurtherLocation: OrganizationFurtherLocation;
  OrganizationGalleryImage: OrganizationGalleryImage;
  OrganizationLocationInput: OrganizationLocationInput;
  OrganizationParentCandidate: OrganizationParentCandidate;
  OrganizationParentCandidatesResult: OrganizationParentCandidatesResult;
  OrganizationProfile: OrganizationProfile;
  OrganizationProfileError: OrganizationProfileError;
  OrganizationProfileInput: OrganizationProfileInput;
  OrganizationProfileOptions: OrganizationProfileOptions;
  OrganizationProfileSections: OrganizationProfileSections;
  OrganizationProfileUpdateResult: OrganizationProfileUpdateResult;
  OrganizationRef: OrganizationRef;
  OrganizationSectionError: OrganizationSectionError;
  OrganizationSectionsResult: OrganizationSectionsResult;
  OrganizationSummary: OrganizationSummary;
  OrganizationTeam: OrganizationTeam;
  OrganizationTeamResult: OrganizationTeamResult;
  OrganizationVideo: OrganizationVideo;
  OrganizationVideoInput: OrganizationVideoInput;
  OwnResume: OwnResume;
  OwnerContactRequest: OwnerContactRequest;
  OwnerContactRequestList: OwnerContactRequestList;
  PickHomeJobResult: PickHomeJobResult;
  Place: Place;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: PlaceOrderResult;
  PostingOrganization: PostingOrganization;
  ProfileImage: ProfileImage;
  ProfileUrl: ProfileUrl;
  PublishConsentRevisionResult: PublishConsentRevisionResult;
  PublishLegalVersionResult: PublishLegalVersionResult;
  QualifyingQuestion: QualifyingQuestion;
  Query: Record<PropertyKey, never>;
  RangeInput: RangeInput;
  RecruiterResume: RecruiterResume;
  RecruitingError: RecruitingError;
  ResumeAlert: ResumeAlert;
  ResumeAlertInput: ResumeAlertInput;
  ResumeAlertResult: ResumeAlertResult;
  ResumeAttachment: ResumeAttachment;
  ResumeAttachmentError: ResumeAttachmentError;
  ResumeAttachmentsResult: ResumeAttachmentsResult;
  ResumeCard: ResumeCard;
  ResumeCompleteness: ResumeCompleteness;
  ResumeContactSlotUsage: ResumeContactSlotUsage;
  ResumeContent: ResumeContent;
  ResumeDatePeriod: ResumeDatePeriod;
  ResumeDatePeriodInput: ResumeDatePeriodInput;
  ResumeEducation: ResumeEducation;
  ResumeEducationInput: ResumeEducationInput;
  ResumeError: ResumeError;
  ResumeFacetCount: ResumeFacetCount;
  ResumeImport: ResumeImport;
  ResumeImportConfirmResult: ResumeImportConfirmResult;
  ResumeImportEducation: ResumeImportEducation;
  ResumeImportEducationInput: ResumeImportEducationInput;
  ResumeImportProposal: ResumeImportProposal;
  ResumeImportProposalInput: ResumeImportProposalInput;
  ResumeImportResult: ResumeImportResult;
  ResumeImportWork: ResumeImportWork;
  ResumeImportWorkInput: ResumeImportWorkInput;
  ResumeJobPreferences: ResumeJobPreferences;
  ResumeJobPreferencesInput: ResumeJobPreferencesInput;
  ResumeLanguage: ResumeLanguage;
  ResumeLanguageInput: ResumeLanguageInput;
  ResumeLanguagesInput: ResumeLanguagesInput;
  ResumeOptions: ResumeOptions;
  ResumeOrganization: ResumeOrganization;
  ResumePeriod: ResumePeriod;
  ResumePeriodInput: ResumePeriodInput;
  ResumePersonalInfo: ResumePersonalInfo;
  ResumePersonalInfoInput: ResumePersonalInfoInput;
  ResumePlaceInput: ResumePlaceInput;
  ResumeSalary: ResumeSalary;
  ResumeSalaryInput: ResumeSalaryInput;
  ResumeSearchInput: ResumeSearchInput;
  ResumeSearchPlace: ResumeSearchPlace;
  ResumeSearchResult: ResumeSearchResult;
  ResumeSkillsInput: ResumeSkillsInput;
  ResumeTerm: ResumeTerm;
  ResumeUpdateInput: ResumeUpdateInput;
  ResumeUpdateResult: ResumeUpdateResult;
  ResumeWorkExperience: ResumeWorkExperience;
  ResumeWorkExperienceInput: ResumeWorkExperienceInput;
  Role: Role;
  RouteContent: ResolversInterfaceTypes<ResolversParentTypes>['RouteContent'];
  RouteError: RouteError;
  RouteInfo: Omit<RouteInfo, 'content'> & { content?: Maybe<ResolversParentTypes['RouteContent']> };
  RouteRedirect: RouteRedirect;
  Salary: Salary;
  SaveAppConfigEntryResult: SaveAppConfigEntryResult;
  SaveBlogPostResult: SaveBlogPostResult;
  SaveCommerceProductResult: SaveCommerceProductResult;
  SendContactMessageResult: SendContactMessageResult;
  SentContactRequest: SentContactRequest;
  SentContactRequestList: SentContactRequestList;
  SetConsentInfoActiveResult: SetConsentInfoActiveResult;
  SetOrganizationParentResult: SetOrganizationParentResult;
  SetReadOnlyModeResult: SetReadOnlyModeResult;
  SocialProfile: SocialProfile;
  SocialProfileInput: SocialProfileInput;
  StaffAction: StaffAction;
  StaffActionFilterInput: StaffActionFilterInput;
  StaffActionPageResult: StaffActionPageResult;
  StaffAppConfigAnswer: StaffAppConfigAnswer;
  StaffAppConfigEntry: StaffAppConfigEntry;
  StaffBlogFilter: StaffBlogFilter;
  StaffBlogPost: StaffBlogPost;
  StaffBlogPostAnswer: StaffBlogPostAnswer;
  StaffBlogPostsAnswer: StaffBlogPostsAnswer;
  StaffCatalogueAnswer: StaffCatalogueAnswer;
  StaffCommerceResult: StaffCommerceResult;
  StaffConsentInfo: StaffConsentInfo;
  StaffConsentRevision: StaffConsentRevision;
  StaffConsentTextsAnswer: StaffConsentTextsAnswer;
  StaffConsoleResult: StaffConsoleResult;
  StaffCreditAdjustment: StaffCreditAdjustment;
  StaffCreditBalance: StaffCreditBalance;
  StaffCreditsAnswer: StaffCreditsAnswer;
  StaffHomeBlock: StaffHomeBlock;
  StaffHomeHighlight: StaffHomeHighlight;
  StaffHomePicksAnswer: StaffHomePicksAnswer;
  StaffJob: StaffJob;
  StaffJobActionResult: StaffJobActionResult;
  StaffJobPageResult: StaffJobPageResult;
  StaffLandingPage: StaffLandingPage;
  StaffLandingPageActionResult: StaffLandingPageActionResult;
  StaffLandingPageInput: StaffLandingPageInput;
  StaffLandingPageListResult: StaffLandingPageListResult;
  StaffLandingPageResult: StaffLandingPageResult;
  StaffLandingPageSaveResult: StaffLandingPageSaveResult;
  StaffLegalPage: StaffLegalPage;
  StaffLegalPagesAnswer: StaffLegalPagesAnswer;
  StaffLegalVersion: StaffLegalVersion;
  StaffOrder: StaffOrder;
  StaffOrderFilter: StaffOrderFilter;
  StaffOrdersAnswer: StaffOrdersAnswer;
  StaffOrganization: StaffOrganization;
  StaffOrganizationActionResult: StaffOrganizationActionResult;
  StaffOrganizationDetail: StaffOrganizationDetail;
  StaffOrganizationPageResult: StaffOrganizationPageResult;
  StaffOrganizationParent: StaffOrganizationParent;
  StaffOrganizationResult: StaffOrganizationResult;
  StaffProduct: StaffProduct;
  StaffRoleChangeInput: StaffRoleChangeInput;
  StaffSubscription: StaffSubscription;
  StaffUser: StaffUser;
  StaffUserActionResult: StaffUserActionResult;
  StaffUserDetail: StaffUserDetail;
  StaffUserPageResult: StaffUserPageResult;
  StaffUserResult: StaffUserResult;
  StaffUserRole: StaffUserRole;
  Statistics: Statistics;
  StatisticsCounts: StatisticsCounts;
  StatisticsDay: StatisticsDay;
  String: Scalars['String']['output'];
  SubmitApplicationResult: SubmitApplicationResult;
  Subscription: Record<PropertyKey, never>;
  SubscriptionFilters: SubscriptionFilters;
  SubscriptionList: SubscriptionList;
  SubscriptionProduct: SubscriptionProduct;
  SubscriptionSorting: SubscriptionSorting;
  SubscriptionStatus: SubscriptionStatus;
  TeamChangeResult: TeamChangeResult;
  TeamError: TeamError;
  TeamInvitation: TeamInvitation;
  TeamInvitationView: TeamInvitationView;
  TeamMember: TeamMember;
  Term: Term;
  TermLabel: TermLabel;
  Translation: Translation;
  TranslationInput: TranslationInput;
  UnpaidCardOrder: UnpaidCardOrder;
  UnpaidCardOrderLine: UnpaidCardOrderLine;
  UpdatableOrganizationProfile: UpdatableOrganizationProfile;
  UpgradableJob: UpgradableJob;
  Upload: Scalars['Upload']['output'];
  User: User;
  UserOrganization: UserOrganization;
};

export type AcceptTeamInvitationResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AcceptTeamInvitationResult'] = ResolversParentTypes['AcceptTeamInvitationResult']> = {
  accountCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['TeamError']>, ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AliasTranslationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AliasTranslation'] = ResolversParentTypes['AliasTranslation']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  langcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppConfigEntryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AppConfigEntry'] = ResolversParentTypes['AppConfigEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = {
  answers?: Resolver<ReadonlyArray<ResolversTypes['ApplicationAnswer']>, ParentType, ContextType>;
  coverLetter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<ReadonlyArray<ResolversTypes['ApplicationFileInfo']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['ApplicationJobRef'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manageable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextStatuses?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusChangedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ApplicationAnswer'] = ResolversParentTypes['ApplicationAnswer']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationFieldErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ApplicationFieldError'] = ResolversParentTypes['ApplicationFieldError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApplicationFileInfoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ApplicationFileInfo'] = ResolversParentTypes['ApplicationFileInfo']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationFormResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ApplicationForm'] = ResolversParentTypes['ApplicationForm']> = {
  job?: Resolver<ResolversTypes['ApplicationJobRef'], ParentType, ContextType>;
  prefill?: Resolver<ResolversTypes['ApplicationPrefill'], ParentType, ContextType>;
  privacyText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<ReadonlyArray<ResolversTypes['QualifyingQuestion']>, ParentType, ContextType>;
  requireCoverLetter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requireCv?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requireQuestions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resumeAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ApplicationJobRefResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ApplicationJobRef'] = ResolversParentTypes['ApplicationJobRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationPrefillResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ApplicationPrefill'] = ResolversParentTypes['ApplicationPrefill']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationSummaryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ApplicationSummary'] = ResolversParentTypes['ApplicationSummary']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttachmentCheckResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AttachmentCheck'] = ResolversParentTypes['AttachmentCheck']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  detectedType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingProfileResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['BillingProfile'] = ResolversParentTypes['BillingProfile']> = {
  addressLine1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressLine2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillingProfileAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['BillingProfileAnswer'] = ResolversParentTypes['BillingProfileAnswer']> = {
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['BillingProfile']>, ParentType, ContextType>;
};

export type BlogPostResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sites?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  teaser?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlogPostListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['BlogPostList'] = ResolversParentTypes['BlogPostList']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookmarkListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['BookmarkList'] = ResolversParentTypes['BookmarkList']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['BookmarkedJob']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookmarkResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['BookmarkResult'] = ResolversParentTypes['BookmarkResult']> = {
  bookmarked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BookmarkSisterSiteResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['BookmarkSisterSite'] = ResolversParentTypes['BookmarkSisterSite']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookmarkedJobResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['BookmarkedJob'] = ResolversParentTypes['BookmarkedJob']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookmarkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['JobPosting'], ParentType, ContextType>;
  liveOn?: Resolver<Maybe<ResolversTypes['BookmarkSisterSite']>, ParentType, ContextType>;
};

export type CancelOrderResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CancelOrderResult'] = ResolversParentTypes['CancelOrderResult']> = {
  creditNoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CardCheckoutResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CardCheckoutResult'] = ResolversParentTypes['CardCheckoutResult']> = {
  currentNetCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CardPaymentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CardPayment'] = ResolversParentTypes['CardPayment']> = {
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangeApplicationStatusResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ChangeApplicationStatusResult'] = ResolversParentTypes['ChangeApplicationStatusResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CommerceProductResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CommerceProduct'] = ResolversParentTypes['CommerceProduct']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resumeContactSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runtimeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upgradeKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsentInfoRefResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ConsentInfoRef'] = ResolversParentTypes['ConsentInfoRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContactDecisionResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ContactDecisionResult'] = ResolversParentTypes['ContactDecisionResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['RecruitingError']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactFieldErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ContactFieldError'] = ResolversParentTypes['ContactFieldError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactRequestResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ContactRequest'] = ResolversParentTypes['ContactRequest']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactRequestResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ContactRequestResult'] = ResolversParentTypes['ContactRequestResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['RecruitingError']>, ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['ContactRequest']>, ParentType, ContextType>;
};

export type CreateJobAlertResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CreateJobAlertResult'] = ResolversParentTypes['CreateJobAlertResult']> = {
  alert?: Resolver<Maybe<ResolversTypes['JobAlert']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreditAdjustmentResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CreditAdjustmentResult'] = ResolversParentTypes['CreditAdjustmentResult']> = {
  balance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreditBalanceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CreditBalance'] = ResolversParentTypes['CreditBalance']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frontend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = {
  grossCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeleteBlogPostResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DeleteBlogPostResult'] = ResolversParentTypes['DeleteBlogPostResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DirectoryFacetResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DirectoryFacet'] = ResolversParentTypes['DirectoryFacet']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<ReadonlyArray<ResolversTypes['DirectoryFacetValue']>, ParentType, ContextType>;
};

export type DirectoryFacetValueResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DirectoryFacetValue'] = ResolversParentTypes['DirectoryFacetValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DirectoryOrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DirectoryOrganization'] = ResolversParentTypes['DirectoryOrganization']> = {
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DirectoryTermResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DirectoryTerm'] = ResolversParentTypes['DirectoryTerm']> = {
  aliases?: Resolver<ReadonlyArray<ResolversTypes['Translation']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<ReadonlyArray<ResolversTypes['Translation']>, ParentType, ContextType>;
};

export type EditableJobResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['EditableJob'] = ResolversParentTypes['EditableJob']> = {
  actions?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['JobPostingAddress'], ParentType, ContextType>;
  application?: Resolver<ResolversTypes['JobApplicationSettings'], ParentType, ContextType>;
  availableFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  availableUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasLogo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  languages?: Resolver<ReadonlyArray<ResolversTypes['JobLanguage']>, ParentType, ContextType>;
  languagesText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salaryCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salaryMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  salaryMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  salaryText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salaryUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sites?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  skills?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  skillsText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termIds?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workflowState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditableJobResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['EditableJobResult'] = ResolversParentTypes['EditableJobResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['EditableJob']>, ParentType, ContextType>;
};

export type EndHomePickResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['EndHomePickResult'] = ResolversParentTypes['EndHomePickResult']> = {
  ended?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EndSubscriptionResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['EndSubscriptionResult'] = ResolversParentTypes['EndSubscriptionResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FacetEntryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['FacetEntry'] = ResolversParentTypes['FacetEntry']> = {
  estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fieldName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<ReadonlyArray<ResolversTypes['FacetGroup']>, ParentType, ContextType>;
  multiple?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<ReadonlyArray<ResolversTypes['FacetValue']>, ParentType, ContextType>;
};

export type FacetGroupResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['FacetGroup'] = ResolversParentTypes['FacetGroup']> = {
  children?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacetValueResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  aliasTranslation?: Resolver<ReadonlyArray<ResolversTypes['AliasTranslation']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GdprConsentCheckResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['GdprConsentCheck'] = ResolversParentTypes['GdprConsentCheck']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoRevisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GdprConsentInfoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['GdprConsentInfo'] = ResolversParentTypes['GdprConsentInfo']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoRevisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GdprUserConsentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['GdprUserConsent'] = ResolversParentTypes['GdprUserConsent']> = {
  consentedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoRevisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GdprUserConsentResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['GdprUserConsentResult'] = ResolversParentTypes['GdprUserConsentResult']> = {
  consent?: Resolver<Maybe<ResolversTypes['GdprUserConsent']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  dueAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoicePdfResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['InvoicePdf'] = ResolversParentTypes['InvoicePdf']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metatags?: Resolver<ReadonlyArray<ResolversTypes['MetaTag']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type JobAlertResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobAlert'] = ResolversParentTypes['JobAlert']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['AlertFrequency'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDueAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobAlertResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobAlertResult'] = ResolversParentTypes['JobAlertResult']> = {
  alert?: Resolver<Maybe<ResolversTypes['JobAlert']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobApplicationChannelResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobApplicationChannel'] = ResolversParentTypes['JobApplicationChannel']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobApplicationListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobApplicationList'] = ResolversParentTypes['JobApplicationList']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['ApplicationSummary']>, ParentType, ContextType>;
  job?: Resolver<ResolversTypes['ApplicationJobRef'], ParentType, ContextType>;
};

export type JobApplicationSettingsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobApplicationSettings'] = ResolversParentTypes['JobApplicationSettings']> = {
  emails?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  qualifyingQuestions?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  requireCoverLetter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requireCv?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requireQualifyingQuestions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workflow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobAvailabilityResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobAvailability'] = ResolversParentTypes['JobAvailability']> = {
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobDetailsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobDetails'] = ResolversParentTypes['JobDetails']> = {
  application?: Resolver<ResolversTypes['JobApplicationChannel'], ParentType, ContextType>;
  availability?: Resolver<Maybe<ResolversTypes['JobAvailability']>, ParentType, ContextType>;
  degreeLevels?: Resolver<ReadonlyArray<ResolversTypes['Term']>, ParentType, ContextType>;
  fieldsOfStudy?: Resolver<ReadonlyArray<ResolversTypes['Term']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['JobFile']>, ParentType, ContextType>;
  languages?: Resolver<ReadonlyArray<ResolversTypes['LanguageRequirement']>, ParentType, ContextType>;
  languagesText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salaryText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skills?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  skillsText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobFileResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobFile'] = ResolversParentTypes['JobFile']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobImportMappingResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImportMapping'] = ResolversParentTypes['JobImportMapping']> = {
  defaultTermIds?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  rules?: Resolver<ReadonlyArray<ResolversTypes['JobImportRule']>, ParentType, ContextType>;
  vocabulary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobImportRefusalResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImportRefusal'] = ResolversParentTypes['JobImportRefusal']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobImportRuleResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImportRule'] = ResolversParentTypes['JobImportRule']> = {
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type JobImportRunResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImportRun'] = ResolversParentTypes['JobImportRun']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refusals?: Resolver<ReadonlyArray<ResolversTypes['JobImportRefusal']>, ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unpublished?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobImportTermResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImportTerm'] = ResolversParentTypes['JobImportTerm']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vocabulary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobImporterResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImporter'] = ResolversParentTypes['JobImporter']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failedRuns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['JobImportFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intervalHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastRun?: Resolver<Maybe<ResolversTypes['JobImportRun']>, ParentType, ContextType>;
  mapping?: Resolver<ReadonlyArray<ResolversTypes['JobImportMapping']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRunAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobImporterDetailResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImporterDetail'] = ResolversParentTypes['JobImporterDetail']> = {
  access?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  importer?: Resolver<Maybe<ResolversTypes['JobImporter']>, ParentType, ContextType>;
  runs?: Resolver<ReadonlyArray<ResolversTypes['JobImportRun']>, ParentType, ContextType>;
};

export type JobImporterListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImporterList'] = ResolversParentTypes['JobImporterList']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  importers?: Resolver<ReadonlyArray<ResolversTypes['JobImporter']>, ParentType, ContextType>;
  mayCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type JobImporterOptionsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImporterOptions'] = ResolversParentTypes['JobImporterOptions']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  organizations?: Resolver<ReadonlyArray<ResolversTypes['JobImporterOrganization']>, ParentType, ContextType>;
  terms?: Resolver<ReadonlyArray<ResolversTypes['JobImportTerm']>, ParentType, ContextType>;
};

export type JobImporterOrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImporterOrganization'] = ResolversParentTypes['JobImporterOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobImporterOutcomeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImporterOutcome'] = ResolversParentTypes['JobImporterOutcome']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  problems?: Resolver<ReadonlyArray<ResolversTypes['JobImporterProblem']>, ParentType, ContextType>;
};

export type JobImporterProblemResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobImporterProblem'] = ResolversParentTypes['JobImporterProblem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobLanguageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobLanguage'] = ResolversParentTypes['JobLanguage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobList'] = ResolversParentTypes['JobList']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['JobPosting']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobLocationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobLocation'] = ResolversParentTypes['JobLocation']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  locality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobOrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobOrganization'] = ResolversParentTypes['JobOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobPostingResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobPosting'] = ResolversParentTypes['JobPosting']> = {
  descriptionHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['JobDetails']>, ParentType, ContextType>;
  employmentTypes?: Resolver<ReadonlyArray<ResolversTypes['Term']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  industries?: Resolver<ReadonlyArray<ResolversTypes['Term']>, ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['JobLocation'], ParentType, ContextType>;
  occupations?: Resolver<ReadonlyArray<ResolversTypes['Term']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['JobOrganization'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remoteOptions?: Resolver<ReadonlyArray<ResolversTypes['Term']>, ParentType, ContextType>;
  salary?: Resolver<Maybe<ResolversTypes['Salary']>, ParentType, ContextType>;
  sites?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yearsOfExperience?: Resolver<ReadonlyArray<ResolversTypes['Term']>, ParentType, ContextType>;
};

export type JobPostingAddressResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobPostingAddress'] = ResolversParentTypes['JobPostingAddress']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobPostingOutcomeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobPostingOutcome'] = ResolversParentTypes['JobPostingOutcome']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  problems?: Resolver<ReadonlyArray<ResolversTypes['JobPostingProblem']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobPostingProblemResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobPostingProblem'] = ResolversParentTypes['JobPostingProblem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobSearchResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobSearchResult'] = ResolversParentTypes['JobSearchResult']> = {
  distancesKm?: Resolver<ReadonlyArray<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
  facets?: Resolver<ReadonlyArray<ResolversTypes['FacetEntry']>, ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['JobPosting']>, ParentType, ContextType>;
  top?: Resolver<ReadonlyArray<ResolversTypes['Boolean']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type JobSearchTermResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobSearchTerm'] = ResolversParentTypes['JobSearchTerm']> = {
  aliases?: Resolver<ReadonlyArray<ResolversTypes['Translation']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<ReadonlyArray<ResolversTypes['Translation']>, ParentType, ContextType>;
};

export type JobViewResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobView'] = ResolversParentTypes['JobView']> = {
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['JobPosting'], ParentType, ContextType>;
};

export type JobWizardOptionsResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobWizardOptionsResult'] = ResolversParentTypes['JobWizardOptionsResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizations?: Resolver<ReadonlyArray<ResolversTypes['PostingOrganization']>, ParentType, ContextType>;
  review?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  terms?: Resolver<ReadonlyArray<ResolversTypes['JobWizardTerm']>, ParentType, ContextType>;
  toolbar?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobWizardTermResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['JobWizardTerm'] = ResolversParentTypes['JobWizardTerm']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vocabulary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LandingPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['LandingPage'] = ResolversParentTypes['LandingPage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metatags?: Resolver<ReadonlyArray<ResolversTypes['MetaTag']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LandingPageDetailsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['LandingPageDetails'] = ResolversParentTypes['LandingPageDetails']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchHref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchQuery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LanguageRequirementResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['LanguageRequirement'] = ResolversParentTypes['LanguageRequirement']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LegalDocumentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['LegalDocument'] = ResolversParentTypes['LegalDocument']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocalizedLabelResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['LocalizedLabel'] = ResolversParentTypes['LocalizedLabel']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<ReadonlyArray<ResolversTypes['Translation']>, ParentType, ContextType>;
};

export type ManagedJobResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ManagedJob'] = ResolversParentTypes['ManagedJob']> = {
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['EditableJob'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManagedJobsResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ManagedJobsResult'] = ResolversParentTypes['ManagedJobsResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['ManagedJob']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarkOrderPaidResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['MarkOrderPaidResult'] = ResolversParentTypes['MarkOrderPaidResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MeasurementAllowanceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['MeasurementAllowance'] = ResolversParentTypes['MeasurementAllowance']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MetaTagResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['MetaTag'] = ResolversParentTypes['MetaTag']> = {
  meta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptOrganizationInvitation?: Resolver<ResolversTypes['AcceptTeamInvitationResult'], ParentType, ContextType, RequireFields<MutationAcceptOrganizationInvitationArgs, 'token'>>;
  acceptTerms?: Resolver<ResolversTypes['GdprUserConsentResult'], ParentType, ContextType, RequireFields<MutationAcceptTermsArgs, 'infoId' | 'mail'>>;
  addMyResumeAttachments?: Resolver<ResolversTypes['ResumeAttachmentsResult'], ParentType, ContextType, RequireFields<MutationAddMyResumeAttachmentsArgs, 'files'>>;
  addOrganizationBrochure?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationAddOrganizationBrochureArgs, 'file' | 'organizationId' | 'title'>>;
  addOrganizationContactPerson?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationAddOrganizationContactPersonArgs, 'input' | 'organizationId'>>;
  addOrganizationFaq?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationAddOrganizationFaqArgs, 'input' | 'organizationId'>>;
  addOrganizationGalleryImage?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationAddOrganizationGalleryImageArgs, 'altText' | 'image' | 'organizationId'>>;
  addOrganizationLocation?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationAddOrganizationLocationArgs, 'input' | 'organizationId'>>;
  addOrganizationVideo?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationAddOrganizationVideoArgs, 'input' | 'organizationId'>>;
  adjustOrganizationCredits?: Resolver<ResolversTypes['CreditAdjustmentResult'], ParentType, ContextType, RequireFields<MutationAdjustOrganizationCreditsArgs, 'input'>>;
  allowMeasurementCall?: Resolver<ResolversTypes['MeasurementAllowance'], ParentType, ContextType, RequireFields<MutationAllowMeasurementCallArgs, 'kind'>>;
  answerOrganizationOwnershipOffer?: Resolver<ResolversTypes['TeamChangeResult'], ParentType, ContextType, RequireFields<MutationAnswerOrganizationOwnershipOfferArgs, 'accept' | 'organizationId'>>;
  bookmarkJob?: Resolver<ResolversTypes['BookmarkResult'], ParentType, ContextType, RequireFields<MutationBookmarkJobArgs, 'jobId'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderResult'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId' | 'reason'>>;
  changeApplicationStatus?: Resolver<ResolversTypes['ChangeApplicationStatusResult'], ParentType, ContextType, RequireFields<MutationChangeApplicationStatusArgs, 'id' | 'status'>>;
  changeMyNewsletterSubscription?: Resolver<ResolversTypes['MyNewsletterSubscriptionResult'], ParentType, ContextType, RequireFields<MutationChangeMyNewsletterSubscriptionArgs, 'input'>>;
  changeOrganizationMember?: Resolver<ResolversTypes['TeamChangeResult'], ParentType, ContextType, RequireFields<MutationChangeOrganizationMemberArgs, 'change' | 'organizationId' | 'userId'>>;
  changeResumeAlertInterval?: Resolver<ResolversTypes['ResumeAlertResult'], ParentType, ContextType, RequireFields<MutationChangeResumeAlertIntervalArgs, 'id' | 'intervalSeconds'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffUserActionResult'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'input'>>;
  checkAttachments?: Resolver<ReadonlyArray<ResolversTypes['AttachmentCheck']>, ParentType, ContextType, RequireFields<MutationCheckAttachmentsArgs, 'files'>>;
  confirmJobAlert?: Resolver<ResolversTypes['JobAlertResult'], ParentType, ContextType, RequireFields<MutationConfirmJobAlertArgs, 'token'>>;
  confirmMyResumeImport?: Resolver<ResolversTypes['ResumeImportConfirmResult'], ParentType, ContextType, RequireFields<MutationConfirmMyResumeImportArgs, 'id' | 'proposal'>>;
  confirmNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterArgs, 'token'>>;
  countJobEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCountJobEventArgs, 'jobId' | 'kind'>>;
  createGdprUserConsent?: Resolver<ResolversTypes['GdprUserConsentResult'], ParentType, ContextType, RequireFields<MutationCreateGdprUserConsentArgs, 'infoId' | 'mail'>>;
  createJobAlert?: Resolver<ResolversTypes['CreateJobAlertResult'], ParentType, ContextType, RequireFields<MutationCreateJobAlertArgs, 'input'>>;
  decideContactRequest?: Resolver<ResolversTypes['ContactDecisionResult'], ParentType, ContextType, RequireFields<MutationDecideContactRequestArgs, 'action' | 'id'>>;
  deleteBlogPost?: Resolver<ResolversTypes['DeleteBlogPostResult'], ParentType, ContextType, RequireFields<MutationDeleteBlogPostArgs, 'confirmed' | 'id'>>;
  deleteJobAlert?: Resolver<ResolversTypes['JobAlertResult'], ParentType, ContextType, RequireFields<MutationDeleteJobAlertArgs, 'id'>>;
  deleteJobImporter?: Resolver<ResolversTypes['JobImporterOutcome'], ParentType, ContextType, RequireFields<MutationDeleteJobImporterArgs, 'id'>>;
  deleteResumeAlert?: Resolver<ResolversTypes['ResumeAlertResult'], ParentType, ContextType, RequireFields<MutationDeleteResumeAlertArgs, 'id'>>;
  deleteStaffJob?: Resolver<ResolversTypes['StaffJobActionResult'], ParentType, ContextType, RequireFields<MutationDeleteStaffJobArgs, 'confirmed' | 'id'>>;
  deleteStaffLandingPage?: Resolver<ResolversTypes['StaffLandingPageActionResult'], ParentType, ContextType, RequireFields<MutationDeleteStaffLandingPageArgs, 'confirmed' | 'id'>>;
  endHomePick?: Resolver<ResolversTypes['EndHomePickResult'], ParentType, ContextType, RequireFields<MutationEndHomePickArgs, 'pickId'>>;
  endSubscription?: Resolver<ResolversTypes['EndSubscriptionResult'], ParentType, ContextType, RequireFields<MutationEndSubscriptionArgs, 'reason' | 'subscriptionId'>>;
  endUserSessions?: Resolver<ResolversTypes['StaffUserActionResult'], ParentType, ContextType, RequireFields<MutationEndUserSessionsArgs, 'userId'>>;
  importMyResumeCv?: Resolver<ResolversTypes['ResumeImportResult'], ParentType, ContextType, RequireFields<MutationImportMyResumeCvArgs, 'file'>>;
  inviteOrganizationMember?: Resolver<ResolversTypes['TeamChangeResult'], ParentType, ContextType, RequireFields<MutationInviteOrganizationMemberArgs, 'email' | 'organizationId' | 'role'>>;
  jobWorkflow?: Resolver<ResolversTypes['JobPostingOutcome'], ParentType, ContextType, RequireFields<MutationJobWorkflowArgs, 'action' | 'id'>>;
  markOrderPaid?: Resolver<ResolversTypes['MarkOrderPaidResult'], ParentType, ContextType, RequireFields<MutationMarkOrderPaidArgs, 'orderId'>>;
  mergeStaffOrganizations?: Resolver<ResolversTypes['StaffOrganizationActionResult'], ParentType, ContextType, RequireFields<MutationMergeStaffOrganizationsArgs, 'confirmed' | 'duplicateId' | 'keptId'>>;
  moveOrganizationSectionItem?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationMoveOrganizationSectionItemArgs, 'direction' | 'itemId' | 'organizationId' | 'section'>>;
  offerOrganizationOwnership?: Resolver<ResolversTypes['TeamChangeResult'], ParentType, ContextType, RequireFields<MutationOfferOrganizationOwnershipArgs, 'organizationId' | 'userId'>>;
  pickHomeJob?: Resolver<ResolversTypes['PickHomeJobResult'], ParentType, ContextType, RequireFields<MutationPickHomeJobArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  publishConsentRevision?: Resolver<ResolversTypes['PublishConsentRevisionResult'], ParentType, ContextType, RequireFields<MutationPublishConsentRevisionArgs, 'input'>>;
  publishLegalVersion?: Resolver<ResolversTypes['PublishLegalVersionResult'], ParentType, ContextType, RequireFields<MutationPublishLegalVersionArgs, 'input'>>;
  removeMyResumeAttachment?: Resolver<ResolversTypes['ResumeAttachmentsResult'], ParentType, ContextType, RequireFields<MutationRemoveMyResumeAttachmentArgs, 'id'>>;
  removeMyResumePicture?: Resolver<ResolversTypes['ResumeUpdateResult'], ParentType, ContextType>;
  removeOrganizationSectionItem?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationSectionItemArgs, 'itemId' | 'organizationId' | 'section'>>;
  renameMyResumeAttachment?: Resolver<ResolversTypes['ResumeAttachmentsResult'], ParentType, ContextType, RequireFields<MutationRenameMyResumeAttachmentArgs, 'id' | 'name'>>;
  runJobImporter?: Resolver<ResolversTypes['JobImporterOutcome'], ParentType, ContextType, RequireFields<MutationRunJobImporterArgs, 'id'>>;
  saveAppConfigEntry?: Resolver<ResolversTypes['SaveAppConfigEntryResult'], ParentType, ContextType, RequireFields<MutationSaveAppConfigEntryArgs, 'input'>>;
  saveBlogPost?: Resolver<ResolversTypes['SaveBlogPostResult'], ParentType, ContextType, RequireFields<MutationSaveBlogPostArgs, 'input'>>;
  saveCommerceProduct?: Resolver<ResolversTypes['SaveCommerceProductResult'], ParentType, ContextType, RequireFields<MutationSaveCommerceProductArgs, 'input'>>;
  saveJob?: Resolver<ResolversTypes['JobPostingOutcome'], ParentType, ContextType, RequireFields<MutationSaveJobArgs, 'input'>>;
  saveJobImporter?: Resolver<ResolversTypes['JobImporterOutcome'], ParentType, ContextType, RequireFields<MutationSaveJobImporterArgs, 'input'>>;
  saveNewsletterIssue?: Resolver<ResolversTypes['NewsletterIssueResult'], ParentType, ContextType, RequireFields<MutationSaveNewsletterIssueArgs, 'input'>>;
  saveResumeAlert?: Resolver<ResolversTypes['ResumeAlertResult'], ParentType, ContextType, RequireFields<MutationSaveResumeAlertArgs, 'input'>>;
  saveStaffLandingPage?: Resolver<ResolversTypes['StaffLandingPageSaveResult'], ParentType, ContextType, RequireFields<MutationSaveStaffLandingPageArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['SendContactMessageResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendContactRequest?: Resolver<ResolversTypes['ContactRequestResult'], ParentType, ContextType, RequireFields<MutationSendContactRequestArgs, 'input'>>;
  sendNewsletterIssue?: Resolver<ResolversTypes['NewsletterIssueResult'], ParentType, ContextType, RequireFields<MutationSendNewsletterIssueArgs, 'id'>>;
  sendNewsletterTest?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationSendNewsletterTestArgs, 'id'>>;
  sendUserPasswordReset?: Resolver<ResolversTypes['StaffUserActionResult'], ParentType, ContextType, RequireFields<MutationSendUserPasswordResetArgs, 'userId'>>;
  setCommerceProductActive?: Resolver<ResolversTypes['StaffCommerceResult'], ParentType, ContextType, RequireFields<MutationSetCommerceProductActiveArgs, 'active' | 'id'>>;
  setConsentInfoActive?: Resolver<ResolversTypes['SetConsentInfoActiveResult'], ParentType, ContextType, RequireFields<MutationSetConsentInfoActiveArgs, 'active' | 'infoId'>>;
  setMyResumePicture?: Resolver<ResolversTypes['ResumeUpdateResult'], ParentType, ContextType, RequireFields<MutationSetMyResumePictureArgs, 'file'>>;
  setOrganizationFeatured?: Resolver<ResolversTypes['StaffOrganizationActionResult'], ParentType, ContextType, RequireFields<MutationSetOrganizationFeaturedArgs, 'featured' | 'organizationId' | 'siteKey'>>;
  setOrganizationParent?: Resolver<ResolversTypes['SetOrganizationParentResult'], ParentType, ContextType, RequireFields<MutationSetOrganizationParentArgs, 'organizationId'>>;
  setOrganizationSectionImage?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationSetOrganizationSectionImageArgs, 'itemId' | 'organizationId' | 'section'>>;
  setReadOnlyMode?: Resolver<ResolversTypes['SetReadOnlyModeResult'], ParentType, ContextType, RequireFields<MutationSetReadOnlyModeArgs, 'on'>>;
  setStaffOrganizationParent?: Resolver<ResolversTypes['StaffOrganizationActionResult'], ParentType, ContextType, RequireFields<MutationSetStaffOrganizationParentArgs, 'organizationId'>>;
  setUserBlocked?: Resolver<ResolversTypes['StaffUserActionResult'], ParentType, ContextType, RequireFields<MutationSetUserBlockedArgs, 'blocked' | 'userId'>>;
  signUpForNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationSignUpForNewsletterArgs, 'input'>>;
  startCardCheckout?: Resolver<ResolversTypes['CardCheckoutResult'], ParentType, ContextType, RequireFields<MutationStartCardCheckoutArgs, 'input'>>;
  submitApplication?: Resolver<ResolversTypes['SubmitApplicationResult'], ParentType, ContextType, RequireFields<MutationSubmitApplicationArgs, 'input' | 'jobId'>>;
  unbookmarkJob?: Resolver<ResolversTypes['BookmarkResult'], ParentType, ContextType, RequireFields<MutationUnbookmarkJobArgs, 'jobId'>>;
  unpublishBlogPost?: Resolver<ResolversTypes['SaveBlogPostResult'], ParentType, ContextType, RequireFields<MutationUnpublishBlogPostArgs, 'id'>>;
  unpublishStaffJob?: Resolver<ResolversTypes['StaffJobActionResult'], ParentType, ContextType, RequireFields<MutationUnpublishStaffJobArgs, 'id'>>;
  unsubscribeJobAlert?: Resolver<ResolversTypes['JobAlertResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeJobAlertArgs, 'token'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'token'>>;
  unsubscribeResumeAlert?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationUnsubscribeResumeAlertArgs, 'token'>>;
  updateJobAlert?: Resolver<ResolversTypes['JobAlertResult'], ParentType, ContextType, RequireFields<MutationUpdateJobAlertArgs, 'frequency' | 'id'>>;
  updateMyResume?: Resolver<ResolversTypes['ResumeUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateMyResumeArgs, 'input'>>;
  updateOrganizationLocation?: Resolver<ResolversTypes['OrganizationSectionsResult'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationLocationArgs, 'input' | 'locationId' | 'organizationId'>>;
  updateOrganizationProfile?: Resolver<ResolversTypes['OrganizationProfileUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationProfileArgs, 'id' | 'input'>>;
  withdrawOrganizationInvitation?: Resolver<ResolversTypes['TeamChangeResult'], ParentType, ContextType, RequireFields<MutationWithdrawOrganizationInvitationArgs, 'invitationId' | 'organizationId'>>;
};

export type MyApplicationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['MyApplication'] = ResolversParentTypes['MyApplication']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['ApplicationJobRef'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MyNewsletterSubscriptionResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['MyNewsletterSubscriptionResult'] = ResolversParentTypes['MyNewsletterSubscriptionResult']> = {
  consentHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consentRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NewsletterFieldErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NewsletterFieldError'] = ResolversParentTypes['NewsletterFieldError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterIssueResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NewsletterIssue'] = ResolversParentTypes['NewsletterIssue']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobIds?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  postIds?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterIssueListResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NewsletterIssueListResult'] = ResolversParentTypes['NewsletterIssueListResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  issues?: Resolver<ReadonlyArray<ResolversTypes['NewsletterIssue']>, ParentType, ContextType>;
  subscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsletterIssueResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NewsletterIssueResult'] = ResolversParentTypes['NewsletterIssueResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<ReadonlyArray<ResolversTypes['NewsletterFieldError']>, ParentType, ContextType>;
  issue?: Resolver<Maybe<ResolversTypes['NewsletterIssue']>, ParentType, ContextType>;
  jobs?: Resolver<ReadonlyArray<ResolversTypes['NewsletterPickable']>, ParentType, ContextType>;
  posts?: Resolver<ReadonlyArray<ResolversTypes['NewsletterPickable']>, ParentType, ContextType>;
  previewHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NewsletterPickableResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NewsletterPickable'] = ResolversParentTypes['NewsletterPickable']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NewsletterResult'] = ResolversParentTypes['NewsletterResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NewsletterSignUpFormResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NewsletterSignUpForm'] = ResolversParentTypes['NewsletterSignUpForm']> = {
  consentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consentRevisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billing?: Resolver<ResolversTypes['BillingProfile'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNote?: Resolver<Maybe<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  lines?: Resolver<ReadonlyArray<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRatePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  jobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrderList'] = ResolversParentTypes['OrderList']> = {
  orders?: Resolver<ReadonlyArray<ResolversTypes['Order']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationAddressResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationAddress'] = ResolversParentTypes['OrganizationAddress']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationBrochureResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationBrochure'] = ResolversParentTypes['OrganizationBrochure']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationContactPersonResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationContactPerson'] = ResolversParentTypes['OrganizationContactPerson']> = {
  contactInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedinUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationDetailsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationDetails'] = ResolversParentTypes['OrganizationDetails']> = {
  alternativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  benefits?: Resolver<ReadonlyArray<ResolversTypes['LocalizedLabel']>, ParentType, ContextType>;
  children?: Resolver<ReadonlyArray<ResolversTypes['OrganizationSummary']>, ParentType, ContextType>;
  companyEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldsOfStudy?: Resolver<ReadonlyArray<ResolversTypes['LocalizedLabel']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industry?: Resolver<Maybe<ResolversTypes['LocalizedLabel']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupations?: Resolver<ReadonlyArray<ResolversTypes['LocalizedLabel']>, ParentType, ContextType>;
  organizationLocation?: Resolver<ResolversTypes['OrganizationAddress'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['OrganizationSummary']>, ParentType, ContextType>;
  presentation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialProfiles?: Resolver<ReadonlyArray<ResolversTypes['SocialProfile']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationDirectoryPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationDirectoryPage'] = ResolversParentTypes['OrganizationDirectoryPage']> = {
  facets?: Resolver<ReadonlyArray<ResolversTypes['DirectoryFacet']>, ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['DirectoryOrganization']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationEditAccessResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationEditAccess'] = ResolversParentTypes['OrganizationEditAccess']> = {
  mayEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['OrganizationDetails'], ParentType, ContextType>;
};

export type OrganizationFaqEntryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationFaqEntry'] = ResolversParentTypes['OrganizationFaqEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationFurtherLocationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationFurtherLocation'] = ResolversParentTypes['OrganizationFurtherLocation']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  locality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationGalleryImageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationGalleryImage'] = ResolversParentTypes['OrganizationGalleryImage']> = {
  altText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationParentCandidateResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationParentCandidate'] = ResolversParentTypes['OrganizationParentCandidate']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationParentCandidatesResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationParentCandidatesResult'] = ResolversParentTypes['OrganizationParentCandidatesResult']> = {
  candidates?: Resolver<ReadonlyArray<ResolversTypes['OrganizationParentCandidate']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationProfileResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationProfile'] = ResolversParentTypes['OrganizationProfile']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metatags?: Resolver<ReadonlyArray<ResolversTypes['MetaTag']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrganizationProfileErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationProfileError'] = ResolversParentTypes['OrganizationProfileError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationProfileOptionsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationProfileOptions'] = ResolversParentTypes['OrganizationProfileOptions']> = {
  benefits?: Resolver<ReadonlyArray<ResolversTypes['LocalizedLabel']>, ParentType, ContextType>;
  fieldsOfStudy?: Resolver<ReadonlyArray<ResolversTypes['LocalizedLabel']>, ParentType, ContextType>;
  industries?: Resolver<ReadonlyArray<ResolversTypes['LocalizedLabel']>, ParentType, ContextType>;
  occupations?: Resolver<ReadonlyArray<ResolversTypes['LocalizedLabel']>, ParentType, ContextType>;
  sizes?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationProfileSectionsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationProfileSections'] = ResolversParentTypes['OrganizationProfileSections']> = {
  brochures?: Resolver<ReadonlyArray<ResolversTypes['OrganizationBrochure']>, ParentType, ContextType>;
  contacts?: Resolver<ReadonlyArray<ResolversTypes['OrganizationContactPerson']>, ParentType, ContextType>;
  faq?: Resolver<ReadonlyArray<ResolversTypes['OrganizationFaqEntry']>, ParentType, ContextType>;
  gallery?: Resolver<ReadonlyArray<ResolversTypes['OrganizationGalleryImage']>, ParentType, ContextType>;
  locations?: Resolver<ReadonlyArray<ResolversTypes['OrganizationFurtherLocation']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  videos?: Resolver<ReadonlyArray<ResolversTypes['OrganizationVideo']>, ParentType, ContextType>;
};

export type OrganizationProfileUpdateResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationProfileUpdateResult'] = ResolversParentTypes['OrganizationProfileUpdateResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['OrganizationProfileError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['OrganizationDetails']>, ParentType, ContextType>;
};

export type OrganizationRefResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationRef'] = ResolversParentTypes['OrganizationRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrganizationSectionErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationSectionError'] = ResolversParentTypes['OrganizationSectionError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OrganizationSectionsResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationSectionsResult'] = ResolversParentTypes['OrganizationSectionsResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['OrganizationSectionError']>, ParentType, ContextType>;
  sections?: Resolver<Maybe<ResolversTypes['OrganizationProfileSections']>, ParentType, ContextType>;
};

export type OrganizationSummaryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationSummary'] = ResolversParentTypes['OrganizationSummary']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationTeamResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationTeam'] = ResolversParentTypes['OrganizationTeam']> = {
  invitations?: Resolver<ReadonlyArray<ResolversTypes['TeamInvitation']>, ParentType, ContextType>;
  members?: Resolver<ReadonlyArray<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  myRole?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationTeamResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationTeamResult'] = ResolversParentTypes['OrganizationTeamResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['TeamError']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['OrganizationTeam']>, ParentType, ContextType>;
};

export type OrganizationVideoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationVideo'] = ResolversParentTypes['OrganizationVideo']> = {
  coverTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OwnResumeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OwnResume'] = ResolversParentTypes['OwnResume']> = {
  anonymous?: Resolver<ResolversTypes['ResumeContent'], ParentType, ContextType>;
  blockedOrganizations?: Resolver<ReadonlyArray<ResolversTypes['ResumeOrganization']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completeness?: Resolver<ResolversTypes['ResumeCompleteness'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['ResumeContent'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OwnerContactRequestResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OwnerContactRequest'] = ResolversParentTypes['OwnerContactRequest']> = {
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  request?: Resolver<ResolversTypes['ContactRequest'], ParentType, ContextType>;
};

export type OwnerContactRequestListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OwnerContactRequestList'] = ResolversParentTypes['OwnerContactRequestList']> = {
  rows?: Resolver<ReadonlyArray<ResolversTypes['OwnerContactRequest']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PickHomeJobResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PickHomeJobResult'] = ResolversParentTypes['PickHomeJobResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  pickId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PlaceOrderResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = {
  currentNetCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostingOrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PostingOrganization'] = ResolversParentTypes['PostingOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileImageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ProfileImage'] = ResolversParentTypes['ProfileImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileUrlResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ProfileUrl'] = ResolversParentTypes['ProfileUrl']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlNoPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublishConsentRevisionResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PublishConsentRevisionResult'] = ResolversParentTypes['PublishConsentRevisionResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  revision?: Resolver<Maybe<ResolversTypes['StaffConsentRevision']>, ParentType, ContextType>;
};

export type PublishLegalVersionResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PublishLegalVersionResult'] = ResolversParentTypes['PublishLegalVersionResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QualifyingQuestionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['QualifyingQuestion'] = ResolversParentTypes['QualifyingQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  aiWritingAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType, RequireFields<QueryApplicationArgs, 'id'>>;
  applicationForm?: Resolver<Maybe<ResolversTypes['ApplicationForm']>, ParentType, ContextType, RequireFields<QueryApplicationFormArgs, 'jobId'>>;
  billingProfile?: Resolver<Maybe<ResolversTypes['BillingProfileAnswer']>, ParentType, ContextType, Partial<QueryBillingProfileArgs>>;
  blogPost?: Resolver<Maybe<ResolversTypes['BlogPost']>, ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'slug'>>;
  blogPosts?: Resolver<ResolversTypes['BlogPostList'], ParentType, ContextType, RequireFields<QueryBlogPostsArgs, 'range'>>;
  bookmarkedJobIds?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<QueryBookmarkedJobIdsArgs, 'jobIds'>>;
  bookmarks?: Resolver<Maybe<ResolversTypes['BookmarkList']>, ParentType, ContextType, RequireFields<QueryBookmarksArgs, 'range'>>;
  cardPayment?: Resolver<Maybe<ResolversTypes['CardPayment']>, ParentType, ContextType, RequireFields<QueryCardPaymentArgs, 'orderId'>>;
  commerceCreditNotePdf?: Resolver<Maybe<ResolversTypes['InvoicePdf']>, ParentType, ContextType, RequireFields<QueryCommerceCreditNotePdfArgs, 'creditNoteId'>>;
  commerceInvoicePdf?: Resolver<Maybe<ResolversTypes['InvoicePdf']>, ParentType, ContextType, RequireFields<QueryCommerceInvoicePdfArgs, 'invoiceId'>>;
  commerceOrders?: Resolver<Maybe<ResolversTypes['OrderList']>, ParentType, ContextType, RequireFields<QueryCommerceOrdersArgs, 'limit' | 'offset'>>;
  commercePaymentMethods?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  commerceProducts?: Resolver<ReadonlyArray<ResolversTypes['CommerceProduct']>, ParentType, ContextType>;
  consentInfos?: Resolver<ReadonlyArray<ResolversTypes['ConsentInfoRef']>, ParentType, ContextType, Partial<QueryConsentInfosArgs>>;
  editableJob?: Resolver<ResolversTypes['EditableJobResult'], ParentType, ContextType, RequireFields<QueryEditableJobArgs, 'id'>>;
  featuredOrganizations?: Resolver<ReadonlyArray<ResolversTypes['DirectoryOrganization']>, ParentType, ContextType, RequireFields<QueryFeaturedOrganizationsArgs, 'limit'>>;
  getAppConfig?: Resolver<ReadonlyArray<ResolversTypes['AppConfigEntry']>, ParentType, ContextType>;
  getCredits?: Resolver<Maybe<ReadonlyArray<ResolversTypes['CreditBalance']>>, ParentType, ContextType, Partial<QueryGetCreditsArgs>>;
  getGdprConsentInfos?: Resolver<ReadonlyArray<ResolversTypes['GdprConsentInfo']>, ParentType, ContextType, Partial<QueryGetGdprConsentInfosArgs>>;
  getRoutInfo?: Resolver<ResolversTypes['RouteInfo'], ParentType, ContextType, RequireFields<QueryGetRoutInfoArgs, 'slug'>>;
  getSubscriptions?: Resolver<ResolversTypes['SubscriptionList'], ParentType, ContextType, RequireFields<QueryGetSubscriptionsArgs, 'limit' | 'offset' | 'showSubscriptionsFromAllFrontends'>>;
  getUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  hasTheLatestConsent?: Resolver<Maybe<ResolversTypes['GdprConsentCheck']>, ParentType, ContextType, RequireFields<QueryHasTheLatestConsentArgs, 'placement' | 'type'>>;
  job?: Resolver<Maybe<ResolversTypes['JobView']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobAlertFor?: Resolver<Maybe<ResolversTypes['JobAlert']>, ParentType, ContextType, RequireFields<QueryJobAlertForArgs, 'query'>>;
  jobAlerts?: Resolver<Maybe<ReadonlyArray<ResolversTypes['JobAlert']>>, ParentType, ContextType>;
  jobApplications?: Resolver<Maybe<ResolversTypes['JobApplicationList']>, ParentType, ContextType, RequireFields<QueryJobApplicationsArgs, 'jobId'>>;
  jobHighlights?: Resolver<ReadonlyArray<ResolversTypes['JobPosting']>, ParentType, ContextType, RequireFields<QueryJobHighlightsArgs, 'kind' | 'limit'>>;
  jobImporter?: Resolver<ResolversTypes['JobImporterDetail'], ParentType, ContextType, RequireFields<QueryJobImporterArgs, 'id'>>;
  jobImporterOptions?: Resolver<ResolversTypes['JobImporterOptions'], ParentType, ContextType>;
  jobImporters?: Resolver<ResolversTypes['JobImporterList'], ParentType, ContextType>;
  jobPreview?: Resolver<Maybe<ResolversTypes['JobView']>, ParentType, ContextType, RequireFields<QueryJobPreviewArgs, 'id'>>;
  jobSearch?: Resolver<ResolversTypes['JobSearchResult'], ParentType, ContextType, RequireFields<QueryJobSearchArgs, 'request'>>;
  jobSearchTerms?: Resolver<ReadonlyArray<ResolversTypes['JobSearchTerm']>, ParentType, ContextType>;
  jobWizardOptions?: Resolver<ResolversTypes['JobWizardOptionsResult'], ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['JobList'], ParentType, ContextType, RequireFields<QueryJobsArgs, 'featuredOnly' | 'range'>>;
  landingPage?: Resolver<Maybe<ResolversTypes['LandingPageDetails']>, ParentType, ContextType, RequireFields<QueryLandingPageArgs, 'id'>>;
  landingPageByPath?: Resolver<Maybe<ResolversTypes['LandingPageDetails']>, ParentType, ContextType, RequireFields<QueryLandingPageByPathArgs, 'path'>>;
  legalDocument?: Resolver<Maybe<ResolversTypes['LegalDocument']>, ParentType, ContextType, RequireFields<QueryLegalDocumentArgs, 'page'>>;
  managedJobs?: Resolver<ResolversTypes['ManagedJobsResult'], ParentType, ContextType, RequireFields<QueryManagedJobsArgs, 'page'>>;
  myApplications?: Resolver<ReadonlyArray<ResolversTypes['MyApplication']>, ParentType, ContextType>;
  myContactRequests?: Resolver<Maybe<ResolversTypes['OwnerContactRequestList']>, ParentType, ContextType, Partial<QueryMyContactRequestsArgs>>;
  myNewsletterSubscription?: Resolver<ResolversTypes['MyNewsletterSubscriptionResult'], ParentType, ContextType>;
  myResume?: Resolver<Maybe<ResolversTypes['OwnResume']>, ParentType, ContextType>;
  myResumeAttachments?: Resolver<ReadonlyArray<ResolversTypes['ResumeAttachment']>, ParentType, ContextType>;
  myResumeImport?: Resolver<Maybe<ResolversTypes['ResumeImport']>, ParentType, ContextType, RequireFields<QueryMyResumeImportArgs, 'id'>>;
  newsletterIssue?: Resolver<ResolversTypes['NewsletterIssueResult'], ParentType, ContextType, Partial<QueryNewsletterIssueArgs>>;
  newsletterIssues?: Resolver<ResolversTypes['NewsletterIssueListResult'], ParentType, ContextType>;
  newsletterSignUpForm?: Resolver<Maybe<ResolversTypes['NewsletterSignUpForm']>, ParentType, ContextType>;
  organizationDirectory?: Resolver<ResolversTypes['OrganizationDirectoryPage'], ParentType, ContextType, RequireFields<QueryOrganizationDirectoryArgs, 'request'>>;
  organizationDirectoryTerms?: Resolver<ReadonlyArray<ResolversTypes['DirectoryTerm']>, ParentType, ContextType>;
  organizationEditAccess?: Resolver<Maybe<ResolversTypes['OrganizationEditAccess']>, ParentType, ContextType, Partial<QueryOrganizationEditAccessArgs>>;
  organizationJobs?: Resolver<ResolversTypes['JobList'], ParentType, ContextType, RequireFields<QueryOrganizationJobsArgs, 'organizationId' | 'range'>>;
  organizationParentCandidates?: Resolver<ResolversTypes['OrganizationParentCandidatesResult'], ParentType, ContextType, RequireFields<QueryOrganizationParentCandidatesArgs, 'organizationId' | 'search'>>;
  organizationProfile?: Resolver<Maybe<ResolversTypes['OrganizationDetails']>, ParentType, ContextType, Partial<QueryOrganizationProfileArgs>>;
  organizationProfileOptions?: Resolver<ResolversTypes['OrganizationProfileOptions'], ParentType, ContextType>;
  organizationProfileSections?: Resolver<Maybe<ResolversTypes['OrganizationProfileSections']>, ParentType, ContextType, RequireFields<QueryOrganizationProfileSectionsArgs, 'organizationId'>>;
  organizationTeam?: Resolver<ResolversTypes['OrganizationTeamResult'], ParentType, ContextType, RequireFields<QueryOrganizationTeamArgs, 'organizationId'>>;
  placeSuggestions?: Resolver<ReadonlyArray<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceSuggestionsArgs, 'query'>>;
  recruiterResume?: Resolver<Maybe<ResolversTypes['RecruiterResume']>, ParentType, ContextType, RequireFields<QueryRecruiterResumeArgs, 'id'>>;
  resumeAlert?: Resolver<Maybe<ResolversTypes['ResumeAlert']>, ParentType, ContextType, RequireFields<QueryResumeAlertArgs, 'id'>>;
  resumeAlerts?: Resolver<Maybe<ReadonlyArray<ResolversTypes['ResumeAlert']>>, ParentType, ContextType>;
  resumeOf?: Resolver<Maybe<ResolversTypes['OwnResume']>, ParentType, ContextType, RequireFields<QueryResumeOfArgs, 'ownerId'>>;
  resumeOptions?: Resolver<ResolversTypes['ResumeOptions'], ParentType, ContextType>;
  resumeOrganizations?: Resolver<ReadonlyArray<ResolversTypes['ResumeOrganization']>, ParentType, ContextType, RequireFields<QueryResumeOrganizationsArgs, 'search'>>;
  resumeSearch?: Resolver<ResolversTypes['ResumeSearchResult'], ParentType, ContextType, RequireFields<QueryResumeSearchArgs, 'input'>>;
  sentContactRequests?: Resolver<Maybe<ResolversTypes['SentContactRequestList']>, ParentType, ContextType, Partial<QuerySentContactRequestsArgs>>;
  similarJobs?: Resolver<ReadonlyArray<ResolversTypes['JobPosting']>, ParentType, ContextType, RequireFields<QuerySimilarJobsArgs, 'id'>>;
  staffActions?: Resolver<ResolversTypes['StaffActionPageResult'], ParentType, ContextType, Partial<QueryStaffActionsArgs>>;
  staffAppConfig?: Resolver<ResolversTypes['StaffAppConfigAnswer'], ParentType, ContextType>;
  staffBlogPost?: Resolver<ResolversTypes['StaffBlogPostAnswer'], ParentType, ContextType, RequireFields<QueryStaffBlogPostArgs, 'id'>>;
  staffBlogPosts?: Resolver<ResolversTypes['StaffBlogPostsAnswer'], ParentType, ContextType, Partial<QueryStaffBlogPostsArgs>>;
  staffCommerceCatalogue?: Resolver<ResolversTypes['StaffCatalogueAnswer'], ParentType, ContextType>;
  staffCommerceOrders?: Resolver<ResolversTypes['StaffOrdersAnswer'], ParentType, ContextType, Partial<QueryStaffCommerceOrdersArgs>>;
  staffConsentTexts?: Resolver<ResolversTypes['StaffConsentTextsAnswer'], ParentType, ContextType>;
  staffConsole?: Resolver<ResolversTypes['StaffConsoleResult'], ParentType, ContextType>;
  staffHomePicks?: Resolver<ResolversTypes['StaffHomePicksAnswer'], ParentType, ContextType>;
  staffJobs?: Resolver<ResolversTypes['StaffJobPageResult'], ParentType, ContextType, Partial<QueryStaffJobsArgs>>;
  staffLandingPage?: Resolver<ResolversTypes['StaffLandingPageResult'], ParentType, ContextType, RequireFields<QueryStaffLandingPageArgs, 'id'>>;
  staffLandingPages?: Resolver<ResolversTypes['StaffLandingPageListResult'], ParentType, ContextType, Partial<QueryStaffLandingPagesArgs>>;
  staffLegalPages?: Resolver<ResolversTypes['StaffLegalPagesAnswer'], ParentType, ContextType>;
  staffOrganization?: Resolver<ResolversTypes['StaffOrganizationResult'], ParentType, ContextType, RequireFields<QueryStaffOrganizationArgs, 'id'>>;
  staffOrganizationCredits?: Resolver<ResolversTypes['StaffCreditsAnswer'], ParentType, ContextType, Partial<QueryStaffOrganizationCreditsArgs>>;
  staffOrganizations?: Resolver<ResolversTypes['StaffOrganizationPageResult'], ParentType, ContextType, Partial<QueryStaffOrganizationsArgs>>;
  staffUser?: Resolver<ResolversTypes['StaffUserResult'], ParentType, ContextType, RequireFields<QueryStaffUserArgs, 'id'>>;
  staffUsers?: Resolver<ResolversTypes['StaffUserPageResult'], ParentType, ContextType, Partial<QueryStaffUsersArgs>>;
  statistics?: Resolver<Maybe<ResolversTypes['Statistics']>, ParentType, ContextType, Partial<QueryStatisticsArgs>>;
  teamInvitation?: Resolver<Maybe<ResolversTypes['TeamInvitationView']>, ParentType, ContextType, RequireFields<QueryTeamInvitationArgs, 'token'>>;
  unpaidCardOrders?: Resolver<Maybe<ReadonlyArray<ResolversTypes['UnpaidCardOrder']>>, ParentType, ContextType, RequireFields<QueryUnpaidCardOrdersArgs, 'limit'>>;
  updatableOrganizationProfiles?: Resolver<ReadonlyArray<ResolversTypes['UpdatableOrganizationProfile']>, ParentType, ContextType>;
  upgradableJobs?: Resolver<Maybe<ReadonlyArray<ResolversTypes['UpgradableJob']>>, ParentType, ContextType, Partial<QueryUpgradableJobsArgs>>;
};

export type RecruiterResumeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RecruiterResume'] = ResolversParentTypes['RecruiterResume']> = {
  access?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachments?: Resolver<ReadonlyArray<ResolversTypes['ResumeAttachment']>, ParentType, ContextType>;
  contactApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactRequest?: Resolver<Maybe<ResolversTypes['ContactRequest']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['ResumeContent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  own?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecruitingErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RecruitingError'] = ResolversParentTypes['RecruitingError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeAlertResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeAlert'] = ResolversParentTypes['ResumeAlert']> = {
  careerStatus?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intervalSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keywords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  nextDueAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occupationIds?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  occupations?: Resolver<ReadonlyArray<ResolversTypes['ResumeTerm']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['ResumeSearchPlace']>, ParentType, ContextType>;
  skills?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeAlertResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeAlertResult'] = ResolversParentTypes['ResumeAlertResult']> = {
  alert?: Resolver<Maybe<ResolversTypes['ResumeAlert']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['RecruitingError']>, ParentType, ContextType>;
};

export type ResumeAttachmentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeAttachment'] = ResolversParentTypes['ResumeAttachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeAttachmentErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeAttachmentError'] = ResolversParentTypes['ResumeAttachmentError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeAttachmentsResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeAttachmentsResult'] = ResolversParentTypes['ResumeAttachmentsResult']> = {
  attachments?: Resolver<Maybe<ReadonlyArray<ResolversTypes['ResumeAttachment']>>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['ResumeAttachmentError']>, ParentType, ContextType>;
};

export type ResumeCardResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeCard'] = ResolversParentTypes['ResumeCard']> = {
  careerStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  desiredLocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  languages?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  occupations?: Resolver<ReadonlyArray<ResolversTypes['ResumeTerm']>, ParentType, ContextType>;
  skills?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeCompletenessResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeCompleteness'] = ResolversParentTypes['ResumeCompleteness']> = {
  missing?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumeContactSlotUsageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeContactSlotUsage'] = ResolversParentTypes['ResumeContactSlotUsage']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumeContentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeContent'] = ResolversParentTypes['ResumeContent']> = {
  education?: Resolver<ReadonlyArray<ResolversTypes['ResumeEducation']>, ParentType, ContextType>;
  jobPreferences?: Resolver<ResolversTypes['ResumeJobPreferences'], ParentType, ContextType>;
  languageNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<ReadonlyArray<ResolversTypes['ResumeLanguage']>, ParentType, ContextType>;
  languagesFree?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  personalInfo?: Resolver<ResolversTypes['ResumePersonalInfo'], ParentType, ContextType>;
  skills?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  skillsFree?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  skillsNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workExperience?: Resolver<ReadonlyArray<ResolversTypes['ResumeWorkExperience']>, ParentType, ContextType>;
};

export type ResumeDatePeriodResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeDatePeriod'] = ResolversParentTypes['ResumeDatePeriod']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeEducationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeEducation'] = ResolversParentTypes['ResumeEducation']> = {
  degreeLevelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fieldOfStudyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ResumePeriod'], ParentType, ContextType>;
  studyProgram?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeError'] = ResolversParentTypes['ResumeError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeFacetCountResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeFacetCount'] = ResolversParentTypes['ResumeFacetCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  facet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeImportResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeImport'] = ResolversParentTypes['ResumeImport']> = {
  confirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  proposal?: Resolver<ResolversTypes['ResumeImportProposal'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumeImportConfirmResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeImportConfirmResult'] = ResolversParentTypes['ResumeImportConfirmResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['ResumeError']>, ParentType, ContextType>;
  resume?: Resolver<Maybe<ResolversTypes['OwnResume']>, ParentType, ContextType>;
};

export type ResumeImportEducationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeImportEducation'] = ResolversParentTypes['ResumeImportEducation']> = {
  degreeLevelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fieldOfStudyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  institution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ResumePeriod'], ParentType, ContextType>;
  studyProgram?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeImportProposalResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeImportProposal'] = ResolversParentTypes['ResumeImportProposal']> = {
  education?: Resolver<ReadonlyArray<ResolversTypes['ResumeImportEducation']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<ReadonlyArray<ResolversTypes['ResumeLanguage']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  skills?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  workExperience?: Resolver<ReadonlyArray<ResolversTypes['ResumeImportWork']>, ParentType, ContextType>;
};

export type ResumeImportResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeImportResult'] = ResolversParentTypes['ResumeImportResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['ResumeError']>, ParentType, ContextType>;
  import?: Resolver<Maybe<ResolversTypes['ResumeImport']>, ParentType, ContextType>;
};

export type ResumeImportWorkResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeImportWork'] = ResolversParentTypes['ResumeImportWork']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ResumePeriod'], ParentType, ContextType>;
};

export type ResumeJobPreferencesResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeJobPreferences'] = ResolversParentTypes['ResumeJobPreferences']> = {
  availabilityPeriods?: Resolver<ReadonlyArray<ResolversTypes['ResumeDatePeriod']>, ParentType, ContextType>;
  availableStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  careerStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  desiredLocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  desiredOccupationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  desiredSalary?: Resolver<Maybe<ResolversTypes['ResumeSalary']>, ParentType, ContextType>;
  employmentTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeLanguageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeLanguage'] = ResolversParentTypes['ResumeLanguage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeOptionsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeOptions'] = ResolversParentTypes['ResumeOptions']> = {
  languages?: Resolver<ReadonlyArray<ResolversTypes['ResumeTerm']>, ParentType, ContextType>;
  terms?: Resolver<ReadonlyArray<ResolversTypes['ResumeTerm']>, ParentType, ContextType>;
};

export type ResumeOrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeOrganization'] = ResolversParentTypes['ResumeOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumePeriodResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumePeriod'] = ResolversParentTypes['ResumePeriod']> = {
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumePersonalInfoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumePersonalInfo'] = ResolversParentTypes['ResumePersonalInfo']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPicture?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homeLocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeSalaryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeSalary'] = ResolversParentTypes['ResumeSalary']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeSearchPlaceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeSearchPlace'] = ResolversParentTypes['ResumeSearchPlace']> = {
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  locationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  radius?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ResumeSearchResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeSearchResult'] = ResolversParentTypes['ResumeSearchResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['RecruitingError']>, ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  facets?: Resolver<ReadonlyArray<ResolversTypes['ResumeFacetCount']>, ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['ResumeCard']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['ResumeSearchPlace']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResumeTermResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeTerm'] = ResolversParentTypes['ResumeTerm']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vocabulary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeUpdateResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeUpdateResult'] = ResolversParentTypes['ResumeUpdateResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['ResumeError']>, ParentType, ContextType>;
  resume?: Resolver<Maybe<ResolversTypes['OwnResume']>, ParentType, ContextType>;
};

export type ResumeWorkExperienceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ResumeWorkExperience'] = ResolversParentTypes['ResumeWorkExperience']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employmentTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ResumePeriod'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RouteContentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RouteContent'] = ResolversParentTypes['RouteContent']> = {
  __resolveType: TypeResolveFn<'Job' | 'LandingPage' | 'OrganizationProfile', ParentType, ContextType>;
};

export type RouteErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RouteError'] = ResolversParentTypes['RouteError']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RouteInfoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RouteInfo'] = ResolversParentTypes['RouteInfo']> = {
  content?: Resolver<Maybe<ResolversTypes['RouteContent']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['RouteError']>, ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['RouteRedirect']>, ParentType, ContextType>;
};

export type RouteRedirectResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RouteRedirect'] = ResolversParentTypes['RouteRedirect']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalaryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Salary'] = ResolversParentTypes['Salary']> = {
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaveAppConfigEntryResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SaveAppConfigEntryResult'] = ResolversParentTypes['SaveAppConfigEntryResult']> = {
  entry?: Resolver<Maybe<ResolversTypes['StaffAppConfigEntry']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SaveBlogPostResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SaveBlogPostResult'] = ResolversParentTypes['SaveBlogPostResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['StaffBlogPost']>, ParentType, ContextType>;
};

export type SaveCommerceProductResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SaveCommerceProductResult'] = ResolversParentTypes['SaveCommerceProductResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['StaffProduct']>, ParentType, ContextType>;
};

export type SendContactMessageResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SendContactMessageResult'] = ResolversParentTypes['SendContactMessageResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['ContactFieldError']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SentContactRequestResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SentContactRequest'] = ResolversParentTypes['SentContactRequest']> = {
  request?: Resolver<ResolversTypes['ContactRequest'], ParentType, ContextType>;
  resumeHeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resumeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SentContactRequestListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SentContactRequestList'] = ResolversParentTypes['SentContactRequestList']> = {
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ReadonlyArray<ResolversTypes['SentContactRequest']>, ParentType, ContextType>;
  slots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SetConsentInfoActiveResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SetConsentInfoActiveResult'] = ResolversParentTypes['SetConsentInfoActiveResult']> = {
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SetOrganizationParentResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SetOrganizationParentResult'] = ResolversParentTypes['SetOrganizationParentResult']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SetReadOnlyModeResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SetReadOnlyModeResult'] = ResolversParentTypes['SetReadOnlyModeResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  readOnly?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type SocialProfileResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SocialProfile'] = ResolversParentTypes['SocialProfile']> = {
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffActionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffAction'] = ResolversParentTypes['StaffAction']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  masqueradedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  siteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffActionPageResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffActionPageResult'] = ResolversParentTypes['StaffActionPageResult']> = {
  entries?: Resolver<ReadonlyArray<ResolversTypes['StaffAction']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffAppConfigAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffAppConfigAnswer'] = ResolversParentTypes['StaffAppConfigAnswer']> = {
  allowedKeys?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<ReadonlyArray<ResolversTypes['StaffAppConfigEntry']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  platformWide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffAppConfigEntryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffAppConfigEntry'] = ResolversParentTypes['StaffAppConfigEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffBlogPostResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffBlogPost'] = ResolversParentTypes['StaffBlogPost']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sites?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  teaser?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffBlogPostAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffBlogPostAnswer'] = ResolversParentTypes['StaffBlogPostAnswer']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['StaffBlogPost']>, ParentType, ContextType>;
};

export type StaffBlogPostsAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffBlogPostsAnswer'] = ResolversParentTypes['StaffBlogPostsAnswer']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  manageableSites?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<ReadonlyArray<ResolversTypes['StaffBlogPost']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffCatalogueAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffCatalogueAnswer'] = ResolversParentTypes['StaffCatalogueAnswer']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<ReadonlyArray<ResolversTypes['StaffProduct']>, ParentType, ContextType>;
};

export type StaffCommerceResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffCommerceResult'] = ResolversParentTypes['StaffCommerceResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffConsentInfoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffConsentInfo'] = ResolversParentTypes['StaffConsentInfo']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentRevisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revisions?: Resolver<ReadonlyArray<ResolversTypes['StaffConsentRevision']>, ParentType, ContextType>;
  sites?: Resolver<Maybe<ReadonlyArray<ResolversTypes['String']>>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffConsentRevisionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffConsentRevision'] = ResolversParentTypes['StaffConsentRevision']> = {
  effectiveAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  textDe?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  textFr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffConsentTextsAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffConsentTextsAnswer'] = ResolversParentTypes['StaffConsentTextsAnswer']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  infos?: Resolver<ReadonlyArray<ResolversTypes['StaffConsentInfo']>, ParentType, ContextType>;
};

export type StaffConsoleResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffConsoleResult'] = ResolversParentTypes['StaffConsoleResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  sections?: Resolver<ReadonlyArray<ResolversTypes['StaffSection']>, ParentType, ContextType>;
};

export type StaffCreditAdjustmentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffCreditAdjustment'] = ResolversParentTypes['StaffCreditAdjustment']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delta?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffCreditBalanceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffCreditBalance'] = ResolversParentTypes['StaffCreditBalance']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffCreditsAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffCreditsAnswer'] = ResolversParentTypes['StaffCreditsAnswer']> = {
  adjustments?: Resolver<ReadonlyArray<ResolversTypes['StaffCreditAdjustment']>, ParentType, ContextType>;
  balances?: Resolver<ReadonlyArray<ResolversTypes['StaffCreditBalance']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  organizationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptions?: Resolver<ReadonlyArray<ResolversTypes['StaffSubscription']>, ParentType, ContextType>;
};

export type StaffHomeBlockResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffHomeBlock'] = ResolversParentTypes['StaffHomeBlock']> = {
  highlights?: Resolver<ReadonlyArray<ResolversTypes['StaffHomeHighlight']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shown?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffHomeHighlightResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffHomeHighlight'] = ResolversParentTypes['StaffHomeHighlight']> = {
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffHomePicksAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffHomePicksAnswer'] = ResolversParentTypes['StaffHomePicksAnswer']> = {
  blocks?: Resolver<ReadonlyArray<ResolversTypes['StaffHomeBlock']>, ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffJobResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffJob'] = ResolversParentTypes['StaffJob']> = {
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sites?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffJobActionResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffJobActionResult'] = ResolversParentTypes['StaffJobActionResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffJobPageResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffJobPageResult'] = ResolversParentTypes['StaffJobPageResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  jobs?: Resolver<ReadonlyArray<ResolversTypes['StaffJob']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffLandingPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffLandingPage'] = ResolversParentTypes['StaffLandingPage']> = {
  aliases?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  introHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  searchQuery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffLandingPageActionResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffLandingPageActionResult'] = ResolversParentTypes['StaffLandingPageActionResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffLandingPageListResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffLandingPageListResult'] = ResolversParentTypes['StaffLandingPageListResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  pages?: Resolver<ReadonlyArray<ResolversTypes['StaffLandingPage']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffLandingPageResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffLandingPageResult'] = ResolversParentTypes['StaffLandingPageResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['StaffLandingPage']>, ParentType, ContextType>;
};

export type StaffLandingPageSaveResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffLandingPageSaveResult'] = ResolversParentTypes['StaffLandingPageSaveResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['StaffLandingPage']>, ParentType, ContextType>;
  problems?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffLegalPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffLegalPage'] = ResolversParentTypes['StaffLegalPage']> = {
  currentVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versions?: Resolver<ReadonlyArray<ResolversTypes['StaffLegalVersion']>, ParentType, ContextType>;
};

export type StaffLegalPagesAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffLegalPagesAnswer'] = ResolversParentTypes['StaffLegalPagesAnswer']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  pages?: Resolver<ReadonlyArray<ResolversTypes['StaffLegalPage']>, ParentType, ContextType>;
};

export type StaffLegalVersionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffLegalVersion'] = ResolversParentTypes['StaffLegalVersion']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffOrderResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffOrder'] = ResolversParentTypes['StaffOrder']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNoteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  creditNoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffOrdersAnswerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffOrdersAnswer'] = ResolversParentTypes['StaffOrdersAnswer']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<ReadonlyArray<ResolversTypes['StaffOrder']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffOrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffOrganization'] = ResolversParentTypes['StaffOrganization']> = {
  featuredOn?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['StaffOrganizationParent']>, ParentType, ContextType>;
  sites?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffOrganizationActionResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffOrganizationActionResult'] = ResolversParentTypes['StaffOrganizationActionResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffOrganizationDetailResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffOrganizationDetail'] = ResolversParentTypes['StaffOrganizationDetail']> = {
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featuredOn?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['StaffOrganizationParent']>, ParentType, ContextType>;
  sites?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffOrganizationPageResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffOrganizationPageResult'] = ResolversParentTypes['StaffOrganizationPageResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  organizations?: Resolver<ReadonlyArray<ResolversTypes['StaffOrganization']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffOrganizationParentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffOrganizationParent'] = ResolversParentTypes['StaffOrganizationParent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffOrganizationResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffOrganizationResult'] = ResolversParentTypes['StaffOrganizationResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['StaffOrganizationDetail']>, ParentType, ContextType>;
};

export type StaffProductResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffProduct'] = ResolversParentTypes['StaffProduct']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameDe?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameFr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  resumeContactSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runtimeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upgradeKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffSubscriptionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffSubscription'] = ResolversParentTypes['StaffSubscription']> = {
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nameDe?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameFr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resumeContactSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffUserResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  blockedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<ReadonlyArray<ResolversTypes['StaffUserRole']>, ParentType, ContextType>;
};

export type StaffUserActionResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffUserActionResult'] = ResolversParentTypes['StaffUserActionResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffUserDetailResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffUserDetail'] = ResolversParentTypes['StaffUserDetail']> = {
  blockedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<ReadonlyArray<ResolversTypes['StaffUserRole']>, ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffUserPageResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffUserPageResult'] = ResolversParentTypes['StaffUserPageResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<ReadonlyArray<ResolversTypes['StaffUser']>, ParentType, ContextType>;
};

export type StaffUserResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffUserResult'] = ResolversParentTypes['StaffUserResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['StaffUserDetail']>, ParentType, ContextType>;
};

export type StaffUserRoleResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StaffUserRole'] = ResolversParentTypes['StaffUserRole']> = {
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatisticsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Statistics'] = ResolversParentTypes['Statistics']> = {
  days?: Resolver<ReadonlyArray<ResolversTypes['StatisticsDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatisticsCounts'], ParentType, ContextType>;
};

export type StatisticsCountsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StatisticsCounts'] = ResolversParentTypes['StatisticsCounts']> = {
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applyStarts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookmarks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shares?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatisticsDayResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StatisticsDay'] = ResolversParentTypes['StatisticsDay']> = {
  counts?: Resolver<ResolversTypes['StatisticsCounts'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubmitApplicationResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SubmitApplicationResult'] = ResolversParentTypes['SubmitApplicationResult']> = {
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<ReadonlyArray<ResolversTypes['ApplicationFieldError']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  absoluteUrl?: SubscriptionResolver<ResolversTypes['String'], "absoluteUrl", ParentType, ContextType>;
  availableJobSlots?: SubscriptionResolver<ResolversTypes['Int'], "availableJobSlots", ParentType, ContextType>;
  endDate?: SubscriptionResolver<ResolversTypes['String'], "endDate", ParentType, ContextType>;
  frontend?: SubscriptionResolver<ResolversTypes['String'], "frontend", ParentType, ContextType>;
  id?: SubscriptionResolver<ResolversTypes['ID'], "id", ParentType, ContextType>;
  label?: SubscriptionResolver<ResolversTypes['String'], "label", ParentType, ContextType>;
  organizationName?: SubscriptionResolver<ResolversTypes['String'], "organizationName", ParentType, ContextType>;
  product?: SubscriptionResolver<Maybe<ResolversTypes['SubscriptionProduct']>, "product", ParentType, ContextType>;
  startDate?: SubscriptionResolver<ResolversTypes['String'], "startDate", ParentType, ContextType>;
  status?: SubscriptionResolver<ResolversTypes['SubscriptionStatus'], "status", ParentType, ContextType>;
  type?: SubscriptionResolver<ResolversTypes['String'], "type", ParentType, ContextType>;
  usageResumeContactSlots?: SubscriptionResolver<ResolversTypes['ResumeContactSlotUsage'], "usageResumeContactSlots", ParentType, ContextType>;
};

export type SubscriptionListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SubscriptionList'] = ResolversParentTypes['SubscriptionList']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptions?: Resolver<ReadonlyArray<ResolversTypes['Subscription']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionProductResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SubscriptionProduct'] = ResolversParentTypes['SubscriptionProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionStatusResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SubscriptionStatus'] = ResolversParentTypes['SubscriptionStatus']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamChangeResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TeamChangeResult'] = ResolversParentTypes['TeamChangeResult']> = {
  errors?: Resolver<ReadonlyArray<ResolversTypes['TeamError']>, ParentType, ContextType>;
};

export type TeamErrorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TeamError'] = ResolversParentTypes['TeamError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeamInvitationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TeamInvitation'] = ResolversParentTypes['TeamInvitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
};

export type TeamInvitationViewResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TeamInvitationView'] = ResolversParentTypes['TeamInvitationView']> = {
  accountExists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TeamInvitationStatus'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownershipOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TermResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Term'] = ResolversParentTypes['Term']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  aliases?: Resolver<ReadonlyArray<ResolversTypes['Translation']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<ReadonlyArray<ResolversTypes['Translation']>, ParentType, ContextType>;
};

export type TermLabelResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TermLabel'] = ResolversParentTypes['TermLabel']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TranslationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Translation'] = ResolversParentTypes['Translation']> = {
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnpaidCardOrderResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UnpaidCardOrder'] = ResolversParentTypes['UnpaidCardOrder']> = {
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<ReadonlyArray<ResolversTypes['UnpaidCardOrderLine']>, ParentType, ContextType>;
  resumePaymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnpaidCardOrderLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UnpaidCardOrderLine'] = ResolversParentTypes['UnpaidCardOrderLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UpdatableOrganizationProfileResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UpdatableOrganizationProfile'] = ResolversParentTypes['UpdatableOrganizationProfile']> = {
  benefits?: Resolver<ReadonlyArray<ResolversTypes['TermLabel']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['OrganizationDetails'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industry?: Resolver<ReadonlyArray<ResolversTypes['TermLabel']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['OrganizationRef'], ParentType, ContextType>;
  presentation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['ProfileUrl'], ParentType, ContextType>;
};

export type UpgradableJobResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UpgradableJob'] = ResolversParentTypes['UpgradableJob']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  activeOrganization?: Resolver<Maybe<ResolversTypes['OrganizationRef']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEligibleForJobApply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUserApprovedAndVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['UserOrganization']>, ParentType, ContextType>;
  roles?: Resolver<ReadonlyArray<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type UserOrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UserOrganization'] = ResolversParentTypes['UserOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ResolverContext> = {
  AcceptTeamInvitationResult?: AcceptTeamInvitationResultResolvers<ContextType>;
  AliasTranslation?: AliasTranslationResolvers<ContextType>;
  AppConfigEntry?: AppConfigEntryResolvers<ContextType>;
  Application?: ApplicationResolvers<ContextType>;
  ApplicationAnswer?: ApplicationAnswerResolvers<ContextType>;
  ApplicationFieldError?: ApplicationFieldErrorResolvers<ContextType>;
  ApplicationFileInfo?: ApplicationFileInfoResolvers<ContextType>;
  ApplicationForm?: ApplicationFormResolvers<ContextType>;
  ApplicationJobRef?: ApplicationJobRefResolvers<ContextType>;
  ApplicationPrefill?: ApplicationPrefillResolvers<ContextType>;
  ApplicationSummary?: ApplicationSummaryResolvers<ContextType>;
  AttachmentCheck?: AttachmentCheckResolvers<ContextType>;
  BillingProfile?: BillingProfileResolvers<ContextType>;
  BillingProfileAnswer?: BillingProfileAnswerResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostList?: BlogPostListResolvers<ContextType>;
  BookmarkList?: BookmarkListResolvers<ContextType>;
  BookmarkResult?: BookmarkResultResolvers<ContextType>;
  BookmarkSisterSite?: BookmarkSisterSiteResolvers<ContextType>;
  BookmarkedJob?: BookmarkedJobResolvers<ContextType>;
  CancelOrderResult?: CancelOrderResultResolvers<ContextType>;
  CardCheckoutResult?: CardCheckoutResultResolvers<ContextType>;
  CardPayment?: CardPaymentResolvers<ContextType>;
  ChangeApplicationStatusResult?: ChangeApplicationStatusResultResolvers<ContextType>;
  CommerceProduct?: CommerceProductResolvers<ContextType>;
  ConsentInfoRef?: ConsentInfoRefResolvers<ContextType>;
  ContactDecisionResult?: ContactDecisionResultResolvers<ContextType>;
  ContactFieldError?: ContactFieldErrorResolvers<ContextType>;
  ContactRequest?: ContactRequestResolvers<ContextType>;
  ContactRequestResult?: ContactRequestResultResolvers<ContextType>;
  CreateJobAlertResult?: CreateJobAlertResultResolvers<ContextType>;
  CreditAdjustmentResult?: CreditAdjustmentResultResolvers<ContextType>;
  CreditBalance?: CreditBalanceResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  DeleteBlogPostResult?: DeleteBlogPostResultResolvers<ContextType>;
  DirectoryFacet?: DirectoryFacetResolvers<ContextType>;
  DirectoryFacetValue?: DirectoryFacetValueResolvers<ContextType>;
  DirectoryOrganization?: DirectoryOrganizationResolvers<ContextType>;
  DirectoryTerm?: DirectoryTermResolvers<ContextType>;
  EditableJob?: EditableJobResolvers<ContextType>;
  EditableJobResult?: EditableJobResultResolvers<ContextType>;
  EndHomePickResult?: EndHomePickResultResolvers<ContextType>;
  EndSubscriptionResult?: EndSubscriptionResultResolvers<ContextType>;
  FacetEntry?: FacetEntryResolvers<ContextType>;
  FacetGroup?: FacetGroupResolvers<ContextType>;
  FacetValue?: FacetValueResolvers<ContextType>;
  GdprConsentCheck?: GdprConsentCheckResolvers<ContextType>;
  GdprConsentInfo?: GdprConsentInfoResolvers<ContextType>;
  GdprUserConsent?: GdprUserConsentResolvers<ContextType>;
  GdprUserConsentResult?: GdprUserConsentResultResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoicePdf?: InvoicePdfResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobAlert?: JobAlertResolvers<ContextType>;
  JobAlertResult?: JobAlertResultResolvers<ContextType>;
  JobApplicationChannel?: JobApplicationChannelResolvers<ContextType>;
  JobApplicationList?: JobApplicationListResolvers<ContextType>;
  JobApplicationSettings?: JobApplicationSettingsResolvers<ContextType>;
  JobAvailability?: JobAvailabilityResolvers<ContextType>;
  JobDetails?: JobDetailsResolvers<ContextType>;
  JobFile?: JobFileResolvers<ContextType>;
  JobImportMapping?: JobImportMappingResolvers<ContextType>;
  JobImportRefusal?: JobImportRefusalResolvers<ContextType>;
  JobImportRule?: JobImportRuleResolvers<ContextType>;
  JobImportRun?: JobImportRunResolvers<ContextType>;
  JobImportTerm?: JobImportTermResolvers<ContextType>;
  JobImporter?: JobImporterResolvers<ContextType>;
  JobImporterDetail?: JobImporterDetailResolvers<ContextType>;
  JobImporterList?: JobImporterListResolvers<ContextType>;
  JobImporterOptions?: JobImporterOptionsResolvers<ContextType>;
  JobImporterOrganization?: JobImporterOrganizationResolvers<ContextType>;
  JobImporterOutcome?: JobImporterOutcomeResolvers<ContextType>;
  JobImporterProblem?: JobImporterProblemResolvers<ContextType>;
  JobLanguage?: JobLanguageResolvers<ContextType>;
  JobList?: JobListResolvers<ContextType>;
  JobLocation?: JobLocationResolvers<ContextType>;
  JobOrganization?: JobOrganizationResolvers<ContextType>;
  JobPosting?: JobPostingResolvers<ContextType>;
  JobPostingAddress?: JobPostingAddressResolvers<ContextType>;
  JobPostingOutcome?: JobPostingOutcomeResolvers<ContextType>;
  JobPostingProblem?: JobPostingProblemResolvers<ContextType>;
  JobSearchResult?: JobSearchResultResolvers<ContextType>;
  JobSearchTerm?: JobSearchTermResolvers<ContextType>;
  JobView?: JobViewResolvers<ContextType>;
  JobWizardOptionsResult?: JobWizardOptionsResultResolvers<ContextType>;
  JobWizardTerm?: JobWizardTermResolvers<ContextType>;
  LandingPage?: LandingPageResolvers<ContextType>;
  LandingPageDetails?: LandingPageDetailsResolvers<ContextType>;
  LanguageRequirement?: LanguageRequirementResolvers<ContextType>;
  LegalDocument?: LegalDocumentResolvers<ContextType>;
  LocalizedLabel?: LocalizedLabelResolvers<ContextType>;
  ManagedJob?: ManagedJobResolvers<ContextType>;
  ManagedJobsResult?: ManagedJobsResultResolvers<ContextType>;
  MarkOrderPaidResult?: MarkOrderPaidResultResolvers<ContextType>;
  MeasurementAllowance?: MeasurementAllowanceResolvers<ContextType>;
  MetaTag?: MetaTagResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyApplication?: MyApplicationResolvers<ContextType>;
  MyNewsletterSubscriptionResult?: MyNewsletterSubscriptionResultResolvers<ContextType>;
  NewsletterFieldError?: NewsletterFieldErrorResolvers<ContextType>;
  NewsletterIssue?: NewsletterIssueResolvers<ContextType>;
  NewsletterIssueListResult?: NewsletterIssueListResultResolvers<ContextType>;
  NewsletterIssueResult?: NewsletterIssueResultResolvers<ContextType>;
  NewsletterPickable?: NewsletterPickableResolvers<ContextType>;
  NewsletterResult?: NewsletterResultResolvers<ContextType>;
  NewsletterSignUpForm?: NewsletterSignUpFormResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderList?: OrderListResolvers<ContextType>;
  OrganizationAddress?: OrganizationAddressResolvers<ContextType>;
  OrganizationBrochure?: OrganizationBrochureResolvers<ContextType>;
  OrganizationContactPerson?: OrganizationContactPersonResolvers<ContextType>;
  OrganizationDetails?: OrganizationDetailsResolvers<ContextType>;
  OrganizationDirectoryPage?: OrganizationDirectoryPageResolvers<ContextType>;
  OrganizationEditAccess?: OrganizationEditAccessResolvers<ContextType>;
  OrganizationFaqEntry?: OrganizationFaqEntryResolvers<ContextType>;
  OrganizationFurtherLocation?: OrganizationFurtherLocationResolvers<ContextType>;
  OrganizationGalleryImage?: OrganizationGalleryImageResolvers<ContextType>;
  OrganizationParentCandidate?: OrganizationParentCandidateResolvers<ContextType>;
  OrganizationParentCandidatesResult?: OrganizationParentCandidatesResultResolvers<ContextType>;
  OrganizationProfile?: OrganizationProfileResolvers<ContextType>;
  OrganizationProfileError?: OrganizationProfileErrorResolvers<ContextType>;
  OrganizationProfileOptions?: OrganizationProfileOptionsResolvers<ContextType>;
  OrganizationProfileSections?: OrganizationProfileSectionsResolvers<ContextType>;
  OrganizationProfileUpdateResult?: OrganizationProfileUpdateResultResolvers<ContextType>;
  OrganizationRef?: OrganizationRefResolvers<ContextType>;
  OrganizationSectionError?: OrganizationSectionErrorResolvers<ContextType>;
  OrganizationSectionsResult?: OrganizationSectionsResultResolvers<ContextType>;
  OrganizationSummary?: OrganizationSummaryResolvers<ContextType>;
  OrganizationTeam?: OrganizationTeamResolvers<ContextType>;
  OrganizationTeamResult?: OrganizationTeamResultResolvers<ContextType>;
  OrganizationVideo?: OrganizationVideoResolvers<ContextType>;
  OwnResume?: OwnResumeResolvers<ContextType>;
  OwnerContactRequest?: OwnerContactRequestResolvers<ContextType>;
  OwnerContactRequestList?: OwnerContactRequestListResolvers<ContextType>;
  PickHomeJobResult?: PickHomeJobResultResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PostingOrganization?: PostingOrganizationResolvers<ContextType>;
  ProfileImage?: ProfileImageResolvers<ContextType>;
  ProfileUrl?: ProfileUrlResolvers<ContextType>;
  PublishConsentRevisionResult?: PublishConsentRevisionResultResolvers<ContextType>;
  PublishLegalVersionResult?: PublishLegalVersionResultResolvers<ContextType>;
  QualifyingQuestion?: QualifyingQuestionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecruiterResume?: RecruiterResumeResolvers<ContextType>;
  RecruitingError?: RecruitingErrorResolvers<ContextType>;
  ResumeAlert?: ResumeAlertResolvers<ContextType>;
  ResumeAlertResult?: ResumeAlertResultResolvers<ContextType>;
  ResumeAttachment?: ResumeAttachmentResolvers<ContextType>;
  ResumeAttachmentError?: ResumeAttachmentErrorResolvers<ContextType>;
  ResumeAttachmentsResult?: ResumeAttachmentsResultResolvers<ContextType>;
  ResumeCard?: ResumeCardResolvers<ContextType>;
  ResumeCompleteness?: ResumeCompletenessResolvers<ContextType>;
  ResumeContactSlotUsage?: ResumeContactSlotUsageResolvers<ContextType>;
  ResumeContent?: ResumeContentResolvers<ContextType>;
  ResumeDatePeriod?: ResumeDatePeriodResolvers<ContextType>;
  ResumeEducation?: ResumeEducationResolvers<ContextType>;
  ResumeError?: ResumeErrorResolvers<ContextType>;
  ResumeFacetCount?: ResumeFacetCountResolvers<ContextType>;
  ResumeImport?: ResumeImportResolvers<ContextType>;
  ResumeImportConfirmResult?: ResumeImportConfirmResultResolvers<ContextType>;
  ResumeImportEducation?: ResumeImportEducationResolvers<ContextType>;
  ResumeImportProposal?: ResumeImportProposalResolvers<ContextType>;
  ResumeImportResult?: ResumeImportResultResolvers<ContextType>;
  ResumeImportWork?: ResumeImportWorkResolvers<ContextType>;
  ResumeJobPreferences?: ResumeJobPreferencesResolvers<ContextType>;
  ResumeLanguage?: ResumeLanguageResolvers<ContextType>;
  ResumeOptions?: ResumeOptionsResolvers<ContextType>;
  ResumeOrganization?: ResumeOrganizationResolvers<ContextType>;
  ResumePeriod?: ResumePeriodResolvers<ContextType>;
  ResumePersonalInfo?: ResumePersonalInfoResolvers<ContextType>;
  ResumeSalary?: ResumeSalaryResolvers<ContextType>;
  ResumeSearchPlace?: ResumeSearchPlaceResolvers<ContextType>;
  ResumeSearchResult?: ResumeSearchResultResolvers<ContextType>;
  ResumeTerm?: ResumeTermResolvers<ContextType>;
  ResumeUpdateResult?: ResumeUpdateResultResolvers<ContextType>;
  ResumeWorkExperience?: ResumeWorkExperienceResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RouteContent?: RouteContentResolvers<ContextType>;
  RouteError?: RouteErrorResolvers<ContextType>;
  RouteInfo?: RouteInfoResolvers<ContextType>;
  RouteRedirect?: RouteRedirectResolvers<ContextType>;
  Salary?: SalaryResolvers<ContextType>;
  SaveAppConfigEntryResult?: SaveAppConfigEntryResultResolvers<ContextType>;
  SaveBlogPostResult?: SaveBlogPostResultResolvers<ContextType>;
  SaveCommerceProductResult?: SaveCommerceProductResultResolvers<ContextType>;
  SendContactMessageResult?: SendContactMessageResultResolvers<ContextType>;
  SentContactRequest?: SentContactRequestResolvers<ContextType>;
  SentContactRequestList?: SentContactRequestListResolvers<ContextType>;
  SetConsentInfoActiveResult?: SetConsentInfoActiveResultResolvers<ContextType>;
  SetOrganizationParentResult?: SetOrganizationParentResultResolvers<ContextType>;
  SetReadOnlyModeResult?: SetReadOnlyModeResultResolvers<ContextType>;
  SocialProfile?: SocialProfileResolvers<ContextType>;
  StaffAction?: StaffActionResolvers<ContextType>;
  StaffActionPageResult?: StaffActionPageResultResolvers<ContextType>;
  StaffAppConfigAnswer?: StaffAppConfigAnswerResolvers<ContextType>;
  StaffAppConfigEntry?: StaffAppConfigEntryResolvers<ContextType>;
  StaffBlogPost?: StaffBlogPostResolvers<ContextType>;
  StaffBlogPostAnswer?: StaffBlogPostAnswerResolvers<ContextType>;
  StaffBlogPostsAnswer?: StaffBlogPostsAnswerResolvers<ContextType>;
  StaffCatalogueAnswer?: StaffCatalogueAnswerResolvers<ContextType>;
  StaffCommerceResult?: StaffCommerceResultResolvers<ContextType>;
  StaffConsentInfo?: StaffConsentInfoResolvers<ContextType>;
  StaffConsentRevision?: StaffConsentRevisionResolvers<ContextType>;
  StaffConsentTextsAnswer?: StaffConsentTextsAnswerResolvers<ContextType>;
  StaffConsoleResult?: StaffConsoleResultResolvers<ContextType>;
  StaffCreditAdjustment?: StaffCreditAdjustmentResolvers<ContextType>;
  StaffCreditBalance?: StaffCreditBalanceResolvers<ContextType>;
  StaffCreditsAnswer?: StaffCreditsAnswerResolvers<ContextType>;
  StaffHomeBlock?: StaffHomeBlockResolvers<ContextType>;
  StaffHomeHighlight?: StaffHomeHighlightResolvers<ContextType>;
  StaffHomePicksAnswer?: StaffHomePicksAnswerResolvers<ContextType>;
  StaffJob?: StaffJobResolvers<ContextType>;
  StaffJobActionResult?: StaffJobActionResultResolvers<ContextType>;
  StaffJobPageResult?: StaffJobPageResultResolvers<ContextType>;
  StaffLandingPage?: StaffLandingPageResolvers<ContextType>;
  StaffLandingPageActionResult?: StaffLandingPageActionResultResolvers<ContextType>;
  StaffLandingPageListResult?: StaffLandingPageListResultResolvers<ContextType>;
  StaffLandingPageResult?: StaffLandingPageResultResolvers<ContextType>;
  StaffLandingPageSaveResult?: StaffLandingPageSaveResultResolvers<ContextType>;
  StaffLegalPage?: StaffLegalPageResolvers<ContextType>;
  StaffLegalPagesAnswer?: StaffLegalPagesAnswerResolvers<ContextType>;
  StaffLegalVersion?: StaffLegalVersionResolvers<ContextType>;
  StaffOrder?: StaffOrderResolvers<ContextType>;
  StaffOrdersAnswer?: StaffOrdersAnswerResolvers<ContextType>;
  StaffOrganization?: StaffOrganizationResolvers<ContextType>;
  StaffOrganizationActionResult?: StaffOrganizationActionResultResolvers<ContextType>;
  StaffOrganizationDetail?: StaffOrganizationDetailResolvers<ContextType>;
  StaffOrganizationPageResult?: StaffOrganizationPageResultResolvers<ContextType>;
  StaffOrganizationParent?: StaffOrganizationParentResolvers<ContextType>;
  StaffOrganizationResult?: StaffOrganizationResultResolvers<ContextType>;
  StaffProduct?: StaffProductResolvers<ContextType>;
  StaffSubscription?: StaffSubscriptionResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StaffUserActionResult?: StaffUserActionResultResolvers<ContextType>;
  StaffUserDetail?: StaffUserDetailResolvers<ContextType>;
  StaffUserPageResult?: StaffUserPageResultResolvers<ContextType>;
  StaffUserResult?: StaffUserResultResolvers<ContextType>;
  StaffUserRole?: StaffUserRoleResolvers<ContextType>;
  Statistics?: StatisticsResolvers<ContextType>;
  StatisticsCounts?: StatisticsCountsResolvers<ContextType>;
  StatisticsDay?: StatisticsDayResolvers<ContextType>;
  SubmitApplicationResult?: SubmitApplicationResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionList?: SubscriptionListResolvers<ContextType>;
  SubscriptionProduct?: SubscriptionProductResolvers<ContextType>;
  SubscriptionStatus?: SubscriptionStatusResolvers<ContextType>;
  TeamChangeResult?: TeamChangeResultResolvers<ContextType>;
  TeamError?: TeamErrorResolvers<ContextType>;
  TeamInvitation?: TeamInvitationResolvers<ContextType>;
  TeamInvitationView?: TeamInvitationViewResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  Term?: TermResolvers<ContextType>;
  TermLabel?: TermLabelResolvers<ContextType>;
  Translation?: TranslationResolvers<ContextType>;
  UnpaidCardOrder?: UnpaidCardOrderResolvers<ContextType>;
  UnpaidCardOrderLine?: UnpaidCardOrderLineResolvers<ContextType>;
  UpdatableOrganizationProfile?: UpdatableOrganizationProfileResolvers<ContextType>;
  UpgradableJob?: UpgradableJobResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserOrganization?: UserOrganizationResolvers<ContextType>;
};

