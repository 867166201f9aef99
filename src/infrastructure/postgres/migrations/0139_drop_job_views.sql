-- The job manager's views now come from the statistics' day counts (job_statistics), which the page's
-- beacon raises even when the page comes from a cache; the old per-job counter, raised by the job page's
-- loader on every render, has no reader and no writer left. Its totals cannot be split into days.
drop table job_views;
