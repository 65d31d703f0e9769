/** The editor's small formatting toolbar: each button edits the text at the caret. */
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CodeIcon from '@mui/icons-material/Code';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import { prefixLines, wrapSelection, type TextEdit } from './markdown-actions';

type Action = (value: string, start: number, end: number) => TextEdit;

const ACTIONS: { label: string; icon: typeof CodeIcon; run: Action }[] = [
  { label: 'Heading', icon: TitleIcon, run: (v, s, e) => prefixLines(v, s, e, '## ') },
  {
    label: 'Bold',
    icon: FormatBoldIcon,
    run: (v, s, e) => wrapSelection(v, s, e, '**', '**', 'bold text'),
  },
  {
    label: 'Italic',
    icon: FormatItalicIcon,
    run: (v, s, e) => wrapSelection(v, s, e, '_', '_', 'italic text'),
  },
  {
    label: 'Link',
    icon: InsertLinkIcon,
    run: (v, s, e) => wrapSelection(v, s, e, '[', '](https://)', 'link text'),
  },
  { label: 'Code', icon: CodeIcon, run: (v, s, e) => wrapSelection(v, s, e, '`', '`', 'code') },
  {
    label: 'Bulleted list',
    icon: FormatListBulletedIcon,
    run: (v, s, e) => prefixLines(v, s, e, '- '),
  },
  { label: 'Quote', icon: FormatQuoteIcon, run: (v, s, e) => prefixLines(v, s, e, '> ') },
];

interface MarkdownToolbarProps {
  onAction: (run: Action) => void;
  onPickImage: () => void;
}

export function MarkdownToolbar({ onAction, onPickImage }: MarkdownToolbarProps) {
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Formatting"
      sx={{ flexWrap: 'wrap', gap: 0.25 }}
    >
      {ACTIONS.map(({ label, icon: Icon, run }) => (
        <Tooltip key={label} title={label}>
          <IconButton size="small" aria-label={label} onClick={() => onAction(run)}>
            <Icon fontSize="small" />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title="Upload image">
        <IconButton size="small" aria-label="Upload image" onClick={onPickImage}>
          <ImageIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
