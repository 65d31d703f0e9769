/**
 * Two versions of an article side by side, line by line (title, summary, text): what this tab has
 * on the left, the other version on the right. Lines only one side has are marked with − and +
 * as well as coloured, so the difference does not rest on colour alone.
 */
import { Fragment, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { visuallyHidden } from '@/lib/visually-hidden';
import { diffLines, hasChanges, type DiffRow } from './line-diff';

export interface ComparedText {
  title: string;
  summary: string;
  content: string;
}

interface VersionCompareProps {
  left: ComparedText;
  right: ComparedText;
  leftLabel: string;
  rightLabel: string;
}

const SECTIONS: [keyof ComparedText, MessageId][] = [
  ['title', 'console.editor.compare.title'],
  ['summary', 'console.editor.compare.summary'],
  ['content', 'console.editor.compare.content'],
];

type Side = 'left' | 'right';

function Cell({ row, side }: { row: DiffRow; side: Side }) {
  const t = useT();
  if (row.kind === 'skipped') return null;
  const text =
    side === 'left' ? ('left' in row ? row.left : null) : 'right' in row ? row.right : null;
  const differs = row.kind !== 'same' && text !== null;
  const mark = differs ? (side === 'left' ? '−' : '+') : ' ';
  return (
    <Box
      sx={{
        display: 'flex',
        minWidth: 0,
        // A tint of the theme's error and success colours, readable in light and dark.
        bgcolor: differs
          ? (theme: Theme) =>
              `rgba(${(side === 'left' ? theme.vars?.palette.error.mainChannel : theme.vars?.palette.success.mainChannel) ?? '0 0 0'} / 0.16)`
          : undefined,
      }}
    >
      <Box component="span" aria-hidden sx={{ width: '1.5em', flexShrink: 0, textAlign: 'center' }}>
        {mark}
      </Box>
      <Box
        component="span"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}
      >
        {differs && (
          <Box component="span" sx={visuallyHidden}>
            {t(
              side === 'left'
                ? 'console.editor.compare.onlyHere'
                : 'console.editor.compare.onlyThere',
            )}
          </Box>
        )}
        {text ?? ''}
      </Box>
    </Box>
  );
}

function SectionDiff({ rows }: { rows: DiffRow[] }) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        columnGap: 1,
        fontFamily: 'monospace',
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        py: 0.5,
      }}
    >
      {rows.map((row, index) =>
        row.kind === 'skipped' ? (
          <Box
            // Rows have no identity of their own: the diff is rebuilt whole when a text changes.
            key={index}
            sx={{ gridColumn: '1 / -1', color: 'text.secondary', textAlign: 'center', py: 0.25 }}
          >
            {t('console.editor.compare.unchanged', { count: row.count })}
          </Box>
        ) : (
          <Fragment key={index}>
            <Cell row={row} side="left" />
            <Cell row={row} side="right" />
          </Fragment>
        ),
      )}
    </Box>
  );
}

export function VersionCompare({ left, right, leftLabel, rightLabel }: VersionCompareProps) {
  const t = useT();
  const sections = useMemo(
    () =>
      SECTIONS.map(([field, name]) => ({
        field,
        name: t(name),
        rows: diffLines(left[field], right[field]),
      })),
    [left, right, t],
  );
  const differing = sections.filter((section) => hasChanges(section.rows));
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          columnGap: 1,
          mb: 1,
          position: 'sticky',
          top: 0,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        <Typography variant="subtitle2" component="p">
          − {leftLabel}
        </Typography>
        <Typography variant="subtitle2" component="p">
          + {rightLabel}
        </Typography>
      </Box>
      {differing.length === 0 && (
        <Typography variant="body2">{t('console.editor.compare.same')}</Typography>
      )}
      {differing.map((section) => (
        <Box component="section" key={section.field} aria-label={section.name} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {section.name}
          </Typography>
          <SectionDiff rows={section.rows} />
        </Box>
      ))}
    </Box>
  );
}
