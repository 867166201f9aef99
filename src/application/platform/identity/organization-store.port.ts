/** Organizations as account registration needs them: a recruiter creates one and becomes its owner. */
export interface OrganizationStore {
  /** Creates the organization with `ownerId` as owner and member; returns its id. */
  createOwned(input: { readonly name: string; readonly ownerId: string }): Promise<string>;
}
