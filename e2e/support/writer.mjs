// The Markdown writer (CodeMirror: an editable element, not a text area) as a person reads and
// moves in it. It draws only the lines near the screen; the tests' texts are short enough to be
// drawn whole, so its drawn lines are its text.

/** The writer's text, as its lines show it (the empty writer's placeholder is not text). */
export function writerText(writer) {
  return writer.evaluate((node) =>
    Array.from(node.querySelectorAll('.cm-line'), (line) => {
      const copy = line.cloneNode(true);
      copy.querySelectorAll('.cm-placeholder').forEach((shown) => shown.remove());
      return copy.textContent;
    }).join('\n'),
  );
}

/** Waits until `test(text)` holds for the writer's text; fails with the text it last had. */
export async function waitForWriterText(writer, test, { timeout = 60000, message = '' } = {}) {
  const until = Date.now() + timeout;
  let text = await writerText(writer);
  while (!test(text)) {
    if (Date.now() > until) throw new Error(`${message || 'writer text'}: ${JSON.stringify(text)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    text = await writerText(writer);
  }
  return text;
}

/** Clicks into the writer and puts the caret after the last character. */
export async function caretAtEnd(writer) {
  await writer.click();
  await writer.page().keyboard.press('Control+End');
}

/** The writer found by its element, for when an open dialog hides the page from role queries. */
export const writerIn = (page) => page.locator('.cm-content');

/**
 * Pastes into the writer as the browser does: a paste event whose clipboard data holds `text`,
 * or a file (`{ name, type, base64 }`), focusing the writer first (the caret stays where it was).
 */
export async function pasteInto(writer, { text, file }) {
  await writer.evaluate(
    (node, clipboard) => {
      const clipboardData = new DataTransfer();
      if (clipboard.text !== undefined) clipboardData.setData('text/plain', clipboard.text);
      if (clipboard.file) {
        const bytes = Uint8Array.from(atob(clipboard.file.base64), (char) => char.charCodeAt(0));
        const { name, type } = clipboard.file;
        clipboardData.items.add(new File([bytes], name, { type }));
      }
      node.focus();
      node.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
      );
    },
    { text, file },
  );
}
