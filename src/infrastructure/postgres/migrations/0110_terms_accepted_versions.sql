-- One consent row per user and wording holds every terms version the user accepted with it, not only the
-- last: sites whose terms folders differ each have their own version, and accepting one site's terms must
-- not undo the acceptance of another's (else each site would ask again after a visit to the other).
-- `terms_version` stays the version accepted last.
alter table user_consents
  add column accepted_terms_versions text[] not null default '{}'
    check (array_position(accepted_terms_versions, null) is null);

update user_consents set accepted_terms_versions = array[terms_version] where terms_version is not null;
