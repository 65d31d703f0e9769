// What the no-runtime-styles test watches in a page: every way a script could write a style at
// run time (installed before any script runs, read back as a summary), and the style elements
// and attributes of served markup.

/**
 * Runs in the page before any of its scripts: records every way of writing a style at run time
 * in window.__styleWrites. `servedStyles`: the text of the <style> elements the HTML arrived with
 * (the parser inserting those is not a write).
 */
export function watchStyles(servedStyles) {
  const writes = (window.__styleWrites = []);
  // The app's script files on the stack: who wrote it.
  const where = () =>
    Array.from(
      new Set(Array.from((new Error().stack ?? '').matchAll(/\/([\w.-]+\.js):\d+/g), (m) => m[1])),
    ).join(', ');
  const note = (kind, sample) =>
    writes.push({ kind, sample: String(sample).slice(0, 80), where: where() });
  const wrap = (proto, name, label) => {
    const original = proto?.[name];
    if (typeof original !== 'function') return;
    proto[name] = function (...args) {
      note(`${label}.${name}`, args[0] ?? '');
      return original.apply(this, args);
    };
  };
  for (const name of ['insertRule', 'addRule', 'replace', 'replaceSync']) {
    wrap(CSSStyleSheet.prototype, name, 'CSSStyleSheet');
  }
  wrap(CSSGroupingRule.prototype, 'insertRule', 'CSSGroupingRule');
  for (const owner of [Document.prototype, ShadowRoot.prototype]) {
    const property = Object.getOwnPropertyDescriptor(owner, 'adoptedStyleSheets');
    if (!property?.set) continue;
    Object.defineProperty(owner, 'adoptedStyleSheets', {
      ...property,
      set(sheets) {
        note('adoptedStyleSheets =', `${sheets.length} sheet(s)`);
        property.set.call(this, sheets);
      },
    });
  }
  const served = new Set(servedStyles);
  const styleOf = (node) =>
    node.nodeType === Node.ELEMENT_NODE
      ? node
      : node.parentNode?.nodeName === 'STYLE' && node.parentNode;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') {
        const style = styleOf(record.target);
        if (style?.nodeName === 'STYLE') {
          note('text written into <style>', style.textContent);
        }
        continue;
      }
      if (record.target.nodeName === 'STYLE') {
        note('text written into <style>', record.target.textContent);
        continue;
      }
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const styles = node.nodeName === 'STYLE' ? [node] : node.querySelectorAll('style');
        for (const style of styles) {
          if (served.has(style.textContent)) continue;
          const attributes = Array.from(style.attributes, (a) => `${a.name}="${a.value}"`);
          note(`<style ${attributes.join(' ')}> inserted`, style.textContent);
        }
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * The writes of one kind as one line: how many, from which scripts, the first few (a page of
 * emotion's makes hundreds).
 */
export function summarise(writes) {
  const kinds = new Map();
  for (const write of writes) {
    const entry = kinds.get(write.kind) ?? { count: 0, where: new Set(), samples: [] };
    entry.count += 1;
    for (const file of write.where.split(', ').filter(Boolean)) entry.where.add(file);
    if (entry.samples.length < 3) entry.samples.push(write.sample);
    kinds.set(write.kind, entry);
  }
  return Array.from(
    kinds,
    ([kind, { count, where, samples }]) =>
      `${kind} ×${count} (from ${[...where].join(', ') || 'no script on the stack'}), e.g. ${samples.map((sample) => JSON.stringify(sample)).join('; ')}`,
  );
}

/**
 * Style attributes the page's elements carry now that set more than a run-time position or size
 * (the windowed archive places its rows after mount; a colour, a spacing, a tag's colour variable
 * is a design value that belongs in a class).
 */
export const GEOMETRY = [
  'height',
  'width',
  'transform',
  'top',
  'left',
  'right',
  'bottom',
  'position',
];
export function designStyles(geometry) {
  return Array.from(document.querySelectorAll('body [style]'))
    .filter((node) => Array.from(node.style).some((property) => !geometry.includes(property)))
    .map((node) => `<${node.localName} style="${node.getAttribute('style').slice(0, 100)}">`);
}

/** The text of the <style> elements of an HTML document (as served). */
export function styleTexts(html) {
  return Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi), (match) => match[1]);
}

/** Style attributes in the markup (a prerendered page must carry none: CSP style-src 'self'). */
export function styleAttributes(html) {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  return Array.from(
    body.matchAll(/<([a-z][\w-]*)\b[^>]*?\sstyle\s*=\s*("[^"]*"|'[^']*')/gi),
    (m) => `<${m[1]} style=${m[2].slice(0, 80)}>`,
  );
}
