/**
 * A postgres_changes filter as a SQL predicate over a record alias, the way
 * Supabase's `realtime.check_equality_op` evaluates it: the filter value cast
 * to the column's own type, the comparison done by Postgres (so `gt` on a
 * timestamp or `in` on a uuid mean what they mean in SQL). A NULL result
 * (e.g. a NULL column) does not match.
 */
import pg from 'pg';
import type { ColumnInfo } from './database.ts';
import type { ColumnFilter } from './subscriptions.ts';

const SYMBOLS: Partial<Record<ColumnFilter['op'], string>> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

export function predicateSql(filter: ColumnFilter, alias: string, column: ColumnInfo): string {
  const ref = `${alias}.${pg.escapeIdentifier(column.name)}`;
  const literal = pg.escapeLiteral(filter.value);
  let test: string;
  switch (filter.op) {
    case 'in':
      test = `${ref} = any (${literal}::${column.sqlType}[])`;
      break;
    case 'is':
      if (!IS_VALUES.has(filter.value)) throw new Error('invalid value for is filter: must be null, true, false, or unknown');
      test = `${ref} is ${filter.value}`;
      break;
    case 'isdistinct':
      test = `${ref} is distinct from ${literal}::${column.sqlType}`;
      break;
    default:
      test = `${ref} ${SYMBOLS[filter.op]} ${literal}::${column.sqlType}`;
  }
  return filter.negate ? `coalesce(not (${test}), false)` : `coalesce((${test}), false)`;
}
