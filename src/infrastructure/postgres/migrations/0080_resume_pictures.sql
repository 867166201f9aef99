-- A resume's picture is named by its store key inside the resume document; serving one looks up whose
-- resume names it, on every request for the image, so that lookup is indexed.
create index resumes_picture_idx on resumes ((content -> 'personalInfo' ->> 'picture'))
  where content -> 'personalInfo' ->> 'picture' is not null;
