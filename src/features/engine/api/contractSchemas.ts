/** The contract's zod schemas in their own chunk: the engine's first screen renders without zod (25 KB gzip). */
export function loadContractSchemas() {
  return import('./schemas.ts');
}
