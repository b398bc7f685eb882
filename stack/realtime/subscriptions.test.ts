import { describe, expect, it } from 'vitest';
import { parseChangeParams, parseFilter, subscriptionId } from './subscriptions.ts';

describe('postgres_changes params', () => {
  it('defaults like Supabase: unknown events mean *, a bare table means schema public', () => {
    const parsed = parseChangeParams({ event: 'upsert', table: 'debates' });
    expect(parsed).toMatchObject({ ok: true, subscription: { event: '*', schema: 'public', table: 'debates', filters: [] } });
    expect(parseChangeParams({ event: 'update', schema: 'public' })).toMatchObject({
      ok: true,
      subscription: { event: 'UPDATE', schema: 'public', table: '*' },
    });
  });

  it('refuses entries without schema or table, with Supabase message', () => {
    const parsed = parseChangeParams({ event: '*' });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(/^No subscription params provided\. Please provide at least a `schema` or `table`/);
  });

  it('parses filters, AND-ed with commas, with PostgREST-style quoting', () => {
    const eq = (column: string, value: string) => ({ column, op: 'eq', value, negate: false });
    expect(parseFilter('id=eq.5')).toEqual({ ok: true, filters: [eq('id', '5')] });
    expect(parseFilter('topic=eq."a,b",user_id=eq.7')).toEqual({ ok: true, filters: [eq('topic', 'a,b'), eq('user_id', '7')] });
    expect(parseFilter('name=eq."say \\"hi\\""')).toEqual({ ok: true, filters: [eq('name', 'say "hi"')] });
  });

  it('parses every operator Supabase evaluates, `not.` and `in` lists as Supabase does', () => {
    for (const op of ['neq', 'lt', 'lte', 'gt', 'gte', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct']) {
      expect(parseFilter(`upvotes=${op}.5`)).toEqual({ ok: true, filters: [{ column: 'upvotes', op, value: '5', negate: false }] });
    }
    expect(parseFilter('id=in.(1,2,3)')).toEqual({ ok: true, filters: [{ column: 'id', op: 'in', value: '{1,2,3}', negate: false }] });
    expect(parseFilter('id=gt.0,id=lt.100')).toMatchObject({ ok: true, filters: [{ op: 'gt' }, { op: 'lt' }] });
    expect(parseFilter('subject=not.like.hey%')).toEqual({
      ok: true,
      filters: [{ column: 'subject', op: 'like', value: 'hey%', negate: true }],
    });
  });

  it('refuses unknown operators and malformed filters rather than ignoring them', () => {
    expect(parseFilter('id=in.1,2')).toMatchObject({ ok: false, message: '`in` filter value must be wrapped by parentheses' });
    expect(parseFilter('subject=foo.hey')).toEqual({ ok: false, message: '["foo","hey"]' });
    expect(parseFilter('undefined')).toEqual({ ok: false, message: '["undefined"]' });
    expect(parseFilter('id=eq.1,,id=eq.2')).toMatchObject({ ok: false, message: expect.stringContaining('empty segments') });
  });

  it('gives equal entries equal ids and different entries different ids', () => {
    const a = { event: 'UPDATE', schema: 'public', table: 'debates', filter: 'id=eq.1' };
    expect(subscriptionId(a)).toBe(subscriptionId({ filter: 'id=eq.1', table: 'debates', schema: 'public', event: 'UPDATE' }));
    expect(subscriptionId(a)).not.toBe(subscriptionId({ ...a, filter: 'id=eq.2' }));
    expect(subscriptionId(a)).toBeLessThan(2 ** 27);
  });
});
