/**
 * The `postgres_changes` entries of a join: parsing them the way Supabase
 * Realtime does (same defaults and error messages), and the ids the client
 * matches incoming changes on.
 */

type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

/** The operators Supabase Realtime evaluates (`realtime.equality_op`). */
const FILTER_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct'] as const;
type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface ColumnFilter {
  column: string;
  op: FilterOperator;
  /** The value as written (unquoted); `in` lists become a Postgres array literal `{a,b}`. Cast to the column type later. */
  value: string;
  /** `col=not.op.value` */
  negate: boolean;
}

export interface ChangeSubscription {
  /** Server-assigned id, echoed in the join reply and in every change's `ids`. */
  id: number;
  event: ChangeEvent;
  schema: string;
  /** '*' for every table of the schema. */
  table: string;
  filters: ColumnFilter[];
  /** The client's entry as sent, echoed back with the id (the client compares event/schema/table/filter). */
  params: Record<string, unknown>;
}

export type ParseResult = { ok: true; subscription: ChangeSubscription } | { ok: false; message: string };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function eventOf(params: Record<string, unknown>): ChangeEvent {
  const event = params.event;
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/** Parses one `config.postgres_changes` entry. */
export function parseChangeParams(raw: unknown): ParseResult {
  const params = isRecord(raw) ? raw : {};
  const event = eventOf(params);
  const { schema, table, filter } = params;
  const id = subscriptionId(params);
  const has = (key: string) => Object.hasOwn(params, key) && params[key] !== undefined;

  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    const filters = parseFilter(filter);
    if (!filters.ok) return { ok: false, message: `Error parsing \`filter\` params: ${filters.message}` };
    return { ok: true, subscription: { id, event, schema, table, filters: filters.filters, params } };
  }
  if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) {
    return { ok: true, subscription: { id, event, schema, table, filters: [], params } };
  }
  if (typeof schema === 'string' && !has('table') && !has('filter')) {
    return { ok: true, subscription: { id, event, schema, table: '*', filters: [], params } };
  }
  if (typeof table === 'string' && !has('schema') && !has('filter')) {
    return { ok: true, subscription: { id, event, schema: 'public', table, filters: [], params } };
  }
  return {
    ok: false,
    message: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`,
  };
}

type FilterResult = { ok: true; filters: ColumnFilter[] } | { ok: false; message: string };

const isOperator = (op: string): op is FilterOperator => (FILTER_OPERATORS as readonly string[]).includes(op);

/**
 * `col=op.value[,col2=op.value2]` (AND), `not.` negating an operator, values
 * optionally double-quoted PostgREST-style, `in.(a,b)` lists — parsed as
 * Supabase Realtime parses them, with its messages for what it refuses.
 */
export function parseFilter(filter: string): FilterResult {
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, filters: [] };
  const filters: ColumnFilter[] = [];
  for (const segment of splitTopLevel(trimmed)) {
    const part = segment.trim();
    if (part === '') return { ok: false, message: 'filter must not contain empty segments (check for extra commas)' };
    const eqAt = part.indexOf('=');
    if (eqAt < 0) return { ok: false, message: JSON.stringify([part]) };
    const column = part.slice(0, eqAt);
    let opValue = part.slice(eqAt + 1);
    const negate = opValue.startsWith('not.');
    if (negate) opValue = opValue.slice('not.'.length);
    const dotAt = opValue.indexOf('.');
    if (dotAt < 0) return { ok: false, message: JSON.stringify([column, opValue]) };
    const operator = opValue.slice(0, dotAt);
    const raw = opValue.slice(dotAt + 1);
    if (!isOperator(operator)) return { ok: false, message: JSON.stringify([operator, raw]) };
    if (operator === 'in') {
      if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) {
        return { ok: false, message: '`in` filter value must be wrapped by parentheses' };
      }
      filters.push({ column, op: operator, value: `{${raw.slice(1, -1)}}`, negate });
    } else {
      filters.push({ column, op: operator, value: unquote(raw), negate });
    }
  }
  return { ok: true, filters };
}

// Commas inside double quotes or parentheses do not separate conditions.
function splitTopLevel(filter: string): string[] {
  const segments: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < filter.length; i++) {
    const char = filter[i]!;
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < filter.length) current += filter[++i];
      else if (char === '"') quoted = false;
    } else if (char === '"') {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth++;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      segments.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  segments.push(current);
  return segments;
}

function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length; i++) {
    const char = value[i]!;
    if (char === '\\' && i + 1 < value.length) out += value[++i];
    else if (char === '"') return i === value.length - 1 ? out : value;
    else out += char;
  }
  return value;
}

/**
 * A stable small integer per distinct entry (Supabase uses `:erlang.phash2`
 * of the params, range 2^27): FNV-1a over the canonical JSON.
 */
export function subscriptionId(params: Record<string, unknown>): number {
  const canonical = JSON.stringify(params, Object.keys(params).sort());
  let hash = 0x811c9dc5;
  for (let i = 0; i < canonical.length; i++) {
    hash ^= canonical.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7ffffff;
}
