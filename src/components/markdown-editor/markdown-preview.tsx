/** The editor's preview pane: the text rendered as readers will see it, or why not. */
import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LazyMarkdownView, MarkdownSkeleton } from '@/components/markdown/lazy-markdown-view';
import { Rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';
import { PANE_HEIGHT } from './writer-style';

interface MarkdownPreviewProps {
  ref: Ref<HTMLDivElement>;
  source: string;
  /** Marks rendered blocks with their source lines, for the scroll sync. */
  sourceLines: boolean;
}

export function MarkdownPreview({ ref, source, sourceLines }: MarkdownPreviewProps) {
  const t = useT();
  const hasText = /\S/.test(source);
  return (
    <Paper
      variant="outlined"
      ref={ref}
      aria-label={t('console.writer.preview')}
      role="region"
      // `position: relative` makes the scroll box the containing block of the rendered Markdown's
      // absolutely positioned bits (its visually hidden status line): otherwise they escape the
      // clip and stretch the page by the full length of the article.
      sx={{
        position: 'relative',
        p: 2,
        height: PANE_HEIGHT,
        overflow: 'auto',
      }}
    >
      {hasText ? (
        <LazyMarkdownView
          source={source}
          sourceLines={sourceLines}
          loading={<MarkdownSkeleton paragraphs={1} />}
          // The writer is outside this: writing goes on while the preview is away.
          unavailable={(retry) => (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  {t('console.writer.retry')}
                </Button>
              }
            >
              <Rich id="console.writer.previewUnavailable" components={{ 0: <strong /> }} />
            </Alert>
          )}
        />
      ) : (
        <Typography color="text.secondary">{t('console.writer.nothingToPreview')}</Typography>
      )}
    </Paper>
  );
}
