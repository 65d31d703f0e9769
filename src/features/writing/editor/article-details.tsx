/**
 * The article's details in the side panel (summary, cover, category, labels, status): what waits
 * beside the words. The form keeps it from rendering again while the text is typed.
 */
import Box from '@mui/material/Box';
import type { NamedRef } from '@/api/types';
import type { StartUpload } from '@/api/upload';
import { TextInput } from '@/components/console/text-input';
import { useT } from '@/i18n/use-t';
import { CoverField } from './cover-field';
import type { DraftFields } from './draft-store';
import { EditorSidePanel } from './editor-side-panel';
import { EnabledField } from './enabled-field';
import { CategoryField, LabelsField } from './taxonomy-fields';
import { length, SUMMARY_MAX_LENGTH, type FieldErrors } from './validation';

export type DetailFields = Pick<
  DraftFields,
  'summary' | 'cover' | 'categoryId' | 'labelIds' | 'disabled'
>;

export interface DetailSetters {
  summary: (value: string) => void;
  cover: (value: string) => void;
  categoryId: (value: string) => void;
  labelIds: (value: string[]) => void;
  enabled: (value: boolean) => void;
}

interface ArticleDetailsProps {
  open: boolean;
  onClose: () => void;
  docked: boolean;
  fields: DetailFields;
  errors: FieldErrors;
  setters: DetailSetters;
  upload: StartUpload;
  knownCategory: NamedRef | null;
  knownLabels: NamedRef[];
}

export function ArticleDetails({
  open,
  onClose,
  docked,
  fields: { summary, cover, categoryId, labelIds, disabled },
  errors,
  setters,
  upload,
  knownCategory,
  knownLabels,
}: ArticleDetailsProps) {
  const t = useT();
  return (
    <EditorSidePanel open={open} onClose={onClose} docked={docked}>
      <Box data-field="summary">
        <TextInput
          label={t('console.editor.summary')}
          value={summary}
          onChange={setters.summary}
          error={errors.summary}
          required
          rows={4}
          hint={`${length(summary.trim())}/${SUMMARY_MAX_LENGTH}`}
        />
      </Box>
      <CoverField value={cover} onChange={setters.cover} error={errors.cover} upload={upload} />
      <Box data-field="categoryId">
        <CategoryField
          value={categoryId}
          onChange={setters.categoryId}
          error={errors.categoryId}
          known={knownCategory}
        />
      </Box>
      <LabelsField
        value={labelIds}
        onChange={setters.labelIds}
        error={errors.labelIds}
        known={knownLabels}
      />
      <EnabledField enabled={!disabled} onChange={setters.enabled} />
    </EditorSidePanel>
  );
}
