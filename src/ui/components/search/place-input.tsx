import { TextField } from '@mui/material';
import { useState } from 'react';
import type { GeoLocation } from '../../../domain/search/job-search-request';

/** The hidden fields carry exactly the query parameter names of spec §2 (the place field replacing this keeps them). */
const HIDDEN_FIELDS = [
  ['lat', (g: GeoLocation) => g.lat],
  ['lon', (g: GeoLocation) => g.lon],
  ['locationType', (g: GeoLocation) => g.locationType],
  ['country', (g: GeoLocation) => g.country],
  ['administrative_area_level_1', (g: GeoLocation) => g.administrativeArea],
] as const;

/**
 * The place of a search: a text input `geo_location` plus the resolved place in hidden inputs. Editing the
 * text forgets the resolved place (its coordinates belong to the old text); a place without coordinates is
 * not searched by. Address suggestions that resolve a typed place are a separate component (issue 4 item 3).
 */
export function PlaceInput({
  geo,
  label,
  placeholder,
  onPlaceChange,
}: {
  geo: GeoLocation | null;
  label: string;
  placeholder: string;
  onPlaceChange?: (place: GeoLocation | null) => void;
}) {
  const [place, setPlace] = useState<GeoLocation | null>(geo);
  return (
    <>
      <TextField
        name="geo_location"
        type="search"
        label={label}
        placeholder={placeholder}
        defaultValue={geo?.label ?? ''}
        autoComplete="off"
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
        onChange={() => {
          if (place) {
            setPlace(null);
            onPlaceChange?.(null);
          }
        }}
      />
      {place &&
        HIDDEN_FIELDS.map(([name, value]) => {
          const v = value(place);
          return v === null || v === '' ? null : <input key={name} type="hidden" name={name} value={String(v)} />;
        })}
    </>
  );
}
