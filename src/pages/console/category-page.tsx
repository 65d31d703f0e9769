/** /manager/category: the categories, paged, searchable and editable. */
import { TaxonomyManager } from '@/features/taxonomies/console/taxonomy-manager';
import { categoryKind } from '@/features/taxonomies/console/taxonomy-kinds';

export function CategoryPage() {
  return <TaxonomyManager kind={categoryKind} />;
}
