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

// findBy*/waitFor wait on a condition; their default deadline (1 s) is one a busy
// 2-core machine misses, e.g. while a lazily imported chunk (the Markdown
// renderer) loads beside two CPU hogs.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
