import { db } from '@/lib/db.ts';
import { isRecord } from '@/lib/guards.ts';

/** One model in the side-balanced view: its rating over matched pairs and its record on each side. */
interface SideBalancedModel {
  model: string;
  rating: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  matchups: number;
  matchupWins: number;
  matchupLosses: number;
  splits: number;
  forWins: number;
  forLosses: number;
  againstWins: number;
  againstLosses: number;
}

/** get_side_balanced_leaderboard: matched side-swapped pairs only, and how much the motion's side itself wins. */
export interface SideBalanced {
  pairs: number;
  /** Debates of the pairs, and how many the side For the motion won (the side bias, with its 95 % interval). */
  debates: number;
  forWins: number;
  forWinRate: number | null;
  forWinRateLow: number | null;
  forWinRateHigh: number | null;
  models: SideBalancedModel[];
}

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const numOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function modelFrom(value: unknown): SideBalancedModel | null {
  if (!isRecord(value) || typeof value.model !== 'string') return null;
  return {
    model: value.model,
    rating: numOrNull(value.rating),
    ciLow: numOrNull(value.ciLow),
    ciHigh: numOrNull(value.ciHigh),
    matchups: num(value.matchups),
    matchupWins: num(value.matchupWins),
    matchupLosses: num(value.matchupLosses),
    splits: num(value.splits),
    forWins: num(value.forWins),
    forLosses: num(value.forLosses),
    againstWins: num(value.againstWins),
    againstLosses: num(value.againstLosses),
  };
}

/** The function's jsonb, narrowed field by field. */
function sideBalancedFrom(value: unknown): SideBalanced {
  const row = isRecord(value) ? value : {};
  return {
    pairs: num(row.pairs),
    debates: num(row.debates),
    forWins: num(row.forWins),
    forWinRate: numOrNull(row.forWinRate),
    forWinRateLow: numOrNull(row.forWinRateLow),
    forWinRateHigh: numOrNull(row.forWinRateHigh),
    models: Array.isArray(row.models) ? row.models.map(modelFrom).filter((m): m is SideBalancedModel => m !== null) : [],
  };
}

export async function fetchSideBalanced(): Promise<SideBalanced> {
  const { data, error } = await db.rpc('get_side_balanced_leaderboard');
  if (error) throw error;
  return sideBalancedFrom(data);
}
