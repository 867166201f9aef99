-- A queued mail speaks for the site it was written on: its name and address send it, whichever site's
-- worker happens to deliver the row. Rows queued before this column (null) go out as the delivering site.
alter table mail_outbox add column site text;
