/** Assertions shared by the renderer's tests: what "safe output" means, checked on a real DOM. */
import { ALLOWED_ATTRS, ALLOWED_TAGS } from '@/components/markdown/allow-list';

const URL_ATTRS = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'background',
  'poster',
  'data',
];
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|data:text\/html)/;

/** Browsers ignore whitespace and control characters inside a scheme: so does this check. */
function dangerous(value: string): boolean {
  const compact = value
    // eslint-disable-next-line no-control-regex -- control characters are what browsers skip
    .replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\ufeff]/g, '')
    .toLowerCase();
  return DANGEROUS_SCHEME.test(compact);
}

/** Every problem found in `html`; an empty list means the output is safe. */
export function findUnsafe(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const problems: string[] = [];
  // The parser may add html/head/body around the fragment; only the body's content is ours.
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.includes(tag)) problems.push(`tag <${tag}> is not allowed`);
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`event handler ${name} on <${tag}>`);
      if (!ALLOWED_ATTRS.includes(name))
        problems.push(`attribute ${name} on <${tag}> is not allowed`);
      if (URL_ATTRS.includes(name)) {
        const values =
          name === 'srcset'
            ? attr.value.split(',').map((part) => part.trim().split(/\s+/)[0])
            : [attr.value];
        if (values.some(dangerous))
          problems.push(`dangerous URL in ${name} on <${tag}>: ${attr.value}`);
      }
    }
  }
  if (doc.head.children.length > 0) problems.push('content escaped into <head>');
  return problems;
}
