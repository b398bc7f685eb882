/** Just enough English verb morphology to turn a debate question into its subject. */

const IRREGULAR_PARTICIPLES: Readonly<Record<string, string>> = {
  taught: 'teaching',
  paid: 'paying',
  held: 'holding',
  made: 'making',
  given: 'giving',
  forgiven: 'forgiving',
  taken: 'taking',
  done: 'doing',
  built: 'building',
  sold: 'selling',
  brought: 'bringing',
  kept: 'keeping',
  bought: 'buying',
  spent: 'spending',
  cut: 'cutting',
  put: 'putting',
  set: 'setting',
  shut: 'shutting',
  forbidden: 'forbidding',
  run: 'running',
  worn: 'wearing',
  eaten: 'eating',
  drawn: 'drawing',
  shown: 'showing',
  known: 'knowing',
  grown: 'growing',
  written: 'writing',
  spoken: 'speaking',
  chosen: 'choosing',
  broken: 'breaking',
  seen: 'seeing',
  told: 'telling',
  found: 'finding',
  freed: 'freeing',
  let: 'letting',
  driven: 'driving',
  sent: 'sending',
};

const IRREGULAR_GERUNDS: Readonly<Record<string, string>> = {
  be: 'being',
  have: 'having',
  see: 'seeing',
  agree: 'agreeing',
  free: 'freeing',
  permit: 'permitting',
  admit: 'admitting',
  commit: 'committing',
  control: 'controlling',
  regret: 'regretting',
  forget: 'forgetting',
  begin: 'beginning',
  refer: 'referring',
  prefer: 'preferring',
  occur: 'occurring',
};

/** "banned" → "banning", "regulated" → "regulating", "taught" → "teaching". */
export function gerundOfParticiple(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PARTICIPLES[lower];
  if (irregular) return irregular;
  if (lower.endsWith('ied')) return `${lower.slice(0, -3)}ying`;
  // A regular participle keeps the stem's spelling changes (bann-ed, regulat-ed), so -ed → -ing is exact.
  if (lower.endsWith('ed')) return `${lower.slice(0, -2)}ing`;
  return `${lower}ing`;
}

/** "ban" → "banning", "replace" → "replacing", "lie" → "lying". */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR_GERUNDS[lower];
  if (irregular) return irregular;
  if (lower.endsWith('ie')) return `${lower.slice(0, -2)}ying`;
  if (lower.endsWith('ee')) return `${lower}ing`;
  if (lower.endsWith('e') && lower.length > 2) return `${lower.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bcdfgklmnprstvz]$/.test(lower)) return `${lower}${lower.slice(-1)}ing`;
  return `${lower}ing`;
}

/** "buy" → "buys", "have" → "has", "carry" → "carries". */
export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower === 'have') return 'has';
  if (lower === 'do' || lower === 'go') return `${lower}es`;
  if (/(s|sh|ch|x|z)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

/** Verbs that can follow "Should <subject>" in a debate question. */
export const COMMON_VERBS = new Set(
  (
    'ban replace pay have learn return accept forgive regulate eat trust fund allow abolish tax give get take make use stop ' +
    'require adopt build cut raise lower end introduce legalize legalise teach protect limit spend invest subsidize subsidise ' +
    'switch move go work own vote wear keep help provide offer punish sell buy drive colonize colonise explore break lie rent ' +
    'live embrace choose become let prioritize prioritise restrict control prohibit mandate reduce increase join leave open ' +
    'close share support be replace outlaw scrap cap pursue treat consider recognise recognize encourage prefer stay abandon ' +
    'enforce expand force hire charge exist compete run rule play watch read write study speak drop dump'
  ).split(/\s+/),
);
