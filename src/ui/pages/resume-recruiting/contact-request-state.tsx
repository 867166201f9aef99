import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardContactRequest } from '../../../application/board/resume-recruiting/resume-recruiting-gateway.port';
import { useSite } from '../../hooks/use-site';

/** A request's state in words, with its date (until when a pending one waits; whether its payment went back). */
export function ContactRequestState({ request }: { request: BoardContactRequest }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));
  return (
    <Typography data-testid="contact-state" data-state={request.state}>
      {t(`resumeRecruiting.states.${request.state}`)}
      {request.state === 'pending' ? ` · ${t('resumeRecruiting.states.until', { date: date(request.expiresAt) })}` : ''}
      {request.refunded ? ` · ${t(`resumeRecruiting.states.refunded.${request.payment}`)}` : ''}
    </Typography>
  );
}
