/** Categories and labels share their calls: `/api/category…` and `/api/label…`. */
import { http } from 'msw';
import {
  createTaxonomy,
  deleteTaxonomy,
  listAllTaxonomies,
  listEnabledTaxonomies,
  renameTaxonomy,
  toggleTaxonomy,
  type TaxonomyKind,
} from '../data/taxonomies';
import { consoleRoute, publicRoute } from './route';

const taxonomyHandlers = (kind: TaxonomyKind, base: string) => [
  http.get(
    `*${base}`,
    publicRoute(() => listEnabledTaxonomies(kind)),
  ),
  http.get(
    `*${base}/all`,
    consoleRoute(({ input }) => listAllTaxonomies(kind, input)),
  ),
  http.post(
    `*${base}`,
    consoleRoute(({ input }) => createTaxonomy(kind, input)),
  ),
  http.put(
    `*${base}/:id`,
    consoleRoute(({ params, input }) => renameTaxonomy(kind, params.id, input)),
  ),
  http.delete(
    `*${base}/:id`,
    consoleRoute(({ params }) => deleteTaxonomy(kind, params.id)),
  ),
  http.post(
    `*${base}/disabled/:id`,
    consoleRoute(({ params }) => toggleTaxonomy(kind, params.id)),
  ),
];

export const categoryHandlers = taxonomyHandlers('categories', '/api/category');
export const labelHandlers = taxonomyHandlers('labels', '/api/label');
