-- Staff block an account (abuse, fraud): while blocked_at is set the account cannot sign in and none of
-- its sessions is honoured. The time stays for the console; unblocking clears it.
alter table users add column blocked_at timestamptz;
