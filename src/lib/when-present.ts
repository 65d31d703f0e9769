/**
 * Waits for something a later render brings (a page's heading, an article's section): `found` gets
 * it at once if it is there, else when `root`'s content changes to bring it, unless `ms` pass
 * first. Returns a function that stops waiting.
 */
export function whenPresent<T>(
  root: Node,
  find: () => T | null,
  found: (value: T) => void,
  ms: number,
): () => void {
  const now = find();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const value = find();
    if (!value) return;
    stop();
    found(value);
  });
  const timer = window.setTimeout(() => stop(), ms);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
