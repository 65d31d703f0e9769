import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useNavigationBlocker } from './use-navigation-blocker';

const never = () => false;

function Guard() {
  useNavigationBlocker(never);
  return null;
}

describe('useNavigationBlocker', () => {
  it('refuses to run under a router whose navigations it cannot hold', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <MemoryRouter>
          <Guard />
        </MemoryRouter>,
      ),
    ).toThrow('useNavigationBlocker needs a GuardedRouter above it');
    logged.mockRestore();
  });
});
