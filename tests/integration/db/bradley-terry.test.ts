// The database's Bradley–Terry fit (private.bradley_terry) against
// computations written here independently: the two-player case solved in
// closed form (and, with the prior, by bisection on its one equation), and a
// few thousand synthetic matches between players of known strengths fitted by
// cyclic one-player Newton steps — a different algorithm for the same
// objective (the likelihood times the weak Gaussian prior, Elo scale, mean 1000).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ELO = 400 / Math.log(10);
const PRIOR_SD = 400;

interface Match {
  a: string;
  b: string;
  wins_a: number;
  wins_b: number;
  ties: number;
}

interface Fitted {
  player: string;
  rating: number;
  ci_low: number;
  ci_high: number;
  matches: number;
}

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('dbUrl') });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
});

async function fit(matches: Match[], priorSd = PRIOR_SD): Promise<Map<string, Fitted>> {
  const { rows } = await client.query<{ player: string; rating: string; ci_low: string; ci_high: string; matches: string }>(
    'select * from private.bradley_terry($1::jsonb, $2)',
    [JSON.stringify(matches), priorSd],
  );
  return new Map(
    rows.map((r) => [
      r.player,
      { player: r.player, rating: Number(r.rating), ci_low: Number(r.ci_low), ci_high: Number(r.ci_high), matches: Number(r.matches) },
    ]),
  );
}

/** A small deterministic generator (mulberry32), so the synthetic season is the same on every run. */
function random(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let x = Math.imul(t ^ (t >>> 15), 1 | t);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The reference: maximises Σ w_ij log σ(θ_i − θ_j) − Σ θ_i² / (2τ²) (ties half a
 * win each) one player at a time — Newton on θ_i with the others fixed — until
 * nothing moves, then reports 1000 + ELO · (θ_i − mean θ).
 */
function referenceFit(matches: Match[], priorSd: number): Map<string, number> {
  const players = [...new Set(matches.flatMap((m) => [m.a, m.b]))].sort();
  const index = new Map(players.map((p, i) => [p, i]));
  const n = players.length;
  const wins = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const m of matches) {
    const i = index.get(m.a)!;
    const j = index.get(m.b)!;
    wins[i]![j]! += m.wins_a + m.ties / 2;
    wins[j]![i]! += m.wins_b + m.ties / 2;
  }
  const precision = 1 / (priorSd / ELO) ** 2;
  const theta = new Array<number>(n).fill(0);
  for (let sweep = 0; sweep < 10_000; sweep += 1) {
    let moved = 0;
    for (let i = 0; i < n; i += 1) {
      let gradient = -precision * theta[i]!;
      let curvature = precision;
      for (let j = 0; j < n; j += 1) {
        const games = wins[i]![j]! + wins[j]![i]!;
        if (i === j || games === 0) continue;
        const p = 1 / (1 + Math.exp(theta[j]! - theta[i]!));
        gradient += wins[i]![j]! - games * p;
        curvature += games * p * (1 - p);
      }
      const step = gradient / curvature;
      theta[i]! += step;
      moved = Math.max(moved, Math.abs(step));
    }
    if (moved < 1e-12) break;
  }
  const mean = theta.reduce((s, t) => s + t, 0) / n;
  return new Map(players.map((p, i) => [p, 1000 + ELO * (theta[i]! - mean)]));
}

describe('private.bradley_terry', () => {
  it('two players: the ratings are 400·log10(w/l) apart (the closed form), and with the prior the root of its one equation', async () => {
    const flat = await fit([{ a: 'x', b: 'y', wins_a: 60, wins_b: 20, ties: 0 }], 1e5);
    expect(flat.get('x')!.rating - flat.get('y')!.rating).toBeCloseTo(400 * Math.log10(3), 1);
    expect(flat.get('x')!.rating + flat.get('y')!.rating).toBeCloseTo(2000, 1);
    // 95 % interval of a centred rating: ±1.96 · ELO · sqrt(1 / (n p q)) / 2.
    expect(flat.get('x')!.ci_high - flat.get('x')!.rating).toBeCloseTo((1.959964 * ELO * Math.sqrt(1 / (80 * 0.75 * 0.25))) / 2, 1);

    // With the prior: d = θx − θy solves w − n σ(d) − d / (2τ²) = 0 (θx = −θy = d / 2).
    const tau = PRIOR_SD / ELO;
    const equation = (d: number) => 3 - 5 / (1 + Math.exp(-d)) - d / (2 * tau * tau);
    let lo = 0;
    let hi = 10;
    for (let i = 0; i < 200; i += 1) {
      const mid = (lo + hi) / 2;
      if (equation(mid) > 0) lo = mid;
      else hi = mid;
    }
    const withPrior = await fit([{ a: 'x', b: 'y', wins_a: 2, wins_b: 1, ties: 2 }]);
    expect(withPrior.get('x')!.rating).toBeCloseTo(1000 + (ELO * lo) / 2, 1);
    expect(withPrior.get('y')!.matches).toBe(5);
  });

  it('agrees with an independent fit to within 1 rating point on 4,000 synthetic matches of known strengths', async () => {
    const rand = random(20261125);
    const truth = new Map<string, number>([
      ['model-a', 1250],
      ['model-b', 1150],
      ['model-c', 1080],
      ['model-d', 1000],
      ['model-e', 960],
      ['model-f', 900],
      ['model-g', 850],
      ['model-h', 810],
    ]);
    const names = [...truth.keys()];
    const byPair = new Map<string, Match>();
    for (let k = 0; k < 4000; k += 1) {
      const i = Math.floor(rand() * names.length);
      let j = Math.floor(rand() * (names.length - 1));
      if (j >= i) j += 1;
      const [a, b] = [names[i]!, names[j]!];
      const pA = 1 / (1 + 10 ** ((truth.get(b)! - truth.get(a)!) / 400));
      const key = `${a}|${b}`;
      const match = byPair.get(key) ?? { a, b, wins_a: 0, wins_b: 0, ties: 0 };
      const roll = rand();
      // One game in twenty is a tie (half a win each); the rest follow the true odds.
      if (roll < 0.05) match.ties += 1;
      else if (rand() < pA) match.wins_a += 1;
      else match.wins_b += 1;
      byPair.set(key, match);
    }
    const matches = [...byPair.values()];

    const fitted = await fit(matches);
    const reference = referenceFit(matches, PRIOR_SD);

    expect([...fitted.keys()].sort()).toEqual(names.slice().sort());
    for (const [player, rating] of reference) {
      expect(Math.abs(fitted.get(player)!.rating - rating)).toBeLessThanOrEqual(1);
    }
    const mean = [...fitted.values()].reduce((s, f) => s + f.rating, 0) / fitted.size;
    expect(mean).toBeCloseTo(1000, 1);
    expect([...fitted.values()].reduce((s, f) => s + f.matches, 0)).toBe(8000);

    // The known strengths (re-centred like the fit) lie inside their 95 % intervals, bar the odd one.
    const trueMean = [...truth.values()].reduce((s, t) => s + t, 0) / truth.size;
    const covered = names.filter((p) => {
      const t = truth.get(p)! - trueMean + 1000;
      return fitted.get(p)!.ci_low <= t && t <= fitted.get(p)!.ci_high;
    });
    expect(covered.length).toBeGreaterThanOrEqual(6);
    // And the order of the strong and the weak is recovered.
    expect(fitted.get('model-a')!.rating).toBeGreaterThan(fitted.get('model-d')!.rating);
    expect(fitted.get('model-d')!.rating).toBeGreaterThan(fitted.get('model-h')!.rating);
  });
});
