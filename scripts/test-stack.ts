// `npm run test:stack`: the stack `npm test`'s lanes run on — throwaway and
// seeded, demo debates at 1 ms a word, the SPA's production build, a functions
// runtime at the product's pace and one Chromium — kept running, so that
//   AGORA_TEST_STACK=reuse npx vitest run --project <lane> <file>
// runs one integration or browser file on it in seconds (tests/setup/reuse-stack.ts).
// Writes .agora/stack.json as `npm start` does; Ctrl-C stops everything.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/postgres/migrate.ts';
import { launchBrowserServer } from '../tests/setup/browser-server.ts';
import { startTestStack } from '../tests/setup/full-stack.ts';
import type { StateFile } from '../tests/setup/reuse-stack.ts';

const STATE_FILE = path.join(ROOT, '.agora', 'stack.json');

console.log('Starting the test stack (a throwaway database, seeded; the SPA built for it)…');
const { stack, stop } = await startTestStack({ app: true });
const browser = await launchBrowserServer();

const state: StateFile = {
  pid: process.pid,
  appUrl: stack.appUrl,
  apiUrl: stack.apiUrl,
  functionsUrl: stack.functionsUrl,
  mailUrl: stack.mailUrl,
  dbUrl: stack.dbUrl,
  publishableKey: stack.publishableKey,
  secretKey: stack.secretKey,
  anonKey: stack.anonKey,
  serviceRoleKey: stack.serviceRoleKey,
  jwtSecret: stack.jwtSecret,
  jwks: stack.jwks,
  appDir: stack.appDir,
  pacedFunctionsUrl: stack.pacedFunctionsUrl,
  browserWsEndpoint: browser.wsEndpoint(),
};
fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
fs.writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);

console.log(
  [
    '',
    `The test stack is running (${path.relative(process.cwd(), STATE_FILE)}):`,
    `  App URL:      ${stack.appUrl}`,
    `  API URL:      ${stack.apiUrl}`,
    `  Mailbox URL:  ${stack.mailUrl}`,
    `  DB URL:       ${stack.dbUrl}`,
    '',
    'Run one file on it:',
    '  AGORA_TEST_STACK=reuse npx vitest run --project browser tests/e2e/<file>.test.ts',
    '  AGORA_TEST_STACK=reuse npx vitest run --project integration tests/integration/<folder>/<file>.test.ts',
    '',
    'Its data lives until it stops (Ctrl-C); files that must start from the seed alone want a fresh one.',
  ].join('\n'),
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the test stack…');
  await browser.close();
  await stop();
  // Another stack may have written the file since: only ours is removed.
  const current = fs.existsSync(STATE_FILE) ? (JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid?: number }) : {};
  if (current.pid === process.pid) fs.rmSync(STATE_FILE, { force: true });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
