import fs from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { TAG_COLORS, TAG_COLORS_STORAGE_KEY } from '@/config/constants';
import { adoptTagColors, tagColorIndex } from '@/lib/tag-colors';
import { adoptPageTagColors } from '@/lib/tag-colors-page';
import { setHydrating } from '@/lib/use-hydrated';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { TagList } from './tag-list';

const TAGS = [
  { id: '31', name: 'Go' },
  { id: '32', name: 'CSS' },
];

describe('TagChip', () => {
  it('colours a chip with one of five colours from the stylesheet, never a style attribute', () => {
    const { container } = renderWithProviders(<TagList labels={TAGS} />);
    const go = screen.getByRole('link', { name: 'Tag: Go' });
    expect(go).toHaveAttribute('href', '/list?labelId=31');
    expect(go).toHaveAttribute('data-tag', '31');
    expect(go).toHaveAttribute('data-color', String(tagColorIndex('31')));
    expect(screen.getByRole('link', { name: 'Tag: CSS' })).toHaveAttribute(
      'data-color',
      expect.stringMatching(/^[0-4]$/),
    );
    // Nothing styled at run time: no style attribute (the policy forbids it in markup), no
    // emotion class (its rules are written into the page as it runs).
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('[class*="css-"]')).toBeNull();
  });

  it('holds the five TAG_COLORS, in their order, in the colour rules', () => {
    const css = fs.readFileSync(path.join(__dirname, 'tag-chip.module.css'), 'utf8');
    const classes = [
      ...css.matchAll(
        /\.chip\[data-color='(\d)'\]\s*\{\s*--tag-bg:\s*([^;]+);\s*--tag-fg:\s*([^;]+);/g,
      ),
    ];
    expect(classes.map(([, index, bg, fg]) => ({ index: Number(index), bg, fg }))).toEqual(
      TAG_COLORS.map((color, index) => ({ index, ...color })),
    );
  });

  it('is drawn in its colour in the prerender, and the page taken over keeps that colour', () => {
    // The prerender: the page's markup, each chip in its colour (no neutral chip to colour later).
    adoptTagColors([
      ['31', 4],
      ['32', 1],
    ]);
    setHydrating(true);
    const page = () => (
      <MemoryRouter>
        <TagList labels={TAGS} />
      </MemoryRouter>
    );
    const html = renderToString(page());
    expect(html).toContain('data-tag="31" data-color="4"');
    expect(html).toContain('data-tag="32" data-color="1"');
    // Earlier in the visit the reader's tab had drawn them otherwise.
    adoptTagColors([
      ['31', 0],
      ['32', 0],
    ]);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    adoptPageTagColors(container);
    act(() => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
    });
    setHydrating(false);
    expect(errors).toEqual([]);
    const colours = Array.from(container.querySelectorAll('a'), (a) => a.dataset.color);
    expect(colours).toEqual(['4', '1']);
    // Kept for the rest of the visit.
    expect(JSON.parse(sessionStorage.getItem(TAG_COLORS_STORAGE_KEY)!)).toMatchObject({
      31: 4,
      32: 1,
    });
    container.remove();
  });
});
