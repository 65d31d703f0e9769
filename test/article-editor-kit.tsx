/**
 * What the article editor's journeys share (src/features/writing/editor/article-editor*.test.tsx):
 * rendering the editor page, typing, the details panel, a valid article, counting creates, and
 * each suite's set-up. Beside the other test helpers, as the app's lint keeps mocks out of src.
 */
import { screen, waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { setReauthHandler } from '@/api/session';
import { writeToken } from '@/api/token';
import { ArticleEditorPage } from '@/pages/console/article-editor-page';
import { renderWithProviders } from './render-with-providers';

export const routes = [
  { path: '/manager/article/edit/:id', element: <ArticleEditorPage /> },
  { path: '/manager/article', element: <h1>Article list</h1> },
];

export function renderEditor(route = '/manager/article/new') {
  return renderWithProviders(<ArticleEditorPage />, {
    route,
    path: '/manager/article/new',
    routes,
  });
}

/** Counts article POSTs while letting the mock backend answer them. */
export function countCreates() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/article')
      calls.count += 1;
  });
  return calls;
}

/** Each suite signs in first and leaves no listener or re-auth handler behind. */
export function setUpEditorSuite() {
  beforeEach(() => {
    writeToken(login({ username: 'admin', password: 'admin123' }).token);
  });
  afterEach(() => {
    server.events.removeAllListeners();
    setReauthHandler(null);
  });
  // Whole-form journeys on a shared two-core machine: generous, not a timing assertion.
  jest.setTimeout(60000);
}

export type User = ReturnType<typeof renderEditor>['user'];

/** Types by pasting: one input event per field keeps the suite fast on a busy machine. */
export async function typeInto(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export const SLOW = { timeout: 30000 };

/** The details (summary, cover, category, labels, status) wait in a panel the owner opens. */
export async function openDetails(user: User) {
  await user.click(screen.getByRole('button', { name: 'Details', expanded: false }));
  expect(await screen.findByRole('button', { name: 'Close the details' })).toBeVisible();
}

export async function closeDetails(user: User) {
  await user.click(screen.getByRole('button', { name: 'Close the details' }));
  await waitFor(() => expect(screen.getByLabelText(/^summary/i)).not.toBeVisible());
}

export async function fillValidArticle(user: User) {
  await typeInto(user, screen.getByLabelText(/^title/i), 'A fresh article');
  await openDetails(user);
  await typeInto(user, screen.getByLabelText(/^summary/i), 'What it is about');
  await screen.findByRole('option', { name: 'Frontend' }, SLOW);
  await user.selectOptions(screen.getByLabelText(/^category/i), 'Frontend');
  await closeDetails(user);
  await typeInto(user, screen.getByLabelText(/^content/i), 'Hello world');
}
