import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DOMPurify from 'dompurify';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardOptions } from '../../../application/board/job-posting/job-posting-gateway.port';
import { draftHtmlOf } from '../../../domain/ai-writing/draft-html';
import {
  WRITING_FIELD_MAX,
  WRITING_TEXT_MAX,
  WRITING_TONES,
  type WritingMode,
  type WritingTone,
} from '../../../domain/ai-writing/writing-request';
import type { JobWizardValues } from '../../forms/job-wizard-schema';
import { FILTERED_HTML } from '../../format/rich-text';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSite } from '../../hooks/use-site';
import { loadAiWritingAvailability } from '../../server/ai-writing.functions';
import { streamWriting } from './ai-writing-stream';
import { writingFactsOf } from './writing-facts';

interface Props {
  readonly csrfToken: string;
  readonly options: WizardOptions;
  /** The wizard's values right now (the description included). */
  readonly values: () => JobWizardValues;
  /** Puts HTML into the description (the editor follows). */
  readonly setDescription: (html: string) => void;
  /** True while text streams in: the editor is read-only meanwhile. */
  readonly onBusy: (busy: boolean) => void;
}

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'writing' }
  | { readonly kind: 'done' }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'failed'; readonly code: string; readonly problems: ReadonlyArray<{ field: string | null; code: string }> };

/** How often the editor takes the text that has come: often enough to watch it grow, rarely enough for CKEditor. */
const REFRESH_MS = 120;

/**
 * "Write a draft" and "Improve" under the job description. Shown only with JavaScript and only when the
 * platform has a model configured. The text streams into the editor (sanitized by DOMPurify on the
 * way in, and by the platform when the job is saved); Stop keeps what has come; a failure puts back
 * what the recruiter had and says why. A note says the text was written with AI help and must be reviewed.
 */
export function AiWritingHelper({ csrfToken, options, values, setDescription, onBusy }: Props) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const hydrated = useHydrated();
  const [available, setAvailable] = useState(false);
  const [tone, setTone] = useState<WritingTone>('professional');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [usedAi, setUsedAi] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    loadAiWritingAvailability({ data: { locale, visualEditor: false } })
      .then((answer) => live && setAvailable(answer.available))
      .catch(() => undefined);
    return () => {
      live = false;
      running.current?.abort();
    };
  }, [hydrated, locale]);

  if (!hydrated || !available) return null;

  const write = async (mode: WritingMode) => {
    const current = values();
    const before = current.descriptionHtml;
    if (mode === 'draft' && !current.title.trim()) return setStatus({ kind: 'failed', code: 'NEED_TITLE', problems: [] });
    if (mode === 'improve' && !before.replace(/<[^>]*>|&nbsp;/g, '').trim())
      return setStatus({ kind: 'failed', code: 'NEED_TEXT', problems: [] });
    const stop = new AbortController();
    running.current = stop;
    setStatus({ kind: 'writing' });
    onBusy(true);
    let answer = '';
    let shown = '';
    const show = () => {
      if (answer === shown) return;
      shown = answer;
      setDescription(String(DOMPurify.sanitize(draftHtmlOf(answer), FILTERED_HTML)));
    };
    const timer = setInterval(show, REFRESH_MS);
    const fields = {
      ...writingFactsOf(current, options, locale),
      mode,
      tone,
      language: locale,
      existingText: mode === 'improve' ? before : '',
    };
    const outcome = await streamWriting(fields, csrfToken, stop.signal, (piece) => {
      answer += piece;
    });
    clearInterval(timer);
    running.current = null;
    onBusy(false);
    if (outcome.kind === 'failed') {
      setDescription(before);
      setStatus(outcome);
      return;
    }
    show();
    if (answer) setUsedAi(true);
    setStatus({ kind: outcome.kind });
  };

  const problemText = (p: { field: string | null; code: string }) =>
    t(`aiWriting.problems.${p.code}`, {
      field: t(`aiWriting.fields.${p.field ?? 'existingText'}`, { defaultValue: p.field ?? '' }),
      max: (p.field === 'existingText' ? WRITING_TEXT_MAX : WRITING_FIELD_MAX).toLocaleString(locale),
      defaultValue: p.code,
    });

  const writing = status.kind === 'writing';
  return (
    <Box
      component="section"
      aria-labelledby="ai-writing-title"
      data-testid="ai-writing"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id="ai-writing-title" variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {t('aiWriting.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          id="ai-writing-tone"
          label={t('aiWriting.tone')}
          value={tone}
          onChange={(e) => setTone(e.target.value as WritingTone)}
          disabled={writing}
          sx={{ minWidth: 180 }}
        >
          {WRITING_TONES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`aiWriting.tones.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void write('draft')} disabled={writing} data-testid="ai-writing-draft">
          {t('aiWriting.draft')}
        </Button>
        <Button variant="outlined" onClick={() => void write('improve')} disabled={writing} data-testid="ai-writing-improve">
          {t('aiWriting.improve')}
        </Button>
        {writing && (
          <Button color="warning" variant="contained" onClick={() => running.current?.abort()} data-testid="ai-writing-stop">
            {t('aiWriting.stop')}
          </Button>
        )}
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: 1.5 }}>
        {writing && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">{t('aiWriting.writing')}</Typography>
          </Stack>
        )}
        {status.kind === 'done' && <Typography variant="body2">{t('aiWriting.done')}</Typography>}
        {status.kind === 'stopped' && <Typography variant="body2">{t('aiWriting.stopped')}</Typography>}
      </Box>
      {status.kind === 'failed' && (
        <Alert severity="error" role="alert" data-testid="ai-writing-error" sx={{ mt: 1 }}>
          {t(`aiWriting.errors.${status.code}`, { defaultValue: t('aiWriting.errors.UNAVAILABLE') })}
          {status.problems.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {status.problems.map((p) => (
                <li key={`${p.field}:${p.code}`}>{problemText(p)}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Alert severity={usedAi ? 'warning' : 'info'} data-testid="ai-writing-note" sx={{ mt: 1.5 }}>
        {t(usedAi ? 'aiWriting.noteUsed' : 'aiWriting.note')}
      </Alert>
    </Box>
  );
}
