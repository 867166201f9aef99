/*
 * The authorization matrix as a table: one row per object and operation, its expected outcome for each
 * actor. Outcomes follow the API's conventions: a query answers null (or leaves the object out of a list)
 * for whoever may not see it, which the matrix counts as NOT_FOUND, so nobody learns that it exists; a
 * mutation names its refusal in its errors (NOT_FOUND, FORBIDDEN, UNAUTHENTICATED). `allowed` is a cell
 * where the operation did what it says. One vocabulary for refusals: a guest asking for what needs an
 * account is UNAUTHENTICATED (signing in could help), a signed-in user without the right FORBIDDEN, and an
 * object the actor may not know about NOT_FOUND.
 *
 * A feature that adds an object or an operation adds its rows here (and, when it needs a new object,
 * one field in World and its setup in ../authorization-matrix.test.ts).
 */

export const ACTORS = [
  'guest',
  'applicantA',
  'applicantB',
  'recruiterA',
  'recruiterB',
  'administrator',
  'site_admin',
  'job_editor',
] as const;
export type Actor = (typeof ACTORS)[number];
export type Outcome = 'allowed' | 'NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHENTICATED' | (string & {});

type Json = { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** The objects the rows act on, owned by applicantA and by recruiterA's organization (A). */
export interface World {
  readonly organizationA: string;
  readonly organizationB: string;
  /** A published job of organization A that takes on-site applications. */
  readonly jobA: string;
  readonly applicantAId: string;
  /** applicantA's application to jobA, with one PDF. */
  readonly applicationA: { readonly id: string; readonly fileId: string };
  /** applicantA's job alert. */
  readonly alertA: string;
  /** applicantA's CV import (its proposal not yet confirmed). */
  readonly resumeImportA: string;
  /** Organization A's contact request to applicantA's resume. */
  readonly contactRequestA: string;
  /** Organization A's order by invoice, and its invoice. */
  readonly orderA: string;
  readonly invoiceA: string;
  /** The credit note that cancelled another order of organization A. */
  readonly creditNoteA: string;
  /** Organization A's card order that was not paid (cancelled). */
  readonly cardOrderA: string;
  readonly recruiterAToken: string;
  /** A consent info of the matrix's site alone, and the every-site terms info. */
  readonly siteConsentInfo: string;
  readonly termsConsentInfo: string;
  gql(token: string | null, query: string, variables?: Record<string, unknown>): Promise<Json>;
  placeOrder(token: string | null, organizationId?: string): Promise<Json>;
  /** A new open order of organization A on the site given, invoiced and granting nothing. */
  invoicedOrder(site: string): Promise<string>;
  /** A new running subscription of organization A on the site given. */
  subscription(site: string): Promise<string>;
  /** A new application to jobA sent by `token`'s user. */
  apply(token: string | null, email: string): Promise<{ id: string; fileId: string }>;
  /** A new draft of organization A (or of the organization given). */
  draftJob(organizationId?: string): Promise<string>;
  /** A new published job of organization A, on the matrix's site (or on the sites given). */
  publishedJob(sites?: string[]): Promise<string>;
  /** HTTP status of an application file's URL for `token`'s user. */
  fileStatus(token: string | null, applicationId: string, fileId: string): Promise<number>;
  /** A new job alert of applicantA. */
  newAlert(): Promise<string>;
  /** A new job importer of organization A on the site (not due). */
  newImporter(): Promise<string>;
  /** HTTP status of the file in applicantA's resume attachments box for `token`'s user, once the resume has that visibility. */
  resumeAttachmentStatus(token: string | null, visibility: 'anonymous' | 'full'): Promise<number>;
  /** A new staff pick in force on the matrix's site's home page (top block), of a new published job of organization A. */
  homePick(): Promise<string>;
  /** A new published job of organization A on the matrix's site, with the site's top block freed of the seed's staff picks so a pick fits. */
  homePickJob(): Promise<string>;
  /** An organization the seed features on this site (its place is freed and taken again by the rows). */
  featuredOrganization(site: string): Promise<string>;
  /** A new organization with a published job on these sites. */
  newOrganization(sites: string[]): Promise<string>;
  /** HTTP status of the statistics CSV download (`/api/statistics/export?<query>`) for `token`'s user. */
  statisticsExportStatus(token: string | null, query: string): Promise<number>;
}

export interface Row {
  readonly object: string;
  readonly operation: string;
  /** Who is allowed; everyone else gets `otherwise` (a function of the actor: guests often differ). */
  readonly allowed: readonly Actor[];
  readonly otherwise: Outcome | ((actor: Actor) => Outcome);
  run(world: World, token: string | null, actor: Actor): Promise<Outcome>;
}

const STAFF: readonly Actor[] = ['administrator', 'site_admin', 'job_editor'];
/**
 * The staff of the matrix's site who moderate organizations, their applications, shop and statistics:
 * administrators and the site's admins (its site_admin holds the matrix's site). Job editors edit jobs only.
 */
const SITE_STAFF: readonly Actor[] = ['administrator', 'site_admin'];
const SIGNED_IN: readonly Actor[] = ACTORS.filter((a) => a !== 'guest');

export const expectedFor = (row: Row): Record<Actor, Outcome> =>
  Object.fromEntries(
    ACTORS.map((actor) => [
      actor,
      row.allowed.includes(actor) ? 'allowed' : typeof row.otherwise === 'function' ? row.otherwise(actor) : row.otherwise,
    ]),
  ) as Record<Actor, Outcome>;

/** Guests are told to sign in; signed-in strangers find nothing. */
const guestUnauthenticated = (notFound: Outcome) => (actor: Actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : notFound);

/** A row of the console's site-scoped sections: administrators and the site's admins; guests sign in, everyone else is refused. */
const siteStaffOnly = (object: string, operation: string, run: Row['run']): Row => ({
  object,
  operation,
  allowed: SITE_STAFF,
  otherwise: guestUnauthenticated('FORBIDDEN'),
  run,
});

/** A GraphQL-level refusal (errors with an extension code), else what `judge` makes of the data. */
function outcome(json: Json, judge: (data: Record<string, any>) => Outcome): Outcome {
  if (json.errors?.length) return json.errors[0]!.extensions?.code ?? `ERROR ${json.errors[0]!.message}`;
  return judge(json.data ?? {});
}

/** A query's answer: present is allowed, null is NOT_FOUND. */
const present = (value: unknown): Outcome => (value === null || value === undefined ? 'NOT_FOUND' : 'allowed');
/** An HTTP answer of a file address: served, or the one 404 every refusal gets. */
const httpOutcome = (status: number): Outcome => (status === 200 ? 'allowed' : status === 404 ? 'NOT_FOUND' : `HTTP ${status}`);
/** A list answer: containing the object is allowed, anything else (empty, null) NOT_FOUND. */
const listed = (ids: readonly unknown[] | null | undefined, id: string): Outcome =>
  ids?.map(String).includes(id) ? 'allowed' : 'NOT_FOUND';
/** A mutation's answer: no errors is allowed, else its first error code. */
const done = (errors: ReadonlyArray<string | { code: string }> | null | undefined): Outcome => {
  const first = errors?.[0];
  return first === undefined ? 'allowed' : typeof first === 'string' ? first : first.code;
};

const jobInput = (organizationId: string, title: string) => ({
  type: 'job_per_template',
  organizationId,
  title,
  descriptionHtml: '<p>Wir suchen Verstärkung.</p>',
  address: { countryCode: 'DE', zip: '70173', locality: 'Stuttgart' },
  termIds: [],
  languages: [],
  skills: [],
  durationDays: 30,
  application: {
    workflow: 'email',
    emails: ['jobs@example.test'],
    requireCv: false,
    requireCoverLetter: false,
    requireQualifyingQuestions: false,
    qualifyingQuestions: [],
  },
});

const profileInput = {
  name: 'Demo Arbeitgeber GmbH',
  organizationLocation: { countryCode: 'DE', zip: '70173', locality: 'Stuttgart' },
  socialProfiles: [],
  presentation: '<p>Wir sind ein Arbeitgeber.</p>',
  benefits: [],
};

let emails = 0;

/** Each run of the invitation row invites an address of its own (an open invitation is not sent twice). */
let invitedCount = 0;

type SectionList = 'faq' | 'locations' | 'contacts';
const keptEntries = new WeakMap<World, Map<SectionList, string>>();

/**
 * An entry of organization A's `list`, added by its owner: one kept per list for the rows that change an
 * entry, a new one each time for the rows that may remove it (the lists hold 10 to 30 entries).
 */
async function sectionEntryOfA(w: World, list: SectionList, fresh = false): Promise<string> {
  const kept = keptEntries.get(w) ?? new Map<SectionList, string>();
  keptEntries.set(w, kept);
  const known = kept.get(list);
  if (known && !fresh) return known;
  const added = {
    faq: ['addOrganizationFaq', 'OrganizationFaqInput', { question: 'Gibt es Gleitzeit?', answer: 'Ja.' }],
    locations: ['addOrganizationLocation', 'OrganizationLocationInput', { name: 'Lager', countryCode: 'DE', locality: 'Ulm' }],
    contacts: ['addOrganizationContactPerson', 'OrganizationContactPersonInput', { firstName: 'Jona', lastName: 'Brandt' }],
  } as const;
  const [mutation, inputType, input] = added[list];
  const json = await w.gql(
    w.recruiterAToken,
    `mutation($id: ID!, $input: ${inputType}!) { ${mutation}(organizationId: $id, input: $input) { errors { code } sections { ${list} { id } } } }`,
    { id: w.organizationA, input },
  );
  const entries: Array<{ id: string }> | undefined = json.data?.[mutation]?.sections?.[list];
  if (!entries?.length) throw new Error(`could not add to ${list}: ${JSON.stringify(json)}`);
  const id = entries.at(-1)!.id;
  if (!fresh) kept.set(list, id);
  return id;
}

/**
 * A row editing organization A's profile lists: its owner and staff may, guests are told to sign in and
 * everyone else is refused. With `entry`, each run first has the owner add (or reuse) an entry of that list
 * and passes its id; the mutation's errors decide the outcome.
 */
function profileEdit(
  object: string,
  mutation: string,
  call: (w: World, item: string) => { document: string; variables?: Record<string, unknown> },
  options: { entry?: SectionList; fresh?: boolean; operation?: string } = {},
): Row {
  return {
    object,
    operation: options.operation ?? mutation,
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => {
      const item = options.entry ? await sectionEntryOfA(w, options.entry, options.fresh) : '';
      const { document, variables } = call(w, item);
      return outcome(await w.gql(token, document, variables), (d) => done(d[mutation].errors));
    },
  };
}

export const ROWS: readonly Row[] = [
  // Jobs
  {
    object: 'job (draft of organization A)',
    operation: 'jobPreview',
    allowed: ['recruiterA', ...STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) => {
      const id = await w.draftJob();
      return outcome(await w.gql(token, `{ jobPreview(id: "${id}") { job { id } } }`), (d) => present(d.jobPreview));
    },
  },
  {
    object: 'job (draft of organization A)',
    operation: 'editableJob',
    allowed: ['recruiterA', ...STAFF],
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) => {
      const id = await w.draftJob();
      return outcome(await w.gql(token, `{ editableJob(id: "${id}") { job { id } errorCode } }`), (d) =>
        d.editableJob.job ? 'allowed' : (d.editableJob.errorCode ?? 'NOT_FOUND'),
      );
    },
  },
  {
    object: 'job (draft of organization A)',
    operation: 'saveJob (update)',
    allowed: ['recruiterA', ...STAFF],
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token, actor) => {
      const id = await w.draftJob();
      const json = await w.gql(
        token,
        'mutation($id: ID, $input: JobPostingInput!) { saveJob(id: $id, input: $input) { id errorCode problems { field code } } }',
        { id, input: jobInput(w.organizationA, `Gespeichert von ${actor}`) },
      );
      return outcome(json, (d) => d.saveJob.errorCode ?? (d.saveJob.problems[0] ? `PROBLEM ${d.saveJob.problems[0].code}` : 'allowed'));
    },
  },
  {
    object: 'job (new, for organization A)',
    operation: 'saveJob (create)',
    allowed: ['recruiterA', ...STAFF],
    otherwise: guestUnauthenticated('ORGANIZATION_NOT_ALLOWED'),
    run: async (w, token, actor) => {
      const json = await w.gql(token, 'mutation($input: JobPostingInput!) { saveJob(input: $input) { id errorCode } }', {
        input: jobInput(w.organizationA, `Neu von ${actor}`),
      });
      return outcome(json, (d) => d.saveJob.errorCode ?? 'allowed');
    },
  },
  {
    object: 'job (published, of organization A)',
    operation: 'jobWorkflow ARCHIVE',
    allowed: ['recruiterA', ...STAFF],
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) => {
      const id = await w.publishedJob();
      return outcome(
        await w.gql(token, `mutation { jobWorkflow(id: "${id}", action: ARCHIVE) { state errorCode } }`),
        (d) => d.jobWorkflow.errorCode ?? 'allowed',
      );
    },
  },
  {
    object: 'job (draft of organization A)',
    operation: 'managedJobs lists it',
    allowed: ['recruiterA', ...STAFF],
    // The job manager is for organizations' members: applicants are refused, other recruiters see their own jobs.
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'recruiterB' ? 'NOT_FOUND' : 'FORBIDDEN'),
    run: async (w, token) => {
      const id = await w.draftJob();
      return outcome(
        await w.gql(token, `{ managedJobs(search: "", page: 1) { errorCode items { job { id } } } }`),
        (d) =>
          d.managedJobs.errorCode ??
          listed(
            d.managedJobs.items.map((i: { job: { id: string } }) => i.job.id),
            id,
          ),
      );
    },
  },
  {
    object: 'job (draft of organization B, which has one published job)',
    operation: 'organizationJobs (the public list) shows it',
    // A draft is nobody's public listing, not even its own organization's.
    allowed: [],
    otherwise: 'NOT_FOUND',
    run: async (w, token) => {
      const id = await w.draftJob(w.organizationB);
      return outcome(
        await w.gql(
          token,
          `{ organizationJobs(organizationId: "${w.organizationB}", range: { first: 0, last: 50 }) { total items { id } } }`,
        ),
        // The published job is there, so a missing draft means hidden, not an empty answer.
        (d) =>
          d.organizationJobs.total < 1
            ? 'EMPTY LIST'
            : listed(
                d.organizationJobs.items.map((j: { id: string }) => j.id),
                id,
              ),
      );
    },
  },
  {
    object: 'jobs waiting for review',
    operation: 'managedJobs(reviewQueue: true)',
    allowed: STAFF,
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ managedJobs(page: 1, reviewQueue: true) { errorCode } }'), (d) => d.managedJobs.errorCode ?? 'allowed'),
  },
  {
    object: 'job (draft of organization A)',
    operation: 'jobWorkflow DUPLICATE',
    allowed: ['recruiterA', ...STAFF],
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) => {
      const id = await w.draftJob();
      return outcome(
        await w.gql(token, `mutation { jobWorkflow(id: "${id}", action: DUPLICATE) { id errorCode } }`),
        (d) => d.jobWorkflow.errorCode ?? 'allowed',
      );
    },
  },
  // Applications and their files
  {
    object: 'application (of applicantA to a job of A)',
    operation: 'application',
    allowed: ['applicantA', 'recruiterA', ...SITE_STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) =>
      outcome(await w.gql(token, `{ application(id: "${w.applicationA.id}") { id email } }`), (d) => present(d.application)),
  },
  {
    object: 'application (of applicantA to a job of A)',
    operation: 'jobApplications lists it',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) =>
      outcome(await w.gql(token, `{ jobApplications(jobId: "${w.jobA}") { items { id } } }`), (d) =>
        listed(
          d.jobApplications?.items.map((i: { id: string }) => i.id),
          w.applicationA.id,
        ),
      ),
  },
  {
    object: 'application (of applicantA to a job of A)',
    operation: 'myApplications lists it',
    allowed: ['applicantA'],
    // Personal: a guest is told to sign in, other users find nothing of applicantA's.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ myApplications { id } }'), (d) =>
        listed(
          d.myApplications.map((i: { id: string }) => i.id),
          w.applicationA.id,
        ),
      ),
  },
  {
    object: 'application (of applicantA to a job of A)',
    operation: 'changeApplicationStatus',
    allowed: ['recruiterA', ...SITE_STAFF],
    // A guest is told to sign in whatever the id; signed-in outsiders do not learn that the application exists.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) => {
      const application = await w.apply(null, `gast.${emails++}@example.test`);
      return outcome(
        await w.gql(token, `mutation { changeApplicationStatus(id: "${application.id}", status: "in_review") { status errors } }`),
        (d) => done(d.changeApplicationStatus.errors),
      );
    },
  },
  {
    object: 'application file',
    operation: 'GET /application-file/{application}/{file}',
    allowed: ['applicantA', 'recruiterA', ...SITE_STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) => {
      const status = await w.fileStatus(token, w.applicationA.id, w.applicationA.fileId);
      return status === 200 ? 'allowed' : status === 404 ? 'NOT_FOUND' : `HTTP ${status}`;
    },
  },
  {
    object: 'application file (under another application of the same job)',
    operation: 'GET /application-file/{other application}/{file}',
    allowed: [],
    otherwise: 'NOT_FOUND',
    run: async (w, token) => {
      const other = await w.apply(null, `gast.${emails++}@example.test`);
      const status = await w.fileStatus(token, other.id, w.applicationA.fileId);
      return status === 200 ? 'allowed' : status === 404 ? 'NOT_FOUND' : `HTTP ${status}`;
    },
  },
  // Job alerts
  {
    object: 'job alert (of applicantA)',
    operation: 'jobAlerts lists it',
    allowed: ['applicantA'],
    // Personal: a guest is told to sign in, other users find nothing of applicantA's.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ jobAlerts { id } }'), (d) =>
        listed(
          d.jobAlerts?.map((a: { id: string }) => a.id),
          w.alertA,
        ),
      ),
  },
  {
    object: 'job alert (of applicantA)',
    operation: 'updateJobAlert',
    allowed: ['applicantA'],
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, `mutation { updateJobAlert(id: "${w.alertA}", frequency: daily) { errors } }`), (d) =>
        done(d.updateJobAlert.errors),
      ),
  },
  {
    object: 'job alert (of applicantA)',
    operation: 'deleteJobAlert',
    allowed: ['applicantA'],
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) => {
      const id = await w.newAlert();
      return outcome(await w.gql(token, `mutation { deleteJobAlert(id: "${id}") { errors } }`), (d) => done(d.deleteJobAlert.errors));
    },
  },
  // Bookmarks
  {
    object: 'bookmark (of applicantA)',
    operation: 'bookmarks lists it',
    allowed: ['applicantA'],
    // Personal: a guest is told to sign in, other users find nothing of applicantA's.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ bookmarks(range: { first: 0, last: 50 }) { items { job { id } } } }'), (d) =>
        listed(
          d.bookmarks?.items.map((b: { job: { id: string } }) => b.job.id),
          w.jobA,
        ),
      ),
  },
  {
    object: 'bookmark (of applicantA)',
    operation: 'bookmarkedJobIds names it',
    allowed: ['applicantA'],
    // Personal: a guest is told to sign in, other users find nothing of applicantA's.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, `{ bookmarkedJobIds(jobIds: ["${w.jobA}"]) }`), (d) => listed(d.bookmarkedJobIds, w.jobA)),
  },
  {
    object: 'bookmark (own)',
    operation: 'bookmarkJob',
    allowed: SIGNED_IN,
    otherwise: 'UNAUTHENTICATED',
    run: async (w, token) =>
      outcome(await w.gql(token, `mutation { bookmarkJob(jobId: "${w.jobA}") { errors } }`), (d) => done(d.bookmarkJob.errors)),
  },
  // Organizations
  {
    object: 'organization A',
    operation: 'organizationEditAccess.mayEdit',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: 'FORBIDDEN',
    run: async (w, token) =>
      outcome(await w.gql(token, `{ organizationEditAccess(id: "${w.organizationA}") { mayEdit } }`), (d) =>
        d.organizationEditAccess.mayEdit ? 'allowed' : 'FORBIDDEN',
      ),
  },
  {
    object: 'organization A',
    operation: 'updateOrganizationProfile',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(
          token,
          'mutation($id: ID!, $input: OrganizationProfileInput!) { updateOrganizationProfile(id: $id, input: $input) { errors { field code } } }',
          { id: w.organizationA, input: profileInput },
        ),
        (d) => done(d.updateOrganizationProfile.errors),
      ),
  },
  {
    object: 'organization A',
    operation: 'organizationParentCandidates',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(token, `{ organizationParentCandidates(organizationId: "${w.organizationA}", search: "gmbh") { error } }`),
        (d) => d.organizationParentCandidates.error ?? 'allowed',
      ),
  },
  {
    object: 'organization A',
    operation: 'setOrganizationParent (none)',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(token, `mutation { setOrganizationParent(organizationId: "${w.organizationA}", parentId: null) { error } }`),
        (d) => d.setOrganizationParent.error ?? 'allowed',
      ),
  },
  // The profile's lists: each allowed actor's run appends one entry (far below each list's limit).
  profileEdit('organization A', 'addOrganizationFaq', (w) => ({
    document:
      'mutation($id: ID!, $input: OrganizationFaqInput!) { addOrganizationFaq(organizationId: $id, input: $input) { errors { code } } }',
    variables: { id: w.organizationA, input: { question: 'Wie bewerbe ich mich?', answer: 'Über das Formular.' } },
  })),
  profileEdit('organization A', 'addOrganizationLocation', (w) => ({
    document:
      'mutation($id: ID!, $input: OrganizationLocationInput!) { addOrganizationLocation(organizationId: $id, input: $input) { errors { code } } }',
    variables: { id: w.organizationA, input: { name: 'Werk Süd', countryCode: 'DE', locality: 'Freiburg im Breisgau' } },
  })),
  profileEdit('organization A', 'addOrganizationContactPerson', (w) => ({
    document:
      'mutation($id: ID!, $input: OrganizationContactPersonInput!) { addOrganizationContactPerson(organizationId: $id, input: $input) { errors { code } } }',
    variables: { id: w.organizationA, input: { firstName: 'Mara', lastName: 'Keller' } },
  })),
  profileEdit('organization A', 'addOrganizationVideo', (w) => ({
    document:
      'mutation($id: ID!, $input: OrganizationVideoInput!) { addOrganizationVideo(organizationId: $id, input: $input) { errors { code } } }',
    variables: { id: w.organizationA, input: { sourceUrl: 'https://vimeo.com/76979871', coverTitle: 'Ein Tag bei uns' } },
  })),
  // Changing an entry that exists: organization A's owner adds it, then each actor tries the change.
  profileEdit(
    'a further location of organization A',
    'updateOrganizationLocation',
    (w, item) => ({
      document:
        'mutation($id: ID!, $item: ID!, $input: OrganizationLocationInput!) { updateOrganizationLocation(organizationId: $id, locationId: $item, input: $input) { errors { code } } }',
      variables: { id: w.organizationA, item, input: { name: 'Werk Nord', countryCode: 'DE', locality: 'Stuttgart' } },
    }),
    { entry: 'locations' },
  ),
  profileEdit(
    'a FAQ entry of organization A',
    'moveOrganizationSectionItem',
    (w, item) => ({
      document: `mutation { moveOrganizationSectionItem(organizationId: "${w.organizationA}", section: FAQ, itemId: "${item}", direction: UP) { errors { code } } }`,
    }),
    { entry: 'faq' },
  ),
  profileEdit(
    'a FAQ entry of organization A',
    'removeOrganizationSectionItem',
    (w, item) => ({
      document: `mutation { removeOrganizationSectionItem(organizationId: "${w.organizationA}", section: FAQ, itemId: "${item}") { errors { code } } }`,
    }),
    { entry: 'faq', fresh: true },
  ),
  {
    ...profileEdit(
      'a FAQ entry of organization A, named under organization B',
      'removeOrganizationSectionItem',
      (w, item) => ({
        document: `mutation { removeOrganizationSectionItem(organizationId: "${w.organizationB}", section: FAQ, itemId: "${item}") { errors { code } } }`,
      }),
      { entry: 'faq', fresh: true },
    ),
    // Whoever may edit B (its recruiter, the site's staff) still cannot reach A's entry through it; the others may not edit B at all.
    allowed: [],
    otherwise: (actor) =>
      actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'recruiterB' || SITE_STAFF.includes(actor) ? 'NOT_FOUND' : 'FORBIDDEN',
  },
  profileEdit(
    'a contact person of organization A',
    'setOrganizationSectionImage',
    (w, item) => ({
      document: `mutation { setOrganizationSectionImage(organizationId: "${w.organizationA}", section: CONTACTS, itemId: "${item}", image: null) { errors { code } } }`,
    }),
    { entry: 'contacts', operation: 'setOrganizationSectionImage (none)' },
  ),
  {
    object: 'organization A',
    operation: 'updatableOrganizationProfiles lists it',
    // Staff edit from the profile page; the list is the organizations a user owns.
    allowed: ['recruiterA'],
    // Personal: a guest is told to sign in, others find nothing.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ updatableOrganizationProfiles { id } }'), (d) =>
        listed(
          d.updatableOrganizationProfiles.map((o: { id: string }) => o.id),
          w.organizationA,
        ),
      ),
  },
  // Resumes
  {
    object: 'resume (of applicantA)',
    operation: 'resumeOf',
    // Its owner reads it too (the same as myResume); nobody else but administrators learns it exists (resumes belong to no site).
    allowed: ['applicantA', 'administrator'],
    otherwise: 'NOT_FOUND',
    run: async (w, token) =>
      outcome(await w.gql(token, `{ resumeOf(ownerId: "${w.applicantAId}") { ownerId } }`), (d) => present(d.resumeOf)),
  },
  {
    object: 'resume (of applicantA)',
    operation: 'myResume is it',
    allowed: ['applicantA'],
    // Personal: a guest is told to sign in, others find nothing.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ myResume { ownerId } }'), (d) => (d.myResume?.ownerId === w.applicantAId ? 'allowed' : 'NOT_FOUND')),
  },
  {
    object: 'resume (own)',
    operation: 'updateMyResume',
    allowed: SIGNED_IN,
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(await w.gql(token, 'mutation { updateMyResume(input: { visibility: "hidden" }) { errors { code } } }'), (d) =>
        done(d.updateMyResume.errors),
      ),
  },
  {
    object: 'CV import (of applicantA)',
    operation: 'myResumeImport',
    allowed: ['applicantA'],
    // Personal: a guest is told to sign in, other users (staff too) learn nothing of it.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, `{ myResumeImport(id: "${w.resumeImportA}") { id } }`), (d) => present(d.myResumeImport)),
  },
  // Contact requests
  {
    object: 'contact request (of organization A to applicantA)',
    operation: 'myContactRequests lists it',
    allowed: ['applicantA'],
    // Personal: a guest is told to sign in, others find nothing of applicantA's.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ myContactRequests { rows { request { id } } } }'), (d) =>
        listed(
          d.myContactRequests?.rows.map((r: { request: { id: string } }) => r.request.id),
          w.contactRequestA,
        ),
      ),
  },
  {
    object: 'contact request (of organization A to applicantA)',
    operation: 'sentContactRequests lists it',
    // The list is the recruiter's own organization's; staff belong to none.
    allowed: ['recruiterA'],
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ sentContactRequests { rows { request { id } } } }'), (d) =>
        listed(
          d.sentContactRequests?.rows.map((r: { request: { id: string } }) => r.request.id),
          w.contactRequestA,
        ),
      ),
  },
  // Only full access shows a CV or certificate (they name their holder); staff read a resume through resumeOf only.
  {
    object: 'resume attachment (of applicantA, resume full)',
    operation: 'GET /resume-attachment/{id}',
    allowed: ['applicantA', 'recruiterA', 'recruiterB'],
    otherwise: 'NOT_FOUND',
    run: async (w, token) => httpOutcome(await w.resumeAttachmentStatus(token, 'full')),
  },
  {
    object: 'resume attachment (of applicantA, resume anonymous)',
    operation: 'GET /resume-attachment/{id}',
    allowed: ['applicantA'],
    otherwise: 'NOT_FOUND',
    run: async (w, token) => httpOutcome(await w.resumeAttachmentStatus(token, 'anonymous')),
  },
  // Orders and invoices
  {
    object: 'order (of organization A)',
    operation: 'commerceOrders(organizationId: A) lists it',
    allowed: ['recruiterA', ...SITE_STAFF],
    // Personal: a guest is told to sign in, others find nothing.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, `{ commerceOrders(organizationId: ${w.organizationA}) { orders { id } } }`), (d) =>
        listed(
          d.commerceOrders?.orders.map((o: { id: string }) => o.id),
          w.orderA,
        ),
      ),
  },
  {
    object: 'order (of organization A)',
    operation: 'commerceOrders (own organization) lists it',
    allowed: ['recruiterA'],
    // Personal: a guest is told to sign in, others find nothing.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ commerceOrders { orders { id } } }'), (d) =>
        listed(
          d.commerceOrders?.orders.map((o: { id: string }) => o.id),
          w.orderA,
        ),
      ),
  },
  {
    object: 'unpaid card order (of organization A)',
    operation: 'unpaidCardOrders(organizationId: A) lists it',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) =>
      outcome(await w.gql(token, `{ unpaidCardOrders(organizationId: ${w.organizationA}) { id } }`), (d) =>
        listed(
          d.unpaidCardOrders?.map((o: { id: string }) => o.id),
          w.cardOrderA,
        ),
      ),
  },
  {
    object: 'invoice (of organization A)',
    operation: 'commerceInvoicePdf',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) =>
      outcome(await w.gql(token, `{ commerceInvoicePdf(invoiceId: "${w.invoiceA}") { fileName } }`), (d) => present(d.commerceInvoicePdf)),
  },
  {
    object: 'organization A (billing)',
    operation: 'billingProfile(organizationId: A)',
    allowed: ['recruiterA', ...SITE_STAFF],
    // Personal: a guest is told to sign in, others find nothing.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, `{ billingProfile(organizationId: ${w.organizationA}) { organizationId } }`), (d) =>
        present(d.billingProfile),
      ),
  },
  {
    object: 'organization A (subscriptions)',
    operation: 'getSubscriptions(organizationId: A)',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, `{ getSubscriptions(organizationId: ${w.organizationA}) { total errors } }`), (d) =>
        done(d.getSubscriptions.errors),
      ),
  },
  {
    object: 'organization A (credits)',
    operation: 'getCredits(organizationId: A)',
    allowed: ['recruiterA', ...SITE_STAFF],
    // Personal: a guest is told to sign in, others find nothing.
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) =>
      outcome(await w.gql(token, `{ getCredits(organizationId: ${w.organizationA}) { amount } }`), (d) => present(d.getCredits)),
  },
  {
    object: 'order (for organization A)',
    operation: 'placeOrder(organizationId: A)',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: guestUnauthenticated('NO_ORGANIZATION'),
    run: async (w, token) => outcome(await w.placeOrder(token, w.organizationA), (d) => done(d.placeOrder.errors)),
  },
  {
    object: 'order (of organization A)',
    operation: 'markOrderPaid',
    // The shop's staff of the order's site: job editors never touch money.
    allowed: ['administrator', 'site_admin'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => {
      const placed = await w.placeOrder(w.recruiterAToken);
      const id = placed.data!.placeOrder.order.id as string;
      return outcome(await w.gql(token, `mutation { markOrderPaid(orderId: "${id}") { errors } }`), (d) => done(d.markOrderPaid.errors));
    },
  },
  {
    object: 'order (of organization A, own site)',
    operation: 'cancelOrder',
    // The shop's staff of the order's site: job editors never touch money.
    allowed: ['administrator', 'site_admin'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => {
      const placed = await w.placeOrder(w.recruiterAToken);
      const id = placed.data!.placeOrder.order.id as string;
      return outcome(await w.gql(token, `mutation { cancelOrder(orderId: "${id}", reason: "Matrix") { errors } }`), (d) =>
        done(d.cancelOrder.errors),
      );
    },
  },
  {
    object: 'order (of organization A, another site)',
    operation: 'cancelOrder',
    allowed: ['administrator'],
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'site_admin' ? 'NOT_FOUND' : 'FORBIDDEN'),
    run: async (w, token) => {
      const id = await w.invoicedOrder('karriere');
      return outcome(await w.gql(token, `mutation { cancelOrder(orderId: "${id}", reason: "Matrix") { errors } }`), (d) =>
        done(d.cancelOrder.errors),
      );
    },
  },
  ...(['default', 'karriere'] as const).map(
    (site): Row => ({
      object: `subscription (of organization A, ${site === 'default' ? 'own site' : 'another site'})`,
      operation: 'endSubscription',
      allowed: site === 'default' ? ['administrator', 'site_admin'] : ['administrator'],
      otherwise: (actor) =>
        actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'site_admin' && site !== 'default' ? 'NOT_FOUND' : 'FORBIDDEN',
      run: async (w, token) => {
        const id = await w.subscription(site);
        return outcome(await w.gql(token, `mutation { endSubscription(subscriptionId: "${id}", reason: "Matrix") { errors } }`), (d) =>
          done(d.endSubscription.errors),
        );
      },
    }),
  ),
  {
    object: 'credit note (of organization A)',
    operation: 'commerceCreditNotePdf',
    // The organization's members and the shop's staff of the order's site.
    allowed: ['recruiterA', 'administrator', 'site_admin'],
    otherwise: 'NOT_FOUND',
    run: async (w, token) =>
      outcome(await w.gql(token, `{ commerceCreditNotePdf(creditNoteId: "${w.creditNoteA}") { fileName } }`), (d) =>
        present(d.commerceCreditNotePdf),
      ),
  },
  // Newsletter (the matrix's site has it): staff are administrators and the site's site admins.
  siteStaffOnly('newsletter issues (of the site)', 'newsletterIssues', async (w, token) =>
    outcome(await w.gql(token, '{ newsletterIssues { subscribers errors } }'), (d) => done(d.newsletterIssues.errors)),
  ),
  siteStaffOnly('newsletter issue (new)', 'saveNewsletterIssue', async (w, token) =>
    outcome(
      await w.gql(token, 'mutation($input: NewsletterIssueInput!) { saveNewsletterIssue(input: $input) { issue { id } errors } }', {
        input: { subject: 'Matrix', body: 'Hallo', jobIds: [], postIds: [] },
      }),
      (d) => done(d.saveNewsletterIssue.errors),
    ),
  ),
  {
    object: 'newsletter subscription (own)',
    operation: 'myNewsletterSubscription',
    allowed: SIGNED_IN,
    otherwise: 'UNAUTHENTICATED',
    run: async (w, token) =>
      outcome(await w.gql(token, '{ myNewsletterSubscription { state errors } }'), (d) => done(d.myNewsletterSubscription.errors)),
  },
  // The staff console (the matrix's site_admin administers the matrix's site, "default").
  {
    object: 'staff console (its sections)',
    operation: 'staffConsole',
    allowed: STAFF,
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => outcome(await w.gql(token, '{ staffConsole { sections errors } }'), (d) => done(d.staffConsole.errors)),
  },
  siteStaffOnly('staff action log (own site, or all for administrators)', 'staffActions', async (w, token) =>
    outcome(await w.gql(token, '{ staffActions(filter: { siteKey: "default" }) { total errors } }'), (d) => done(d.staffActions.errors)),
  ),
  {
    object: 'staff action log (another site)',
    operation: 'staffActions',
    allowed: ['administrator'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(await w.gql(token, '{ staffActions(filter: { siteKey: "karriere" }) { total errors } }'), (d) => done(d.staffActions.errors)),
  },
  // The shop's staff console: administrators on every site, the site's site admins; never job editors.
  siteStaffOnly('catalogue with retired products (of the site)', 'staffCommerceCatalogue', async (w, token) =>
    outcome(await w.gql(token, '{ staffCommerceCatalogue { products { id } errors } }'), (d) => done(d.staffCommerceCatalogue.errors)),
  ),
  siteStaffOnly('product (new)', 'saveCommerceProduct', async (w, token) =>
    outcome(await saveMatrixProduct(w, token), (d) => done(d.saveCommerceProduct.errors)),
  ),
  siteStaffOnly('product (retire)', 'setCommerceProductActive', async (w, token) => {
    // The actor's own new product when they may make one; else any id: the role is judged before the row.
    const id = ((await saveMatrixProduct(w, token)).data?.saveCommerceProduct?.product?.id as string | undefined) ?? '1';
    return outcome(await w.gql(token, `mutation { setCommerceProductActive(id: "${id}", active: false) { errors } }`), (d) =>
      done(d.setCommerceProductActive.errors),
    );
  }),
  siteStaffOnly('organization credits and adjustments (of the site)', 'staffOrganizationCredits', async (w, token) =>
    outcome(await w.gql(token, `{ staffOrganizationCredits(organizationId: "${w.organizationA}") { balances { type } errors } }`), (d) =>
      done(d.staffOrganizationCredits.errors),
    ),
  ),
  siteStaffOnly("orders of the staff member's sites (order of organization A)", 'staffCommerceOrders lists it', async (w, token) => {
    // Other rows place orders as they run: order A may have moved past the first page, so every page is read.
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const json = await w.gql(token, `{ staffCommerceOrders(filter: { page: ${page} }) { orders { id } total pageSize errors } }`);
      const a = json.data?.staffCommerceOrders;
      if (json.errors?.length || !a || a.errors.length > 0) return outcome(json, (d) => done(d.staffCommerceOrders.errors));
      ids.push(...a.orders.map((o: { id: string }) => o.id));
      if (page * a.pageSize >= a.total) return listed(ids, w.orderA);
    }
  }),
  siteStaffOnly('credit adjustment (organization A)', 'adjustOrganizationCredits', async (w, token) =>
    outcome(
      await w.gql(token, 'mutation($input: CreditAdjustmentInput!) { adjustOrganizationCredits(input: $input) { balance errors } }', {
        input: { organizationId: w.organizationA, type: 'job_posting', delta: 1, reason: 'Matrix goodwill' },
      }),
      (d) => done(d.adjustOrganizationCredits.errors),
    ),
  ),
  // Teams: only organization A's own team reads it; only its owners run it (staff moderate profiles and jobs, not teams).
  {
    object: 'team of organization A',
    operation: 'organizationTeam',
    allowed: ['recruiterA'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(token, 'query($id: ID!) { organizationTeam(organizationId: $id) { team { myRole } errors { code } } }', {
          id: w.organizationA,
        }),
        (d) => done(d.organizationTeam.errors),
      ),
  },
  {
    object: 'team of organization A',
    operation: 'inviteOrganizationMember',
    allowed: ['recruiterA'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(
          token,
          'mutation($id: ID!, $email: String!) { inviteOrganizationMember(organizationId: $id, email: $email, role: EDITOR) { errors { code } } }',
          { id: w.organizationA, email: `matrix-${(invitedCount += 1)}@example.test` },
        ),
        (d) => done(d.inviteOrganizationMember.errors),
      ),
  },
  {
    object: 'team of organization A',
    operation: 'changeOrganizationMember (someone outside it)',
    allowed: [],
    // Its owner gets past the rights and is told the person is not in the team; everybody else FORBIDDEN.
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'recruiterA' ? 'NOT_A_MEMBER' : 'FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(
          token,
          'mutation($id: ID!, $user: ID!) { changeOrganizationMember(organizationId: $id, userId: $user, change: REMOVE) { errors { code } } }',
          { id: w.organizationA, user: w.applicantAId },
        ),
        (d) => done(d.changeOrganizationMember.errors),
      ),
  },
  {
    object: 'team of organization A',
    operation: 'offerOrganizationOwnership (someone outside it)',
    allowed: [],
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'recruiterA' ? 'NOT_A_MEMBER' : 'FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(
          token,
          'mutation($id: ID!, $user: ID!) { offerOrganizationOwnership(organizationId: $id, userId: $user) { errors { code } } }',
          {
            id: w.organizationA,
            user: w.applicantAId,
          },
        ),
        (d) => done(d.offerOrganizationOwnership.errors),
      ),
  },
  {
    object: 'team of organization A',
    operation: 'withdrawOrganizationInvitation (unknown invitation)',
    allowed: [],
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'recruiterA' ? 'NOT_FOUND' : 'FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(
          token,
          'mutation($id: ID!) { withdrawOrganizationInvitation(organizationId: $id, invitationId: "987654321") { errors { code } } }',
          { id: w.organizationA },
        ),
        (d) => done(d.withdrawOrganizationInvitation.errors),
      ),
  },
  {
    object: 'team of organization A',
    operation: 'answerOrganizationOwnershipOffer (none made)',
    allowed: [],
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'recruiterA' ? 'NO_OFFER' : 'FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(
          token,
          'mutation($id: ID!) { answerOrganizationOwnershipOffer(organizationId: $id, accept: true) { errors { code } } }',
          {
            id: w.organizationA,
          },
        ),
        (d) => done(d.answerOrganizationOwnershipOffer.errors),
      ),
  },
  // Statistics without cookies: an organization's members and staff read a job's or the organization's
  // counts, only staff the whole site's; everyone else (guests too) finds nothing, so nobody learns which ids exist.
  {
    object: 'statistics (of jobA, organization A)',
    operation: 'statistics(jobId)',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) =>
      outcome(await w.gql(token, `{ statistics(jobId: "${w.jobA}") { title totals { views } } }`), (d) => present(d.statistics)),
  },
  {
    object: 'statistics (of organization A)',
    operation: 'statistics(organizationId)',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) =>
      outcome(await w.gql(token, `{ statistics(organizationId: "${w.organizationA}") { title days { day } } }`), (d) =>
        present(d.statistics),
      ),
  },
  {
    object: 'statistics (of the whole site)',
    operation: 'statistics',
    allowed: SITE_STAFF,
    otherwise: 'NOT_FOUND',
    run: async (w, token) => outcome(await w.gql(token, '{ statistics { from to totals { views } } }'), (d) => present(d.statistics)),
  },
  {
    object: 'statistics CSV (of jobA, organization A)',
    operation: 'GET /api/statistics/export?job={job}',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) => httpOutcome(await w.statisticsExportStatus(token, `job=${w.jobA}`)),
  },
  {
    object: 'statistics CSV (of organization A)',
    operation: 'GET /api/statistics/export?organization={organization}',
    allowed: ['recruiterA', ...SITE_STAFF],
    otherwise: 'NOT_FOUND',
    run: async (w, token) => httpOutcome(await w.statisticsExportStatus(token, `organization=${w.organizationA}`)),
  },
  {
    object: 'statistics CSV (of the whole site)',
    operation: 'GET /api/statistics/export',
    allowed: SITE_STAFF,
    otherwise: 'NOT_FOUND',
    run: async (w, token) => httpOutcome(await w.statisticsExportStatus(token, '')),
  },
  {
    object: 'job view count (of jobA)',
    operation: 'countJobEvent',
    // A page's beacon: open to every visitor, guests included, and its answer tells nothing.
    allowed: [...ACTORS],
    otherwise: 'NOT_FOUND',
    run: async (w, token) =>
      outcome(await w.gql(token, `mutation { countJobEvent(jobId: "${w.jobA}", kind: VIEW) }`), (d) =>
        d.countJobEvent === true ? 'allowed' : `ANSWER ${String(d.countJobEvent)}`,
      ),
  },
  // The users section: accounts belong to no site, so it is the administrators' alone. Authorization comes
  // before any lookup, so the other cells are FORBIDDEN whatever the account.
  {
    object: 'users (search)',
    operation: 'staffUsers',
    allowed: ['administrator'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => outcome(await w.gql(token, '{ staffUsers(text: "") { total errors } }'), (d) => done(d.staffUsers.errors)),
  },
  {
    object: 'user (applicantA)',
    operation: 'staffUser',
    allowed: ['administrator'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(await w.gql(token, `{ staffUser(id: "${w.applicantAId}") { user { id } errors } }`), (d) => done(d.staffUser.errors)),
  },
  {
    object: 'user (applicantA)',
    operation: 'sendUserPasswordReset',
    allowed: ['administrator'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(await w.gql(token, `mutation { sendUserPasswordReset(userId: "${w.applicantAId}") { errors } }`), (d) =>
        done(d.sendUserPasswordReset.errors),
      ),
  },
  // Unblocking an account that is not blocked changes nothing (other rows keep applicantA's session): an
  // administrator passes authorization and is told UNCHANGED, everybody else is refused before it.
  {
    object: 'user (applicantA, not blocked)',
    operation: 'setUserBlocked(false)',
    allowed: [],
    otherwise: (a) => (a === 'guest' ? 'UNAUTHENTICATED' : a === 'administrator' ? 'UNCHANGED' : 'FORBIDDEN'),
    run: async (w, token) =>
      outcome(await w.gql(token, `mutation { setUserBlocked(userId: "${w.applicantAId}", blocked: false) { errors } }`), (d) =>
        done(d.setUserBlocked.errors),
      ),
  },
  {
    object: 'user (applicantA, no staff role)',
    operation: 'changeStaffRole(revoke)',
    allowed: [],
    otherwise: (a) => (a === 'guest' ? 'UNAUTHENTICATED' : a === 'administrator' ? 'UNCHANGED' : 'FORBIDDEN'),
    run: async (w, token) =>
      outcome(
        await w.gql(
          token,
          `mutation { changeStaffRole(input: { userId: "${w.applicantAId}", change: REVOKE, role: "job_editor" }) { errors } }`,
        ),
        (d) => done(d.changeStaffRole.errors),
      ),
  },
  {
    object: 'user (no such account)',
    operation: 'endUserSessions',
    allowed: [],
    otherwise: (a) => (a === 'guest' ? 'UNAUTHENTICATED' : a === 'administrator' ? 'NOT_FOUND' : 'FORBIDDEN'),
    run: async (w, token) =>
      outcome(await w.gql(token, 'mutation { endUserSessions(userId: "987654321") { errors } }'), (d) => done(d.endUserSessions.errors)),
  },
  // The jobs section: every staff role; a site_admin only jobs offered on its sites.
  {
    object: 'jobs (console list)',
    operation: 'staffJobs',
    allowed: STAFF,
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => outcome(await w.gql(token, '{ staffJobs(text: "") { total errors } }'), (d) => done(d.staffJobs.errors)),
  },
  {
    object: 'job (new, published, own site)',
    operation: 'unpublishStaffJob',
    allowed: STAFF,
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => {
      const id = await w.publishedJob();
      return outcome(await w.gql(token, `mutation { unpublishStaffJob(id: "${id}") { errors } }`), (d) => done(d.unpublishStaffJob.errors));
    },
  },
  {
    object: 'job (new, published, another site)',
    operation: 'unpublishStaffJob',
    allowed: ['administrator', 'job_editor'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => {
      const id = await w.publishedJob(['karriere']);
      return outcome(await w.gql(token, `mutation { unpublishStaffJob(id: "${id}") { errors } }`), (d) => done(d.unpublishStaffJob.errors));
    },
  },
  {
    object: 'job (new draft, own site)',
    operation: 'deleteStaffJob(confirmed)',
    allowed: STAFF,
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => {
      const id = await w.draftJob();
      return outcome(await w.gql(token, `mutation { deleteStaffJob(id: "${id}", confirmed: true) { errors } }`), (d) =>
        done(d.deleteStaffJob.errors),
      );
    },
  },
  // The organizations section: administrators everywhere, a site admin on the organizations of its sites; never job editors.
  siteStaffOnly('organizations (console list)', 'staffOrganizations', async (w, token) =>
    outcome(await w.gql(token, '{ staffOrganizations(text: "") { total errors } }'), (d) => done(d.staffOrganizations.errors)),
  ),
  siteStaffOnly('organization (new, own site)', 'staffOrganization', async (w, token) => {
    const id = await w.newOrganization(['default']);
    return outcome(await w.gql(token, `{ staffOrganization(id: "${id}") { errors } }`), (d) => done(d.staffOrganization.errors));
  }),
  {
    object: 'organization (new, another site)',
    operation: 'staffOrganization',
    allowed: ['administrator'],
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'site_admin' ? 'NOT_FOUND' : 'FORBIDDEN'),
    run: async (w, token) => {
      const id = await w.newOrganization(['karriere']);
      return outcome(await w.gql(token, `{ staffOrganization(id: "${id}") { errors } }`), (d) => done(d.staffOrganization.errors));
    },
  },
  // Landing pages (content section): administrators everywhere, a site admin on its own sites; never job editors.
  siteStaffOnly('landing pages (console list)', 'staffLandingPages', async (w, token) =>
    outcome(await w.gql(token, '{ staffLandingPages(text: "") { total errors } }'), (d) => done(d.staffLandingPages.errors)),
  ),
  ...(['default', 'karriere'] as const).map(
    (site): Row => ({
      object: `landing page (new, ${site === 'default' ? 'own site' : 'another site'})`,
      operation: 'saveStaffLandingPage, then deleteStaffLandingPage',
      allowed: site === 'default' ? ['administrator', 'site_admin'] : ['administrator'],
      otherwise: guestUnauthenticated('FORBIDDEN'),
      run: async (w, token) => {
        const saved = await saveMatrixLandingPage(w, token, site);
        const result = outcome(saved, (d) => done(d.saveStaffLandingPage.errors));
        if (result !== 'allowed') return result;
        // Deleted again by the same actor, so every actor's run finds the site as the demo left it.
        const id = saved.data!.saveStaffLandingPage.page.id;
        const removed = outcome(await w.gql(token, `mutation { deleteStaffLandingPage(id: "${id}", confirmed: true) { errors } }`), (d) =>
          done(d.deleteStaffLandingPage.errors),
        );
        return removed === 'allowed' ? result : `DELETING: ${removed}`;
      },
    }),
  ),
  ...(['default', 'karriere'] as const).map(
    (site): Row => ({
      object: `featured organization (${site === 'default' ? 'own site' : 'another site'})`,
      operation: 'setOrganizationFeatured(false, then true again)',
      allowed: site === 'default' ? ['administrator', 'site_admin'] : ['administrator'],
      otherwise: guestUnauthenticated('FORBIDDEN'),
      run: async (w, token) => {
        const id = await w.featuredOrganization(site);
        const change = (featured: boolean) =>
          w.gql(
            token,
            `mutation { setOrganizationFeatured(organizationId: "${id}", siteKey: "${site}", featured: ${featured}) { errors } }`,
          );
        const result = outcome(await change(false), (d) => done(d.setOrganizationFeatured.errors));
        if (result !== 'allowed') return result;
        // The freed place is taken again, so every actor finds the site's list as the seed left it.
        const back = outcome(await change(true), (d) => done(d.setOrganizationFeatured.errors));
        return back === 'allowed' ? result : `FEATURING AGAIN: ${back}`;
      },
    }),
  ),
  siteStaffOnly('organization (new, own site) under another of the site', 'setStaffOrganizationParent', async (w, token) => {
    const [child, parent] = [await w.newOrganization(['default']), await w.newOrganization(['default'])];
    return outcome(
      await w.gql(token, `mutation { setStaffOrganizationParent(organizationId: "${child}", parentId: "${parent}") { errors } }`),
      (d) => done(d.setStaffOrganizationParent.errors),
    );
  }),
  {
    object: 'organization (new, another site) under another of that site',
    operation: 'setStaffOrganizationParent',
    allowed: ['administrator'],
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'site_admin' ? 'NOT_FOUND' : 'FORBIDDEN'),
    run: async (w, token) => {
      const [child, parent] = [await w.newOrganization(['karriere']), await w.newOrganization(['karriere'])];
      return outcome(
        await w.gql(token, `mutation { setStaffOrganizationParent(organizationId: "${child}", parentId: "${parent}") { errors } }`),
        (d) => done(d.setStaffOrganizationParent.errors),
      );
    },
  },
  ...(['default', 'karriere'] as const).map(
    (site): Row => ({
      object: `organization and its duplicate (new, ${site === 'default' ? 'own site' : 'another site'})`,
      operation: 'mergeStaffOrganizations(confirmed)',
      allowed: site === 'default' ? ['administrator', 'site_admin'] : ['administrator'],
      otherwise: (actor) =>
        actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'site_admin' && site !== 'default' ? 'NOT_FOUND' : 'FORBIDDEN',
      run: async (w, token) => {
        const [kept, duplicate] = [await w.newOrganization([site]), await w.newOrganization([site])];
        return outcome(
          await w.gql(
            token,
            `mutation { mergeStaffOrganizations(keptId: "${kept}", duplicateId: "${duplicate}", confirmed: true) { errors } }`,
          ),
          (d) => done(d.mergeStaffOrganizations.errors),
        );
      },
    }),
  ),
  // Consent texts: administrators on every site, the site's site admins on its own infos; every-site infos are administrators' alone.
  siteStaffOnly('consent infos with every wording (of the site)', 'staffConsentTexts', async (w, token) =>
    outcome(await w.gql(token, '{ staffConsentTexts { infos { id } errors } }'), (d) => done(d.staffConsentTexts.errors)),
  ),
  siteStaffOnly('consent wording (info of the site)', 'publishConsentRevision', async (w, token) =>
    publishMatrixRevision(w, token, w.siteConsentInfo),
  ),
  {
    object: 'consent wording (terms of every site)',
    operation: 'publishConsentRevision',
    allowed: ['administrator'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => publishMatrixRevision(w, token, w.termsConsentInfo),
  },
  ...(
    [
      ['consent info (of the site)', 'siteConsentInfo', ['administrator', 'site_admin']],
      ['consent info (terms of every site)', 'termsConsentInfo', ['administrator']],
    ] as const
  ).map(
    ([object, info, allowed]): Row => ({
      object,
      operation: 'setConsentInfoActive (stays on)',
      allowed,
      otherwise: guestUnauthenticated('FORBIDDEN'),
      run: async (w, token) =>
        outcome(await w.gql(token, `mutation { setConsentInfoActive(infoId: "${w[info]}", active: true) { errors } }`), (d) =>
          done(d.setConsentInfoActive.errors),
        ),
    }),
  ),
  // Legal pages (content section): administrators everywhere, a site admin on its own site; never job editors.
  siteStaffOnly('legal pages with every version (of the site)', 'staffLegalPages', async (w, token) =>
    outcome(await w.gql(token, '{ staffLegalPages { errors } }'), (d) => done(d.staffLegalPages.errors)),
  ),
  siteStaffOnly(
    'imprint version (of the site, far ahead: each allowed run rewords the same day)',
    'publishLegalVersion',
    async (w, token) =>
      outcome(
        await w.gql(token, 'mutation($input: LegalVersionInput!) { publishLegalVersion(input: $input) { errors } }', {
          input: { page: 'imprint', locale: 'de', version: '2099-01-01', html: '<p>Impressum der Jobbörse.</p>' },
        }),
        (d) => done(d.publishLegalVersion.errors),
      ),
  ),
  // Home page picks (content section): administrators everywhere, a site admin on its own site; never job editors.
  siteStaffOnly('home page blocks with their highlights (of the site)', 'staffHomePicks', async (w, token) =>
    outcome(await w.gql(token, '{ staffHomePicks { errors } }'), (d) => done(d.staffHomePicks.errors)),
  ),
  siteStaffOnly('home page pick (a new published job of the site, far ahead)', 'pickHomeJob', async (w, token) =>
    outcome(
      await w.gql(token, 'mutation($input: HomePickInput!) { pickHomeJob(input: $input) { errors } }', {
        input: { job: await w.homePickJob(), kind: 'top', startsAt: '2099-01-01T00:00:00Z', endsAt: '2099-01-02T00:00:00Z' },
      }),
      (d) => done(d.pickHomeJob.errors),
    ),
  ),
  siteStaffOnly('home page pick (staff pick in force on the site)', 'endHomePick', async (w, token) =>
    outcome(await w.gql(token, `mutation { endHomePick(pickId: "${await w.homePick()}") { errors } }`), (d) => done(d.endHomePick.errors)),
  ),
  // Configuration: a site's own entries for administrators and its site admins; every site's and read-only mode for administrators.
  siteStaffOnly('configuration rows (of the site)', 'staffAppConfig', async (w, token) =>
    outcome(await w.gql(token, '{ staffAppConfig { entries { key } errors } }'), (d) => done(d.staffAppConfig.errors)),
  ),
  siteStaffOnly('configuration entry (of the site)', 'saveAppConfigEntry', async (w, token) => saveMatrixEntry(w, token, false)),
  {
    object: 'configuration entry (every site)',
    operation: 'saveAppConfigEntry',
    allowed: ['administrator'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) => saveMatrixEntry(w, token, true),
  },
  {
    // Switched off, never on: the other rows must keep writing.
    object: 'read-only mode (platform)',
    operation: 'setReadOnlyMode',
    allowed: ['administrator'],
    otherwise: guestUnauthenticated('FORBIDDEN'),
    run: async (w, token) =>
      outcome(await w.gql(token, 'mutation { setReadOnlyMode(on: false) { readOnly errors } }'), (d) => done(d.setReadOnlyMode.errors)),
  },
  // Job import: staff of the site manage importers; organization A's owner sees its importers and log (the
  // site does not let owners manage them); everyone else finds nothing.
  {
    object: 'job importers (of the site)',
    operation: 'jobImporters',
    allowed: SIGNED_IN,
    otherwise: 'UNAUTHENTICATED',
    run: async (w, token) =>
      outcome(await w.gql(token, '{ jobImporters { importers { id } errors } }'), (d) => done(d.jobImporters.errors)),
  },
  siteStaffOnly('job importer (new, for organization A)', 'saveJobImporter', async (w, token) =>
    outcome(
      await w.gql(token, 'mutation($input: JobImporterInput!) { saveJobImporter(input: $input) { id errors } }', {
        input: {
          name: 'Matrix',
          organizationId: w.organizationA,
          sourceUrl: 'https://ats.example/feed.xml',
          format: 'indeed_xml',
          intervalHours: 24,
          followReview: false,
          enabled: false,
          mapping: [],
        },
      }),
      (d) => done(d.saveJobImporter.errors),
    ),
  ),
  {
    object: 'job importer of organization A (with its log)',
    operation: 'jobImporter',
    allowed: ['administrator', 'site_admin', 'recruiterA'],
    otherwise: guestUnauthenticated('NOT_FOUND'),
    run: async (w, token) => {
      const id = await w.newImporter();
      return outcome(await w.gql(token, 'query($id: ID!) { jobImporter(id: $id) { importer { id } errors } }', { id }), (d) =>
        done(d.jobImporter.errors),
      );
    },
  },
  {
    object: 'job importer of organization A',
    operation: 'runJobImporter',
    allowed: ['administrator', 'site_admin'],
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'recruiterA' ? 'FORBIDDEN' : 'NOT_FOUND'),
    run: async (w, token) => {
      const id = await w.newImporter();
      return outcome(await w.gql(token, 'mutation($id: ID!) { runJobImporter(id: $id) { id errors } }', { id }), (d) =>
        done(d.runJobImporter.errors),
      );
    },
  },
  {
    object: 'job importer of organization A',
    operation: 'deleteJobImporter',
    allowed: ['administrator', 'site_admin'],
    otherwise: (actor) => (actor === 'guest' ? 'UNAUTHENTICATED' : actor === 'recruiterA' ? 'FORBIDDEN' : 'NOT_FOUND'),
    run: async (w, token) => {
      const id = await w.newImporter();
      return outcome(await w.gql(token, 'mutation($id: ID!) { deleteJobImporter(id: $id) { id errors } }', { id }), (d) =>
        done(d.deleteJobImporter.errors),
      );
    },
  },
];

/** The matrix site's (or every site's) support phone, asked with `token`. */
const saveMatrixEntry = async (w: World, token: string | null, everySite: boolean) =>
  outcome(
    await w.gql(token, 'mutation($input: AppConfigEntryInput!) { saveAppConfigEntry(input: $input) { entry { key } errors } }', {
      input: { key: 'support_phone', name: 'Support phone', value: '+49 721 000000', everySite },
    }),
    (d) => done(d.saveAppConfigEntry.errors),
  );

/** A new wording of the consent info, asked with `token`. */
const publishMatrixRevision = async (w: World, token: string | null, infoId: string) =>
  outcome(
    await w.gql(token, 'mutation($input: ConsentRevisionInput!) { publishConsentRevision(input: $input) { revision { id } errors } }', {
      input: { infoId, textDe: '<p>Matrix-Fassung</p>' },
    }),
    (d) => done(d.publishConsentRevision.errors),
  );

/** A new job bundle on the matrix's site, asked with `token`. */
const saveMatrixProduct = (w: World, token: string | null) =>
  w.gql(token, 'mutation($input: CommerceProductInput!) { saveCommerceProduct(input: $input) { product { id } errors } }', {
    input: { kind: 'job_bundle', nameDe: 'Matrix-Paket', netCents: 1000, units: 1, runtimeDays: 30, jobSlots: 0, resumeContactSlots: 0 },
  });

let matrixLandingPages = 0;
/** A new landing page at a path of its own on a site, asked with `token`. */
const saveMatrixLandingPage = (w: World, token: string | null, siteKey: string) =>
  w.gql(token, 'mutation($input: StaffLandingPageInput!) { saveStaffLandingPage(input: $input) { page { id } errors problems } }', {
    input: {
      siteKey,
      locale: 'de',
      path: `/matrix-seite-${++matrixLandingPages}`,
      aliases: [],
      title: 'Matrix-Seite',
      introHtml: '<p>Matrix</p>',
      searchQuery: '',
      seoTitle: '',
      seoDescription: '',
      published: false,
    },
  });
