import { Autocomplete, Box, Checkbox, Chip, FormControlLabel, FormHelperText, TextField, Typography } from '@mui/material';
import { translate, type Locale, type Translated } from '../../../domain/shared/locale';

export interface TermsPickerProps {
  readonly id: string;
  /** The field a plain post carries the chosen ids in. */
  readonly name: string;
  readonly label: string;
  readonly helper: string;
  /** Selected term ids. */
  readonly value: readonly string[];
  readonly options: ReadonlyArray<{ readonly id: string; readonly label: Translated }>;
  readonly onChange: (value: string[]) => void;
  readonly locale: Locale;
  readonly error?: string | undefined;
  /** Without JavaScript: a checkbox per term. */
  readonly plain?: boolean;
}

/** Terms of one vocabulary (occupational fields, fields of study): several may be chosen, none typed. */
export function TermsPicker({ id, name, label, helper, value, options, onChange, locale, error, plain = false }: TermsPickerProps) {
  if (plain)
    return (
      <Box component="fieldset" id={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={`${id}-help`}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
          {label}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              control={<Checkbox name={name} value={option.id} defaultChecked={value.includes(option.id)} />}
              label={translate(option.label, locale)}
            />
          ))}
        </Box>
        <FormHelperText id={`${id}-help`} error={Boolean(error)}>
          {error ?? helper}
        </FormHelperText>
      </Box>
    );
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
