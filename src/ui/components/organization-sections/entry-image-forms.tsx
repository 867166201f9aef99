import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImageSection } from '../../../domain/organization/profile-sections';
import { SectionFileField } from './section-file-field';
import { SectionForm } from './section-form';

interface Props {
  readonly organizationId: string;
  readonly csrfToken: string;
  readonly returnTo: string;
  readonly list: ImageSection;
  readonly entryId: string;
  /** What the entry is called (the person's name, the video's title), for the labels of its forms. */
  readonly name: string;
  readonly hasImage: boolean;
  /** The refusal of this entry's last new image, shown on its file field. */
  readonly error: string | undefined;
}

/**
 * The photo of a contact person or the cover of a video changed on its own, keeping the entry and its place:
 * one form posts a new file, one removes the image (only when there is one). Plain POST forms like the
 * lists' others, so they work without JavaScript; every label names the entry, since each entry has its own.
 */
export function EntryImageForms({ organizationId, csrfToken, returnTo, list, entryId, name, hasImage, error }: Props) {
  const { t } = useTranslation();
  const common = { organizationId, csrfToken, returnTo, hidden: { section: list, itemId: entryId } };
  const words = `organizationSections.entryImage.${list}`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-end' }, mt: 1 }}>
      <SectionForm
        {...common}
        action="replaceImage"
        submitLabel={t(`${words}.replace`)}
        submitAriaLabel={t(`${words}.replaceOf`, { name })}
      >
        <SectionFileField
          id={`section-${list}-${entryId}-image`}
          name="image"
          accept="image/png,image/jpeg,image/webp"
          label={t(`${words}.file`, { name })}
          error={error}
        />
      </SectionForm>
      {hasImage && (
        <SectionForm
          {...common}
          action="removeImage"
          compact
          submitLabel={t(`${words}.remove`)}
          submitAriaLabel={t(`${words}.removeOf`, { name })}
        />
      )}
    </Stack>
  );
}
