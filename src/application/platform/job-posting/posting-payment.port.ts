/**
 * Whether a job may go online on a site that charges for postings: `free` where posting is free, `paid`
 * when the job is paid for there (now, with a subscription slot or a bundle unit, or earlier), `unpaid`
 * when the organization has neither left.
 */
export interface PostingPayment {
  settle(
    job: { readonly id: string; readonly organizationId: string | null },
    site: string,
    now: Date,
  ): Promise<'free' | 'paid' | 'unpaid'>;
}
