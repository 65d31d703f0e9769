/** Every call of the backend contract (mocks/README.md), for the worker, jest and the HTTP server. */
import { analysisHandlers } from './analysis';
import { articleHandlers } from './articles';
import { authHandlers } from './auth';
import { fileHandlers } from './files';
import { categoryHandlers, labelHandlers } from './taxonomies';

export const handlers = [
  ...authHandlers,
  ...articleHandlers,
  ...categoryHandlers,
  ...labelHandlers,
  ...analysisHandlers,
  ...fileHandlers,
];
