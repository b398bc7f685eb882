// bench:web's figures: the median of the runs per route × preset, the product's
// targets, and the markdown table (printed and written to docs/benchmarks.md).

export type Preset = 'mobile' | 'desktop';

/** One Lighthouse run's figures. */
export interface RunFigures {
  /** Performance score, 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Gzip bytes of the first screen's scripts the page loaded (entry, its static imports, the route chunk and its). */
  jsGzipBytes: number;
  scripts: number;
  /** Gzip bytes of the scripts loaded after the first render (the full supabase-js client, zod, the Markdown renderer). */
  laterJsGzipBytes: number;
}

export interface CaseResult {
  route: string;
  preset: Preset;
  runs: RunFigures[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    jsGzipBytes: of('jsGzipBytes'),
    scripts: of('scripts'),
    laterJsGzipBytes: of('laterJsGzipBytes'),
  };
}

export interface Target {
  /** The limit, in the figure's unit. */
  limit: number;
  /** 'min': the figure must reach the limit; 'max': must not exceed it. */
  kind: 'min' | 'max';
}

/** The route pattern as the targets name it (`/debate/:id` for any debate). */
function routeKey(route: string): string {
  if (route.startsWith('/debate/')) return '/debate/:id';
  return route.startsWith('/u/') ? '/u/:handle' : route;
}

/** The product's targets per figure, route and preset; undefined where a figure has none. */
export function targetFor(figure: keyof RunFigures, route: string, preset: Preset): Target | undefined {
  const key = routeKey(route);
  switch (figure) {
    case 'score':
      if (key === '/engine') return preset === 'mobile' ? { limit: 90, kind: 'min' } : undefined;
      return { limit: preset === 'mobile' ? 95 : 98, kind: 'min' };
    case 'cls':
      return { limit: 0.02, kind: 'max' };
    case 'lcpMs':
      return preset === 'mobile' ? { limit: 2000, kind: 'max' } : undefined;
    case 'tbtMs':
      return { limit: 200, kind: 'max' };
    case 'jsGzipBytes':
      return { limit: 150_000, kind: 'max' };
    default:
      return undefined;
  }
}

function meets(value: number, target: Target): boolean {
  return target.kind === 'min' ? value >= target.limit : value <= target.limit;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function format(figure: keyof RunFigures, value: number): string {
  switch (figure) {
    case 'score':
      return String(Math.round(value));
    case 'cls':
      return value.toFixed(3);
    case 'fcpMs':
    case 'lcpMs':
      return seconds(value);
    case 'tbtMs':
      return `${Math.round(value)} ms`;
    case 'jsGzipBytes':
    case 'laterJsGzipBytes':
      return kb(value);
    case 'scripts':
      return String(value);
  }
}

function cell(figure: keyof RunFigures, value: number, route: string, preset: Preset): string {
  const target = targetFor(figure, route, preset);
  if (!target) return format(figure, value);
  const sign = target.kind === 'min' ? '≥' : '≤';
  return `${format(figure, value)} ${meets(value, target) ? 'pass' : '**miss**'} (${sign} ${format(figure, target.limit)})`;
}

export function table(results: CaseResult[]): string {
  const lines = [
    '| route | preset | score (runs) | FCP | LCP | CLS | TBT | first-screen JS gzip (files) | JS after first render |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { route, preset, runs } of results) {
    const m = medianFigures(runs);
    lines.push(
      `| ${routeKey(route)} | ${preset} | ${cell('score', m.score, route, preset)} [${runs.map((r) => Math.round(r.score)).join(', ')}] | ${cell('fcpMs', m.fcpMs, route, preset)} | ${cell('lcpMs', m.lcpMs, route, preset)} | ${cell('cls', m.cls, route, preset)} | ${cell('tbtMs', m.tbtMs, route, preset)} | ${cell('jsGzipBytes', m.jsGzipBytes, route, preset)} (${m.scripts}) | ${format('laterJsGzipBytes', m.laterJsGzipBytes)} |`,
    );
  }
  return lines.join('\n');
}

/** One line per missed target: by how much. */
export function misses(results: CaseResult[]): string[] {
  const out: string[] = [];
  const names: Partial<Record<keyof RunFigures, string>> = {
    score: 'performance',
    lcpMs: 'LCP',
    cls: 'CLS',
    jsGzipBytes: 'JS',
  };
  for (const { route, preset, runs } of results) {
    const m = medianFigures(runs);
    for (const figure of Object.keys(names) as Array<keyof RunFigures>) {
      const target = targetFor(figure, route, preset);
      if (!target || meets(m[figure], target)) continue;
      const gap = Math.abs(m[figure] - target.limit);
      out.push(
        `${routeKey(route)} ${preset}: ${names[figure]} ${format(figure, m[figure])}, ${format(figure, gap)} ${target.kind === 'min' ? 'below' : 'over'} the target ${format(figure, target.limit)}`,
      );
    }
  }
  return out;
}

/** Replaces (or appends) the marked section of a sectioned markdown file. */
export function replaceSection(document: string, name: string, body: string): string {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${begin}\n${body.trim()}\n${end}`;
  const from = document.indexOf(begin);
  const to = document.indexOf(end);
  if (from >= 0 && to > from) return document.slice(0, from) + section + document.slice(to + end.length);
  return `${document.trimEnd()}\n\n${section}\n`;
}
