/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OLD_STYLES_FOLDER, removeOldPageStylesheets } from './prune';

it('removes the page stylesheets an earlier prerender wrote, which no page links any more', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
  try {
    fs.mkdirSync(path.join(root, OLD_STYLES_FOLDER));
    fs.writeFileSync(path.join(root, OLD_STYLES_FOLDER, 'page.1a2b3c4d.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(root, 'main.1a2b3c4d.css'), 'body{margin:0}');
    removeOldPageStylesheets(root);
    expect(fs.existsSync(path.join(root, OLD_STYLES_FOLDER))).toBe(false);
    expect(fs.existsSync(path.join(root, 'main.1a2b3c4d.css'))).toBe(true);
    // A site without the folder is left as it is.
    expect(() => removeOldPageStylesheets(root)).not.toThrow();
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
