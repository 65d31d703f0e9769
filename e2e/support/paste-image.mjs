// An image pasted into the Markdown writer, as the clipboard of someone pasting a screenshot would
// hold it: a 2×2 PNG file in the paste event's clipboard data.
import { caretAtEnd, pasteInto } from './writer.mjs';

/** The PNG's bytes (also for file choosers). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGNgYPj/n4GBgYGJgYGBAQAe/wL+7Y5OdwAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Pastes the PNG, named `name`, into `writer` (a locator of the Markdown writer). With
 * `caretAtEnd`, the writer is clicked and the caret put after its text first; otherwise the paste
 * lands where the caret is.
 */
export async function pasteImage(writer, name, { caretAtEnd: atEnd = false } = {}) {
  if (atEnd) await caretAtEnd(writer);
  await pasteInto(writer, { file: { name, type: 'image/png', base64: PNG.toString('base64') } });
}
