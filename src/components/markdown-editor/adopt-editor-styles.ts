/**
 * CodeMirror's styles under the site's strict Content-Security-Policy (no 'unsafe-inline').
 *
 * CodeMirror mounts its styles through style-mod, which gives a shadow root a constructed
 * stylesheet (rules added through CSSOM, which CSP does not govern) but gives a document a <style>
 * element and writes its text, which `style-src 'self'` blocks: the writer then lost its layout.
 * Here a document gets a constructed stylesheet too, adopted by it and filled in the same order
 * (modules later in the list win); shadow roots, and browsers without adoptedStyleSheets (jsdom),
 * keep style-mod's own way.
 */
import { StyleModule } from 'style-mod';

type Mount = typeof StyleModule.mount;

/** A module's rules, one CSS rule each: the field style-mod itself reads for a constructed sheet. */
const rulesOf = (module: StyleModule) => (module as unknown as { rules: string[] }).rules;

/** One sheet per document, and the modules in it in order. */
const sheets = new WeakMap<Document, { sheet: CSSStyleSheet; modules: StyleModule[] }>();

function mountInSheet(doc: Document, modules: readonly StyleModule[]) {
  let entry = sheets.get(doc);
  if (!entry) {
    entry = { sheet: new CSSStyleSheet(), modules: [] };
    sheets.set(doc, entry);
  }
  const { sheet, modules: mounted } = entry;
  // style-mod's own ordering: a module already mounted earlier in the list than it now is, is
  // moved (its rules added again at its new place); each new one goes in where the list puts it.
  let position = 0;
  let next = 0;
  for (const module of modules) {
    let index = mounted.indexOf(module);
    if (index > -1 && index < next) {
      mounted.splice(index, 1);
      next -= 1;
      index = -1;
    }
    if (index === -1) {
      mounted.splice(next, 0, module);
      next += 1;
      for (const rule of rulesOf(module)) sheet.insertRule(rule, position++);
    } else {
      while (next < index) position += rulesOf(mounted[next++]).length;
      position += rulesOf(module).length;
      next += 1;
    }
  }
  if (!doc.adoptedStyleSheets.includes(sheet))
    doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
}

let installed = false;

export function adoptEditorStyles() {
  if (installed || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document))
    return;
  installed = true;
  const ownMount: Mount = StyleModule.mount.bind(StyleModule);
  StyleModule.mount = (root, modules, options) => {
    if (root instanceof Document) mountInSheet(root, Array.isArray(modules) ? modules : [modules]);
    else ownMount(root, modules, options);
  };
}
