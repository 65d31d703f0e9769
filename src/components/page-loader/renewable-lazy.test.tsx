/** A lazy component fetched ahead renders in the same pass, without suspending. */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renewableLazy, useRenewableLazy } from './renewable-lazy';

const Content = () => <p>The content</p>;

function Shown({ lazy }: { lazy: ReturnType<typeof renewableLazy> }) {
  const { Component } = useRenewableLazy(lazy);
  return (
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>
  );
}

it('renders a preloaded component at once', async () => {
  const lazy = renewableLazy(() => Promise.resolve(Content));
  await lazy.preload();
  render(<Shown lazy={lazy} />);
  // No fallback in between: the first render already has it.
  expect(screen.getByText('The content')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).toBeNull();
});

it('suspends while a component not fetched yet loads', async () => {
  let resolve!: (component: typeof Content) => void;
  const lazy = renewableLazy(() => new Promise<typeof Content>((done) => (resolve = done)));
  render(<Shown lazy={lazy} />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => resolve(Content));
  expect(await screen.findByText('The content')).toBeInTheDocument();
});
