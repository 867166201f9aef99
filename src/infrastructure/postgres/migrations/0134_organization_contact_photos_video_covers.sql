-- A photo per contact person and a cover image per video, both optional: files the platform re-encoded
-- and wrote to the file store under keys it chose itself (the key to delete with the row, the url to show).
-- Additive only.

alter table organization_contact_persons
  add column file_key text unique check (file_key ~ '^organizations/[1-9][0-9]*/contact-[0-9a-z-]{1,40}\.webp$'),
  add column photo_url text,
  add constraint organization_contact_persons_photo_both check ((file_key is null) = (photo_url is null));

alter table organization_videos
  add column file_key text unique check (file_key ~ '^organizations/[1-9][0-9]*/video-cover-[0-9a-z-]{1,40}\.webp$'),
  add column cover_url text,
  add constraint organization_videos_cover_both check ((file_key is null) = (cover_url is null));
