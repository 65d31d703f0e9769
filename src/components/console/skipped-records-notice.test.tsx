import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage, toArticleSummary } from '@/api/adapters';
import { reportSkipped, resetSkipped } from '@/api/skipped-records';
import { SkippedRecordsNotice } from './skipped-records-notice';

beforeEach(() => resetSkipped());

it('says nothing while every record could be shown', () => {
  render(<SkippedRecordsNotice />);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('tells the owner which records the backend sent that were skipped, and why', async () => {
  const user = userEvent.setup();
  render(<SkippedRecordsNotice />);
  act(() => {
    toPage(
      toArticleSummary,
      'articles',
    )({
      list: [
        { id: 'bad\ud800', title: 'B' },
        { id: '', title: 'E' },
        { id: 1, title: 'Good' },
      ],
    });
  });
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('2 records from the backend were skipped');
  expect(notice).toHaveTextContent(
    'article "bad\\ud800": its id holds a broken character no address can carry',
  );
  expect(notice).toHaveTextContent('article "": it has no id');

  await user.click(screen.getByRole('button', { name: 'Hide this notice' }));
  expect(screen.queryByRole('alert')).toBeNull();
  // A record skipped later brings it back.
  act(() => reportSkipped({ what: 'file', id: '"f"', reason: 'it has no url' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('3 records');
});
