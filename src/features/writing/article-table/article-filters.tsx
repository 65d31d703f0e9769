/** The article table's filters: category, label and status, each kept in the URL by the page. */
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import type { Taxonomy } from '@/api/types';
import {
  useGetAllCategoriesQuery,
  useGetAllLabelsQuery,
} from '@/features/taxonomies/taxonomies-console-api';
import { optionName, TAXONOMY_OPTIONS_PAGE_SIZE } from '@/features/taxonomies/taxonomy-options';
import { useT } from '@/i18n/use-t';

export type StatusFilter = '' | 'enabled' | 'disabled';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  allLabel: string;
}

function FilterSelect({ label, value, onChange, options, allLabel }: FilterSelectProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

const toOptions = (list: Taxonomy[] | undefined) =>
  (list ?? []).map((item) => ({
    value: item.id,
    label: optionName(item),
  }));

interface ArticleFiltersProps {
  categoryId: string;
  labelId: string;
  status: StatusFilter;
  onChange: (name: 'categoryId' | 'labelId' | 'status', value: string) => void;
}

export function ArticleFilters({ categoryId, labelId, status, onChange }: ArticleFiltersProps) {
  const t = useT();
  const categories = useGetAllCategoriesQuery({ page: 1, pageSize: TAXONOMY_OPTIONS_PAGE_SIZE });
  const labels = useGetAllLabelsQuery({ page: 1, pageSize: TAXONOMY_OPTIONS_PAGE_SIZE });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      <FilterSelect
        label={t('console.articles.filter.category')}
        value={categoryId}
        onChange={(value) => onChange('categoryId', value)}
        options={toOptions(categories.data?.list)}
        allLabel={t('console.articles.filter.allCategories')}
      />
      <FilterSelect
        label={t('console.articles.filter.label')}
        value={labelId}
        onChange={(value) => onChange('labelId', value)}
        options={toOptions(labels.data?.list)}
        allLabel={t('console.articles.filter.allLabels')}
      />
      <FilterSelect
        label={t('console.articles.filter.status')}
        value={status}
        onChange={(value) => onChange('status', value)}
        options={[
          { value: 'enabled', label: t('console.articles.filter.enabled') },
          { value: 'disabled', label: t('console.articles.filter.disabled') },
        ]}
        allLabel={t('console.articles.filter.anyStatus')}
      />
    </Stack>
  );
}
