import { Autocomplete, Box, Checkbox, Chip, FormControlLabel, FormHelperText, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { freeBenefit, PROFILE_LIMITS } from '../../../domain/organization/organization-profile-changes';
import { translate, type Locale, type Translated } from '../../../domain/shared/locale';
import { BENEFIT_FIELD, NEW_BENEFITS_FIELD } from '../../forms/organization-profile-plain';

export interface BenefitsPickerProps {
  readonly id: string;
  readonly value: readonly Translated[];
  readonly options: readonly Translated[];
  readonly onChange: (value: Translated[]) => void;
  readonly locale: Locale;
  readonly error?: string | undefined;
  /** Without JavaScript: a checkbox per common or chosen benefit and a text area for new ones. */
  readonly plain?: boolean;
}

const sameBenefit = (a: Translated, b: Translated) => a.de.trim().toLowerCase() === b.de.trim().toLowerCase();

/**
 * Benefits: pick common ones (they come with every translation) or type your own (stored in the
 * language typed, with German as the fallback every label needs).
 */
export function BenefitsPicker({ id, value, options, onChange, locale, error, plain = false }: BenefitsPickerProps) {
  const { t } = useTranslation();
  if (plain) {
    const all = [...value, ...options.filter((o) => !value.some((v) => sameBenefit(v, o)))];
    return (
      <Box component="fieldset" id={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={`${id}-help`}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
          {t('organizationEdit.fields.benefits')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {all.map((benefit) => (
            <FormControlLabel
              key={benefit.de}
              control={
                <Checkbox
                  name={BENEFIT_FIELD}
                  value={JSON.stringify(benefit)}
                  defaultChecked={value.some((v) => sameBenefit(v, benefit))}
                />
              }
              label={translate(benefit, locale)}
            />
          ))}
        </Box>
        <TextField
          id={`${id}-new`}
          name={NEW_BENEFITS_FIELD}
          label={t('organizationEdit.fields.benefitsNew')}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
        />
        <FormHelperText id={`${id}-help`} error={Boolean(error)}>
          {error ?? t('organizationEdit.fields.benefitsNewHelp', { max: PROFILE_LIMITS.benefitsMax })}
        </FormHelperText>
      </Box>
    );
  }
  return (
    <Autocomplete<Translated, true, false, true>
      id={id}
      multiple
      freeSolo
      options={[...options]}
      value={[...value]}
      filterSelectedOptions
      isOptionEqualToValue={(option, selected) =>
        typeof option !== 'string' && typeof selected !== 'string' && sameBenefit(option, selected)
      }
      getOptionLabel={(option) => (typeof option === 'string' ? option : translate(option, locale))}
      onChange={(_event, next) => {
        const list: Translated[] = [];
        for (const item of next) {
          const benefit = typeof item === 'string' ? freeBenefit(item.slice(0, PROFILE_LIMITS.benefitMax), locale) : item;
          if (benefit.de.trim() && !list.some((b) => sameBenefit(b, benefit))) list.push(benefit);
        }
        onChange(list);
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={typeof option === 'string' ? option : translate(option, locale)} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('organizationEdit.fields.benefits')}
          error={Boolean(error)}
          helperText={error ?? t('organizationEdit.fields.benefitsHelp', { max: PROFILE_LIMITS.benefitsMax })}
        />
      )}
    />
  );
}
