/** The take-over ends when the root and each lazy page have committed, once. */
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { awaitTakeOverParts, TakeOverPart } from './take-over-parts';

it('calls back once every expected part has committed, and only once', () => {
  const done = jest.fn();
  awaitTakeOverParts(2, done);
  render(
    <StrictMode>
      <TakeOverPart />
    </StrictMode>,
  );
  // StrictMode runs the effect twice: still one part.
  expect(done).not.toHaveBeenCalled();
  render(<TakeOverPart />);
  expect(done).toHaveBeenCalledTimes(1);
  render(<TakeOverPart />);
  expect(done).toHaveBeenCalledTimes(1);
});
