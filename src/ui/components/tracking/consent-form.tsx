import { Button, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allChoices, type ConsentChoices } from '../../../domain/tracking/consent-choices';
import type { ConsentService } from '../../../domain/tracking/consent-services';
import { useSite } from '../../hooks/use-site';
import { firstPartyAnswers } from '../../tracking/consent/consent-runtime';

interface Props {
  readonly services: readonly ConsentService[];
  readonly choices: ConsentChoices;
  readonly csrfToken: string | null;
  /** Where the plain form leads back to. */
  readonly returnTo: string;
  /** With JavaScript: the answers are kept, then this runs (the banner closes, the page confirms). */
  readonly onSaved: () => void;
  /** Whether the per-service choices show at once (the settings page) or behind "Choose services" (the banner). */
  readonly detailsOpen: boolean;
  readonly idPrefix: string;
}

/**
 * Accept all, reject all (equally prominent: refusing is as easy as agreeing) or one box per service.
 * Without JavaScript a plain POST to /api/tracking/consent keeps the answers in the first-party cookie;
 * with it, the page keeps the same cookie itself and tells every part of the page at once.
 */
export function ConsentForm({ services, choices, csrfToken, returnTo, onSaved, detailsOpen, idPrefix }: Props) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const [checked, setChecked] = useState<ConsentChoices>(choices);
  const [showDetails, setShowDetails] = useState(detailsOpen);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const answers = firstPartyAnswers();
    if (!answers) return; // not hydrated yet: the plain form posts
    event.preventDefault();
    const choice = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (choice === 'accept' || choice === 'reject') answers.save(allChoices(services, choice === 'accept'));
    else answers.save(Object.fromEntries(services.map((s) => [s, checked[s] === true])));
    onSaved();
  };
  return (
    <form method="post" action="/api/tracking/consent" onSubmit={submit} data-consent-form>
      {csrfToken && <input type="hidden" name="csrfToken" value={csrfToken} />}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Stack spacing={1.5}>
        <details
          open={showDetails}
          onToggle={(e) => setShowDetails((e.currentTarget as HTMLDetailsElement).open)}
          style={{ display: 'block' }}
        >
          <summary style={{ cursor: 'pointer' }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
              {t('tracking.banner.choose')}
            </Typography>
          </summary>
          <FormGroup sx={{ mt: 1 }}>
            {services.map((service) => (
              <FormControlLabel
                key={service}
                control={
                  <Checkbox
                    name={`consent-${service}`}
                    checked={checked[service] === true}
                    onChange={(e) => setChecked((c) => ({ ...c, [service]: e.target.checked }))}
                    slotProps={{ input: { id: `${idPrefix}-${service}`, 'aria-describedby': `${idPrefix}-${service}-about` } }}
                  />
                }
                label={
                  <span>
                    <Typography component="span" variant="body2" sx={{ fontWeight: 700, display: 'block' }}>
                      {t(`tracking.services.${service}.name`)}
                    </Typography>
                    <Typography component="span" variant="body2" id={`${idPrefix}-${service}-about`} sx={{ display: 'block' }}>
                      {t(`tracking.services.${service}.about`)}
                    </Typography>
                  </span>
                }
              />
            ))}
          </FormGroup>
          <Button type="submit" name="choice" value="save" variant="outlined" sx={{ mt: 1 }}>
            {t('tracking.banner.save')}
          </Button>
        </details>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" name="choice" value="accept" variant="contained">
            {t('tracking.banner.acceptAll')}
          </Button>
          <Button type="submit" name="choice" value="reject" variant="contained">
            {t('tracking.banner.rejectAll')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
