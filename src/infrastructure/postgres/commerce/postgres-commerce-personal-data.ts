import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/*
 * Commerce (migration 0020): the billing profiles the user saved for their organizations and the orders
 * they placed, with the billing data each invoice carries. Orders and invoices are the organization's
 * business records, which German law keeps for ten years: deleting the account leaves them (only the
 * reference to the user who ordered becomes null) and keeps the billing profile for the organization.
 */
export class PostgresCommercePersonalData implements PersonalDataSource {
  readonly section = 'billing';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return { billingProfiles: [], orders: [] };
    const [profiles, orders] = await Promise.all([
      this.db.query(
        `select o.name as "organization", b.company_name as "companyName", b.email, b.first_name as "firstName",
                b.last_name as "lastName", b.address_line1 as "addressLine1", b.address_line2 as "addressLine2", b.zip,
                b.locality, b.country_code as "countryCode", b.vat_number as "vatNumber", b.updated_at as "updatedAt"
         from commerce_billing_profiles b join organizations o on o.id = b.organization_id
         where b.updated_by = $1 order by b.updated_at desc`,
        [userId],
      ),
      this.db.query(
        `select o.site, o.organization_name as "organization", i.number as "invoiceNumber", o.created_at as "orderedAt",
                o.status, o.gross_cents as "grossCents", o.currency, o.billing
         from commerce_orders o join commerce_invoices i on i.order_id = o.id
         where o.placed_by = $1 order by o.created_at desc, o.id desc`,
        [userId],
      ),
    ]);
    return { billingProfiles: profiles.rows, orders: orders.rows };
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }
}
