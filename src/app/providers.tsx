/**
 * Everything the app runs inside: the store, the colour mode, the toasts and the login state kept
 * in step across tabs. No MUI theme here: the console's chunks bring their own
 * (console-theme-provider.tsx), so the reading side loads no styling code.
 */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/components/toaster/toaster';
import { SessionSync } from '@/features/auth/session-sync';
import { ColorModeProvider } from './color-mode-provider';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ColorModeProvider>
        {children}
        <Toaster />
        <SessionSync />
      </ColorModeProvider>
    </Provider>
  );
}
