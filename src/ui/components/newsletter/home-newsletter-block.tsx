import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NewsletterSignUpForm as SignUpForm } from '../../../application/board/newsletter/newsletter-gateway.port';
import { useSite } from '../../hooks/use-site';
import { NewsletterSignUpForm } from './newsletter-sign-up-form';

/**
 * The home page's newsletter block: the /newsletter sign-up form posting to the same endpoint. Guests get
 * it without a double-submit token (the home page sets no cookie), marked so the endpoint checks the
 * post's origin instead; a refused post continues on /newsletter with the address typed.
 */
export function HomeNewsletterBlock({ block }: { block: { form: SignUpForm; csrfToken: string } | null }) {
  const { t } = useTranslation();
  const { site } = useSite();
  if (!block) return null;
  return (
    <Box component="section" aria-labelledby="home-newsletter-title" sx={{ mt: 5 }} data-home-block="newsletter">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720 }}>
        <Typography variant="h2" id="home-newsletter-title" sx={{ mb: 1 }}>
          {t('newsletter.signUp.homeTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('newsletter.signUp.intro', { site: site.name })}</Typography>
        <NewsletterSignUpForm
          form={block.form}
          csrfToken={block.csrfToken}
          id="home-newsletter"
          action={block.csrfToken ? '/api/newsletter/subscribe' : '/api/newsletter/subscribe?from=home'}
        />
      </Paper>
    </Box>
  );
}
