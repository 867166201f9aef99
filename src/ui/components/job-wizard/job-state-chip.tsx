import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { WorkflowState } from '../../../domain/job/job-workflow';

const COLOR: Record<WorkflowState, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  draft: 'default',
  needs_review: 'warning',
  published: 'success',
  scheduled: 'info',
  archived: 'default',
  expired: 'error',
};

export function JobStateChip({ state }: { state: WorkflowState }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[state]} label={t(`jobManager.states.${state}`)} data-state={state} />;
}
