import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../hooks/use-site';
import type { HomePickFormValues } from '../../server/home-picks/home-picks-fields';

const KINDS = ['top', 'featured', 'video'] as const;

/**
 * Picks a job for a home page block: a plain POST with the double-submit token. From and until are
 * read on the board's wall clock (Europe/Berlin); an empty start means now, an empty end for good. A
 * refused post comes back with what was typed and each problem at its field.
 */
export function HomePickForm({
  typed,
  fieldErrors,
  csrfToken,
}: {
  /** What a refused post carried; empty when none was refused. */
  typed: HomePickFormValues;
  fieldErrors: Readonly<Record<string, string>>;
  csrfToken: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const problem = (field: string) => {
    const code = fieldErrors[field];
    return code ? { error: true, helperText: t(`homePicks.errors.${code}`, { defaultValue: t('homePicks.errors.Default') }) } : {};
  };
  return (
    <Box component="section" id="home-pick-form" aria-labelledby="home-pick-form-title">
      <Typography id="home-pick-form-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('homePicks.form.title')}
      </Typography>
      <form method="post" action="/api/home-picks/pick" data-form="home-pick" noValidate>
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="locale" value={locale} />
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <TextField
            id="home-pick-job"
            name="job"
            required
            label={t('homePicks.form.job')}
            defaultValue={typed.job ?? ''}
            helperText={fieldErrors.job ? undefined : t('homePicks.form.jobHelp')}
            {...problem('job')}
          />
          <TextField
            id="home-pick-kind"
            name="kind"
            select
            required
            label={t('homePicks.form.kind')}
            defaultValue={typed.kind && (KINDS as readonly string[]).includes(typed.kind) ? typed.kind : 'featured'}
            slotProps={{ select: { native: true } }}
            {...problem('kind')}
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`homePicks.kinds.${k}`)}
              </option>
            ))}
          </TextField>
          <TextField
            id="home-pick-starts"
            name="startsAt"
            type="datetime-local"
            label={t('homePicks.form.startsAt')}
            defaultValue={typed.startsAt ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={fieldErrors.startsAt ? undefined : t('homePicks.form.startsAtHelp')}
            {...problem('startsAt')}
          />
          <TextField
            id="home-pick-ends"
            name="endsAt"
            type="datetime-local"
            label={t('homePicks.form.endsAt')}
            defaultValue={typed.endsAt ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={fieldErrors.endsAt ? undefined : t('homePicks.form.endsAtHelp')}
            {...problem('endsAt')}
          />
          <div>
            <Button type="submit" variant="contained">
              {t('homePicks.form.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Box>
  );
}

/** Ends one staff pick now: a plain POST of its id. */
export function EndHomePickForm({ pickId, jobTitle, csrfToken }: { pickId: string; jobTitle: string; csrfToken: string }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <form method="post" action="/api/home-picks/end" data-form="home-pick-end">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="pickId" value={pickId} />
      <Button type="submit" size="small" variant="outlined" aria-label={t('homePicks.endLabel', { title: jobTitle })}>
        {t('homePicks.end')}
      </Button>
    </form>
  );
}
