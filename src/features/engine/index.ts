// Before the contract's schemas (classic zod) can run: jitless, so zod never
// probes eval under the production CSP (see src/lib/zod.ts).
import '@/lib/zod.ts';

export { EnginePage } from './EnginePage.tsx';
