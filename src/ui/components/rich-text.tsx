import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { FILTERED_HTML } from '../format/rich-text';

/**
 * Job descriptions arrive sanitized by the platform. In the browser they go through DOMPurify with the
 * filtered allow-list as well (defence in depth). The server has no DOM for DOMPurify, so it prints
 * the platform's HTML; during hydration the browser renders that same markup first (no mismatch) and
 * swaps in its own sanitized copy right after.
 */
export function RichText({ html }: { html: string }) {
  const hydrated = useHydrated();
  const safe = useMemo(
    () => (hydrated && DOMPurify.isSupported ? String(DOMPurify.sanitize(html, FILTERED_HTML)) : html),
    [hydrated, html],
  );
  return (
    <Box
      sx={{
        '& h2, & h3, & h4': { mt: 3, mb: 1 },
        '& p': { my: 1.5 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitize-html) and again here by DOMPurify once hydrated
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
