import { Alert, Box } from '@mui/material';
import { useRouterState } from '@tanstack/react-router';
import { formErrorParams } from '../forms/form-error-param';
import { FilteredInlineHtml } from './filtered-inline-html';

/**
 * The danger alert of a form's errors, the one way every form shows them: the `?error=` values of the
 * address (a redirect after a post without JavaScript), read by the one decoding rule, each turned into
 * its message by the page (`messageOf`: a code to localized text), plus what the page's script found
 * (`messages`). One message is the alert's text; several are a list. Each is rendered as filtered HTML.
 */
export function FormErrorAlert({
  messageOf,
  messages = [],
  param = 'error',
  include = () => true,
  testId,
}: {
  messageOf: (code: string) => string;
  messages?: readonly string[];
  /** The address's parameter; null: only `messages` (a form inside a page that shows the address's errors already). */
  param?: string | null;
  /** Which of the address's codes belong here (others show on their field). */
  include?: (code: string) => boolean;
  testId?: string;
}) {
  // The address as the browser sent it: the router's own searchStr is re-written from its parsed search.
  const href = useRouterState({ select: (s) => s.location.publicHref });
  const query = href.includes('?') ? href.slice(href.indexOf('?') + 1).replace(/#.*$/, '') : '';
  const fromAddress = param === null ? [] : formErrorParams(query, param).filter(include);
  const all = [...new Set([...fromAddress.map(messageOf), ...messages])];
  if (all.length === 0) return null;
  return (
    <Alert severity="error" role="alert" data-testid={testId}>
      {all.length === 1 ? (
        <FilteredInlineHtml text={all[0]!} />
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {all.map((m) => (
            <li key={m}>
              <FilteredInlineHtml text={m} />
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
