import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takesRadius, type PlaceSelection } from '../../../domain/geo/place';
import { DEFAULT_RESUME_RADIUS_KM } from '../../../domain/resume-search/resume-place-filter';
import { RADIUS_OPTIONS_KM } from '../../../domain/site/radius';
import { PlaceField } from '../place-field';

/**
 * Where the resumes' owners want to work: the job search's place field (its suggestions, or a typed
 * place the platform looks up when the form is sent without JavaScript) and the radius, which a federal
 * state or a country does not take.
 */
export function ResumePlaceFields({ place, typed, radiusKm }: { place: PlaceSelection | null; typed: string; radiusKm: number | null }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PlaceSelection | null>(place);
  const showRadius = picked === null || takesRadius(picked.locationType);
  return (
    <>
      <PlaceField label={t('search.place')} defaultValue={place} defaultInput={typed} onChange={setPicked} />
      {showRadius && (
        <TextField
          select
          name="radius"
          label={t('search.radius')}
          defaultValue={String(radiusKm ?? DEFAULT_RESUME_RADIUS_KM)}
          sx={{ minWidth: 120 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {t('search.radiusOption', { km })}
            </option>
          ))}
        </TextField>
      )}
    </>
  );
}
