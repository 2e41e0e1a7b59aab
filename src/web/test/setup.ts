import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor give up after one second by default: on a CI machine whose two cores also run the
// server and browser tests, a re-render of a long page can take longer than that.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
