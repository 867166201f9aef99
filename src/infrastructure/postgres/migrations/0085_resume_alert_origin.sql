-- The board's public origin a resume alert was saved on: its digest links lead back there (the local demo
-- and tests run on a loopback port; a production site on its configured host).
alter table resume_alerts add column origin text check (origin is null or length(origin) <= 300);
