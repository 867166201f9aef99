-- Why a credit came back: a grant that returns a resume-contact credit names what ended its request.
-- Older rows and the grants of orders have none (an order says why by itself).
alter table commerce_credit_ledger add column reason text
  check (reason is null or reason in ('resume_contact_declined', 'resume_contact_expired', 'resume_contact_unanswerable'));

-- A pending contact request whose resume goes — the owner deleted their account or their resume, by
-- the cascade from `users` or `resumes` — can never be answered: the organization gets its credit back
-- in the same transaction as the deletion, whichever path deleted it. A subscription slot needs nothing:
-- it is in use only while its request row is there. An organization that is itself being deleted (its
-- row is gone by the time its cascade reaches its requests) gets nothing.
create function resume_contact_refund_unanswerable() returns trigger language plpgsql as $$
begin
  if old.state = 'pending' and old.refunded_at is null and old.ledger_id is not null
     and exists (select 1 from organizations o where o.id = old.organization_id) then
    insert into commerce_credit_ledger (organization_id, site, type, delta, reason)
    values (old.organization_id, old.site, 'resume_contact', 1, 'resume_contact_unanswerable');
  end if;
  return old;
end $$;
create trigger resume_contact_refund_unanswerable before delete on resume_contact_requests
  for each row execute function resume_contact_refund_unanswerable();
