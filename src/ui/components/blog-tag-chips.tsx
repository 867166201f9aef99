import { Chip, Stack, type ChipProps } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeTag } from '../../domain/content/blog-path';

const AnchorChip = forwardRef<HTMLAnchorElement, ChipProps<'a'>>((props, ref) => <Chip ref={ref} component="a" clickable {...props} />);
AnchorChip.displayName = 'AnchorChip';
const ChipLink = createLink(AnchorChip);

/** A post's tags as links to their tag pages (`/blog/tag/{tag}`); the current tag is highlighted. */
export function BlogTagChips({ tags, current }: { tags: readonly string[]; current?: string | null }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label={t('blog.tags')}
      direction="row"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', rowGap: 1 }}
    >
      {tags.map((tag) => {
        const selected = current != null && normalizeTag(tag) === current;
        return (
          <li key={tag}>
            <ChipLink
              to="/blog/tag/$tag"
              params={{ tag: normalizeTag(tag) }}
              label={tag}
              size="small"
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-current={selected ? 'page' : undefined}
            />
          </li>
        );
      })}
    </Stack>
  );
}
