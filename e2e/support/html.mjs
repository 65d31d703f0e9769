// Just enough HTML reading for the build checks: tags and their attributes, quoted or not
// (html-webpack-plugin minifies index.html and drops the quotes).

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Every `<name ...>` start tag in document order, with its attributes and source offset. */
export function findTags(html, name) {
  const tags = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes = {};
    for (const attr of match[1].matchAll(ATTRIBUTE)) {
      attributes[attr[1].toLowerCase()] = attr[2] ?? attr[3] ?? attr[4] ?? '';
    }
    tags.push({ attributes, index: match.index });
  }
  return tags;
}

/** The text of every inline `<script>` (no attributes: the shell's head script), in document order. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
}

/** A root-relative URL as a path inside the build ('/main.1234abcd.js' -> 'main.1234abcd.js'). */
export function buildPath(url) {
  return url.replace(/^\//, '').split(/[?#]/)[0];
}

/** The scripts and stylesheets index.html loads, as paths inside the build. */
export function entryAssets(html) {
  const scripts = findTags(html, 'script')
    .filter((tag) => tag.attributes.src)
    .map((tag) => ({ ...tag, file: buildPath(tag.attributes.src) }));
  const styles = findTags(html, 'link')
    .filter((tag) => /\bstylesheet\b/i.test(tag.attributes.rel ?? '') && tag.attributes.href)
    .map((tag) => ({ ...tag, file: buildPath(tag.attributes.href) }));
  return { scripts, styles };
}
