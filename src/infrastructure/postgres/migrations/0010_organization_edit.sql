-- Organization profiles edited by their owner or staff (issue 6, item 1). Additive only.

-- Logo and cover uploaded through the profile form live in the file store under these keys (the
-- public URL stays in logo_url / cover_url). A replaced or removed image's file is deleted after the
-- change is committed; external URLs (no key) are never touched.
alter table organizations
  add column logo_file_key  text check (logo_file_key is null or logo_file_key ~ '^organizations/[1-9][0-9]*/logo-[0-9a-f]{8}-[0-9a-z]{1,12}\.(png|jpg|webp)$'),
  add column cover_file_key text check (cover_file_key is null or cover_file_key ~ '^organizations/[1-9][0-9]*/cover-[0-9a-f]{8}-[0-9a-z]{1,12}\.(png|jpg|webp)$');

-- Common benefits the profile form offers (with every translation), so employers pick them instead of
-- typing each one; employers may still add their own (stored on the organization only).
create table organization_benefit_options (
  id     bigint generated always as identity primary key,
  labels jsonb not null check (jsonb_typeof(labels) = 'object' and labels ? 'de'),
  weight integer not null default 0
);
create unique index organization_benefit_options_de_key on organization_benefit_options ((lower(labels ->> 'de')));

insert into organization_benefit_options (labels, weight) values
  ('{"de": "30 Tage Urlaub", "en-GB": "30 days of annual leave", "fr": "30 jours de congés"}', 10),
  ('{"de": "Flexible Arbeitszeiten", "en-GB": "Flexible working hours", "fr": "Horaires flexibles"}', 20),
  ('{"de": "Homeoffice", "en-GB": "Working from home", "fr": "Télétravail"}', 30),
  ('{"de": "Betriebliche Altersvorsorge", "en-GB": "Company pension scheme", "fr": "Retraite d’entreprise"}', 40),
  ('{"de": "JobRad-Leasing", "en-GB": "Bike leasing", "fr": "Vélo de fonction en leasing"}', 50),
  ('{"de": "Zuschuss zum Deutschlandticket", "en-GB": "Subsidised Germany public transport ticket", "fr": "Participation au Deutschlandticket"}', 60),
  ('{"de": "Moderne Arbeitsplätze", "en-GB": "Modern workplaces", "fr": "Postes de travail modernes"}', 70),
  ('{"de": "Weiterbildung in unserer Akademie", "en-GB": "Training at our own academy", "fr": "Formation continue dans notre académie"}', 80),
  ('{"de": "Betriebliches Gesundheitsmanagement", "en-GB": "Workplace health programme", "fr": "Programme de santé au travail"}', 90),
  ('{"de": "Kantine mit regionalen Gerichten", "en-GB": "Canteen with regional dishes", "fr": "Cantine aux plats régionaux"}', 100),
  ('{"de": "Unbefristeter Arbeitsvertrag", "en-GB": "Permanent contract", "fr": "Contrat à durée indéterminée"}', 110),
  ('{"de": "Teamevents und Sommerfest", "en-GB": "Team events and a summer party", "fr": "Événements d’équipe et fête d’été"}', 120),
  ('{"de": "Kostenlose Parkplätze", "en-GB": "Free parking", "fr": "Parking gratuit"}', 130),
  ('{"de": "Urlaubs- und Weihnachtsgeld", "en-GB": "Holiday and Christmas bonus", "fr": "Primes de vacances et de Noël"}', 140),
  ('{"de": "Kinderbetreuungszuschuss", "en-GB": "Childcare allowance", "fr": "Aide à la garde d’enfants"}', 150),
  ('{"de": "Firmenwagen", "en-GB": "Company car", "fr": "Voiture de fonction"}', 160);
