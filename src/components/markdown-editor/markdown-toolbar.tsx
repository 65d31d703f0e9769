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
import { t, type MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { prefixLines, wrapSelection, type TextEdit } from './markdown-actions';

type Action = (value: string, start: number, end: number) => TextEdit;

// The placeholders are words the owner reads in the text, in the language of the moment (`t`).
const ACTIONS: { label: MessageId; icon: typeof CodeIcon; run: Action }[] = [
  {
    label: 'console.writer.heading',
    icon: TitleIcon,
    run: (v, s, e) => prefixLines(v, s, e, '## '),
  },
  {
    label: 'console.writer.bold',
    icon: FormatBoldIcon,
    run: (v, s, e) => wrapSelection(v, s, e, '**', '**', t('console.writer.boldText')),
  },
  {
    label: 'console.writer.italic',
    icon: FormatItalicIcon,
    run: (v, s, e) => wrapSelection(v, s, e, '_', '_', t('console.writer.italicText')),
  },
  {
    label: 'console.writer.link',
    icon: InsertLinkIcon,
    run: (v, s, e) => wrapSelection(v, s, e, '[', '](https://)', t('console.writer.linkText')),
  },
  {
    label: 'console.writer.code',
    icon: CodeIcon,
    run: (v, s, e) => wrapSelection(v, s, e, '`', '`', t('console.writer.codeText')),
  },
  {
    label: 'console.writer.bulletedList',
    icon: FormatListBulletedIcon,
    run: (v, s, e) => prefixLines(v, s, e, '- '),
  },
  {
    label: 'console.writer.quote',
    icon: FormatQuoteIcon,
    run: (v, s, e) => prefixLines(v, s, e, '> '),
  },
];

interface MarkdownToolbarProps {
  onAction: (run: Action) => void;
  onPickImage: () => void;
}

export function MarkdownToolbar({ onAction, onPickImage }: MarkdownToolbarProps) {
  const say = useT();
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={say('console.writer.formatting')}
      sx={{ flexWrap: 'wrap', gap: 0.25 }}
    >
      {ACTIONS.map(({ label, icon: Icon, run }) => (
        <Tooltip key={label} title={say(label)}>
          <IconButton size="small" aria-label={say(label)} onClick={() => onAction(run)}>
            <Icon fontSize="small" />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={say('console.writer.uploadImage')}>
        <IconButton
          size="small"
          aria-label={say('console.writer.uploadImage')}
          onClick={onPickImage}
        >
          <ImageIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
