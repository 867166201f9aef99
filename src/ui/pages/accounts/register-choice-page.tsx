import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../hooks/use-site';
import { AccountPage } from '../../components/accounts/account-page';
import { TextLink } from '../../components/router-links';

/** /user/register: applicant or recruiter. */
export function RegisterChoicePage() {
  const { t } = useTranslation();
  const { site } = useSite();
  const choices = [
    { to: '/user/register/applicant' as const, title: t('accounts.register.applicantTitle'), text: t('accounts.register.applicantText') },
    { to: '/user/register/recruiter' as const, title: t('accounts.register.recruiterTitle'), text: t('accounts.register.recruiterText') },
  ];
  return (
    <AccountPage title={t('accounts.register.title')} intro={t('accounts.register.intro', { site: site.name })} width="sm">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {choices.map((c) => (
          <Card key={c.to} variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea component={Link} to={c.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                  {c.title}
                </Typography>
                <Typography color="text.secondary">{c.text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Typography>{t('accounts.register.haveAccount')}</Typography>
        <TextLink to="/user/login">{t('accounts.register.login')}</TextLink>
      </Stack>
    </AccountPage>
  );
}
