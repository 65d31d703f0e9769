/**
 * The app's router for tests: the same guarded history, in memory. `router` answers what the tests
 * ask of a router: where it is (`router.state.location`) and going somewhere (`router.navigate`).
 */
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory, type InitialEntry, type To } from 'react-router-dom';
import { guardHistory } from '@/lib/navigation-guard/guard-history';
import { GuardedRouter } from '@/lib/navigation-guard/guarded-router';

export function createMemoryRouter(initialEntries: InitialEntry[] = ['/']) {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));
  const router = {
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate(to: To | number) {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
    },
  };
  const Router = ({ children }: { children: ReactNode }) => (
    <GuardedRouter history={history}>{children}</GuardedRouter>
  );
  return { router, Router };
}
