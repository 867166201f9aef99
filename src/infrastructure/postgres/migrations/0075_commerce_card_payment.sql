-- Card payment through Stripe Checkout. Such an order waits for the payment: nothing is granted and no
-- invoice is numbered until the provider's signed notice says it was paid (then both happen in one
-- transaction); an expired or failed payment cancels it. Invoice numbers stay gapless because a
-- cancelled order never took one.
alter table commerce_orders drop constraint commerce_orders_status_check;
alter table commerce_orders add constraint commerce_orders_status_check
  check (status in ('open', 'paid', 'awaiting_payment', 'cancelled'));
alter table commerce_orders drop constraint commerce_orders_payment_method_check;
alter table commerce_orders add constraint commerce_orders_payment_method_check
  check (payment_method in ('invoice', 'stripe'));
alter table commerce_orders add column payment_session_id text;

-- What a line grants, as the product said when it was priced: an order paid later is fulfilled with the
-- terms the buyer confirmed, whatever the catalogue says by then.
alter table commerce_order_lines add column grants jsonb;

-- Every provider notice handled, by its id: a notice delivered again (the provider retries until it gets
-- a 2xx) is recognised and changes nothing.
create table commerce_payment_events (
  event_id    text primary key,
  type        text not null,
  order_id    bigint references commerce_orders (id) on delete set null,
  received_at timestamptz not null default now()
);
