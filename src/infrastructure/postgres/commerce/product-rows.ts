import type { Product, ProductKind, UpgradeKind } from '../../../domain/commerce/catalogue';
import type { Translated } from '../../../domain/shared/locale';

/** A `commerce_products` row as both the shop and the staff's catalogue read it. */
export interface ProductRow {
  id: string;
  site: string;
  kind: ProductKind;
  name: Translated;
  net_cents: string;
  units: number;
  runtime_days: number;
  upgrade_kind: UpgradeKind | null;
  job_slots: number;
  resume_contact_slots: number;
  active: boolean;
}

export const PRODUCT_COLUMNS =
  'id::text, site, kind, name, net_cents::text, units, runtime_days, upgrade_kind, job_slots, resume_contact_slots, active';

export const toProduct = (r: ProductRow): Product => ({
  id: r.id,
  site: r.site,
  kind: r.kind,
  name: r.name,
  netCents: Number(r.net_cents),
  currency: 'EUR',
  units: r.units,
  runtimeDays: r.runtime_days,
  upgradeKind: r.upgrade_kind,
  jobSlots: r.job_slots,
  resumeContactSlots: r.resume_contact_slots,
  active: r.active,
});
