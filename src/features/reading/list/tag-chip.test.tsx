import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { TAG_COLORS } from '@/config/constants';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { TagList } from './tag-list';

const TAGS = [
  { id: '31', name: 'Go' },
  { id: '32', name: 'CSS' },
];

describe('TagChip', () => {
  it('colours a chip with one of five classes from the stylesheet, never a style attribute', async () => {
    const { container } = renderWithProviders(<TagList labels={TAGS} />);
    const go = screen.getByRole('link', { name: 'Tag: Go' });
    expect(go).toHaveAttribute('href', '/list?labelId=31');
    await waitFor(() => expect(go.className).toMatch(/^chip color[0-4]$/));
    expect(screen.getByRole('link', { name: 'Tag: CSS' }).className).toMatch(/^chip color[0-4]$/);
    // Nothing styled at run time: no style attribute (the policy forbids it in markup), no
    // emotion class (its rules are written into the page as it runs).
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('[class*="css-"]')).toBeNull();
  });

  it('holds the five TAG_COLORS, in their order, in the colour classes', () => {
    const css = fs.readFileSync(path.join(__dirname, 'tag-chip.module.css'), 'utf8');
    const classes = [
      ...css.matchAll(/\.color(\d)\s*\{\s*--tag-bg:\s*([^;]+);\s*--tag-fg:\s*([^;]+);/g),
    ];
    expect(classes.map(([, index, bg, fg]) => ({ index: Number(index), bg, fg }))).toEqual(
      TAG_COLORS.map((color, index) => ({ index, ...color })),
    );
  });
});
