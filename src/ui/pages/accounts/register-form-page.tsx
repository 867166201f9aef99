import { Divider, Link, Stack, Typography } from '@mui/material';
import { publicPath } from '../../../domain/routing/canonical';
import { useSite } from '../../hooks/use-site';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH } from '../../../domain/identity/credentials';
import {
  applicantRegistrationSchema,
  recruiterRegistrationSchema,
  VALIDATION_VALUES,
  type ApplicantRegistrationValues,
  type RecruiterRegistrationValues,
} from '../../forms/account-schemas';
import { AccountPage } from '../../components/accounts/account-page';
import { AuthForm, type FieldSpec } from '../../components/accounts/auth-form';
import { TextLink } from '../../components/router-links';
import { UTM_SOURCE_KEY } from '../../session/session-effects';
import type { AuthPageProps } from './login-page';
import { SocialSignInButtons } from '../../components/accounts/social-sign-in-buttons';
import type { SocialProviderId } from '../../../domain/identity/social-sign-in';

/** /user/register/applicant and /user/register/recruiter (a recruiter creates an organization and owns it). */
export function RegisterFormPage({
  kind,
  csrfToken,
  error,
  socialProviders = [],
}: AuthPageProps & { kind: 'applicant' | 'recruiter'; socialProviders?: readonly SocialProviderId[] }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  // utm_source remembered for this browser session, sent as the account's creation source.
  const [creationSource, setCreationSource] = useState<string | undefined>();
  useEffect(() => {
    try {
      setCreationSource(window.sessionStorage.getItem(UTM_SOURCE_KEY) ?? undefined);
    } catch {
      // storage blocked
    }
  }, []);
  const personal: Array<FieldSpec<ApplicantRegistrationValues>> = [
    { name: 'firstName', label: t('accounts.fields.firstName'), autoComplete: 'given-name', maxLength: NAME_MAX_LENGTH },
    { name: 'lastName', label: t('accounts.fields.lastName'), autoComplete: 'family-name', maxLength: NAME_MAX_LENGTH },
    { name: 'email', label: t('accounts.fields.email'), type: 'email', autoComplete: 'email' },
    {
      name: 'password',
      label: t('accounts.fields.password'),
      type: 'password',
      autoComplete: 'new-password',
      helper: t('accounts.fields.passwordHint', { min: VALIDATION_VALUES.min }),
    },
    {
      name: 'acceptTerms',
      label: t('consent.agree'),
      type: 'checkbox',
      labelNode: (
        <>
          {t('consent.agree')}{' '}
          <Link href={publicPath(site, locale, site.privacyPath)} target="_blank" rel="noopener">
            {t('consent.privacyLink')}
          </Link>
        </>
      ),
    },
  ];
  const common = { csrfToken, hidden: { creationSource }, submitLabel: t('accounts.register.submit') };
  return (
    <AccountPage
      title={t(kind === 'recruiter' ? 'accounts.register.recruiterPageTitle' : 'accounts.register.applicantPageTitle')}
      error={error}
    >
      {kind === 'recruiter' ? (
        <AuthForm<RecruiterRegistrationValues>
          {...common}
          name="register-recruiter"
          action="/api/auth/register/recruiter"
          schema={recruiterRegistrationSchema}
          defaults={{ organizationName: '', firstName: '', lastName: '', email: '', password: '', acceptTerms: false }}
          fields={[
            {
              name: 'organizationName',
              label: t('accounts.fields.organizationName'),
              autoComplete: 'organization',
              helper: t('accounts.register.organizationHint'),
              maxLength: ORGANIZATION_NAME_MAX_LENGTH,
            },
            ...(personal as Array<FieldSpec<RecruiterRegistrationValues>>),
          ]}
        />
      ) : (
        <AuthForm<ApplicantRegistrationValues>
          {...common}
          name="register-applicant"
          action="/api/auth/register/applicant"
          schema={applicantRegistrationSchema}
          defaults={{ firstName: '', lastName: '', email: '', password: '', acceptTerms: false }}
          fields={personal}
        />
      )}
      {/* Social sign-up makes applicant accounts only: a recruiter's account needs its organization. */}
      {kind === 'applicant' && socialProviders.length > 0 && (
        <>
          <Divider>{t('social.or')}</Divider>
          <Typography color="text.secondary">{t('social.registerHint')}</Typography>
          <SocialSignInButtons providers={socialProviders} csrfToken={csrfToken} label="registerWith" />
        </>
      )}
      <Stack direction="row" spacing={1}>
        <Typography>{t('accounts.register.haveAccount')}</Typography>
        <TextLink to="/user/login">{t('accounts.register.login')}</TextLink>
      </Stack>
    </AccountPage>
  );
}
