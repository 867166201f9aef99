// GENERATED from ../schema.graphql by generate-type-defs.ts — edit the .graphql file, then regenerate.
// A module (not a runtime file read) so the server works the same under tsx, vitest and the Vite SSR bundle.
export const typeDefs = /* GraphQL */ `# The platform API (spec §7). Board and integrators speak this schema; later issues extend it.
# Request facts come from headers: X-Frontend (site key), X-Locale (de | en-GB | fr),
# Authorization: Bearer <token>, X-Visual-Editor: true.

scalar Upload

type Query {
  "The signed-in user; null for guests."
  getUser: User
  "Site configuration entries; an empty list when nothing is configured."
  getAppConfig: [AppConfigEntry!]!
  "What a site path shows. slug is the unprefixed path; query parameters jobId, path and router are ignored."
  getRoutInfo(slug: String!, language: String): RouteInfo!
  """
  Visible jobs of the site, newest first. range.first is an offset, range.last a count (1 to 50).
  Pages are aligned: range.first must be a multiple of range.last (spec §9: first = (page-1) * size).
  """
  jobs(range: RangeInput!, featuredOnly: Boolean = false): JobList!
  "One job; null when it does not exist for this site and viewer."
  job(id: ID!): JobView
  """
  Published blog posts of the site, newest first; with tag only the posts carrying it (case-insensitive).
  range as for jobs (aligned pages, range.last 1 to 50). Empty when the site has no blog.
  """
  blogPosts(tag: String, range: RangeInput!): BlogPostList!
  "One published blog post of the site; null when unknown, scheduled, on another site or the site has no blog."
  blogPost(slug: String!): BlogPost
}

type Mutation {
  "Checks attachments before a form is sent: type by content (pdf, jpg, png, webp), at most 50 MB each. Stores nothing."
  checkAttachments(files: [Upload!]!): [AttachmentCheck!]!
}

type AttachmentCheck {
  name: String!
  size: Int!
  "Detected content type, e.g. application/pdf; null when the content is not an allowed type."
  detectedType: String
  accepted: Boolean!
  "Stable code when refused: FILE_TYPE_NOT_ALLOWED or FILE_TOO_LARGE."
  error: String
}

input RangeInput {
  first: Int!
  last: Int!
}

type Role {
  id: String!
  targetId: String
}

type UserOrganization {
  id: ID!
  name: String!
  ownerId: ID!
}

type OrganizationRef {
  id: ID!
}

type User {
  id: ID!
  name: String!
  email: String!
  displayName: String!
  firstName: String!
  lastName: String!
  roles: [Role!]!
  emailVerified: Boolean!
  organization: UserOrganization
  isUserApprovedAndVerified: Boolean!
  isEligibleForJobApply: Boolean!
  activeOrganization: OrganizationRef
}

type AppConfigEntry {
  name: String!
  key: String!
  value: String!
}

type RouteError {
  code: Int!
  reason: String!
}

type RouteRedirect {
  code: Int!
  target: String!
}

type MetaTag {
  meta: String!
  value: String!
}

interface RouteContent {
  id: ID!
  metatags: [MetaTag!]!
}

type Job implements RouteContent {
  id: ID!
  metatags: [MetaTag!]!
}

type LandingPage implements RouteContent {
  id: ID!
  metatags: [MetaTag!]!
}

type OrganizationProfile implements RouteContent {
  id: ID!
  metatags: [MetaTag!]!
}

type RouteInfo {
  error: RouteError
  redirect: RouteRedirect
  content: RouteContent
}

type Term {
  id: ID!
  "Label in the request locale (X-Locale), falling back to German."
  label: String!
  "URL alias in the request locale, falling back to German."
  alias: String!
  "Every translation of the label the platform has; German is always present."
  labels: [Translation!]!
  "Every translation of the URL alias the platform has; German is always present."
  aliases: [Translation!]!
}

type Translation {
  "de | en-GB | fr"
  locale: String!
  value: String!
}

type JobLocation {
  countryCode: String!
  addressLine1: String
  locality: String!
  zip: String
  administrativeArea: String
  lat: Float
  lon: Float
}

type Salary {
  min: Float
  max: Float
  currencyCode: String!
  unit: String!
}

type JobOrganization {
  id: ID!
  name: String!
  slug: String!
  logoUrl: String
}

type JobPosting {
  id: ID!
  type: String!
  state: String!
  title: String!
  slug: String!
  descriptionHtml: String!
  linkUrl: String
  organization: JobOrganization!
  location: JobLocation!
  employmentTypes: [Term!]!
  remoteOptions: [Term!]!
  industries: [Term!]!
  occupations: [Term!]!
  yearsOfExperience: [Term!]!
  salary: Salary
  featured: Boolean!
  publishedAt: String
  expiresAt: String
  external: Boolean!
  sites: [String!]!
}

type JobList {
  items: [JobPosting!]!
  total: Int!
}

type JobView {
  job: JobPosting!
  expired: Boolean!
}

type BlogPost {
  id: ID!
  slug: String!
  title: String!
  teaser: String!
  "Sanitized HTML in the filtered format."
  bodyHtml: String!
  tags: [String!]!
  "ISO 8601 instant; the post's URL carries its year and month in UTC."
  publishedAt: String!
  sites: [String!]!
}

type BlogPostList {
  items: [BlogPost!]!
  total: Int!
}

# ── Consent: GDPR consent infos, user consents and the terms dialog (spec §2, §5, §7) ──
extend type Query {
  """
  Consent infos in force on the site, each with the text of its current revision in language
  (de | en-GB | fr; the request locale when absent). limit 1 to 50, default 10.
  """
  getGdprConsentInfos(
    id: ID
    type: String
    limit: Int
    offset: Int
    sorting: ConsentInfoSorting
    placement: String
    language: String
    path: String
  ): [GdprConsentInfo!]!
  "The signed-in user's consent to the revision in force of the site's info of this type and placement; null when not given (always for guests)."
  hasTheLatestConsent(type: String!, placement: String!): GdprConsentCheck
  "Ids of the consent infos in force on the site (no texts)."
  consentInfos(placement: String, type: String): [ConsentInfoRef!]!
}
extend type Mutation {
  """
  Records a consent to the revision in force. Signed-in users consent for themselves (mail must be
  theirs); guests only to guest-type infos such as NEWSLETTER. Refusals come back in errors:
  MAIL_REQUIRED, MAIL_INVALID, INFO_REQUIRED, INFO_INVALID, INFO_NOT_FOUND, SIGN_IN_REQUIRED, MAIL_MISMATCH.
  """
  createGdprUserConsent(mail: String!, infoId: ID!): GdprUserConsentResult!
  "The terms dialog's confirmation: like createGdprUserConsent, for signed-in users only."
  acceptTerms(mail: String!, infoId: ID!): GdprUserConsentResult!
}
enum ConsentInfoSorting {
  ID_ASC
  ID_DESC
}
type GdprConsentInfo {
  id: ID!
  type: String!
  placement: String!
  optIn: Boolean!
  "Sanitized HTML of the current revision."
  text: String!
  infoRevisionId: ID!
}
type GdprConsentCheck {
  id: ID!
  infoId: ID!
  infoRevisionId: ID!
  mail: String!
}
type ConsentInfoRef {
  id: ID!
}
type GdprUserConsent {
  id: ID!
  mail: String!
  infoId: ID!
  infoRevisionId: ID!
  "ISO 8601 instant."
  consentedAt: String!
  site: String!
}
type GdprUserConsentResult {
  errors: [String!]!
  consent: GdprUserConsent
}

# ── Organizations: read-only profile pages (spec §3 "Organization profile"); landing pages ──
extend type Query {
  "An organization's public profile by id or slug (give one); null when unknown."
  organizationProfile(id: ID, slug: String): OrganizationDetails
  "The organization's visible jobs on the site, newest first. range as for jobs (aligned pages, range.last 1 to 50)."
  organizationJobs(organizationId: ID!, range: RangeInput!): JobList!
  "A published landing page of the site; null when unknown, a draft or another site's."
  landingPage(id: ID!): LandingPageDetails
}
type OrganizationAddress {
  countryCode: String!
  addressLine1: String
  addressLine2: String
  administrativeArea: String
  locality: String
  zip: String
}
type SocialProfile {
  "linkedin | xing | facebook | instagram | youtube | tiktok | twitter | blueSky"
  network: String!
  url: String!
}
type LocalizedLabel {
  "A term id (industry); null for free labels (benefits)."
  id: ID
  "Label in the request locale, falling back to German."
  label: String!
  labels: [Translation!]!
}
type OrganizationSummary {
  id: ID!
  name: String!
  slug: String!
  logoUrl: String
  locality: String
}
type OrganizationDetails {
  id: ID!
  name: String!
  alternativeName: String
  slug: String!
  logoUrl: String
  coverUrl: String
  organizationLocation: OrganizationAddress!
  website: String
  socialProfiles: [SocialProfile!]!
  "Sanitized HTML in the filtered format."
  presentation: String!
  industry: LocalizedLabel
  "Employees: 1-9 | 10-49 | 50-249 | 250-999 | 1000+"
  size: String
  benefits: [LocalizedLabel!]!
  parent: OrganizationSummary
  children: [OrganizationSummary!]!
  "ISO 8601 instant of the last change."
  updatedAt: String!
}
type LandingPageDetails {
  id: ID!
  "Internal, unprefixed path of the page."
  path: String!
  "de | en-GB | fr"
  language: String!
  title: String!
  "Sanitized HTML in the filtered format."
  intro: String!
  "The preset job search's query string (without ?)."
  searchQuery: String!
  "Internal path of the preset job search, e.g. /jobs?search=Pflege."
  searchHref: String!
}

# ── Job page (jobpage feature): job details, similar jobs, place suggestions ──────────────────────

extend type Query {
  """
  Visible jobs of the site like the job with this id: sharing an occupation or industry, same occupation
  first, then nearest, then newest; never the job itself. limit 1 to 6 (default 4). Empty when the job
  is unknown or hidden from the viewer.
  """
  similarJobs(id: ID!, limit: Int): [JobPosting!]!
  """
  Places for an address field (spec §5: from 1 character): localities, federal states and countries
  from GeoNames data, best match first (prefix matches, then population). Accents and umlauts do not
  matter ("munchen", "Muenchen" find München). Bounded to the site's area where it has one.
  limit 1 to 20 (default 8); query 1 to 100 characters.
  """
  placeSuggestions(query: String!, limit: Int): [Place!]!
}

extend type JobOrganization {
  "The employer's own website."
  website: String
}

extend type JobPosting {
  "The job page's fields (spec §3 job form); null where the platform read only list data."
  details: JobDetails
}

type JobDetails {
  "availabilityPeriod: start and, for fixed-term jobs, end."
  availability: JobAvailability
  videoUrl: String
  "The PDF of a file job (type job_per_file); download it from the board at /job-file/{id}/{name}."
  file: JobFile
  "salaryRangeFree: salary in words."
  salaryText: String
  fieldsOfStudy: [Term!]!
  degreeLevels: [Term!]!
  languages: [LanguageRequirement!]!
  languagesText: String
  skills: [String!]!
  skillsText: String
  application: JobApplicationChannel!
}

type JobAvailability {
  "ISO date YYYY-MM-DD"
  from: String
  "ISO date YYYY-MM-DD"
  until: String
}

type JobFile {
  name: String!
}

type LanguageRequirement {
  "ISO 639-1, e.g. de"
  code: String!
  "A1 | A2 | B1 | B2 | C1 | C2 | native"
  level: String
}

type JobApplicationChannel {
  url: String
  email: String
}

type Place {
  "What the visitor sees and what goes into geo_location."
  label: String!
  lat: Float!
  lon: Float!
  "locality | postal_code | administrative_area_level_1 | country"
  locationType: String!
  "ISO 3166-1 alpha-2"
  country: String!
  "Federal state, when known."
  administrativeArea: String
}

# ---- Job search (issue 4: search query builder and search on PostgreSQL) ----------------------------

extend type Query {
  """
  Visible jobs of the site (published, not expired, offered on the site) for a search request as spec §3
  describes it: fulltext keys (German, English and French, accents folded), facet filter groups (OR inside
  a group, AND across groups), a place with radius, sort, and range (aligned pages, range.last 1 to 50).
  Facet counts leave a facet's own group out, as a multi-select needs them.
  """
  jobSearch(request: JobSearchRequestInput!): JobSearchResult!
  "The terms of the job facets with every label and URL alias (the board's /jobs path segments)."
  jobSearchTerms: [JobSearchTerm!]!
}

input JobSearchRequestInput {
  "de | en | fr"
  language: String!
  facets: [JobSearchFacetInput!]!
  condition_group: JobSearchConditionGroupInput!
  fulltext: JobSearchFulltextInput
  geoLocation: JobSearchGeoLocationInput
  range: RangeInput!
  "relevance (needs fulltext) | date | distance (needs lat and lon); default relevance with fulltext, else date"
  sort: String
}

input JobSearchFacetInput {
  "remoteOptions | employmentType | industry | occupations | yearsOfExperience | company"
  field: String!
  limit: Int!
  "OR"
  operator: String!
  min_count: Int!
  missing: Boolean!
}

input JobSearchConditionGroupInput {
  "AND"
  conjunction: String!
  groups: [JobSearchFilterGroupInput!]!
}

input JobSearchFilterGroupInput {
  "OR"
  conjunction: String!
  "facet:{field} for a facet group"
  tags: [String!]!
  conditions: [JobSearchConditionInput!]!
}

input JobSearchConditionInput {
  "= (facet value id) or LIKE (name job_organization_name: the organization's name contains the text)"
  operator: String!
  name: String!
  value: String!
}

input JobSearchFulltextInput {
  keys: String!
}

input JobSearchGeoLocationInput {
  label: String
  "ISO 3166-1 alpha-2"
  country: String
  administrativeArea: String
  lat: Float
  lon: Float
  "km: 5, 25, 50, 100 or 200 for locality and postal_code; none for administrative_area_level_1 and country"
  radius: Int
  "locality | postal_code | administrative_area_level_1 | country"
  locationType: String!
}

type JobSearchResult {
  items: [JobPosting!]!
  "Distance of each item from the request's point in km, in item order; null without a point."
  distancesKm: [Float]!
  total: Int!
  "Search speed (issue 4): true when total is an estimate from a sample of the jobs (large sets only)."
  totalEstimated: Boolean!
  facets: [FacetEntry!]!
}

type FacetEntry {
  fieldName: String!
  title: String!
  multiple: Boolean!
  order: Int!
  "Search speed (issue 4): true when the counts are estimates from a sample of the jobs (large sets only)."
  estimated: Boolean!
  values: [FacetValue!]!
}

type FacetValue {
  "The value to filter by (condition value)."
  filter: String!
  label: String!
  alias: String!
  count: Int!
  aliasTranslation: [AliasTranslation!]!
}

type AliasTranslation {
  alias: String!
  "de | en | fr"
  langcode: String!
}

type JobSearchTerm {
  id: ID!
  "The facet the term belongs to (remoteOptions, employmentType, industry, occupations, yearsOfExperience)."
  field: String!
  labels: [Translation!]!
  aliases: [Translation!]!
}

# ── Applications (apply feature): on-site applications, the recruiter's list, my applications ─────

extend type Query {
  "What the apply form of a job needs (requirements, questions, the signed-in user's data); null when the job does not take on-site applications."
  applicationForm(jobId: ID!): ApplicationForm
  "A job's applications, newest first: for recruiters of its organization and staff; null for anyone else."
  jobApplications(jobId: ID!): JobApplicationList
  "One application with its files: for its applicant, the job organization's recruiters and staff; null for anyone else."
  application(id: ID!): Application
  "The signed-in user's own applications with their status; empty for guests."
  myApplications: [MyApplication!]!
}

extend type Mutation {
  """
  Applies to a job whose workflow is the on-site form; guests may apply. files: pdf, jpg, png or webp by
  content, at most 50 MB each, at most 10. One transaction: the application, its files, the privacy
  consent and the mails. A retried call with the same idempotencyKey answers the first application
  (duplicate: true). Refusals come back in errors (field and code): JOB_NOT_FOUND, NOT_ACCEPTING,
  REQUIRED, TOO_LONG, INVALID, CONSENT_REQUIRED, CV_REQUIRED, TOO_MANY_FILES, FILE_TYPE_NOT_ALLOWED,
  FILE_TOO_LARGE, FILE_EMPTY; RATE_LIMITED on email when the address sent 20 applications within the hour
  or 50 within the day (each one mails it a receipt).
  """
  submitApplication(jobId: ID!, input: ApplicationInput!, files: [Upload!]): SubmitApplicationResult!
  """
  Moves an application to another status (new → in_review → shortlisted → hired; open ones may be
  rejected). Errors: NOT_FOUND (also for other organizations' applications), FORBIDDEN, INVALID_STATUS,
  INVALID_TRANSITION, CONFLICT.
  """
  changeApplicationStatus(id: ID!, status: String!): ChangeApplicationStatusResult!
}

extend type JobApplicationChannel {
  "email | link | form (the on-site application form and quick apply); null when the job takes no applications."
  workflow: String
}

input ApplicationInput {
  firstName: String!
  lastName: String!
  email: String!
  phone: String
  coverLetter: String
  answers: [ApplicationAnswerInput!]
  "The applicant agrees to the privacy notice (required)."
  privacyConsent: Boolean!
  "16 to 64 characters of A-Z a-z 0-9 _ -, one per filled-in form."
  idempotencyKey: String!
  "Origin of the board page (links in mails); used only when it is a loopback address, otherwise the site's host."
  origin: String
}

input ApplicationAnswerInput {
  questionId: String!
  value: String!
}

type ApplicationFieldError {
  "firstName | lastName | email | phone | coverLetter | answers | privacyConsent | idempotencyKey | files; null for the whole request."
  field: String
  code: String!
  "The question id (answers) or file name (files) the error is about."
  detail: String
}

type SubmitApplicationResult {
  applicationId: ID
  duplicate: Boolean!
  errors: [ApplicationFieldError!]!
}

type ChangeApplicationStatusResult {
  status: String
  errors: [String!]!
}

type QualifyingQuestion {
  id: ID!
  label: String!
  "yes_no | text"
  kind: String!
}

type ApplicationJobRef {
  id: ID!
  title: String!
  slug: String!
  organizationName: String!
}

type ApplicationPrefill {
  firstName: String!
  lastName: String!
  email: String!
}

type ApplicationForm {
  job: ApplicationJobRef!
  requireCv: Boolean!
  requireCoverLetter: Boolean!
  requireQuestions: Boolean!
  questions: [QualifyingQuestion!]!
  prefill: ApplicationPrefill!
  "Sanitized HTML of the privacy notice the applicant agrees to."
  privacyText: String
}

type ApplicationSummary {
  id: ID!
  firstName: String!
  lastName: String!
  email: String!
  "new | in_review | shortlisted | rejected | hired"
  status: String!
  "ISO 8601 instant."
  createdAt: String!
  fileCount: Int!
}

type JobApplicationList {
  job: ApplicationJobRef!
  items: [ApplicationSummary!]!
}

type ApplicationFileInfo {
  id: ID!
  name: String!
  contentType: String!
  size: Int!
}

type ApplicationAnswer {
  questionId: String!
  "The question as the job asks it now (its id when the job no longer asks it)."
  label: String!
  value: String!
}

type Application {
  id: ID!
  job: ApplicationJobRef!
  firstName: String!
  lastName: String!
  email: String!
  phone: String
  coverLetter: String
  answers: [ApplicationAnswer!]!
  status: String!
  "The viewer manages it (a recruiter of the job's organization or staff), not the applicant."
  manageable: Boolean!
  "Statuses the viewer may move it to; empty for the applicant and once rejected or hired."
  nextStatuses: [String!]!
  createdAt: String!
  statusChangedAt: String!
  "Download each from the board at /application-file/{applicationId}/{fileId} (signed in)."
  files: [ApplicationFileInfo!]!
}

type MyApplication {
  id: ID!
  job: ApplicationJobRef!
  status: String!
  createdAt: String!
}

# ── Organization editing (orgedit feature): profile updates by the owner or staff, images, form choices ──
extend type Query {
  """
  Spec §7: the profiles the signed-in organization user may update, i.e. the organizations they own.
  Empty for guests, applicants and everyone who owns no organization (staff edit from the profile page).
  """
  updatableOrganizationProfiles: [UpdatableOrganizationProfile!]!
  "A profile by id or slug (give one) and whether the viewer may edit it (its owner or staff); null when unknown."
  organizationEditAccess(id: ID, slug: String): OrganizationEditAccess
  "The choices of the profile form: industries, company sizes, common benefits (with every translation)."
  organizationProfileOptions: OrganizationProfileOptions!
}
extend type Mutation {
  """
  Updates an organization's profile; its owner or staff only. The slug stays (links keep working after
  a name change). presentation is sanitized to the filtered format. logo and cover: png, jpeg or webp,
  recognised by content (SVG refused), at most 5 MB, re-encoded as WebP without metadata (logo within
  512 x 512 px, cover cut to 2:1, at most 2000 x 1000 px); removeLogo / removeCover drop the current one.
  Refusals come back in errors and nothing is written: FORBIDDEN, NOT_FOUND, or one error per field.
  """
  updateOrganizationProfile(id: ID!, input: OrganizationProfileInput!, logo: Upload, cover: Upload): OrganizationProfileUpdateResult!
}
type UpdatableOrganizationProfile {
  "The profile's id (the organization's id)."
  id: ID!
  name: String!
  "Sanitized HTML in the filtered format."
  presentation: String!
  industry: [TermLabel!]!
  benefits: [TermLabel!]!
  organization: OrganizationRef!
  url: ProfileUrl!
  logo: ProfileImage
  "Every field of the profile, as organizationProfile answers it."
  details: OrganizationDetails!
}
type TermLabel {
  "Term id; null for the organization's own labels (benefits)."
  tid: ID
  "Label in the request locale, falling back to German."
  label: String!
}
type ProfileUrl {
  "Path of the profile page with the locale prefix of multi-locale sites, e.g. /en/organization/acme."
  path: String!
  "The same path without a locale prefix."
  urlNoPrefix: String!
}
type ProfileImage {
  url: String!
  alt: String!
  title: String!
  "URL of the medium image style (stored images have one size: the same URL)."
  medium: String!
}
type OrganizationEditAccess {
  mayEdit: Boolean!
  profile: OrganizationDetails!
}
type OrganizationProfileOptions {
  industries: [LocalizedLabel!]!
  "1-9 | 10-49 | 50-249 | 250-999 | 1000+"
  sizes: [String!]!
  benefits: [LocalizedLabel!]!
}
input OrganizationProfileInput {
  name: String!
  alternativeName: String
  organizationLocation: OrganizationAddressInput!
  website: String
  socialProfiles: [SocialProfileInput!]!
  "HTML; sanitized to the filtered format before it is stored."
  presentation: String!
  industryId: ID
  size: String
  "At most 20; each with a German label (the fallback of every language)."
  benefits: [BenefitInput!]!
  removeLogo: Boolean
  removeCover: Boolean
}
input OrganizationAddressInput {
  "ISO 3166-1 alpha-2"
  countryCode: String!
  addressLine1: String
  addressLine2: String
  administrativeArea: String
  locality: String
  zip: String
}
input SocialProfileInput {
  "linkedin | xing | facebook | instagram | youtube | tiktok | twitter | blueSky"
  network: String!
  "https URL on the network's own host"
  url: String!
}
input BenefitInput {
  labels: [TranslationInput!]!
}
input TranslationInput {
  "de | en-GB | fr"
  locale: String!
  value: String!
}
type OrganizationProfileUpdateResult {
  errors: [OrganizationProfileError!]!
  "The stored profile; null when refused."
  profile: OrganizationDetails
}
type OrganizationProfileError {
  "The input field (name, organizationLocation.zip, socialProfiles.linkedin, benefits.2, logo, cover …); null for the request as a whole."
  field: String
  """
  FORBIDDEN | NOT_FOUND | REQUIRED | TOO_SHORT | TOO_LONG | TOO_MANY | DUPLICATE | INVALID_URL | WRONG_NETWORK |
  INVALID_COUNTRY | INVALID_ZIP | INVALID_SIZE | UNKNOWN_INDUSTRY | INVALID_TEXT | IMAGE_TOO_LARGE |
  IMAGE_SVG_NOT_ALLOWED | IMAGE_TYPE_NOT_ALLOWED | IMAGE_INVALID
  """
  code: String!
}

# ---- Bookmarks and job alerts (alerts feature: issue 4, items 6 and 7) ------------------------------

extend type Query {
  "The signed-in user's bookmarked jobs, newest first (range.last 1 to 50, aligned pages); null for guests."
  bookmarks(range: RangeInput!): BookmarkList
  "Which of these jobs (at most 100) the signed-in user has bookmarked; empty for guests."
  bookmarkedJobIds(jobIds: [ID!]!): [ID!]!
  "The signed-in user's job alerts on this site, newest first; null for guests."
  jobAlerts: [JobAlert!]
  "The signed-in user's alert for this search (a /jobs query string), if any; null for guests."
  jobAlertFor(query: String!): JobAlert
}

extend type Mutation {
  "Bookmarks a job visible on this site for the signed-in user; bookmarking twice changes nothing."
  bookmarkJob(jobId: ID!): BookmarkResult!
  "Removes the signed-in user's bookmark; removing a missing one is no error."
  unbookmarkJob(jobId: ID!): BookmarkResult!
  """
  Saves a search (a /jobs query string) as a job alert. Signed in: active at once, mailed to the
  account's address; the same search again only changes the frequency. Guests give an e-mail address
  and get a confirmation link first (double opt-in); status is then CONFIRMATION_SENT.
  """
  createJobAlert(input: CreateJobAlertInput!): CreateJobAlertResult!
  "Changes the frequency of the signed-in user's own alert."
  updateJobAlert(id: ID!, frequency: AlertFrequency!): JobAlertResult!
  "Deletes the signed-in user's own alert."
  deleteJobAlert(id: ID!): JobAlertResult!
  "Confirms a guest's alert with the token of its confirmation mail."
  confirmJobAlert(token: String!): JobAlertResult!
  "Unsubscribes (deletes) an alert with the signed token of its digest mail; no sign-in needed."
  unsubscribeJobAlert(token: String!): JobAlertResult!
}

type BookmarkList {
  total: Int!
  items: [BookmarkedJob!]!
}

type BookmarkedJob {
  job: JobPosting!
  "ISO timestamp"
  bookmarkedAt: String!
  "False once the job expired, was unpublished or left this site."
  available: Boolean!
}

type BookmarkResult {
  jobId: ID!
  bookmarked: Boolean!
  "FORBIDDEN (guest), NOT_FOUND (no visible job), LIMIT_REACHED; empty on success."
  errors: [String!]!
}

enum AlertFrequency {
  daily
  weekly
}

input CreateJobAlertInput {
  "The search as a /jobs query string, e.g. search=Pflege&occupations=12."
  query: String!
  frequency: AlertFrequency!
  "Guests only: where the digests go."
  email: String
  "The public origin the visitor uses (links in the mails); only this site's host or a loopback origin is taken."
  origin: String
}

type CreateJobAlertResult {
  "ACTIVE | CONFIRMATION_SENT; null on errors"
  status: String
  alert: JobAlert
  "INVALID_SEARCH | INVALID_EMAIL | LIMIT_REACHED | RATE_LIMITED; empty on success."
  errors: [String!]!
}

type JobAlertResult {
  alert: JobAlert
  "FORBIDDEN | NOT_FOUND | INVALID_TOKEN; empty on success."
  errors: [String!]!
}

type JobAlert {
  id: ID!
  "The normalized search (a /jobs query string with every facet as a parameter)."
  query: String!
  frequency: AlertFrequency!
  locale: String!
  "ISO timestamps"
  createdAt: String!
  lastSentAt: String
  nextDueAt: String
}

# ── Job posting (issue 6: job wizard, workflow, job manager) ─────────────────────────────────────
# Expected failures come back as values: errorCode (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND,
# ORGANIZATION_NOT_ALLOWED, EXTERNAL_JOB, INVALID, TRANSITION_NOT_ALLOWED, CONFLICT, FILE_TOO_LARGE,
# FILE_NOT_PDF, LOGO_SVG_NOT_ALLOWED, LOGO_TYPE_NOT_ALLOWED, IMAGE_INVALID, IMAGE_TOO_LARGE) and the
# fields' problems.
input JobPostingAddressInput {
  countryCode: String!
  addressLine1: String
  zip: String
  locality: String!
  administrativeArea: String
}

input JobLanguageInput {
  code: String!
  level: String
}

input JobApplicationSettingsInput {
  "email | link | form"
  workflow: String!
  emails: [String!]!
  url: String
  requireCv: Boolean!
  requireCoverLetter: Boolean!
  requireQualifyingQuestions: Boolean!
  qualifyingQuestions: [String!]!
}

input JobPostingInput {
  "job_per_template | job_per_link | job_per_file"
  type: String!
  organizationId: ID!
  title: String!
  linkUrl: String
  "Rich text; sanitized by the platform (filtered format, full for staff)."
  descriptionHtml: String!
  availableFrom: String
  availableUntil: String
  videoUrl: String
  address: JobPostingAddressInput!
  termIds: [ID!]!
  salaryMin: Int
  salaryMax: Int
  salaryCurrency: String
  salaryUnit: String
  salaryText: String
  languages: [JobLanguageInput!]!
  languagesText: String
  skills: [String!]!
  skillsText: String
  expiresAt: String
  "30 | 60 | 90"
  durationDays: Int!
  application: JobApplicationSettingsInput!
}

type JobPostingAddress {
  countryCode: String!
  addressLine1: String
  zip: String
  locality: String!
  administrativeArea: String
}

type JobLanguage {
  code: String!
  level: String
}

type JobApplicationSettings {
  workflow: String!
  emails: [String!]!
  url: String
  requireCv: Boolean!
  requireCoverLetter: Boolean!
  requireQualifyingQuestions: Boolean!
  qualifyingQuestions: [String!]!
}

type EditableJob {
  id: ID!
  type: String!
  "Stored state: draft, needs_review, published, scheduled, archived."
  state: String!
  "The state with expiry: a published job past its expiration is expired."
  workflowState: String!
  "What the caller may do now (edit, publish, schedule, archive, republish, approve, reject)."
  actions: [String!]!
  slug: String!
  external: Boolean!
  organizationId: ID!
  organizationName: String!
  title: String!
  linkUrl: String
  descriptionHtml: String!
  availableFrom: String
  availableUntil: String
  videoUrl: String
  address: JobPostingAddress!
  termIds: [ID!]!
  salaryMin: Int
  salaryMax: Int
  salaryCurrency: String
  salaryUnit: String
  salaryText: String
  languages: [JobLanguage!]!
  languagesText: String
  skills: [String!]!
  skillsText: String
  expiresAt: String
  durationDays: Int!
  application: JobApplicationSettings!
  publishedAt: String
  publishAt: String
  rejectionReason: String
  fileName: String
  hasLogo: Boolean!
  sites: [String!]!
  createdAt: String!
  updatedAt: String!
}

type JobPostingProblem {
  field: String!
  code: String!
}

type JobPostingOutcome {
  id: ID
  state: String
  errorCode: String
  problems: [JobPostingProblem!]!
}

type EditableJobResult {
  job: EditableJob
  errorCode: String
}

type ManagedJob {
  job: EditableJob!
  views: Int!
  "Applications received (from the applications table once it exists)."
  applications: Int!
}

type ManagedJobsResult {
  errorCode: String
  total: Int!
  page: Int!
  pageSize: Int!
  items: [ManagedJob!]!
}

type PostingOrganization {
  id: ID!
  name: String!
}

type JobWizardTerm {
  id: ID!
  vocabulary: String!
  "In the request's locale."
  label: String!
}

type JobWizardOptionsResult {
  errorCode: String
  organizations: [PostingOrganization!]!
  terms: [JobWizardTerm!]!
  "off | edits | all (the site's review setting)"
  review: String!
  staff: Boolean!
  "Spec §6 editor toolbar of the caller's role."
  toolbar: [String!]!
}

enum JobWorkflowAction {
  PUBLISH
  SCHEDULE
  ARCHIVE
  REPUBLISH
  DUPLICATE
  APPROVE
  REJECT
}

extend type Query {
  jobWizardOptions: JobWizardOptionsResult!
  editableJob(id: ID!): EditableJobResult!
  "The job as its page will show it, for the wizard's preview (its organization's members and staff only)."
  jobPreview(id: ID!): JobView
  "The job manager (10 per page); reviewQueue: staff's list of jobs waiting for review."
  managedJobs(search: String, state: String, page: Int!, reviewQueue: Boolean): ManagedJobsResult!
}

extend type Mutation {
  "Creates (without id) or updates a job; file: the PDF of a file job; logo: PNG, JPEG or WebP."
  saveJob(id: ID, input: JobPostingInput!, file: Upload, logo: Upload, removeLogo: Boolean): JobPostingOutcome!
  "publishAt for SCHEDULE (ISO time), reason for REJECT."
  jobWorkflow(id: ID!, action: JobWorkflowAction!, publishAt: String, reason: String): JobPostingOutcome!
  "The job page counts a view (bots by user agent are not counted)."
  recordJobView(id: ID!, userAgent: String): Boolean!
}
`;
