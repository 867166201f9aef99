import {
  Alert,
  Autocomplete,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParentOption, ParentSearchAnswer } from '../../../application/board/organization-sections/profile-sections-gateway.port';
import { PARENT_SEARCH_MAX, PARENT_SEARCH_MIN } from '../../../domain/organization/organization-hierarchy';
import type { OrganizationSummary } from '../../../domain/organization/organization-profile';
import { useSite } from '../../hooks/use-site';
import { searchParentOptions } from '../../server/organization-sections.functions';
import { TextLink } from '../router-links';

/** Offers 250 ms after the editor stopped typing, as the place field does. */
const DEBOUNCE_MS = 250;

export interface ParentFeedback {
  readonly notice?: 'set' | 'cleared';
  readonly error?: string;
}

const CODE = /^[A-Za-z_]{1,40}$/;

/** `?parentNotice=set|cleared&parentError=CODE` → what the last post of the picker answered; anything else is ignored. */
export function parseParentFeedback(search: Record<string, unknown>): ParentFeedback {
  const notice = search.parentNotice;
  const error = search.parentError;
  return {
    ...(notice === 'set' || notice === 'cleared' ? { notice } : {}),
    ...(typeof error === 'string' && CODE.test(error) ? { error } : {}),
  };
}

interface Props {
  readonly organizationId: string;
  readonly parent: OrganizationSummary | null;
  readonly csrfToken: string;
  /** The edit page's path (without query), where both forms come back to. */
  readonly returnTo: string;
  /** The search in the page's address, and what it found (the plain way, without JavaScript). */
  readonly search: string;
  readonly found: ParentSearchAnswer | null;
  readonly feedback: ParentFeedback;
}

const optionLabel = (o: ParentOption): string => (o.locality ? `${o.name} · ${o.locality}` : o.name);

/** The POST form that sets (or, with `clear`, takes away) the parent; its CSRF token goes first. */
function ParentForm({
  organizationId,
  csrfToken,
  returnTo,
  search,
  clear,
  children,
}: Pick<Props, 'organizationId' | 'csrfToken' | 'returnTo' | 'search'> & { clear?: boolean; children: React.ReactNode }) {
  const { locale } = useSite();
  return (
    <form method="post" action={`/api/organization-profile/${encodeURIComponent(organizationId)}?part=parent`}>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="parentSearch" value={search} />
      {clear && <input type="hidden" name="action" value="clear" />}
      {children}
    </form>
  );
}

/**
 * The edit page's parent organization: the current one (with a button to take it away) and a search by
 * name. Without JavaScript the search is a GET form whose offers come back as a list to choose from;
 * with it, the same field suggests organizations while the editor types. Either way the choice is one
 * plain POST, and the platform decides whether it may stand.
 */
export function ParentPicker({ organizationId, parent, csrfToken, returnTo, search, found, feedback }: Props) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const [input, setInput] = useState(search);
  const [options, setOptions] = useState<readonly ParentOption[]>(found?.ok ? found.options : []);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<ParentOption | null>(null);
  const common = { organizationId, csrfToken, returnTo };

  useEffect(() => {
    const query = input.trim();
    if (query.length < PARENT_SEARCH_MIN || (chosen && optionLabel(chosen) === input)) return;
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      searchParentOptions({ data: { locale, organizationId, search: query } })
        .then((answer) => current && setOptions(answer.ok ? answer.options : []))
        .catch(() => current && setOptions([]))
        .finally(() => current && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, locale, organizationId, chosen]);

  const message = (code: string) =>
    t(`organizationSections.parent.errors.${code}`, { defaultValue: t('organizationSections.errors.Default') });
  const error = feedback.error ?? (found && !found.ok ? found.code : undefined);

  return (
    <Box component="section" id="organization-parent" aria-labelledby="organization-parent-title" sx={{ scrollMarginTop: 80 }}>
      <Stack spacing={2}>
        <Typography variant="h2" id="organization-parent-title" sx={{ fontSize: '1.5rem' }}>
          {t('organizationSections.parent.title')}
        </Typography>
        <Typography color="text.secondary">{t('organizationSections.parent.intro')}</Typography>
        {feedback.notice && (
          <Alert severity="success" role="status">
            {t(`organizationSections.parent.notice.${feedback.notice}`)}
          </Alert>
        )}
        {error && (
          <Alert severity="error" data-testid="organization-parent-error">
            {message(error)}
          </Alert>
        )}
        {parent ? (
          <ParentForm {...common} search="" clear>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="organization-parent-current">
              <Typography>
                {t('organizationSections.parent.current')}{' '}
                <TextLink to="/organization/$slug" params={{ slug: parent.slug }}>
                  {parent.name}
                </TextLink>
              </Typography>
              <Button type="submit" variant="outlined" size="small">
                {t('organizationSections.parent.remove')}
              </Button>
            </Stack>
          </ParentForm>
        ) : (
          <Typography>{t('organizationSections.parent.none')}</Typography>
        )}

        {/* A GET form: the search is part of the page's address, so it works without JavaScript. */}
        <form method="get" action={`${returnTo}#organization-parent`}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <Autocomplete<ParentOption, false, false, true>
              freeSolo
              sx={{ flex: 1 }}
              options={[...options]}
              value={chosen}
              inputValue={input}
              filterOptions={(x) => x}
              loading={loading}
              loadingText={t('organizationSections.parent.loading')}
              getOptionLabel={(o) => (typeof o === 'string' ? o : optionLabel(o))}
              getOptionKey={(o) => (typeof o === 'string' ? o : o.id)}
              isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.id === b.id}
              onChange={(_, next) => setChosen(typeof next === 'string' ? null : next)}
              onInputChange={(_, next, reason) => {
                setInput(next);
                if (reason === 'input') setChosen(null);
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('organizationSections.parent.search')}
                  helperText={t('organizationSections.parent.searchHelp', { min: PARENT_SEARCH_MIN })}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, name: 'parentSearch', maxLength: PARENT_SEARCH_MAX, autoComplete: 'off' },
                  }}
                />
              )}
            />
            <Button type="submit" variant="outlined" sx={{ alignSelf: { xs: 'flex-start' }, mt: { sm: 1 } }}>
              {t('organizationSections.parent.searchButton')}
            </Button>
          </Stack>
        </form>

        {chosen && (
          <ParentForm {...common} search={input}>
            <input type="hidden" name="parentId" value={chosen.id} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="organization-parent-chosen">
              <Typography>{t('organizationSections.parent.chosen', { name: chosen.name })}</Typography>
              <Button type="submit" variant="contained">
                {t('organizationSections.parent.choose')}
              </Button>
            </Stack>
          </ParentForm>
        )}

        {!chosen && found?.ok && search && found.options.length === 0 && (
          <Typography color="text.secondary">{t('organizationSections.parent.noMatches', { search })}</Typography>
        )}
        {!chosen && found?.ok && found.options.length > 0 && (
          <ParentForm {...common} search={search}>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('organizationSections.parent.results')}</FormLabel>
              <RadioGroup name="parentId">
                {found.options.map((o) => (
                  <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={optionLabel(o)} />
                ))}
              </RadioGroup>
            </FormControl>
            <Box>
              <Button type="submit" variant="contained">
                {t('organizationSections.parent.choose')}
              </Button>
            </Box>
          </ParentForm>
        )}
      </Stack>
    </Box>
  );
}
