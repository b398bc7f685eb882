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

/** "banned", "taught", "forgiven": a past participle after "be" (not an adjective such as "free" or "red"). */
export function isParticiple(word: string): boolean {
  const lower = word.toLowerCase();
  if (IRREGULAR_PARTICIPLES[lower]) return true;
  return /[^e]ed$/.test(lower) && !NOT_PARTICIPLES.has(lower);
}

const NOT_PARTICIPLES = new Set([
  'red',
  'bed',
  'need',
  'seed',
  'speed',
  'feed',
  'greed',
  'bred',
  'shed',
  'sacred',
  'naked',
  'wicked',
  'aged',
]);

/** Base forms of the verbs a debate question is built on ("Should schools START later?"). */
export const BASE_VERBS = new Set(
  (
    'abandon abolish accept adopt affect agree allow apologise apologize apply argue ask attend avoid ban be become beat begin believe ' +
    'belong benefit boost borrow break bring build buy cancel cap care cause change charge choose close colonise colonize come compete ' +
    'consider control cook cost count create cut damage deal decide decriminalise decriminalize define deliver demand deserve destroy ' +
    'die do dominate donate drink drive drop earn eat educate eliminate embrace encourage end enforce enjoy exist expand explain explore ' +
    'face fail fall feel fight fix follow forbid force forget forgive fund gain get give go govern grow guarantee harm hate have help hire ' +
    'hold hurt ignore improve include increase influence inspire introduce invest join judge keep kill know last lead learn leave legalise ' +
    'legalize lend let lie limit listen live lose love lower make manage mandate matter mean meet mind move need offer open own pay permit ' +
    'play pollute prefer prevent prioritise prioritize produce prohibit promote protect provide publish punish pursue put raise reach read ' +
    'recognise recognize reduce refuse regulate reject rely remain remove rent repair replace require respect restrict return reward ' +
    'rule run save say scrap see sell send serve share shape shut sleep slow solve speak spend stand start stay stop study subsidise ' +
    'subsidize succeed suffer support surrender switch take talk tax teach tell test think threaten train travel treat trust try turn ' +
    'understand unite use value visit vote wait walk want waste watch wear win work worry write'
  ).split(/\s+/),
);
