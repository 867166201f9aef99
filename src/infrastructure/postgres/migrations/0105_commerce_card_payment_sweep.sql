-- A card order remembers its payment page while it waits: the address (the buyer can come back to it
-- from /my-products while it is open) and when the provider closes it. An order whose notice never comes
-- is asked about after that time by the sweep; `payment_checked_at` is when it was last asked, so each
-- worker claims the orders no other worker asked about lately. `cancelled_at` dates a cancellation.
alter table commerce_orders add column payment_url text;
alter table commerce_orders add column payment_expires_at timestamptz;
alter table commerce_orders add column payment_checked_at timestamptz;
alter table commerce_orders add column cancelled_at timestamptz;

create index commerce_orders_awaiting_payment on commerce_orders (payment_expires_at) where status = 'awaiting_payment';
