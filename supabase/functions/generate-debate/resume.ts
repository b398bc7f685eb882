/**
 * A generation as the runner starts it: a new debate's plan, or — for a continuation, a rematch,
 * or a run taken up again — the plan, settings and written turns the database keeps. The run
 * starts at the first planned turn not yet written.
 */
import type { GenerationOrigin, PrefixTurn } from '../_shared/contract/sse-events.ts';
import type { StoredGeneration } from './debate-store.ts';
import { parseDebateSettings, type DebateSettings } from './settings.ts';
import { defaultPlan, planFrom, turnRefOf, type CompletedTurn, type PlannedTurn } from './turns.ts';

export interface PreparedRun {
  settings: DebateSettings;
  plan: readonly PlannedTurn[];
  /** The turns already written, from the first on (copied turns, a person's question, turns of an earlier run). */
  prefix: readonly PrefixTurn[];
  origin: GenerationOrigin | null;
}

/** A new debate: nothing written yet, every turn the runner's. */
export function newRun(settings: DebateSettings): PreparedRun {
  return { settings, plan: defaultPlan(settings.moderatorEnabled), prefix: [], origin: null };
}

/** The run the database describes; throws when what it keeps cannot be run (a bug, not the caller's). */
export function storedRun(stored: StoredGeneration, modelNames: readonly string[]): PreparedRun {
  const parsed = parseDebateSettings(stored.settings, modelNames);
  if (!parsed.ok) throw new Error(`the generation's settings cannot be run: ${parsed.field}: ${parsed.message}`);
  const prefix: PrefixTurn[] = [];
  for (const row of [...stored.turns].sort((a, b) => a.sequence - b.sequence)) {
    if (row.sequence !== prefix.length || !row.complete) break;
    const turn = turnRefOf(row);
    if (!turn) throw new Error(`the generation's turn ${row.sequence} is not a turn`);
    prefix.push({
      sequence: row.sequence,
      turn,
      text: row.text,
      summary: row.summary,
      authorKind: row.authorKind,
      model: row.model,
      inherited: row.inherited,
      withheld: row.withheld,
      authorName: row.authorName,
    });
  }
  return { settings: parsed.settings, plan: planFrom(stored.plan), prefix, origin: stored.origin };
}

/** The written turns as the turns after them see them. */
export function previousOf(prefix: readonly PrefixTurn[]): CompletedTurn[] {
  return prefix.map((p) => ({
    turn: p.turn,
    text: p.text,
    summary: p.summary,
    fallback: false,
    ...(p.withheld ? { withheld: true } : {}),
  }));
}
