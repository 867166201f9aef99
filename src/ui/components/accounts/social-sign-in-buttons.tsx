import GoogleIcon from '@mui/icons-material/Google';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Button, Stack } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '../../../domain/identity/social-sign-in';
import { browserStorage } from '../../browser-storage';
import { useSite } from '../../hooks/use-site';
import { fetchAuth } from '../../session/auth-fetch';
import { UTM_SOURCE_KEY } from '../../session/session-effects';
import { socialSignInStep } from '../../session/social-sign-in';

const ICONS: Record<SocialProviderId, typeof GoogleIcon> = { google: GoogleIcon, linkedin: LinkedInIcon };

interface Props {
  readonly providers: readonly SocialProviderId[];
  readonly csrfToken: string;
  readonly callbackUrl?: string | undefined;
  /** Button text: sign in (login page), register (register page) or confirm (account deletion). */
  readonly label: 'signInWith' | 'registerWith' | 'confirmWith';
}

/**
 * One POST form per provider to /api/auth/signin/{provider}: works without JavaScript; with it, the
 * provider list is checked first (social-sign-in.ts). Nothing renders when the site offers no provider.
 */
export function SocialSignInButtons({ providers, csrfToken, callbackUrl, label }: Props) {
  const { t } = useTranslation();
  const { locale } = useSite();
  if (providers.length === 0) return null;

  const onSubmit = (provider: SocialProviderId) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const source = browserStorage('session')?.getItem(UTM_SOURCE_KEY);
    if (source && form.elements.namedItem('creationSource') instanceof HTMLInputElement)
      (form.elements.namedItem('creationSource') as HTMLInputElement).value = source;
    const step = socialSignInStep(await fetchAuth<Record<string, unknown>>('/providers'), provider, callbackUrl);
    if (step.kind === 'navigate') window.location.assign(step.href);
    else form.submit();
  };

  return (
    <Stack spacing={1.5} aria-label={t('social.providersLabel')} role="group">
      {providers.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <form
            key={provider}
            method="post"
            action={`/api/auth/signin/${provider}`}
            onSubmit={(e) => void onSubmit(provider)(e)}
            data-form={`social-${provider}`}
          >
            <input type="hidden" name="csrfToken" value={csrfToken} />
            <input type="hidden" name="locale" value={locale} />
            {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}
            <input type="hidden" name="creationSource" value="" />
            <Button type="submit" variant="outlined" size="large" fullWidth startIcon={<Icon />}>
              {t(`social.${label}`, { provider: SOCIAL_PROVIDER_NAMES[provider] })}
            </Button>
          </form>
        );
      })}
    </Stack>
  );
}
