// The jest-dom matchers registered by tests/setup/jsdom.ts, for type checking the *.test.tsx files under src.
import '@testing-library/jest-dom/vitest';
