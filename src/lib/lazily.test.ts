import { lazily } from './lazily';

describe('lazily', () => {
  it('makes the value on first use only, and keeps it', () => {
    const create = jest.fn(() => ({ made: true }));
    const value = lazily(create);
    expect(create).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
