-- The staff's order list reads a site's orders (or every site's) newest first, a page at a time, and
-- filters by part of the organization's name as ordered: the first walks this index in order, the name
-- filter uses the trigram index instead of reading every order.
create index commerce_orders_site_newest_idx on commerce_orders (site, created_at desc, id desc);
create index commerce_orders_newest_idx on commerce_orders (created_at desc, id desc);
create index commerce_orders_organization_name_trgm_idx on commerce_orders using gin (lower(organization_name) gin_trgm_ops);
