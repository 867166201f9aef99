import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../domain/applications/application';

const COLOR: Record<ApplicationStatus, 'default' | 'info' | 'primary' | 'error' | 'success'> = {
  new: 'info',
  in_review: 'default',
  shortlisted: 'primary',
  rejected: 'error',
  hired: 'success',
};

/** An application's status as a labelled chip. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[status]} label={t(`applications.status.${status}`)} data-status={status} />;
}
