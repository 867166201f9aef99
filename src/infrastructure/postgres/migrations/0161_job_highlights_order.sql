-- The order that bought an upgrade, so cancelling the order can withdraw it: a running upgrade ends when
-- the order is cancelled, one still to come is removed. Staff picks have none; upgrades bought before
-- this column existed keep none and stay as they are.
alter table job_highlights add column order_id bigint references commerce_orders (id) on delete set null;
create index job_highlights_order_idx on job_highlights (order_id) where order_id is not null;
