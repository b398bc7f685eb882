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

  it('parses eq filters, AND-ed with commas, with PostgREST-style quoting', () => {
    expect(parseFilter('id=eq.5')).toEqual({ ok: true, filters: [{ column: 'id', value: '5' }] });
    expect(parseFilter('topic=eq."a,b",user_id=eq.7')).toEqual({
      ok: true,
      filters: [
        { column: 'topic', value: 'a,b' },
        { column: 'user_id', value: '7' },
      ],
    });
    expect(parseFilter('name=eq."say \\"hi\\""')).toEqual({ ok: true, filters: [{ column: 'name', value: 'say "hi"' }] });
  });

  it('refuses operators other than eq rather than ignoring them', () => {
    expect(parseFilter('upvotes=gt.5')).toMatchObject({ ok: false, message: expect.stringContaining('only `eq`') });
    expect(parseFilter('id=not.eq.5')).toMatchObject({ ok: false });
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
