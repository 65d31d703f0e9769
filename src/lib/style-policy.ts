/**
 * Which Content-Security-Policy the document was served under, as far as the app can tell: the
 * host serves the console's routes (/manager and below) with the policy that lets emotion, MUI's
 * CSS-in-JS engine, create its empty <style> elements, and every other page with `style-src 'self'`
 * alone (docs/deploying.md "Content-Security-Policy"). A policy stays the document's for its
 * life, so a reader who follows a link from a public page into the console in the app would get
 * MUI's components without their styles: the console's theme provider loads that document afresh
 * instead (components/console/console-theme-provider.tsx). Before renderApp notes the start (tests, the prerender)
 * run-time styles count as allowed.
 */
import { paths } from '@/config/paths';

let startedUnderConsolePolicy = true;

/** True for the paths a host serves under the console's policy (/manager and below). */
export function isConsolePath(pathname: string): boolean {
  const base = paths.login.path;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Called once at start-up with the address the document was loaded at. */
export function noteDocumentStart(pathname: string): void {
  startedUnderConsolePolicy = isConsolePath(pathname);
}

/** False when this document was loaded at a public page (its policy blocks emotion's <style>). */
export function documentAllowsRuntimeStyles(): boolean {
  return startedUnderConsolePolicy;
}

/** Loads the current address again (a function of its own, so tests can watch it). */
export function reloadDocument(): void {
  window.location.reload();
}
