/**
 * For tests: jsdom has <dialog> without showModal() and close(). This stand-in opens and closes it
 * as the browser's attribute does and fires `close`, so a component built on a modal dialog
 * renders; the browser's own part (focus trap and return, the inert page) is for the browser
 * tests (e2e/public-phone.test.mjs).
 */
export function installDialogStandIn(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
