-- Contact form (content feature): a mail may carry a Reply-To address and attachments. The files are kept
-- next to their outbox row, so the mail and its files commit in the same transaction as the message and
-- every worker can send them; they are deleted once the mail is sent or given up.
alter table mail_outbox add column reply_to text check (reply_to is null or (reply_to like '%@%' and reply_to !~ '[[:cntrl:]]'));

create table mail_outbox_attachments (
  mail_id      bigint not null references mail_outbox (id) on delete cascade,
  position     integer not null check (position between 0 and 9),
  file_name    text not null check (char_length(file_name) between 1 and 200 and file_name !~ '[[:cntrl:]]'),
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  content      bytea not null,
  primary key (mail_id, position)
);
