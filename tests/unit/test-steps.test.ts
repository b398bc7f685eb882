import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { childrenCpuSeconds, command, runPooled, type Step } from '../../scripts/test-steps.ts';

// npm test's scheduler: a bounded number of steps at a time, in the given
// order, a step starting only once the steps it needs have passed.

interface Probe {
  steps: Step[];
  started: string[];
  peak: () => number;
  finish: (name: string, ok?: boolean) => void;
}

function probe(specs: { name: string; needs?: string[] }[]): Probe {
  const started: string[] = [];
  const finishers = new Map<string, (ok: boolean) => void>();
  let running = 0;
  let peak = 0;
  const steps = specs.map(({ name, needs }): Step => ({
    name,
    needs,
    run: () =>
      new Promise((resolve) => {
        started.push(name);
        running++;
        peak = Math.max(peak, running);
        finishers.set(name, (ok) => {
          running--;
          resolve({ ok, detail: ok ? 'passed' : 'failed' });
        });
      }),
  }));
  return {
    steps,
    started,
    peak: () => peak,
    finish: (name, ok = true) => {
      const finish = finishers.get(name);
      if (!finish) throw new Error(`${name} has not started`);
      finish(ok);
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => vi.restoreAllMocks());

describe('runPooled', () => {
  it('runs at most the limit at once, starting the next step in order as a slot frees', async () => {
    const p = probe([{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }]);
    const done = runPooled(p.steps, 2);
    await settle();
    expect(p.started).toEqual(['a', 'b']);
    p.finish('b');
    await settle();
    expect(p.started).toEqual(['a', 'b', 'c']);
    p.finish('a');
    p.finish('c');
    await settle();
    p.finish('d');
    const results = await done;
    expect(results.map((r) => `${r.name}:${r.ok}`)).toEqual(['a:true', 'b:true', 'c:true', 'd:true']);
    expect(p.peak()).toBe(2);
  });

  it('lets a later step take a slot while an earlier one waits for its prerequisite', async () => {
    const p = probe([{ name: 'packages' }, { name: 'lane', needs: ['packages'] }, { name: 'lint' }]);
    const done = runPooled(p.steps, 2);
    await settle();
    expect(p.started).toEqual(['packages', 'lint']);
    p.finish('packages');
    await settle();
    expect(p.started).toEqual(['packages', 'lint', 'lane']);
    p.finish('lint');
    p.finish('lane');
    expect((await done).every((r) => r.ok)).toBe(true);
  });

  it('keeps all but two slots for the earlier steps still waiting for a prerequisite', async () => {
    const p = probe([
      { name: 'packages' },
      { name: 'lane-a', needs: ['packages'] },
      { name: 'lane-b', needs: ['packages'] },
      { name: 'lane-c', needs: ['packages'] },
      { name: 'types' },
      { name: 'units' },
      { name: 'lint' },
    ]);
    const done = runPooled(p.steps, 4);
    await settle();
    // Two slots stay the lanes'; the packages and the type check take the others.
    expect(p.started).toEqual(['packages', 'types']);
    p.finish('packages');
    await settle();
    expect(p.started).toEqual(['packages', 'types', 'lane-a', 'lane-b', 'lane-c']);
    for (const name of ['types', 'lane-a', 'lane-b', 'lane-c']) p.finish(name);
    await settle();
    expect(p.started.slice(5)).toEqual(['units', 'lint']);
    p.finish('units');
    p.finish('lint');
    expect((await done).every((r) => r.ok)).toBe(true);
    expect(p.peak()).toBe(4);
  });

  it('does not run a step whose prerequisite failed, and reports it failed', async () => {
    const p = probe([{ name: 'packages' }, { name: 'lane', needs: ['packages'] }, { name: 'pgTAP', needs: ['lane'] }]);
    const done = runPooled(p.steps, 3);
    await settle();
    p.finish('packages', false);
    const results = await done;
    expect(p.started).toEqual(['packages']);
    expect(results.map((r) => [r.name, r.ok, r.detail])).toEqual([
      ['packages', false, 'failed'],
      ['lane', false, 'not run: packages failed'],
      ['pgTAP', false, 'not run: lane failed'],
    ]);
  });

  it('refuses a prerequisite that is not a step', () => {
    const p = probe([{ name: 'lane', needs: ['pakages'] }]);
    expect(() => runPooled(p.steps, 2)).toThrow('lane needs pakages, which is not a step');
  });
});

describe("a step's CPU time", () => {
  it("reads the children's user and system time from the shell's `times`, as bash and dash print it", () => {
    expect(childrenCpuSeconds('0m0.001s 0m0.002s\n1m2.500s 0m3.250s\n')).toBe(65.8);
    expect(childrenCpuSeconds('0m0.000000s 0m0.004000s\n0m12.345000s 0m1.000000s\n')).toBe(13.3);
    expect(childrenCpuSeconds('')).toBeUndefined();
  });

  // Two Node processes and 0.2 s of CPU: on a machine at load 18 that is many seconds.
  it('counts the CPU a command and the processes it waited for used, and keeps its exit code', { timeout: 90_000 }, async () => {
    // A child of the command spins until it has used 0.2 s of CPU, then the command exits 3.
    const spin = 'const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) < 200_000);';
    const script = `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(spin)}]); process.exit(3)`;
    let output = '';
    const { code, cpuSeconds } = await command(process.execPath, ['-e', script], (chunk) => (output += chunk));
    expect(code).toBe(3);
    expect(cpuSeconds).toBeGreaterThanOrEqual(0.2);
    expect(output).toBe('');
  });
});
