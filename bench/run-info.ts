// What every benchmark prints beside its figures: the machine's load, the
// commit measured and when.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ROOT } from '../stack/postgres/migrate.ts';

/** 1 / 5 / 15-minute load averages. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** The short hash of HEAD, or "unknown" outside a git checkout. */
export function commitShort(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** "2026-11-23 18:27 UTC" */
export const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
