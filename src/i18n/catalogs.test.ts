/**
 * The catalogs stay complete by test, not by care: every locale has exactly the default's ids, each
 * message parses, and a message's placeholders (arguments, plural and select variables, tags for
 * components) are the same in every language.
 */
import { parse, type Token } from '@messageformat/parser';
import { catalogLocales, readCatalog, DEFAULT_LOCALE } from '../../scripts/catalogs.cjs';
import { LOCALES } from './locales';

/** The names a message interpolates, and the element tags (<0>…</0>) it wraps text in. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select') {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  for (const [tag] of message.matchAll(/<\/?\d+\/?>/g)) found.add(tag);
  return [...found].sort();
}

const reference = readCatalog(DEFAULT_LOCALE);

describe('message catalogs', () => {
  it('has a catalog file for every language the app offers, and no other', () => {
    expect(catalogLocales()).toEqual(Object.keys(LOCALES).sort());
  });

  it.each(Object.keys(LOCALES).filter((locale) => locale !== DEFAULT_LOCALE))(
    '%s has every id of the default catalog and no other',
    (locale) => {
      const ids = Object.keys(readCatalog(locale));
      const missing = Object.keys(reference).filter((id) => !ids.includes(id));
      const extra = ids.filter((id) => !(id in reference));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(Object.keys(LOCALES))('every %s message parses and is not empty', (locale) => {
    const broken = Object.entries(readCatalog(locale)).filter(([, message]) => {
      if (typeof message !== 'string' || message.trim() === '') return true;
      try {
        parse(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it.each(Object.keys(LOCALES).filter((locale) => locale !== DEFAULT_LOCALE))(
    "%s messages have the default's placeholders",
    (locale) => {
      const catalog = readCatalog(locale);
      const differing = Object.keys(reference)
        .filter((id) => id in catalog)
        .filter((id) => placeholders(reference[id]).join() !== placeholders(catalog[id]).join())
        .map((id) => `${id}: ${reference[id]} | ${catalog[id]}`);
      expect(differing).toEqual([]);
    },
  );

  it('finds a placeholder that differs (the check can fail)', () => {
    expect(placeholders('{count, plural, one {# article} other {# articles}} by {name}')).toEqual(
      ['{count, plural}', '{name}'].sort(),
    );
    expect(placeholders('共 {count} 篇')).not.toEqual(placeholders('{total} articles'));
  });

  it('keeps each file sorted by id, so merges and reviews stay readable', () => {
    for (const locale of catalogLocales()) {
      const ids = Object.keys(readCatalog(locale));
      expect(ids).toEqual([...ids].sort());
    }
  });
});
