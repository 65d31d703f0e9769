import { decodeHTMLStrict as packageDecode, encodeHTML } from 'entities';
import { decodeHTMLStrict } from './decode-entity';

/** Every entity name the package writes, one per character it has a name for. */
function entityNames(): string[] {
  const names = new Set<string>();
  for (let code = 0x20; code <= 0x1ffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const encoded = encodeHTML(String.fromCodePoint(code));
    const match = /^&([a-zA-Z][a-zA-Z0-9]*);$/.exec(encoded);
    if (match) names.add(match[1]);
  }
  return [...names];
}

describe('decodeHTMLStrict (the browser build of the entities package)', () => {
  it('decodes every named entity exactly as the package does', () => {
    const names = entityNames();
    expect(names.length).toBeGreaterThan(1000);
    const differ = names
      .map((name) => `&${name};`)
      .filter((reference) => decodeHTMLStrict(reference) !== packageDecode(reference));
    expect(differ).toEqual([]);
  });

  it.each([
    ['&semi;', ';'],
    ['&NotEqualTilde;', '≂̸'],
    ['&Afr;', '𝔄'],
    ['&AMP;', '&'],
    ['&notit;', '&notit;'],
    ['&ampx;', '&ampx;'],
    ['&nosuchthing;', '&nosuchthing;'],
    ['&#xyz;', '&#xyz;'],
  ])('%s reads as %s, like the package', (reference, expected) => {
    expect(decodeHTMLStrict(reference)).toBe(expected);
    expect(packageDecode(reference)).toBe(expected);
  });

  it('leaves anything but one named reference as written (markdown-it asks for no more)', () => {
    expect(decodeHTMLStrict('&lt;script&gt;')).toBe('&lt;script&gt;');
    expect(decodeHTMLStrict('<b>&amp;</b>')).toBe('<b>&amp;</b>');
    expect(decodeHTMLStrict('&amp;&amp;')).toBe('&amp;&amp;');
  });
});
