/** /manager/label: the labels with their colours, paged, searchable and editable. */
import { TaxonomyManager } from '@/features/taxonomies/console/taxonomy-manager';
import { labelKind } from '@/features/taxonomies/console/taxonomy-kinds';

export function LabelPage() {
  return <TaxonomyManager kind={labelKind} />;
}
