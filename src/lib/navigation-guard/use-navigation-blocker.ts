/** React Router's useBlocker for the guarded history: `shouldBlock` should be stable (useCallback). */
import { useContext, useEffect, useState } from 'react';
import { GuardedHistoryContext } from './guarded-router';
import { UNBLOCKED, type Blocker, type BlockerFunction } from './guard-history';

export function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useContext(GuardedHistoryContext);
  // A guard that silently guards nothing would lose the writer's work: say so at once.
  if (history === null) throw new Error('useNavigationBlocker needs a GuardedRouter above it');
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  useEffect(() => history.block(shouldBlock, setBlocker), [history, shouldBlock]);
  return blocker;
}
