import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takesRadius } from '../../../domain/geo/place';
import type { GeoLocation } from '../../../domain/search/job-search-request';
import { RADIUS_OPTIONS_KM } from '../../../domain/site/radius';
import { PlaceInput } from './place-input';

/**
 * What and where: keywords, place, radius (hidden for federal states and countries) and the
 * submit button. Plain form fields; the surrounding GET form sends them.
 */
export function SearchBar({ keys, geo, radiusKm }: { keys: string; geo: GeoLocation | null; radiusKm: number }) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<GeoLocation | null>(geo);
  const showRadius = place === null || takesRadius(place.locationType);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: showRadius ? '2fr 2fr 1fr auto' : '2fr 2fr auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        name="search"
        type="search"
        label={t('search.keywords')}
        placeholder={t('search.keywordsPlaceholder')}
        defaultValue={keys}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
      />
      <PlaceInput geo={geo} label={t('search.place')} onPlaceChange={setPlace} />
      {showRadius && (
        <TextField
          select
          name="radius"
          label={t('search.radius')}
          defaultValue={String(radiusKm)}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {t('search.radiusOption', { km })}
            </option>
          ))}
        </TextField>
      )}
      <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ height: 56 }}>
        {t('search.submit')}
      </Button>
    </Box>
  );
}
