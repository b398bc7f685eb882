import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait on a condition; their default deadline (1 s) is one a busy
// 2-core machine misses, e.g. while a lazily imported chunk (the Markdown
// renderer) loads beside two CPU hogs.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
