/** Everything the app runs inside: the store, the theme (with colour mode) and the toasts. */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/components/toaster/toaster';
import { ColorModeProvider } from './color-mode-provider';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ColorModeProvider>
        {children}
        <Toaster />
      </ColorModeProvider>
    </Provider>
  );
}
