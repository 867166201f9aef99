import { Box } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchPage } from '../../../application/board/search/search-jobs.use-case';
import { buildJobSearchRequest } from '../../../domain/search/job-search-builder';
import { ORGANIZATION_NAME_FILTER, organizationNameFilter } from '../../../domain/search/job-search-request';
import { JOB_SEARCH_PATH, toSearchHref, withTypedPlace } from '../../../domain/search/job-search-url';
import { useSite } from '../../hooks/use-site';
import { useSearchLinks } from './use-search-links';

/** The form's fields as `[name, value]` pairs, as a GET submission would send them. */
export const formPairs = (form: HTMLFormElement): Array<[string, string]> =>
  [...new FormData(form)].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : []));

/** The search form's id: the filters keep belonging to it wherever a phone shows them. */
export const JOB_SEARCH_FORM_ID = 'job-search-form';

/**
 * The search as one GET form to /jobs: without JavaScript the browser sends every field and the server
 * answers with (or redirects to) the search's URL. With JavaScript the same fields go through the same
 * domain builder in the browser and the router navigates straight to that URL — the URL is the state.
 */
export function JobSearchForm({ page, children }: { page: JobSearchPage; children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { toPublic, go } = useSearchLinks();
  const organization = organizationNameFilter(page.request);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // React bubbles a submit through portals: a form rendered in a dialog inside this one (the job
    // alert's) submits itself, not the search.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    const fields = formPairs(event.currentTarget);
    const built = buildJobSearchRequest(
      { segments: [], params: fields },
      { locale, pageSize: page.pageSize, defaultRadiusKm: page.defaultRadiusKm, taxonomy: page.taxonomy },
    );
    // A checkbox or the sort sends the form without a submitter: the visitor stays where they were.
    const keepScroll = (event.nativeEvent as SubmitEvent).submitter == null;
    if (built.ok) void go(withTypedPlace(toSearchHref(built.value, { locale, taxonomy: page.taxonomy }), fields), { keepScroll });
  };

  return (
    <Box
      component="form"
      method="get"
      id={JOB_SEARCH_FORM_ID}
      action={toPublic(JOB_SEARCH_PATH)}
      role="search"
      aria-label={t('search.form')}
      onSubmit={onSubmit}
      noValidate
    >
      {organization && <input type="hidden" name={ORGANIZATION_NAME_FILTER} value={organization} />}
      {children}
    </Box>
  );
}
