import type { ConsentInfo, ConsentRevision } from '../../../domain/consent/consent-info';
import type { Translated } from '../../../domain/shared/locale';
import type { StaffActionEntry, StaffJson } from '../staff/staff-action-log.port';

/** The staff action log's entry of a new wording, made from the wording as written (the use case knows the one before). */
export type ConsentAuditOf = (after: StaffJson) => StaffActionEntry;

/** The staff's side of the consent infos: every info a site shows (inactive ones too), new wordings, switching on and off. */
export interface ConsentAdminRepository {
  /** Infos meant for the site or for every site, active or not, each with all its revisions, by id. */
  infosOfSite(site: string): Promise<ConsentInfo[]>;
  findInfo(id: string): Promise<ConsentInfo | null>;
  /**
   * Appends a wording to the info and records the staff action in the same transaction (the info's row
   * is locked, so two staff publishing at once both land, one after the other). null: no such info.
   */
  addRevision(infoId: string, texts: Translated, effectiveAt: Date, audit: ConsentAuditOf): Promise<ConsentRevision | null>;
  /**
   * Switches the info on or off and records the staff action in the same transaction. null: no such
   * info; false: it already was so (nothing written).
   */
  setActive(infoId: string, active: boolean, audit: StaffActionEntry): Promise<boolean | null>;
}
