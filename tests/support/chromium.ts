// Debian's Chromium as the browser tests and bench:web launch it: never a
// downloaded browser, and none of the background traffic this machine's closed
// network would refuse.
import fs from 'node:fs';

/** The full browser: bench:web measures what a reader's Chromium does. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell (package
 * chromium-headless-shell, the same Blink and V8 as `chromium`, which
 * Playwright also runs headless tests in) when it is installed. It spends
 * about half the CPU of the full browser in headless mode, which runs the
 * whole browser shell and its GPU process for every page.
 */
export const TEST_CHROMIUM_PATH =
  process.env['CHROMIUM_PATH'] ?? process.env['CHROME_PATH'] ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
