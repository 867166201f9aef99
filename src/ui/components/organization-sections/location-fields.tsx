import { Grid, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LOCATION_LIMITS } from '../../../domain/organization/further-locations';
import { PROFILE_LIMITS } from '../../../domain/organization/organization-profile-changes';
import { PROFILE_COUNTRIES } from '../organization-edit/profile-form';

interface Props {
  /** Distinguishes the fields of several forms on one page (the add form and each location's edit form). */
  readonly idPrefix: string;
  /** What the fields start with: the stored location, or what a refused form had typed. */
  readonly values: Readonly<Record<string, string>>;
  /** The message of a refused field, if any. */
  readonly errorOf: (field: string) => string | undefined;
}

/** The fields of a further location: name, street, postal code, town, country (a native select: works without JavaScript). */
export function LocationFields({ idPrefix, values, errorOf }: Props) {
  const { t } = useTranslation();
  const countries: string[] = [...PROFILE_COUNTRIES];
  const country = values.countryCode || 'DE';
  if (!countries.includes(country)) countries.push(country);
  const field = (name: string, label: string, max: number, required = false) => {
    const error = errorOf(name);
    return (
      <TextField
        id={`${idPrefix}-${name}`}
        name={name}
        label={label}
        defaultValue={values[name] ?? ''}
        required={required}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: max } }}
        fullWidth
      />
    );
  };
  const countryError = errorOf('countryCode');
  return (
    <Grid container spacing={2}>
      <Grid size={12}>{field('name', t('organizationSections.locations.name'), LOCATION_LIMITS.nameMax, true)}</Grid>
      <Grid size={12}>{field('addressLine1', t('organizationSections.locations.addressLine1'), LOCATION_LIMITS.addressLineMax)}</Grid>
      <Grid size={{ xs: 5, sm: 3 }}>{field('zip', t('organizationSections.locations.zip'), PROFILE_LIMITS.zipMax)}</Grid>
      <Grid size={{ xs: 7, sm: 5 }}>
        {field('locality', t('organizationSections.locations.locality'), LOCATION_LIMITS.localityMax, true)}
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          id={`${idPrefix}-countryCode`}
          name="countryCode"
          label={t('organizationSections.locations.country')}
          defaultValue={country}
          error={Boolean(countryError)}
          helperText={countryError}
          slotProps={{ select: { native: true } }}
          fullWidth
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {t(`organizationEdit.countries.${code}`, { defaultValue: code })}
            </option>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
