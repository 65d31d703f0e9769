import { http } from 'msw';
import {
  articleTimeline,
  createArticle,
  deleteArticle,
  listArticles,
  rankArticles,
  readArticle,
  toggleArticle,
  updateArticle,
} from '../data/articles';
import { consoleRoute, publicRoute } from './route';

export const articleHandlers = [
  http.get(
    '*/api/article',
    publicRoute(({ input }) => listArticles(input, false)),
  ),
  http.get(
    '*/api/article/all',
    consoleRoute(({ input }) => listArticles(input, true)),
  ),
  http.get(
    '*/api/article/rank',
    publicRoute(() => rankArticles()),
  ),
  http.get(
    '*/api/article/timeline',
    publicRoute(() => articleTimeline()),
  ),
  http.get(
    '*/api/article/detail/:id',
    publicRoute(({ params, owner }) => readArticle(params.id, owner)),
  ),
  http.post(
    '*/api/article',
    consoleRoute(({ input }) => createArticle(input)),
  ),
  http.put(
    '*/api/article/:id',
    consoleRoute(({ params, input }) => updateArticle(params.id, input)),
  ),
  http.delete(
    '*/api/article/:id',
    consoleRoute(({ params }) => deleteArticle(params.id)),
  ),
  http.post(
    '*/api/article/disabled/:id',
    consoleRoute(({ params }) => toggleArticle(params.id)),
  ),
];
