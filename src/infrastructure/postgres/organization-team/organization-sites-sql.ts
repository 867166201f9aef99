/**
 * The sites an organization (aliased `o`) is on, sorted: those its jobs are offered on and those featuring
 * it. An organization belongs to no site by itself; the console's lists and every staff authorization of
 * an organization read its sites from this one expression, so both always agree.
 */
export const ORGANIZATION_SITES_SQL = `array(
    select s.site from job_sites s join jobs j on j.id = s.job_id where j.organization_id = o.id
    union select f.site from featured_organizations f where f.organization_id = o.id
    order by 1)`;
