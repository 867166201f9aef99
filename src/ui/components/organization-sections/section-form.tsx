import { Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useSite } from '../../hooks/use-site';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface Props {
  readonly organizationId: string;
  readonly csrfToken: string;
  /** The edit page (a local path) to come back to. */
  readonly returnTo: string;
  readonly action:
    | 'addFaq'
    | 'addVideo'
    | 'addContact'
    | 'addGalleryImage'
    | 'addBrochure'
    | 'addLocation'
    | 'updateLocation'
    | 'move'
    | 'remove'
    | 'replaceImage'
    | 'removeImage';
  /** Hidden fields after the action (the list and entry of a move or removal). */
  readonly hidden?: Readonly<Record<string, string>>;
  readonly submitLabel: string;
  /**
   * The button's name for screen readers when its shown label alone does not say which entry it changes
   * (a symbol, or the same words on every entry); the shown label is hidden from them.
   */
  readonly submitAriaLabel?: string;
  readonly children?: ReactNode;
  readonly compact?: boolean;
}

/**
 * One change of a profile list as a plain POST form: the same with and without JavaScript. The CSRF
 * token goes first (the reader refuses a post whose token does not come before its files); the server
 * answers with a 303 back to the edit page.
 */
export function SectionForm({
  organizationId,
  csrfToken,
  returnTo,
  action,
  hidden = {},
  submitLabel,
  submitAriaLabel,
  children,
  compact,
}: Props) {
  const { locale } = useSite();
  const label = submitAriaLabel ? (
    <>
      <span aria-hidden="true">{submitLabel}</span>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {submitAriaLabel}
      </Box>
    </>
  ) : (
    submitLabel
  );
  return (
    <form
      method="post"
      // A brochure's larger bound must be known before the reader reads a byte: it goes in the address.
      action={`/api/organization-profile/${encodeURIComponent(organizationId)}?part=sections${action === 'addBrochure' ? '&upload=brochure' : ''}`}
      encType="multipart/form-data"
      data-section-action={action}
      style={compact ? { display: 'inline' } : undefined}
    >
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {compact ? (
        <Button type="submit" size="small" sx={{ minWidth: 40 }}>
          {label}
        </Button>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
          {children}
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {label}
          </Button>
        </Stack>
      )}
    </form>
  );
}
