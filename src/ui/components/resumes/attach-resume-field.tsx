import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * "Attach my CV as a PDF" on the apply form, for a signed-in applicant with a resume: a plain checkbox
 * (`attachResume`), so the form works without JavaScript; the platform makes the PDF when the form arrives.
 */
export function AttachResumeField({ defaultChecked = false }: { defaultChecked?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormControl>
      <FormControlLabel
        control={
          <Checkbox
            name="attachResume"
            defaultChecked={defaultChecked}
            id="application-attachResume"
            slotProps={{ input: { 'aria-describedby': 'application-attachResume-help' } }}
          />
        }
        label={t('resumes.apply.attach')}
      />
      <FormHelperText id="application-attachResume-help">{t('resumes.apply.attachHelp')}</FormHelperText>
    </FormControl>
  );
}
