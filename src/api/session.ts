/**
 * What happens when the session expires mid-work. The console registers a handler that opens a
 * sign-in dialog in place and resolves true once the owner has signed in again; the base query
 * then retries the call that failed, so nothing on screen is lost. With no handler (the public
 * side) a 401 simply fails the call and leaves the owner's token alone: a reader's page must not
 * end the owner's session.
 */
export type ReauthHandler = () => Promise<boolean>;

let handler: ReauthHandler | null = null;
let pending: Promise<boolean> | null = null;

export function setReauthHandler(next: ReauthHandler | null): void {
  handler = next;
}

/** True while the console is on screen: only its calls can end the session. */
export function hasReauthHandler(): boolean {
  return handler !== null;
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
