/**
 * The app's router: React Router's declarative router on a guarded history (guard-history.ts),
 * which it also offers to useNavigationBlocker.
 */
import { createContext, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { GuardedHistory } from './guard-history';

export const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

export function GuardedRouter({
  history,
  children,
}: {
  history: GuardedHistory;
  children: ReactNode;
}) {
  return (
    <GuardedHistoryContext value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </GuardedHistoryContext>
  );
}
