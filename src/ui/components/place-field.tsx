import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  type AutocompleteRenderInputParams,
  CircularProgress,
  Collapse,
  Link,
  Paper,
  Stack,
  Typography,
  type PaperProps,
} from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSelection } from '../../domain/geo/place';
import type { Locale } from '../../domain/shared/locale';
import { useSite } from '../hooks/use-site';
import { FIELD } from '../theme/field-styles';
import { Field } from './plain-fields';
import { ALERT_FADE_MS } from '../theme/site-theme';
import { suggestPlaces } from '../server/job-page.functions';
import { useConsent } from '../tracking/consent/consent-runtime';

/** Suggestions from the first character, 250 ms after the visitor stopped typing. */
export const PLACE_MIN_CHARS = 1;
export const PLACE_DEBOUNCE_MS = 250;
/** Where the visitor's "not now" to place suggestions is remembered for the tab (sites with features.geoSuggestConsent). */
export const GEO_SUGGEST_CONSENT_KEY = 'jobboard.geoSuggestConsent';

export interface PlaceFieldProps {
  readonly label: string;
  readonly defaultValue?: PlaceSelection | null;
  /** Text to start with when no place is picked (a typed place that was searched without coordinates). */
  readonly defaultInput?: string;
  readonly onChange?: (place: PlaceSelection | null) => void;
}

/** A "no" holds for the browser tab (sessionStorage): asked again in a new visit, not on every search. */
function readDeclined(): boolean {
  try {
    return window.sessionStorage.getItem(GEO_SUGGEST_CONSENT_KEY) === 'declined';
  } catch {
    return false;
  }
}

function storeDeclined(): void {
  try {
    window.sessionStorage.setItem(GEO_SUGGEST_CONSENT_KEY, 'declined');
  } catch {
    // storage blocked: the answer holds for this field only
  }
}

const countryName = (code: string, locale: Locale): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The suggestion list, crediting the place data (GeoNames, CC BY 4.0) under the places. */
function AttributedPaper({ children, ...props }: PaperProps) {
  return (
    <Paper {...props}>
      {children}
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ px: 2, py: 0.75, borderTop: 1, borderColor: 'divider' }}
        data-place-credit
      >
        <Link href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer" color="inherit">
          GeoNames
        </Link>{' '}
        (
        <Link href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer" color="inherit">
          CC BY 4.0
        </Link>
        )
      </Typography>
    </Paper>
  );
}

const sameSelection = (a: PlaceSelection, b: PlaceSelection | string) =>
  typeof b !== 'string' &&
  a.label === b.label &&
  a.locationType === b.locationType &&
  a.country === b.country &&
  a.lat === b.lat &&
  a.lon === b.lon;

/**
 * Address autocomplete for search forms. The text input is named
 * `geo_location`, so a GET form works without JavaScript (the typed text is sent); picking a
 * suggestion fills the hidden `lat`, `lon`, `locationType`, `country` and `administrative_area_level_1`
 * inputs, which are disabled (not sent) while nothing is picked. Where the site asks for it
 * (`features.geoSuggestConsent`), suggestions are fetched only after the visitor agreed in the field;
 * the answer is kept in localStorage.
 */
