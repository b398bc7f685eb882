import { describe, expect, it } from 'vitest';
import {
  median,
  medianFigures,
  misses,
  replaceSection,
  table,
  targetFor,
  type CaseResult,
  type RunFigures,
} from '../../bench/web/report.ts';

const run = (over: Partial<RunFigures>): RunFigures => ({
  score: 99,
  fcpMs: 800,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 10,
  jsGzipBytes: 120_000,
  scripts: 6,
  laterJsGzipBytes: 40_000,
  ...over,
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle pair of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is taken per figure', () => {
    const m = medianFigures([run({ score: 90, cls: 0.3 }), run({ score: 70, cls: 0 }), run({ score: 80, cls: 0.1 })]);
    expect(m.score).toBe(80);
    expect(m.cls).toBe(0.1);
  });
});

describe('targets', () => {
  it('are the product targets: score, CLS, mobile LCP and first-screen JavaScript per route and preset', () => {
    expect(targetFor('score', '/community/ranking', 'mobile')).toEqual({
      limit: 95,
      kind: 'min',
    });
    expect(targetFor('score', '/debate/8d1e', 'desktop')).toEqual({
      limit: 98,
      kind: 'min',
    });
    expect(targetFor('score', '/engine', 'mobile')).toEqual({
      limit: 90,
      kind: 'min',
    });
    expect(targetFor('score', '/engine', 'desktop')).toBeUndefined();
    expect(targetFor('cls', '/engine', 'desktop')).toEqual({
      limit: 0.02,
      kind: 'max',
    });
    expect(targetFor('lcpMs', '/community/ranking', 'mobile')).toEqual({
      limit: 2000,
      kind: 'max',
    });
    expect(targetFor('lcpMs', '/community/ranking', 'desktop')).toBeUndefined();
    expect(targetFor('jsGzipBytes', '/engine', 'mobile')).toEqual({
      limit: 150_000,
      kind: 'max',
    });
    expect(targetFor('tbtMs', '/engine', 'mobile')).toEqual({ limit: 200, kind: 'max' });
  });
});

describe('table and misses', () => {
  const results: CaseResult[] = [
    {
      route: '/community/ranking',
      preset: 'mobile',
      runs: [run({ score: 72 }), run({ score: 75 }), run({ score: 70, lcpMs: 3000 })],
    },
    {
      route: '/debate/8d1e',
      preset: 'desktop',
      runs: [run({}), run({ cls: 0.5 }), run({ cls: 0.4, jsGzipBytes: 191_782 })],
    },
  ];

  it('shows each median next to its target with pass or miss', () => {
    const lines = table(results).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| /community/ranking | mobile | 72 **miss** (≥ 95) [72, 75, 70] | 0.80 s | 1.20 s pass (≤ 2.00 s) | 0.000 pass (≤ 0.020) | 10 ms pass (≤ 200 ms) | 120.0 KB pass (≤ 150.0 KB) (6) | 40.0 KB |',
    );
    expect(lines[3]).toContain('| /debate/:id | desktop | 99 pass (≥ 98)');
    expect(lines[3]).toContain('0.400 **miss** (≤ 0.020)');
  });

  it('says by how much each target is missed', () => {
    expect(misses(results)).toEqual([
      '/community/ranking mobile: performance 72, 23 below the target 95',
      '/debate/:id desktop: CLS 0.400, 0.380 over the target 0.020',
    ]);
  });
});

describe('replaceSection', () => {
  it('appends a new section and replaces only its own on the next run', () => {
    const first = replaceSection('# Benchmarks\n\n<!-- other:begin -->\nkeep\n<!-- other:end -->\n', 'bench:web', 'run 1');
    expect(first).toContain('<!-- other:begin -->\nkeep\n<!-- other:end -->');
    expect(first).toMatch(/<!-- bench:web:begin -->\nrun 1\n<!-- bench:web:end -->\n$/);
    const second = replaceSection(first, 'bench:web', 'run 2');
    expect(second).not.toContain('run 1');
    expect(second.match(/bench:web:begin/g)).toHaveLength(1);
    expect(second).toContain('keep');
  });
});
