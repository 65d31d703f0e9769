/**
 * Two versions of an article side by side, line by line (title, summary, text): what this tab has
 * on the left, the other version on the right (on phones one above the other, as a unified diff).
 * Lines only one side has are marked with − and +, and the words that changed inside a line are
 * <del> and <ins> (struck through, underlined) as well as coloured, so the difference does not
 * rest on colour alone.
 */
import { Fragment, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { visuallyHidden } from '@/lib/visually-hidden';
import { diffLines, hasChanges, markWords, type DiffRow, type WordPart } from './line-diff';

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

/** Two columns from the `sm` breakpoint; one on phones, where a column would be 150 px wide. */
const COLUMNS = { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' } as const;
/** On phones a side with nothing to show, and the second copy of an unchanged line, are left out. */
const WIDE_ONLY = { xs: 'none', sm: 'flex' } as const;

/** A tint of the theme's error (left) or success (right) colour, readable in light and dark. */
const tint = (side: Side, alpha: number) => (theme: Theme) =>
  `rgba(${(side === 'left' ? theme.vars?.palette.error.mainChannel : theme.vars?.palette.success.mainChannel) ?? '0 0 0'} / ${alpha})`;

/** A changed line's text, the words only this side has in <del> (left) or <ins> (right). */
function MarkedText({ parts, side }: { parts: WordPart[]; side: Side }) {
  return parts.map((part, index) =>
    part.changed ? (
      // Runs have no identity of their own: the line is cut again whenever it changes.
      <Box
        key={index}
        component={side === 'left' ? 'del' : 'ins'}
        sx={{ bgcolor: tint(side, 0.3), borderRadius: 0.5 }}
      >
        {part.text}
      </Box>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

interface CellProps {
  side: Side;
  /** This side's line; null when only the other side has one. */
  text: string | null;
  /** The line differs from the other side's. */
  differs: boolean;
  /** For a changed line: its runs, the changed words marked. */
  parts?: WordPart[];
  /** Shown only beside the other column (the right copy of an unchanged line). */
  wideOnly?: boolean;
}

function Cell({ side, text, differs, parts, wideOnly }: CellProps) {
  const t = useT();
  const mark = differs ? (side === 'left' ? '−' : '+') : ' ';
  return (
    <Box
      sx={{
        display: text === null || wideOnly ? WIDE_ONLY : 'flex',
        minWidth: 0,
        bgcolor: differs ? tint(side, 0.16) : undefined,
      }}
    >
      <Box component="span" aria-hidden sx={{ width: '1.5em', flexShrink: 0, textAlign: 'center' }}>
        {text !== null && mark}
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
        {parts ? <MarkedText parts={parts} side={side} /> : (text ?? '')}
      </Box>
    </Box>
  );
}

/** One line of both versions: side by side on wide screens, one above the other on phones. */
function Row({ row }: { row: Exclude<DiffRow, { kind: 'skipped' }> }) {
  const parts = useMemo(
    () => (row.kind === 'changed' ? markWords(row.left, row.right) : null),
    [row],
  );
  const left = 'left' in row ? row.left : null;
  const right = 'right' in row ? row.right : null;
  const differs = row.kind !== 'same';
  return (
    <>
      <Cell side="left" text={left} differs={differs && left !== null} parts={parts?.left} />
      <Cell
        side="right"
        text={right}
        differs={differs && right !== null}
        parts={parts?.right}
        wideOnly={!differs}
      />
    </>
  );
}

function SectionDiff({ rows }: { rows: DiffRow[] }) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: COLUMNS,
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
          <Row key={index} row={row} />
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
          gridTemplateColumns: COLUMNS,
          columnGap: 1,
          mb: 1,
          position: 'sticky',
          top: 0,
          bgcolor: 'background.paper',
          // Stuck, it sits below the dialog's 16 px top padding, where the lines would show
          // scrolling by: the paper-coloured shadow covers that strip (empty space at rest).
          boxShadow: (theme: Theme) =>
            `0 ${theme.spacing(-2)} 0 ${theme.vars?.palette.background.paper}`,
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
