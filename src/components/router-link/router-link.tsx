/**
 * The app's in-app link: an <a href> that a plain click turns into a router navigation, built
 * from react-router's own pieces (useHref, useLinkClickHandler) as its <Link> is. The app uses it
 * instead of <Link>, whose framework-mode extras (route-module prefetching, lazy route discovery,
 * view transitions) it never uses but every page's entry carried. MUI components take it as
 * `component={RouterLink}`; modified clicks (new tab, download) stay the browser's. For the app's
 * own paths only (from config/paths): an address on another site is a plain <a href>. It
 * navigates outside startTransition, as the app's router does.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (by default only when the link leads where we are). */
  replace?: boolean;
  /** History state for the page the link opens. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function RouterLink({
  to,
  replace,
  state,
  target,
  onClick,
  ref,
  children,
  ...rest
}: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
