import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { afterEach } from 'vitest';

// The web project runs in vmThreads (vitest.config.ts): each file's window is a
// fresh VM context with only what jsdom defines, and jsdom has no web streams,
// which every browser has (the SSE reader reads a fetch body's stream).
globalThis.ReadableStream ??= ReadableStream as typeof globalThis.ReadableStream;
globalThis.WritableStream ??= WritableStream as typeof globalThis.WritableStream;
globalThis.TransformStream ??= TransformStream as typeof globalThis.TransformStream;

// findBy*/waitFor wait on a condition, and a condition that holds ends the wait
// at once, so a long deadline costs only a failing test. Testing Library's
// default (1 s), and the 10 s used before, are deadlines a 2-core machine
// running every lane of `npm test` misses: a fresh machine at load average
// 17–21 spent more than 10 s in one role query of the login form. The SPA's
// tests wait with waitFor from Testing Library (never vi.waitFor, whose 1 s
// default this setting does not reach), so this is their one deadline; the
// web project's testTimeout (vitest.config.ts) leaves room for it.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
