/**
 * The console's layout route (its own lazy chunk): the auth feature's guard (token, the profile
 * asked afresh on every entry, /manager on any failure, re-sign-in in place) around the console
 * shell (app bar, menu, footer) around the screen, in the owner's language (console-language.tsx). Built with MUI's components: its theme comes
 * with the console's chunks only.
 */
import { Outlet } from 'react-router-dom';
import { ConsoleShell } from '@/components/console/console-shell';
import { ConsoleGuard } from '@/features/auth/console-guard';
import { ConsoleThemeProvider } from '@/components/console/console-theme-provider';
import { ConsoleLanguage } from '@/components/console/console-language';

export function ConsoleLayout() {
  return (
    <ConsoleLanguage>
      <ConsoleThemeProvider>
        <ConsoleGuard>
          {({ profile, signOut, signingOut }) => (
            <ConsoleShell owner={profile} signOut={signOut} signingOut={signingOut}>
              <Outlet />
            </ConsoleShell>
          )}
        </ConsoleGuard>
      </ConsoleThemeProvider>
    </ConsoleLanguage>
  );
}
