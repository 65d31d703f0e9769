/** The taxonomy manager's tests' set-up: signed in, the manager rendered for a kind, its toasts, a form field filled, a row found. */
import { screen } from '@testing-library/react';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { categoryKind } from '@/features/taxonomies/console/taxonomy-kinds';
import { TaxonomyManager } from '@/features/taxonomies/console/taxonomy-manager';
import { renderWithProviders } from './render-with-providers';

export const signIn = () => writeToken(login({ username: 'admin', password: 'admin123' }).token);

export function renderManager(kind = categoryKind, route = '/manager/category') {
  signIn();
  return renderWithProviders(<TaxonomyManager kind={kind} />, { route });
}

export const toasts = (store: ReturnType<typeof renderManager>['store']) =>
  store.getState().toast.queue.map(({ message, severity }) => `${severity}: ${message}`);

// Pasting instead of typing key by key: the point here is the form's rules, not the keyboard.
export async function fill(
  user: ReturnType<typeof renderManager>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

export const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
