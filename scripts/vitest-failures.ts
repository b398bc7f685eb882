// What a Vitest run's "Failed Tests" section names: each failed test with the
// first line of its error. npm test prints these under its summary, because CI
// shows only the tail of a long run and a lane's banner alone does not say
// which test failed or why.

const MAX_FAILURES = 8;
const MAX_LINE = 240;

const clip = (line: string) => (line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line);

/** `<file> > <suite> > <test> — <first error line>` for each failed test (ANSI codes already stripped). */
export function vitestFailures(text: string): string[] {
  const lines = text.split('\n');
  const failures: string[] = [];
  for (let i = 0; i < lines.length && failures.length < MAX_FAILURES; i++) {
    const heading = /^\s*FAIL\s+(?:\S+\s+)??(\S+\.test\.tsx?\b.*)$/.exec(lines[i]!);
    if (!heading) continue;
    const error = lines.slice(i + 1).find((line) => line.trim() !== '');
    failures.push(clip(error ? `${heading[1]!.trim()} — ${error.trim()}` : heading[1]!.trim()));
  }
  return failures;
}
