/** "3 continuations · 1 rematch": a debate's family in a few words (empty when it has none). */
export function familyCountLabel(continuations: number, rematches: number): string {
  const parts: string[] = [];
  if (continuations > 0) parts.push(continuations === 1 ? '1 continuation' : `${continuations} continuations`);
  if (rematches > 0) parts.push(rematches === 1 ? '1 rematch' : `${rematches} rematches`);
  return parts.join(' · ');
}
