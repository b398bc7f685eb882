// Agora stores no files, yet supabase-js builds a Storage client (with
// iceberg-js) in its constructor: about 8 KB gzip on the first screen for
// nothing. The production build aliases @supabase/storage-js to this stand-in
// (vite.config.ts); using `supabase.storage` fails loudly instead.
export class StorageApiError extends Error {}

export class StorageClient {
  from(): never {
    throw new Error('Supabase Storage is not part of the Agora build (src/lib/storage-js-stub.ts).');
  }
}
