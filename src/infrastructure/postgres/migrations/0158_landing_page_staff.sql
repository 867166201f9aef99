-- Landing pages edited in the staff console: their own title and description for search engines
-- (empty: the page's title and the start of its intro stand in).
alter table landing_pages
  add column seo_title       text not null default '' check (length(seo_title) <= 70),
  add column seo_description text not null default '' check (length(seo_description) <= 300);
