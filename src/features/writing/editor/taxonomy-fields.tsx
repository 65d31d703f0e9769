/**
 * Category (one, required) and labels (many) for the article form. The console lists every
 * category and label, disabled ones too, and keeps the article's current choice visible even when
 * the list no longer holds it.
 */
import { memo, useId } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import TextField from '@mui/material/TextField';
import type { NamedRef } from '@/api/types';
import {
  useGetAllCategoriesQuery,
  useGetAllLabelsQuery,
} from '@/features/taxonomies/taxonomies-console-api';
import { optionName, TAXONOMY_OPTIONS_PAGE_SIZE } from '@/features/taxonomies/taxonomy-options';
import { FieldLabel } from '@/components/console/field-label';
import { useT } from '@/i18n/use-t';

const asOption = (item: NamedRef & { disabled?: boolean }): NamedRef => ({
  id: item.id,
  name: optionName(item),
});

function withKnown(options: NamedRef[], known: NamedRef[]): NamedRef[] {
  const ids = new Set(options.map((option) => option.id));
  return [...options, ...known.filter((item) => !ids.has(item.id))];
}

interface CategoryFieldProps {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  known: NamedRef | null;
}

export const CategoryField = memo(function CategoryField({
  value,
  onChange,
  error,
  known,
}: CategoryFieldProps) {
  const t = useT();
  const id = useId();
  const { data, isLoading, isError } = useGetAllCategoriesQuery({
    page: 1,
    pageSize: TAXONOMY_OPTIONS_PAGE_SIZE,
  });
  const options = withKnown((data?.list ?? []).map(asOption), known ? [known] : []);
  const helper = error || (isError ? t('console.editor.category.loadFailed') : '');
  return (
    <FormControl fullWidth error={!!error} size="small">
      <FieldLabel htmlFor={id} required>
        {t('console.editor.category.label')}
      </FieldLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput />}
        inputProps={{
          'aria-describedby': helper ? `${id}-helper` : undefined,
          'aria-invalid': !!error,
        }}
      >
        <option value="">
          {t(isLoading ? 'console.editor.category.loading' : 'console.editor.category.choose')}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
      {helper && (
        // eslint-disable-next-line no-restricted-syntax -- an element id, not words
        <FormHelperText id={`${id}-helper`} sx={{ mx: 0 }}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
});

interface LabelsFieldProps {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  known: NamedRef[];
}

export const LabelsField = memo(function LabelsField({
  value,
  onChange,
  error,
  known,
}: LabelsFieldProps) {
  const t = useT();
  const id = useId();
  const { data, isLoading, isError } = useGetAllLabelsQuery({
    page: 1,
    pageSize: TAXONOMY_OPTIONS_PAGE_SIZE,
  });
  const options = withKnown((data?.list ?? []).map(asOption), known);
  const helper = error || (isError ? t('console.editor.labels.loadFailed') : '');
  const byId = new Map(options.map((option) => [option.id, option]));
  const selected = value.map((labelId) => byId.get(labelId) ?? { id: labelId, name: labelId });
  return (
    <FormControl fullWidth error={!!error}>
      <FieldLabel htmlFor={id}>{t('console.editor.labels.label')}</FieldLabel>
      <Autocomplete
        id={id}
        multiple
        size="small"
        loading={isLoading}
        options={options}
        value={selected}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        onChange={(_event, next) => onChange(next.map((option) => option.id))}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={value.length ? '' : t('console.editor.labels.add')}
            error={!!error}
          />
        )}
      />
      {helper && <FormHelperText sx={{ mx: 0 }}>{helper}</FormHelperText>}
    </FormControl>
  );
});
