-- Account deletion takes the applicant's applications along (issue 5, item 8; GDPR art. 17).
-- 0009 kept them for the recruiter with the applicant link set to null, so names, address, phone, cover
-- letter, answers and files outlived the account. Deleting the account is the applicant's request to
-- erase them: the recruiter loses those applications. The files leave the file store after the commit
-- (the applications' personal data source names them, see postgres-application-personal-data.ts).
alter table applications
  drop constraint applications_applicant_user_id_fkey,
  add constraint applications_applicant_user_id_fkey foreign key (applicant_user_id) references users (id) on delete cascade;

-- Applications sent as a guest with the address of a verified account belong to that account's holder
-- in the export and the deletion; this finds them without reading every application.
create index applications_guest_email_idx on applications (lower(email)) where applicant_user_id is null;
