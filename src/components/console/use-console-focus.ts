/**
 * Moves focus to the screen's heading once the console shell is up: after in-console navigation,
 * and on arrival from another page of the app (sign-in lands on the dashboard's heading). A fresh
 * page load (POP) leaves focus where the browser put it.
 */
import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';
import { focusHeadingWhenReady } from '@/components/layout/use-route-focus';
import { MAIN_CONTENT_ID } from '@/lib/page-format/page-ids';

export function useConsoleFocus(pathname: string) {
  const navigationType = useNavigationType();
  const arrivedInApp = useRef(navigationType !== 'POP');
  const focusedPath = useRef<string | null>(null);
  useEffect(() => {
    if (focusedPath.current === pathname) return undefined;
    const first = focusedPath.current === null;
    focusedPath.current = pathname;
    if (first && !arrivedInApp.current) return undefined;
    const main = document.getElementById(MAIN_CONTENT_ID);
    return main ? focusHeadingWhenReady(main) : undefined;
  }, [pathname]);
}
