import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ROW_HEIGHT, type TimelineRow } from './timeline-rows';
import { TimelineRowView } from './timeline-row-view';

/** The height (or, for an entry, which grows with a long title, the least height) of a class. */
function heightIn(css: string, className: string): number | undefined {
  const rule = new RegExp(`\\.${className}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const value = /(?:^|[\s;])(?:min-)?height:\s*(\d+)px/.exec(rule)?.[1];
  return value === undefined ? undefined : Number(value);
}

describe('TimelineRowView', () => {
  it('gives every kind of row, and its skeleton, the height the windowed list counts on', () => {
    const css = fs.readFileSync(path.join(__dirname, 'timeline-row-view.module.css'), 'utf8');
    for (const kind of ['year', 'month', 'entry'] as const) {
      const name = kind[0].toUpperCase() + kind.slice(1);
      expect([kind, heightIn(css, `${kind}Row`)]).toEqual([kind, ROW_HEIGHT[kind]]);
      expect([kind, heightIn(css, `skeleton${name}Row`)]).toEqual([kind, ROW_HEIGHT[kind]]);
    }
  });

  it('draws the year and month headings with the stylesheet classes', () => {
    const rows: TimelineRow[] = [
      { kind: 'year', key: 'y2026', year: 2026, count: 3 },
      { kind: 'month', key: 'm2026-2', year: 2026, month: 2, count: 1 },
    ];
    const { container } = renderWithProviders(
      <>
        {rows.map((row) => (
          <TimelineRowView key={row.key} row={row} />
        ))}
      </>,
    );
    const year = screen.getByRole('heading', { level: 2, name: '2026 3 articles' });
    expect(year).toHaveClass('year');
    expect(year.parentElement).toHaveClass('yearRow');
    expect(screen.getByRole('heading', { level: 3, name: 'March 2026 1 article' })).toHaveClass(
      'month',
    );
    // No emotion class (rules written at run time) and no style attribute.
    expect(container.querySelector('[class*="css-"]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
  });
});