export function PlaceField({ label, defaultValue = null, defaultInput, onChange }: PlaceFieldProps) {
  const { site, locale } = useSite();
  const { t } = useTranslation();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState<PlaceSelection | null>(defaultValue);
  const [input, setInput] = useState(defaultValue?.label ?? defaultInput ?? '');
  const [options, setOptions] = useState<PlaceSelection[]>(defaultValue ? [defaultValue] : []);
  const [loading, setLoading] = useState(false);
  const needsConsent = site.features.geoSuggestConsent;
  // The yes goes through the site's consent, so the cookie settings show it and can take it back.
  const { granted: consented, grant: grantConsent } = useConsent('geoSuggest');
  const [promptShown, setPromptShown] = useState(false);
  // "Not now": no suggestions and no more asking on this page; the typed place is looked up on search.
  // A ref: the field gets the focus back in the same click, before a re-render would tell onFocus.
  const declined = useRef(false);
  const allowed = !needsConsent || consented;

  // sessionStorage exists only in the browser, after hydration (the server renders "not consented").
  useEffect(() => {
    if (needsConsent) declined.current = readDeclined();
  }, [needsConsent]);

  useEffect(() => {
    const query = input.trim();
    if (!allowed || query.length < PLACE_MIN_CHARS || (value && value.label === input)) return;
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      suggestPlaces({ data: { locale, query } })
        .then((found) => current && setOptions(found))
        .catch(() => current && setOptions([]))
        .finally(() => current && setLoading(false));
    }, PLACE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, allowed, locale, value]);

  const pick = (place: PlaceSelection | null) => {
    setValue(place);
    onChange?.(place);
  };

  const hidden: Array<[string, string]> = [
    ['lat', value ? String(value.lat) : ''],
    ['lon', value ? String(value.lon) : ''],
    ['locationType', value?.locationType ?? ''],
    ['country', value?.country ?? ''],
    ['administrative_area_level_1', value?.administrativeArea ?? ''],
  ];

  return (
    <div data-place-field>
      <Autocomplete<PlaceSelection, false, false, true>
        freeSolo
        openOnFocus
        slots={{ paper: AttributedPaper }}
        options={options}
        value={value}
        inputValue={input}
        filterOptions={(x) => x}
        loading={loading}
        loadingText={t('places.loading')}
        noOptionsText={t('places.noOptions')}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
        isOptionEqualToValue={sameSelection}
        onChange={(_, next: PlaceSelection | string | null) => pick(typeof next === 'string' || next === null ? null : next)}
        onInputChange={(_, next, reason) => {
          setInput(next);
          if (reason === 'input' && value && next !== value.label) pick(null);
          if (reason === 'input' && needsConsent && !consented && !declined.current) setPromptShown(true);
        }}
        onFocus={() => needsConsent && !consented && !declined.current && setPromptShown(true)}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          const where = [option.locationType === 'locality' ? option.administrativeArea : null, countryName(option.country, locale)]
            .filter(Boolean)
            .join(', ');
          return (
            <li
              key={`${option.locationType}-${option.label}-${option.lat}-${option.lon}`}
              {...rest}
              data-place-option={option.locationType}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <PlaceOutlined fontSize="small" color="action" />
                <Box>
                  <Typography>{option.label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`places.type.${option.locationType}`)}
                    {option.locationType !== 'country' && where ? ` · ${where}` : ''}
                  </Typography>
                </Box>
              </Stack>
            </li>
          );
        }}
        renderInput={(params) => (
          <PlaceTextInput
            params={params}
            label={label}
            placeholder={t('places.placeholder')}
            inputRef={inputRef}
            describedBy={promptShown && !allowed ? hintId : undefined}
            loading={loading}
          />
        )}
      />
      {hidden.map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} disabled={!value} />
      ))}
      {/* Only where the site asks before suggesting: a closed Collapse still renders on every search page. */}
      {needsConsent && (
        <Collapse in={promptShown && !allowed} timeout={ALERT_FADE_MS} unmountOnExit>
          <Alert
            id={hintId}
            severity="info"
            sx={{ mt: 1 }}
            data-geo-consent
            action={
              <Stack spacing={0.5}>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    grantConsent();
                    // Back to the field, so the suggestions for what is already typed open right away.
                    inputRef.current?.focus();
                  }}
                >
                  {t('places.consentAllow')}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  data-geo-consent-decline
                  onClick={() => {
                    declined.current = true;
                    storeDeclined();
                    setPromptShown(false);
                    inputRef.current?.focus();
                  }}
                >
                  {t('places.consentDecline')}
                </Button>
              </Stack>
            }
          >
            {t('places.consentText')} {t('places.consentWithout')}
          </Alert>
        </Collapse>
      )}
    </div>
  );
}

/**
 * The autocomplete's text input as a plain outlined field (plain-fields.tsx) instead of MUI's TextField:
 * the same look, without the eight styled components a TextField renders on every search page. Always
 * named `geo_location`, its label always above it: a page not yet hydrated (a visitor's, until the first
 * interaction) cannot move the label up on focus, and it would cover the text.
 */
function PlaceTextInput({
  params,
  label,
  placeholder,
  inputRef,
  describedBy,
  loading,
}: {
  params: AutocompleteRenderInputParams;
  label: string;
  placeholder: string;
  inputRef: Ref<HTMLInputElement>;
  describedBy: string | undefined;
  loading: boolean;
}) {
  const { ref: autocompleteInputRef, className, ...htmlInput } = params.slotProps.htmlInput;
  const ref = useForkRef(autocompleteInputRef as Ref<HTMLInputElement>, inputRef);
  const { ref: boxRef, className: boxClassName, onMouseDown, endAdornment } = params.slotProps.input;
  return (
    <Field
      label={label}
      controlId={params.id}
      labelId={params.slotProps.inputLabel.id}
      fullWidth={params.fullWidth}
      boxProps={{ ref: boxRef, className: boxClassName, onMouseDown }}
      control={(id) => (
        <>
          <input
            {...htmlInput}
            id={id}
            ref={ref}
            className={`${FIELD.input} ${className ?? ''}`}
            name="geo_location"
            autoComplete="off"
            placeholder={placeholder}
            aria-describedby={describedBy}
          />
          {loading ? <CircularProgress color="inherit" size={18} /> : null}
          {endAdornment}
        </>
      )}
    />
  );
}
