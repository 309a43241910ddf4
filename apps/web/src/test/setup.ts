import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests wait for states, never for a fixed time. A state shows up in milliseconds on an idle
// machine, but a loaded two-core CI runner can take seconds: waiting longer costs nothing when
// the state comes, and only makes a real failure report later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
