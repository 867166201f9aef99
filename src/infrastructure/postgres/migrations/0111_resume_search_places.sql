-- Resume search by place: where a resume's owner wants to work, located from its desired location text
-- with the place data the job search uses (the platform's place locator writes these columns; the
-- projection's trigger in migration 0040 keeps the text). Only the anonymous view's text is located,
-- never the owner's home address.
alter table resume_search_index
  -- The desired location these columns were found for; null while it was not looked up yet.
  add column located_location text,
  -- (lon, lat) of a town; null for a whole federal state or country, or when nothing was found.
  add column pt point,
  add column country_code text,
  add column administrative_area text;

create index resume_search_index_pt_idx on resume_search_index using gist (pt) where visibility <> 'hidden';
create index resume_search_index_region_idx on resume_search_index (country_code, lower(administrative_area)) where visibility <> 'hidden';
-- What the locator still has to look up (new resumes, changed desired locations): small, so a round with
-- nothing to do costs one index probe.
create index resume_search_index_unlocated_idx on resume_search_index (user_id) where located_location is distinct from desired_location;

-- A changed desired location forgets the old place in the same write: a resume is never found around a
-- town its owner no longer names (until it is located again, it is found by words and facets only).
create function resume_search_forget_place() returns trigger language plpgsql as $$
begin
  if new.desired_location is distinct from old.desired_location then
    new.located_location := null;
    new.pt := null;
    new.country_code := null;
    new.administrative_area := null;
  end if;
  return new;
end $$;
create trigger resume_search_forget_place before update of desired_location on resume_search_index
  for each row execute function resume_search_forget_place();
