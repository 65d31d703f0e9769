/**
 * What happens when the session expires mid-work. The console registers a handler that opens a
 * sign-in dialog in place and resolves true once the owner has signed in again; the base query
 * then retries the call that failed, so nothing on screen is lost. With no handler (public side,
 * tests) the call simply fails after the token is cleared.
 */
export type ReauthHandler = () => Promise<boolean>;

let handler: ReauthHandler | null = null;
let pending: Promise<boolean> | null = null;

export function setReauthHandler(next: ReauthHandler | null): void {
  handler = next;
}

/** Asks the owner to sign in again; concurrent 401s share one dialog. */
export function requestReauth(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  if (!pending) {
    pending = handler().finally(() => {
      pending = null;
    });
  }
  return pending;
}
