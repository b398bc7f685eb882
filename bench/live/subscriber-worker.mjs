// Worker threads do not inherit tsx's loader hooks: this plain module loads
// the TypeScript worker through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./subscriber-worker.ts', import.meta.url);
