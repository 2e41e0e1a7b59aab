import { describe, expect, it, vi } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('makes the value on first use, once', () => {
    const create = vi.fn(() => ({ made: true }));
    const value = lazy(create);
    expect(create).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined', () => {
    const create = vi.fn(() => undefined);
    const value = lazy(create);
    value();
    value();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
