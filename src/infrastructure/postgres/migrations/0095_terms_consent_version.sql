-- The terms dialog follows the terms page's files: a consent to the terms info records which version of
-- the site's terms page (the date its file is named after) it accepted, so a new file asks every user
-- again. Null for other consents and for acceptances stored before this column existed.
alter table user_consents
  add column terms_version text check (terms_version ~ '^\d{4}-\d{2}-\d{2}$');
