-- Staff correct an organization's credits by appending a ledger entry, never by changing one: the entry
-- says it was a staff adjustment, why (the note staff must give) and who made it. A negative adjustment
-- carries a spend key like every negative entry, so the ledger's own rule still holds.
alter table commerce_credit_ledger drop constraint commerce_credit_ledger_reason_check;
alter table commerce_credit_ledger add constraint commerce_credit_ledger_reason_check
  check (reason is null or reason in ('resume_contact_declined', 'resume_contact_expired', 'resume_contact_unanswerable', 'staff_adjustment'));
alter table commerce_credit_ledger
  add column note text check (note is null or length(note) between 1 and 500),
  add column adjusted_by bigint references users (id) on delete set null;
alter table commerce_credit_ledger add constraint commerce_credit_ledger_adjustment_note
  check ((reason is not distinct from 'staff_adjustment') = (note is not null));
