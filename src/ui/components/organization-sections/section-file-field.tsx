import { Box, Typography } from '@mui/material';

interface Props {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly accept: string;
  /** The refusal of the last post of this file, shown under the input and announced with it. */
  readonly error: string | null | undefined;
  /** False for an optional image (a contact's photo, a video's cover). */
  readonly required?: boolean;
}

/**
 * A plain file input of a profile list's form (gallery image, brochure, contact photo, video cover, and an entry's new
 * photo or cover): a native input, so the form posts its file without JavaScript, labelled and tied to its error for
 * screen readers.
 */
export function SectionFileField({ id, name, label, accept, error, required = true }: Props) {
  const errorId = `${id}-error`;
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Typography id={errorId} color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}
