import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Undo from '@mui/icons-material/Undo';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkProfileImage,
  MAX_PROFILE_IMAGE_BYTES,
  PROFILE_IMAGE_BOUNDS,
  PROFILE_IMAGE_HEAD_BYTES,
  type ProfileImageKind,
  type ProfileImageProblem,
} from '../../../domain/files/profile-image-policy';

export interface ImagePickerProps {
  readonly kind: ProfileImageKind;
  readonly label: string;
  /** The stored image, if any. */
  readonly currentUrl: string | null;
  readonly file: File | null;
  readonly removed: boolean;
  readonly onFile: (file: File | null) => void;
  readonly onRemovedChange: (removed: boolean) => void;
  /** A problem the platform reported for this image. */
  readonly serverProblem?: string | undefined;
  /** Before scripts run (or without them): a visible file field and a checkbox to remove the stored image. */
  readonly plain?: boolean;
}

const MEGABYTES = MAX_PROFILE_IMAGE_BYTES / 1024 / 1024;

/**
 * Picks a logo or cover with a preview. The file is checked by its content right away (the same rule
 * the platform applies: png, jpeg or webp, no SVG, at most 5 MB), so a wrong file is named before
 * anything is sent; the platform checks and re-encodes it again.
 */
export function ImagePicker({
  kind,
  label,
  currentUrl,
  file,
  removed,
  onFile,
  onRemovedChange,
  serverProblem,
  plain = false,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProfileImageProblem | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const head = new Uint8Array(await chosen.slice(0, PROFILE_IMAGE_HEAD_BYTES).arrayBuffer());
    const verdict = checkProfileImage(chosen.size, head);
    if (!verdict.ok) {
      setProblem(verdict.problem);
      onFile(null);
      return;
    }
    setProblem(null);
    onRemovedChange(false);
    onFile(chosen);
  };

  const shown = preview ?? (removed ? null : currentUrl);
  const message = problem ?? serverProblem;
  const bounds = PROFILE_IMAGE_BOUNDS[kind];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid={`${kind}-picker`}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: kind === 'logo' ? 112 : 224,
            height: 112,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.100',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={t('organizationEdit.images.previewAlt', { label })}
              data-testid={`${kind}-preview`}
              sx={{ width: '100%', height: '100%', objectFit: kind === 'logo' ? 'contain' : 'cover' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('organizationEdit.images.none')}
            </Typography>
          )}
        </Box>
        {plain ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box component="label" htmlFor={inputId} sx={{ fontWeight: 500 }}>
              {t(currentUrl ? 'organizationEdit.images.replace' : 'organizationEdit.images.choose')}
            </Box>
            <input id={inputId} name={kind} type="file" accept="image/png,image/jpeg,image/webp" aria-describedby={`${inputId}-help`} />
            {currentUrl && (
              <FormControlLabel
                control={<Checkbox name={kind === 'logo' ? 'removeLogo' : 'removeCover'} value="true" defaultChecked={removed} />}
                label={t('organizationEdit.images.remove')}
              />
            )}
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<PhotoCamera />}>
              {t(shown ? 'organizationEdit.images.replace' : 'organizationEdit.images.choose')}
              <input
                id={inputId}
                name={kind}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                hidden
                aria-describedby={`${inputId}-help`}
                onChange={(e) => {
                  void choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
            {file && (
              <Button size="small" startIcon={<Undo />} onClick={() => onFile(null)}>
                {t('organizationEdit.images.discard')}
              </Button>
            )}
            {!file && currentUrl && !removed && (
              <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => onRemovedChange(true)}>
                {t('organizationEdit.images.remove')}
              </Button>
            )}
            {removed && !file && (
              <Button size="small" startIcon={<Undo />} onClick={() => onRemovedChange(false)}>
                {t('organizationEdit.images.keep')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <FormHelperText
        id={`${inputId}-help`}
        error={Boolean(message)}
        role={message ? 'alert' : undefined}
        data-testid={message ? `${kind}-error` : undefined}
      >
        {message
          ? t(`organizationEdit.errors.${message}`, { max: MEGABYTES })
          : t(`organizationEdit.images.${kind}Help`, { max: MEGABYTES, width: bounds.width, height: bounds.height })}
      </FormHelperText>
    </Box>
  );
}
