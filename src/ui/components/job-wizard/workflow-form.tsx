import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useSite } from '../../hooks/use-site';

interface Props {
  readonly jobId: string;
  readonly action: 'PUBLISH' | 'SCHEDULE' | 'ARCHIVE' | 'REPUBLISH' | 'DUPLICATE' | 'APPROVE' | 'REJECT';
  readonly csrfToken: string;
  /** The page to come back to (a local path). */
  readonly returnTo: string;
  readonly label: string;
  readonly color?: ButtonProps['color'];
  readonly variant?: ButtonProps['variant'];
  /** Extra fields (a reason, a time) before the button. */
  readonly children?: ReactNode;
}

/**
 * One workflow button as a plain POST form to /api/job-workflow: it works the same with and without
 * JavaScript, carries the CSRF token, and the server answers with a 303 to the next page.
 */
export function WorkflowForm({ jobId, action, csrfToken, returnTo, label, color, variant = 'outlined', children }: Props) {
  const { locale } = useSite();
  return (
    <form
      method="post"
      action="/api/job-workflow"
      data-workflow={action.toLowerCase()}
      style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={jobId} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {action === 'SCHEDULE' && <TimezoneOffset />}
      {children}
      <Button type="submit" size="small" variant={variant} color={color}>
        {label}
      </Button>
    </form>
  );
}

/** The browser's offset, so a `datetime-local` time means the recruiter's local time (UTC without JavaScript). */
function TimezoneOffset() {
  return (
    <input
      type="hidden"
      name="timezoneOffset"
      value={typeof window === 'undefined' ? '0' : String(new Date().getTimezoneOffset())}
      suppressHydrationWarning
    />
  );
}
