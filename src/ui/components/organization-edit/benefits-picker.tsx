import { Autocomplete, Chip, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { freeBenefit, PROFILE_LIMITS } from '../../../domain/organization/organization-profile-changes';
import { translate, type Locale, type Translated } from '../../../domain/shared/locale';

export interface BenefitsPickerProps {
  readonly id: string;
  readonly value: readonly Translated[];
  readonly options: readonly Translated[];
  readonly onChange: (value: Translated[]) => void;
  readonly locale: Locale;
  readonly error?: string | undefined;
}

const sameBenefit = (a: Translated, b: Translated) => a.de.trim().toLowerCase() === b.de.trim().toLowerCase();

/**
 * Benefits: pick common ones (they come with every translation) or type your own (stored in the
 * language typed, with German as the fallback every label needs).
 */
export function BenefitsPicker({ id, value, options, onChange, locale, error }: BenefitsPickerProps) {
  const { t } = useTranslation();
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
