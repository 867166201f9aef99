-- The company's own e-mail address and phone number, shown on its profile page (the contact persons
-- are people; these reach the company as a whole). Checked by the domain rules before they are written.
alter table organizations
  add column company_email text check (char_length(company_email) <= 254),
  add column company_phone text check (char_length(company_phone) <= 40);
