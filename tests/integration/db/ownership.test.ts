// The owner-only rules (own debates, own responses, names, account deletion)
// through supabase-js, as the SPA calls them:
// another user's delete / unshare / re-categorise / edit / delete is refused
// with its code and changes nothing; names and account deletion answer with
// their codes too.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { supabaseClient } from '../../support/supabase-client.ts';
import { signUpNewUser, type TestUser } from '../functions/helpers.ts';
import { postQuotingResponse, saveNewDebate, type SavedDebate } from '../../support/own-debate.ts';

let owner: TestUser;
let other: TestUser;
let debate: SavedDebate;

beforeAll(async () => {
  owner = await signUpNewUser('owner');
  other = await signUpNewUser('other');
  debate = await saveNewDebate(owner.db, owner.accessToken, { categories: ['Society'], share: true });
}, 120_000);

async function debateRow(id: string) {
  const { data, error } = await owner.db.from('debates').select('is_public, categories').eq('id', id).maybeSingle();
  if (error) throw error;
  return data as { is_public: boolean; categories: string[] } | null;
}

describe("another user's debate", () => {
  it('refuses delete, unshare and category changes with AG110 and leaves the debate as it was', async () => {
    expect((await other.db.rpc('delete_debate', { p_debate_id: debate.id })).error?.code).toBe('AG110');
    expect((await other.db.rpc('unshare_debate', { p_debate_id: debate.id })).error?.code).toBe('AG110');
    const categories = await other.db.rpc('set_debate_categories', { p_debate_id: debate.id, p_categories: ['Science'] });
    expect(categories.error?.code).toBe('AG110');
    expect(await debateRow(debate.id)).toEqual({ is_public: true, categories: ['Society'] });
  });

  it('answers AG030 for a private debate of someone else, as for one that does not exist', async () => {
    const hidden = await saveNewDebate(owner.db, owner.accessToken);
    expect((await other.db.rpc('delete_debate', { p_debate_id: hidden.id })).error?.code).toBe('AG030');
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect((await other.db.rpc('unshare_debate', { p_debate_id: unknown })).error?.code).toBe('AG030');
    expect(await debateRow(hidden.id)).not.toBeNull();
  }, 120_000);

  it('lets the owner re-categorise (1–3 known), unshare and delete', async () => {
    // A new user: each account has two free debates.
    const author = await signUpNewUser('author');
    const mine = await saveNewDebate(author.db, author.accessToken, { share: true });
    expect((await author.db.rpc('set_debate_categories', { p_debate_id: mine.id, p_categories: [] })).error?.code).toBe('AG011');
    const four = ['Society', 'Science', 'Politics', 'Technology'];
    expect((await author.db.rpc('set_debate_categories', { p_debate_id: mine.id, p_categories: four })).error?.code).toBe('AG012');
    const changed = await author.db.rpc('set_debate_categories', { p_debate_id: mine.id, p_categories: ['Science', 'Society'] });
    expect(changed.error).toBeNull();
    expect((changed.data as { categories: string[] }).categories).toEqual(['Science', 'Society']);

    const unshared = await author.db.rpc('unshare_debate', { p_debate_id: mine.id });
    expect(unshared.error).toBeNull();
    expect(unshared.data).toMatchObject({ is_public: false, shared_at: null });
    // Gone from the ranking for everyone else.
    expect((await other.db.from('debates').select('id').eq('id', mine.id)).data).toEqual([]);

    expect((await author.db.rpc('delete_debate', { p_debate_id: mine.id })).data).toBe(mine.id);
    expect((await author.db.from('debates').select('id').eq('id', mine.id)).data).toEqual([]);
  }, 120_000);
});

describe("another user's response", () => {
  it('refuses edit and delete with AG120; the author edits (edited_at) and deletes', async () => {
    const response = await postQuotingResponse(owner.db, debate, 'The first version.');
    const edit = await other.db.rpc('edit_response', { p_response_id: response.id, p_content: 'Hijacked' });
    expect(edit.error?.code).toBe('AG120');
    expect((await other.db.rpc('delete_response', { p_response_id: response.id })).error?.code).toBe('AG120');

    expect((await owner.db.rpc('edit_response', { p_response_id: response.id, p_content: '   ' })).error?.code).toBe('AG061');
    const edited = await owner.db.rpc('edit_response', { p_response_id: response.id, p_content: 'The second version.' });
    expect(edited.error).toBeNull();
    expect(edited.data).toMatchObject({ content: 'The second version.' });
    expect((edited.data as { edited_at: string | null }).edited_at).not.toBeNull();

    expect((await owner.db.rpc('delete_response', { p_response_id: response.id })).data).toBe('removed');
    expect((await owner.db.rpc('edit_response', { p_response_id: response.id, p_content: 'x' })).error?.code).toBe('AG122');
  });

  it('keeps a deleted response with a reply as a "[deleted]" placeholder that cannot be edited (AG121)', async () => {
    const response = await postQuotingResponse(owner.db, debate, 'A response that will get a reply.');
    const reply = await other.db.rpc('post_reply', { p_parent_id: response.id, p_content: 'A reply that stays.' });
    expect(reply.error).toBeNull();

    expect((await owner.db.rpc('delete_response', { p_response_id: response.id })).data).toBe('placeholder');
    const { data: placeholder } = await other.db
      .from('threaded_responses')
      .select('content, author_name, author_id, deleted_at, response_count')
      .eq('id', response.id)
      .single();
    expect(placeholder).toMatchObject({ content: '', author_name: '[deleted]', author_id: null, response_count: 1 });
    expect((placeholder as { deleted_at: string | null }).deleted_at).not.toBeNull();
    expect((await owner.db.rpc('edit_response', { p_response_id: response.id, p_content: 'Back' })).error?.code).toBe('AG121');

    // The last reply going takes the empty placeholder with it.
    const replyId = (reply.data as { id: string }).id;
    expect((await other.db.rpc('delete_response', { p_response_id: replyId })).data).toBe('removed');
    expect((await other.db.from('threaded_responses').select('id').eq('id', response.id)).data).toEqual([]);
  });
});

describe('names and account', () => {
  it('refuses a blank or over-long display name with AG100 and control characters with AG101', async () => {
    expect((await other.db.rpc('set_display_name', { p_display_name: '   ' })).error?.code).toBe('AG100');
    expect((await other.db.rpc('set_display_name', { p_display_name: 'x'.repeat(51) })).error?.code).toBe('AG100');
    expect((await other.db.rpc('set_display_name', { p_display_name: 'Bad\u0007Name' })).error?.code).toBe('AG101');
    const saved = await other.db.rpc('set_display_name', { p_display_name: '  Grace Hopper  ' });
    expect(saved.data).toMatchObject({ display_name: 'Grace Hopper' });
  });

  it('refuses account deletion with AG130 unless the typed email matches, then deletes', async () => {
    const leaving = await signUpNewUser('leaving');
    expect((await leaving.db.rpc('delete_account', { p_email_confirmation: 'someone@else.org' })).error?.code).toBe('AG130');
    expect((await leaving.db.from('profiles').select('id').eq('id', leaving.id)).data).toHaveLength(1);
    const done = await leaving.db.rpc('delete_account', { p_email_confirmation: ` ${leaving.email.toUpperCase()} ` });
    expect(done.error).toBeNull();
    const again = await supabaseClient(inject('apiUrl'), inject('anonKey')).auth.signInWithPassword({
      email: leaving.email,
      password: 'password123',
    });
    expect(again.error?.code).toBe('invalid_credentials');
  });
});
