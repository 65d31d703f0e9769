/**
 * What a save still needs, said before Save is pressed: each empty required field by name, a
 * button that takes the owner to it in one step (the summary and the category are in the details
 * panel, which it opens).
 */
import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { RequiredField } from './validation';

export const FIELD_NAMES: Record<RequiredField, MessageId> = {
  title: 'console.editor.field.title',
  content: 'console.editor.field.content',
  summary: 'console.editor.field.summary',
  categoryId: 'console.editor.field.category',
};

interface SaveNeedsProps {
  missing: readonly RequiredField[];
  onGoTo: (field: RequiredField) => void;
}

export const SaveNeeds = memo(function SaveNeeds({ missing, onGoTo }: SaveNeedsProps) {
  const t = useT();
  if (missing.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={t('console.editor.needed')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5 }}
    >
      <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', mr: 0.5 }}>
        {t('console.editor.neededColon')}
      </Box>
      {missing.map((field) => (
        <Button
          key={field}
          size="small"
          onClick={() => onGoTo(field)}
          sx={{ minWidth: 0, px: 0.75, textDecoration: 'underline' }}
        >
          {t(FIELD_NAMES[field])}
        </Button>
      ))}
    </Box>
  );
});
