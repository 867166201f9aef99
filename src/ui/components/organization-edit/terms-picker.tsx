import { Autocomplete, Chip, TextField } from '@mui/material';
import { translate, type Locale, type Translated } from '../../../domain/shared/locale';

export interface TermsPickerProps {
  readonly id: string;
  readonly label: string;
  readonly helper: string;
  /** Selected term ids. */
  readonly value: readonly string[];
  readonly options: ReadonlyArray<{ readonly id: string; readonly label: Translated }>;
  readonly onChange: (value: string[]) => void;
  readonly locale: Locale;
  readonly error?: string | undefined;
}

/** Terms of one vocabulary (occupational fields, fields of study): several may be chosen, none typed. */
export function TermsPicker({ id, label, helper, value, options, onChange, locale, error }: TermsPickerProps) {
  const selected = options.filter((o) => value.includes(o.id));
  return (
    <Autocomplete
      id={id}
      multiple
      options={[...options]}
      value={selected}
      filterSelectedOptions
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => translate(option.label, locale)}
      onChange={(_event, next) => onChange(next.map((o) => o.id))}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={translate(option.label, locale)} {...props} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helper} />}
    />
  );
}
