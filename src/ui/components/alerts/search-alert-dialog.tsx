import Close from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type AlertSaved, AlertForm } from './alert-form';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Once the closing transition has ended: where focus goes (MUI's own restore may find its trigger gone). */
  readonly onExited: () => void;
  readonly query: string;
  readonly description: string;
  readonly signedIn: boolean;
  readonly csrfToken: string | null;
  readonly returnTo: string;
  readonly onSaved: (status: AlertSaved) => void;
}

/** /jobs: the dialog that saves the search as a job alert (the form of /alerts/new, answered in place). */
export function SearchAlertDialog({ open, onClose, onExited, onSaved, ...form }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="job-alert-dialog-title"
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="job-alert-dialog-title" sx={{ pr: 6 }}>
        {t('alerts.form.title')}
        <IconButton aria-label={t('alerts.form.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <AlertForm {...form} onSaved={onSaved} />
      </DialogContent>
    </Dialog>
  );
}
