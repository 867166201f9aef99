import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_SEARCH_PATH } from '../../../domain/search/job-search-url';
import { formPairs } from './job-search-form';
import { PlaceInput } from './place-input';
import { useSearchLinks } from './use-search-links';

/**
 * The home page's search box: a GET form to /jobs (works without JavaScript). With JavaScript the router
 * navigates to the same URL; the search page reads it like any other.
 */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const { toPublic, go } = useSearchLinks();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams(formPairs(event.currentTarget).filter(([, v]) => v.trim() !== '')).toString();
    void go(query ? `${JOB_SEARCH_PATH}?${query}` : JOB_SEARCH_PATH);
  };
  return (
    <Box
      component="form"
      method="get"
      action={toPublic(JOB_SEARCH_PATH)}
      role="search"
      data-home-search
      aria-label={t('search.form')}
      onSubmit={onSubmit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
        width: '100%',
        bgcolor: 'background.paper',
        p: 2,
        borderRadius: 1,
      }}
    >
      <TextField
        name="search"
        type="search"
        label={t('search.keywords')}
        placeholder={t('search.keywordsPlaceholder')}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
      />
      <PlaceInput geo={null} label={t('search.place')} />
      <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ height: 56 }}>
        {t('search.submit')}
      </Button>
    </Box>
  );
}
