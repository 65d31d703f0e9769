/** The comparison marks the words that changed inside a changed line, in English and in Chinese. */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { VersionCompare } from './version-compare';

const compare = (left: string, right: string) =>
  renderWithProviders(
    <VersionCompare
      left={{ title: left, summary: 'S', content: 'Text' }}
      right={{ title: right, summary: 'S', content: 'Text' }}
      leftLabel="This tab"
      rightLabel="The other version"
    />,
  );

const marks = (region: HTMLElement, tag: 'ins' | 'del') =>
  Array.from(region.querySelectorAll(tag), (mark) => mark.textContent);

describe('version comparison', () => {
  it('marks the words a Chinese title gained, not the whole line', () => {
    compare('前端性能优化笔记', '前端性能优化笔记（修订版）');
    const title = screen.getByRole('region', { name: 'Title' });
    expect(marks(title, 'ins')).toEqual(['（修订版）']);
    expect(marks(title, 'del')).toEqual([]);
    expect(within(title).getAllByText(/前端性能优化笔记/)).toHaveLength(2);
  });

  it('marks the words each side has in place of the other', () => {
    compare('The quick brown fox', 'The slow brown fox');
    const title = screen.getByRole('region', { name: 'Title' });
    expect(marks(title, 'del')).toEqual(['quick']);
    expect(marks(title, 'ins')).toEqual(['slow']);
  });
});
