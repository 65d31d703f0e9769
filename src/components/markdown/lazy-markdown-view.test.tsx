/** The renderer's chunk failing stays inside its spot, and a retry loads it afresh. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyMarkdownView } from './lazy-markdown-view';
import { useMarkdownHeadings } from './markdown-headings';
import { STEPWISE_MIN_CHARS } from './constants';

// Each import of the renderer fails while this is above zero (its chunk is unreachable).
let mockFailures = 0;
jest.mock('./markdown-view', () => {
  if (mockFailures > 0) {
    mockFailures -= 1;
    throw Object.assign(new Error('Loading chunk markdown failed.'), { name: 'ChunkLoadError' });
  }
  return jest.requireActual('./markdown-view');
});

const SLOW = { timeout: 30000 };

function Page() {
  return (
    <main>
      <h1>The page around it</h1>
      <LazyMarkdownView
        source="Hello **world**"
        loading={<p>Loading…</p>}
        unavailable={(retry) => (
          <div role="alert">
            Preview unavailable <button onClick={retry}>Retry</button>
          </div>
        )}
      />
    </main>
  );
}

it('fails inside its own spot, and a later mount or a Retry loads the chunk afresh', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The first attempt and its two quiet retries all fail.
  mockFailures = 3;
  const first = render(<Page />);
  expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Preview unavailable');
  expect(screen.getByRole('heading', { name: 'The page around it' })).toBeInTheDocument();
  first.unmount();

  // A later mount imports again (three more attempts), not React.lazy's cached failure.
  mockFailures = 3;
  render(<Page />);
  expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
  expect(mockFailures).toBe(0);

  // Retry, with the chunk back: the Markdown shows and the message goes.
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('world', {}, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('gives a very long article its headings once its steps are done', async () => {
  const part = (n: number) => `## Part ${n}\n\n${'Some text of this part. '.repeat(40)}\n\n`;
  const source = Array.from({ length: Math.ceil(STEPWISE_MIN_CHARS / 1000) + 10 }, (_, n) =>
    part(n + 1),
  ).join('');
  const seen: (number | null)[] = [];
  function Contents() {
    const headings = useMarkdownHeadings(source, 'article');
    seen.push(headings && headings.length);
    return <p>{headings ? `${headings.length} headings` : 'no headings yet'}</p>;
  }
  render(
    <>
      <Contents />
      <LazyMarkdownView source={source} loading={<p>Loading…</p>} unavailable={() => null} />
    </>,
  );
  expect(await screen.findByText(/^\d+ headings$/, {}, SLOW)).toHaveTextContent(
    `${Math.ceil(STEPWISE_MIN_CHARS / 1000) + 10} headings`,
  );
  // Known only at the end: never a partial list.
  expect(seen.filter((count) => count !== null)).toEqual(
    seen.filter((count) => count !== null).map(() => Math.ceil(STEPWISE_MIN_CHARS / 1000) + 10),
  );
});
