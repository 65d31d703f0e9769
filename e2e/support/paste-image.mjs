// An image pasted into a text area, as the clipboard of someone pasting a screenshot would hold
// it: a 2×2 PNG file in the paste event's clipboard data.

/** The PNG's bytes (also for file choosers). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGNgYPj/n4GBgYGJgYGBAQAe/wL+7Y5OdwAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Pastes the PNG, named `name`, into `textarea` (a locator). With `caretAtEnd`, the text area is
 * focused with the caret after its text first; otherwise the paste lands where the caret is.
 */
export async function pasteImage(textarea, name, { caretAtEnd = false } = {}) {
  await textarea.evaluate(
    (node, { base64, fileName, atEnd }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], fileName, { type: 'image/png' }));
      if (atEnd) {
        node.focus();
        node.setSelectionRange(node.value.length, node.value.length);
      }
      node.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { base64: PNG.toString('base64'), fileName: name, atEnd: caretAtEnd },
  );
}
