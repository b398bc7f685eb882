// The database of a running `npm start` stack, from the state file it writes.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/postgres/migrate.ts';

const STATE_FILE = path.join(ROOT, '.agora', 'stack.json');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The running stack's superuser URL, or undefined when no stack runs. */
export function runningStackDbUrl(): string | undefined {
  if (!fs.existsSync(STATE_FILE)) return undefined;
  const state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid?: number; dbUrl?: string };
  return state.pid && state.dbUrl && alive(state.pid) ? state.dbUrl : undefined;
}
