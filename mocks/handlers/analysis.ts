import { http } from 'msw';
import { recordVisit, summariseVisits } from '../data/analysis';
import { consoleRoute, publicRoute } from './route';

export const analysisHandlers = [
  http.post(
    '*/api/analysis',
    publicRoute(({ input }) => recordVisit(input)),
  ),
  http.get(
    '*/api/analysis',
    consoleRoute(({ input }) => summariseVisits(input)),
  ),
];
