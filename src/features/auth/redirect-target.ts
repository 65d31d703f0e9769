/** Where a successful sign-in goes: the `redirect` parameter when it is a same-origin app path. */
import { isSafeRedirect, paths } from '@/config/paths';

export function redirectTarget(search: URLSearchParams): string {
  const target = search.get('redirect');
  // Back to the login page itself would only bounce: use the console home instead.
  if (isSafeRedirect(target) && target.split(/[?#]/)[0] !== paths.login.path) return target;
  return paths.console.home.href();
}
