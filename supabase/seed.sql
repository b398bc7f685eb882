-- Local seed: a few users and a community's worth of shared debates, so a new
-- checkout has something to browse. Every seeded user's password is
-- `password123`. tester@agora.local is the test account (daily allowance 100).
-- The debates below are generated: edit scripts/gen-seed-debates.ts and run npm run db:seed-gen.

update public.app_settings set test_account_email = 'tester@agora.local';

-- -----------------------------------------------------------------------------
-- Users (GoTrue-shaped rows; the profile and usage triggers fire as on sign-up)
-- -----------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at
)
select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
       extensions.crypt('password123', extensions.gen_salt('bf', 10)), now(),
       '{"provider":"email","providers":["email"]}'::jsonb,
       jsonb_build_object('display_name', u.display_name),
       now() - interval '60 days', now() - interval '60 days', null
  from (values
    ('11111111-1111-4111-8111-111111111111'::uuid, 'alice@agora.local', 'Alice Moreau'),
    ('22222222-2222-4222-8222-222222222222'::uuid, 'bob@agora.local', 'Bob Okafor'),
    ('33333333-3333-4333-8333-333333333333'::uuid, 'carol@agora.local', 'Carol Lindqvist'),
    ('44444444-4444-4444-8444-444444444444'::uuid, 'tester@agora.local', 'Test Account')
  ) as u (id, email, display_name)
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at, last_sign_in_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true), 'email',
       u.created_at, u.created_at, null
  from auth.users u
 where u.email like '%@agora.local'
on conflict (provider_id, provider) do nothing;

-- The seeded accounts are 60 days old, and so is their allowance: the test
-- account's first read today gets its daily 100 through the reset rule.
update public.debate_usage u
   set created_at = a.created_at, updated_at = a.created_at
  from auth.users a
 where a.id = u.user_id and a.email like '%@agora.local' and u.total_debates = 0 and u.updated_at > a.created_at;

-- BEGIN GENERATED DEBATES (npm run db:seed-gen; do not edit by hand)
-- Shared debates with six full turns each (written by the offline demo debater),
-- votes and a few responses anchored to quotes in their text; then one private
-- debate. Skipped when the database already has debates.
do $seed$
begin
  if exists (select 1 from public.debates) then
    return;
  end if;

-- 1. Should social media platforms be regulated like utilities?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000001', '22222222-2222-4222-8222-222222222222', 'Should social media platforms be regulated like utilities?', array['Politics', 'Technology']::public.debate_category[],
  'oxford', false, 'gpt-4', -0.6, 'formal',
  'gpt-4', 0.6, 'factual',
  'offline-demo', now() - interval '20 minutes' - interval '5 minutes', true, now() - interval '20 minutes', 'Bob Okafor', 37
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 0, 0,
   'Madam Chair, members of the house, allow me to set out my position with some care. My answer is a clear no: it is a mistake to believe social media platforms should be regulated like utilities.

Finally, there are better alternatives. Narrower, reversible steps can solve the real problems around social media platforms without carrying the same risks.

Moreover, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere. One must be precise on this point.

I submit that the balance of reasons lies with me. I urge the house to vote accordingly.',
   'The First Speaker holds that it is a mistake to believe social media platforms should be regulated like utilities. There are better alternatives. The costs are badly underestimated.'),
  ('aaaaaaaa-0000-4000-8000-000000000001', 0, 1,
   'Madam Chair, I will stick to what the record shows. I am here to argue that social media platforms should be regulated like utilities, and I mean it with conviction. I listened carefully when my opponent said that "there are better alternatives". That is a cost worth managing, not a reason to turn back.

Point one: Regulating social media platforms like utilities creates room for innovation. Clear rules around social media platforms tell businesses and communities what to build for, and they adapt faster than critics expect.

On the evidence, fairness points the same way. The people who lose most under the status quo are the ones with the least power to change it, and regulating social media platforms like utilities finally puts them first. Measured outcomes beat predictions every time.

The data support this conclusion. I ask the house to carry my side of the motion.',
   'The Second Speaker holds that social media platforms should be regulated like utilities. Regulating social media platforms like utilities creates room for innovation. Fairness points the same way.'),
  ('aaaaaaaa-0000-4000-8000-000000000001', 1, 0,
   'According to my opponent, "regulating social media platforms like utilities creates room for innovation". Nobody has shown who pays for that, and the bill always arrives.

I was struck by the claim that "fairness points the same way". Repeating a hope with confidence does not turn it into evidence.

Finally, regulating social media platforms like utilities treats a symptom and calls it a cure. The deeper causes behind social media platforms would remain untouched, ready to resurface in another form. The distinction is not merely academic.

I therefore commend this position to you. The house should divide on exactly this point.',
   'The First Speaker answers that the promised benefits of regulating social media platforms like utilities are hopes, not evidence. Regulating social media platforms like utilities treats a symptom and calls it a cure.'),
  ('aaaaaaaa-0000-4000-8000-000000000001', 1, 1,
   'My opponent told us that "regulating social media platforms like utilities treats a symptom and calls it a cure". Notice that this is a prediction, not a finding, and the places that acted first have not borne it out.

According to my opponent, "repeating a hope with confidence does not turn it into evidence". If that were decisive, no reform in history would ever have happened.

Point one: The long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. Follow the numbers, not the headlines.

On the record as it stands, my position holds.',
   'The Second Speaker answers that every objection to regulating social media platforms like utilities can be met with good design. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000001', 2, 0,
   'Members of the house, let me say it plainly: regulating social media platforms like utilities would do more harm than good.

The central claim we heard was that "the long-term savings dwarf the start-up costs". A good intention is not a plan, and the plan is exactly where this falls apart.

What still stands after three rounds is better and safer alternatives, the underestimated costs and treating symptoms, not causes, none of which has been answered. Finally, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around regulating social media platforms like utilities, so a mistake here would be locked in for decades.

On these grounds, the conclusion is difficult to resist.',
   'The First Speaker closes by insisting that the risks of regulating social media platforms like utilities outweigh its promise. Once done, it is very hard to undo.'),
  ('aaaaaaaa-0000-4000-8000-000000000001', 2, 1,
   'Madam Chair, my answer is a clear yes: social media platforms should be regulated like utilities.

My opponent told us that "a good intention is not a plan, and the plan is exactly…". That worry mistakes the risk of change for the risk of standing still.

What still stands after three rounds is room for innovation, fairness to those the status quo fails and long-term savings, none of which has been answered. A further data point: Where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back.

Follow the evidence, and it leads here.',
   'The Second Speaker closes by insisting that social media platforms should be regulated like utilities. Where comparable steps have been tried, the results were measurable.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000001', '22222222-2222-4222-8222-222222222222', 1);
insert into public.threaded_responses (
  id, debate_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
  quote_prefix, quote_suffix, author_id, author_name, content, created_at
) values (
  'cccccccc-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001', 0, 0, 'text', 'Finally, there are better alternatives.', 195, 234,
  'd be regulated like utilities.

', ' Narrower, reversible steps can ', '33333333-3333-4333-8333-333333333333', 'Carol Lindqvist',
  'Which evidence exactly? I would like to see the sources behind this claim.', now() - interval '20 minutes' + interval '10 minutes'
);
insert into public.threaded_responses (
  debate_id, parent_id, root_id, round_index, speaker_index, passage, original_text, original_text_start,
  original_text_end, quote_prefix, quote_suffix, author_id, author_name, content, created_at
)
select r.debate_id, r.id, r.root_id, r.round_index, r.speaker_index, r.passage, r.original_text, r.original_text_start,
       r.original_text_end, r.quote_prefix, r.quote_suffix, '22222222-2222-4222-8222-222222222222', 'Bob Okafor',
       'Fair question. The round two rebuttal goes into the examples in more detail.', now() - interval '20 minutes' + interval '15 minutes'
  from public.threaded_responses r where r.id = 'cccccccc-0000-4000-8000-000000000001';

-- 2. Is universal basic income a good idea?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000002', '33333333-3333-4333-8333-333333333333', 'Is universal basic income a good idea?', array['Economics', 'Society']::public.debate_category[],
  'crossfire', false, 'gpt-4', 0.6, 'casual',
  'gpt-4', -0.6, 'adversarial',
  'offline-demo', now() - interval '40 minutes' - interval '5 minutes', true, now() - interval '40 minutes', 'Carol Lindqvist', 74
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000002', 0, 0,
   'Right back at you, look, I''ll keep this simple. My answer is a clear yes: universal basic income is a good idea.

And honestly, it is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and accepting that universal basic income is a good idea says we value people over habit.

Plus, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. And yeah, that matters.

That''s my take, and I''m sticking with it. Answer that, and then we can talk.',
   'The First Speaker holds that universal basic income is a good idea. It is a matter of principle as much as of numbers. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000002', 0, 1,
   'Right back at you, let me be blunt, because my opponent will not be. Let me say it plainly: accepting that universal basic income is a good idea would do more harm than good. We have just been told that "it is a matter of principle as much as of numbers". That sounds appealing, but appealing is not the same as proven.

First, accepting that universal basic income is a good idea treats a symptom and calls it a cure. The deeper causes behind universal basic income would remain untouched, ready to resurface in another form.

Meanwhile, the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure. That is the part they hoped you would miss.

My opponent has no answer to this, and you should notice that. Your move, and no dodging this time.',
   'The Second Speaker holds that it is a mistake to believe universal basic income is a good idea. Accepting that universal basic income is a good idea treats a symptom and calls it a cure. The success stories are cherry-picked.'),
  ('aaaaaaaa-0000-4000-8000-000000000002', 1, 0,
   'My opponent told us that "accepting that universal basic income is a good idea treats a symptom…". That worry mistakes the risk of change for the risk of standing still.

The central claim we heard was that "the success stories are cherry-picked". Every concern in that line can be met with good design, and none of them outweighs the benefits.

And honestly, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back. Think about it for a sec.

So yeah, that''s where I land. So answer me directly: where is your plan?',
   'The First Speaker answers that every objection to accepting that universal basic income is a good idea can be met with good design. Where comparable steps have been tried, the results were measurable.'),
  ('aaaaaaaa-0000-4000-8000-000000000002', 1, 1,
   'My opponent would have you believe that "where comparable steps have been tried, the results were measurable". A good intention is not a plan, and the plan is exactly where this falls apart.

We were asked to accept that "every concern in that line can be met with good design, and…". The benefits described there are promised, while the costs are certain.

First, the timing could hardly be worse. People are already stretched, and adding this disruption now asks too much of them at once. My opponent has no answer to that.

Strip away the rhetoric and their case collapses.',
   'The Second Speaker answers that the promised benefits of accepting that universal basic income is a good idea are hopes, not evidence. The timing could hardly be worse.'),
  ('aaaaaaaa-0000-4000-8000-000000000002', 2, 0,
   'Right back at you, my answer is a clear yes: universal basic income is a good idea.

We were asked to accept that "the timing could hardly be worse". We have heard the same warning before every step forward, and it was wrong every time.

What still stands after three rounds is the principle behind it, long-term savings and results from places that tried it, none of which has been answered. And honestly, public opinion has already moved. Most people now expect change on universal basic income, and policy that lags behind its citizens loses their trust.

Anyway, that''s the gist.',
   'The First Speaker closes by insisting that universal basic income is a good idea. Public opinion has already moved.'),
  ('aaaaaaaa-0000-4000-8000-000000000002', 2, 1,
   'Straight to it: Let me say it plainly: accepting that universal basic income is a good idea would do more harm than good.

I was struck by the claim that "we have heard the same warning before every step forward, and it…". Those examples are the exceptions, held up as if they were the rule.

What still stands after three rounds is treating symptoms, not causes, cherry-picked success stories and the bad timing, none of which has been answered. Worse still, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere.

I have made my case; they have made excuses.',
   'The Second Speaker closes by insisting that the risks of accepting that universal basic income is a good idea outweigh its promise. The costs are badly underestimated.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000002', '33333333-3333-4333-8333-333333333333', 1), ('aaaaaaaa-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 1);
insert into public.threaded_responses (
  id, debate_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
  quote_prefix, quote_suffix, author_id, author_name, content, created_at
) values (
  'cccccccc-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000002', 0, 0, 'text', 'And honestly, it is a matter of principle as much as of numbers.', 114, 178,
  'l basic income is a good idea.

', ' A society shows what it values ', '11111111-1111-4111-8111-111111111111', 'Alice Moreau',
  'Which evidence exactly? I would like to see the sources behind this claim.', now() - interval '40 minutes' + interval '10 minutes'
);
insert into public.threaded_responses (
  debate_id, parent_id, root_id, round_index, speaker_index, passage, original_text, original_text_start,
  original_text_end, quote_prefix, quote_suffix, author_id, author_name, content, created_at
)
select r.debate_id, r.id, r.root_id, r.round_index, r.speaker_index, r.passage, r.original_text, r.original_text_start,
       r.original_text_end, r.quote_prefix, r.quote_suffix, '33333333-3333-4333-8333-333333333333', 'Carol Lindqvist',
       'Fair question. The round two rebuttal goes into the examples in more detail.', now() - interval '40 minutes' + interval '15 minutes'
  from public.threaded_responses r where r.id = 'cccccccc-0000-4000-8000-000000000002';

-- 3. Should we colonize Mars before fixing Earth?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000003', '11111111-1111-4111-8111-111111111111', 'Should we colonize Mars before fixing Earth?', array['Science', 'Environment']::public.debate_category[],
  'parliamentary', false, 'gpt-4', -0.6, 'emotional',
  'gpt-3.5-turbo', 0.6, 'standard',
  'offline-demo', now() - interval '60 minutes' - interval '5 minutes', true, now() - interval '60 minutes', 'Alice Moreau', 111
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000003', 0, 0,
   'Mr Speaker, speaking for the Government, my heart is in this, and I will not hide it. Let me say it plainly: colonizing Mars before fixing Earth would do more harm than good.

Most of all, the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure.

Imagine, too, that the unintended consequences of colonizing Mars before fixing Earth are serious. Sweeping changes rarely play out as planned, and the people who pay for the mistakes are the ones with the least say. Picture a parent trying to explain that to a child.

Do it for the people who have no voice in this room. I commend this case to the House.',
   'The First Speaker holds that it is a mistake to believe we should colonize Mars before fixing Earth. The success stories are cherry-picked. The unintended consequences of colonizing Mars before fixing Earth are serious.'),
  ('aaaaaaaa-0000-4000-8000-000000000003', 0, 1,
   'Mr Speaker, I want to take this one step at a time. Let me say it plainly: we should colonize Mars before fixing Earth. We have just been told that "the success stories are cherry-picked". Every concern in that line can be met with good design, and none of them outweighs the benefits.

First, the worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.

Just as importantly, the objections were heard before, about every reform we now take for granted. Each time the predicted disaster failed to arrive, and the benefits outlived the critics. The details matter here.

Weigh it fairly and I think you will agree. I urge honourable members to weigh this carefully.',
   'The Second Speaker holds that we should colonize Mars before fixing Earth. The worst fears have simple fixes. The objections were heard before, about every reform we now take for granted.'),
  ('aaaaaaaa-0000-4000-8000-000000000003', 1, 0,
   'According to my opponent, "the worst fears have simple fixes". It is easy to promise gains when you never have to deliver them.

The central claim we heard was that "the objections were heard before, about every reform we now take for granted". Those examples are the exceptions, held up as if they were the rule.

Most of all, it is not ours to decide for everyone. Colonizing Mars before fixing Earth would settle for millions of people a question they are perfectly able to settle for themselves. Real people carry that weight every single day.

Let compassion guide your judgement today. The House should not be misled on this.',
   'The First Speaker answers that the promised benefits of colonizing Mars before fixing Earth are hopes, not evidence. It is not ours to decide for everyone.'),
  ('aaaaaaaa-0000-4000-8000-000000000003', 1, 1,
   'My opponent told us that "it is not ours to decide for everyone". Notice that this is a prediction, not a finding, and the places that acted first have not borne it out.

We just heard that "those examples are the exceptions, held up as if they were the rule". The status quo has costs too, and my opponent simply leaves them off the ledger.

First, young people overwhelmingly want this. They will live longest with the consequences, so their view of Mars before fixing deserves real weight. That is not a small point.

That, in short, is my case.',
   'The Second Speaker answers that every objection to colonizing Mars before fixing Earth can be met with good design. Young people overwhelmingly want this.'),
  ('aaaaaaaa-0000-4000-8000-000000000003', 2, 0,
   'Mr Speaker, for the Government benches, my answer is a clear no: it is a mistake to believe we should colonize Mars before fixing Earth.

My opponent told us that "young people overwhelmingly want this". It is a slogan dressed up as a policy.

What still stands after three rounds is cherry-picked success stories, the unintended consequences and respect for personal choice, none of which has been answered. Most of all, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere.

Picture the people behind the numbers, and you will feel why this matters.',
   'The First Speaker closes by insisting that the risks of colonizing Mars before fixing Earth outweigh its promise. The costs are badly underestimated.'),
  ('aaaaaaaa-0000-4000-8000-000000000003', 2, 1,
   'Mr Speaker, for the Opposition benches, I stand with conviction in favour of colonizing Mars before fixing Earth.

I was struck by the claim that "it is a slogan dressed up as a policy". That worry mistakes the risk of change for the risk of standing still.

What still stands after three rounds is practical fixes for the hard cases, the track record of past reforms and the generation that lives with it, none of which has been answered. Beyond that, it is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and colonizing Mars before fixing Earth says we value people over habit.

That is why I ask you to see it my way.',
   'The Second Speaker closes by insisting that we should colonize Mars before fixing Earth. It is a matter of principle as much as of numbers.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000003', '11111111-1111-4111-8111-111111111111', 1), ('aaaaaaaa-0000-4000-8000-000000000003', '33333333-3333-4333-8333-333333333333', -1);
insert into public.threaded_responses (
  id, debate_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
  quote_prefix, quote_suffix, author_id, author_name, content, created_at
) values (
  'cccccccc-0000-4000-8000-000000000003', 'aaaaaaaa-0000-4000-8000-000000000003', 0, 0, 'text', 'Most of all, the success stories are cherry-picked.', 176, 227,
  ' would do more harm than good.

', ' For every place held up as a mo', '22222222-2222-4222-8222-222222222222', 'Bob Okafor',
  'Which evidence exactly? I would like to see the sources behind this claim.', now() - interval '60 minutes' + interval '10 minutes'
);
insert into public.threaded_responses (
  debate_id, parent_id, root_id, round_index, speaker_index, passage, original_text, original_text_start,
  original_text_end, quote_prefix, quote_suffix, author_id, author_name, content, created_at
)
select r.debate_id, r.id, r.root_id, r.round_index, r.speaker_index, r.passage, r.original_text, r.original_text_start,
       r.original_text_end, r.quote_prefix, r.quote_suffix, '11111111-1111-4111-8111-111111111111', 'Alice Moreau',
       'Fair question. The round two rebuttal goes into the examples in more detail.', now() - interval '60 minutes' + interval '15 minutes'
  from public.threaded_responses r where r.id = 'cccccccc-0000-4000-8000-000000000003';

-- 4. Is free will an illusion?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000004', '22222222-2222-4222-8222-222222222222', 'Is free will an illusion?', array['Philosophy', 'Science']::public.debate_category[],
  'comment_section', false, 'gpt-4', 0.6, 'factual',
  'gpt-4', -0.6, 'formal',
  'offline-demo', now() - interval '124 hours' - interval '5 minutes', true, now() - interval '124 hours', 'Bob Okafor', 148
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000004', 0, 0,
   'Hot take incoming: Start with the data, not the slogans. My answer is a clear yes: free will is an illusion.

Point three: Young people overwhelmingly want this. They will live longest with the consequences, so their view of free will deserves real weight.

A further data point: It is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and accepting that free will is an illusion says we value people over habit. The figures are public and anyone can verify them.

Follow the evidence, and it leads here. Downvote me if you want, it is still true.',
   'The First Speaker holds that free will is an illusion. Young people overwhelmingly want this. It is a matter of principle as much as of numbers.'),
  ('aaaaaaaa-0000-4000-8000-000000000004', 0, 1,
   'Okay, replying to the thread above, permit me to address the matter in order. My answer is a clear no: it is a mistake to believe free will is an illusion. I listened carefully when my opponent said that "young people overwhelmingly want this". A good intention is not a plan, and the plan is exactly where this falls apart.

In the first instance, the timing could hardly be worse. People are already stretched, and adding this disruption now asks too much of them at once.

It follows that once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around accepting that free will is an illusion, so a mistake here would be locked in for decades. The implications deserve careful scrutiny.

For these reasons, I maintain my position. Edit: not taking questions, I said what I said.',
   'The Second Speaker holds that it is a mistake to believe free will is an illusion. The timing could hardly be worse. Once done, it is very hard to undo.'),
  ('aaaaaaaa-0000-4000-8000-000000000004', 1, 0,
   'The central claim we heard was that "the timing could hardly be worse". We have heard the same warning before every step forward, and it was wrong every time.

We just heard that "it follows that once done, it is very hard to undo". The fear is real, but it is a reason to do this well, not to do nothing.

Point three: Doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around free will grow, and the bill lands on the next generation. Follow the numbers, not the headlines.

The data support this conclusion. Edit 2: wow, this blew up.',
   'The First Speaker answers that every objection to accepting that free will is an illusion can be met with good design. Doing nothing is also a choice, and an expensive one.'),
  ('aaaaaaaa-0000-4000-8000-000000000004', 1, 1,
   'We were asked to accept that "doing nothing is also a choice, and an expensive one". It is easy to promise gains when you never have to deliver them.

We were asked to accept that "but it is a reason to do this well, not to do nothing". The benefits described there are promised, while the costs are certain.

In the first instance, the unintended consequences of accepting that free will is an illusion are serious. Sweeping changes rarely play out as planned, and the people who pay for the mistakes are the ones with the least say. One must be precise on this point.

On these grounds, the conclusion is difficult to resist.',
   'The Second Speaker answers that the promised benefits of accepting that free will is an illusion are hopes, not evidence. The unintended consequences of accepting that free will is an illusion are serious.'),
  ('aaaaaaaa-0000-4000-8000-000000000004', 2, 0,
   'Hot take incoming: Let me say it plainly: free will is an illusion.

We just heard that "the unintended consequences of accepting that free will is an illusion are serious". That describes the world as it was, not the one we are living in.

What still stands after three rounds is the generation that lives with it, the principle behind it and the rising cost of delay, none of which has been answered. Point three: The long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later.

On the record as it stands, my position holds.',
   'The First Speaker closes by insisting that free will is an illusion. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000004', 2, 1,
   'Okay, replying to the thread above, my answer is a clear no: it is a mistake to believe free will is an illusion.

The central claim we heard was that "that describes the world as it was, not the one we are living in". The small print tells a very different story.

What still stands after three rounds is the bad timing, how hard it is to reverse and the unintended consequences, none of which has been answered. Moreover, there are better alternatives. Narrower, reversible steps can solve the real problems around free will without carrying the same risks.

I therefore commend this position to you.',
   'The Second Speaker closes by insisting that the risks of accepting that free will is an illusion outweigh its promise. There are better alternatives.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000004', '22222222-2222-4222-8222-222222222222', 1), ('aaaaaaaa-0000-4000-8000-000000000004', '33333333-3333-4333-8333-333333333333', 1);
insert into public.threaded_responses (
  id, debate_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
  quote_prefix, quote_suffix, author_id, author_name, content, created_at
) values (
  'cccccccc-0000-4000-8000-000000000004', 'aaaaaaaa-0000-4000-8000-000000000004', 0, 0, 'text', 'Point three: Young people overwhelmingly want this.', 110, 161,
  'yes: free will is an illusion.

', ' They will live longest with the', '33333333-3333-4333-8333-333333333333', 'Carol Lindqvist',
  'Which evidence exactly? I would like to see the sources behind this claim.', now() - interval '124 hours' + interval '10 minutes'
);
insert into public.threaded_responses (
  debate_id, parent_id, root_id, round_index, speaker_index, passage, original_text, original_text_start,
  original_text_end, quote_prefix, quote_suffix, author_id, author_name, content, created_at
)
select r.debate_id, r.id, r.root_id, r.round_index, r.speaker_index, r.passage, r.original_text, r.original_text_start,
       r.original_text_end, r.quote_prefix, r.quote_suffix, '22222222-2222-4222-8222-222222222222', 'Bob Okafor',
       'Fair question. The round two rebuttal goes into the examples in more detail.', now() - interval '124 hours' + interval '15 minutes'
  from public.threaded_responses r where r.id = 'cccccccc-0000-4000-8000-000000000004';

-- 5. Should artificial intelligence have rights?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000005', '33333333-3333-4333-8333-333333333333', 'Should artificial intelligence have rights?', array['Ethics', 'Technology']::public.debate_category[],
  'structured', false, 'gpt-4', -0.6, 'adversarial',
  'gpt-4', 0.6, 'casual',
  'offline-demo', now() - interval '155 hours' - interval '5 minutes', true, now() - interval '155 hours', 'Carol Lindqvist', 185
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000005', 0, 0,
   'I am not here to be polite about weak arguments. I stand with conviction against artificial intelligence having rights.

And above all, the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure.

Worse still, the timing could hardly be worse. People are already stretched, and adding this disruption now asks too much of them at once. Notice how quickly the other side changes the subject here.

Strip away the rhetoric and their case collapses.',
   'The First Speaker holds that it is a mistake to believe artificial intelligence should have rights. The success stories are cherry-picked. The timing could hardly be worse.'),
  ('aaaaaaaa-0000-4000-8000-000000000005', 0, 1,
   'Okay, here''s how I see it. I am here to argue that artificial intelligence should have rights, and I mean it with conviction. I listened carefully when my opponent said that "the success stories are cherry-picked". That describes the world as it was, not the one we are living in.

First off, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later.

On top of that, the gains from artificial intelligence having rights are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year. That''s kind of a big deal.

Anyway, that''s the gist.',
   'The Second Speaker holds that artificial intelligence should have rights. The long-term savings dwarf the start-up costs. The gains from artificial intelligence having rights are concrete, not hypothetical.'),
  ('aaaaaaaa-0000-4000-8000-000000000005', 1, 0,
   'My opponent would have you believe that "the long-term savings dwarf the start-up costs". It is easy to promise gains when you never have to deliver them.

We were asked to accept that "the gains from artificial intelligence having rights are concrete, not hypothetical". The small print tells a very different story.

And above all, it is not ours to decide for everyone. Artificial intelligence having rights would settle for millions of people a question they are perfectly able to settle for themselves. That is the part they hoped you would miss.

My opponent has no answer to this, and you should notice that.',
   'The First Speaker answers that the promised benefits of artificial intelligence having rights are hopes, not evidence. It is not ours to decide for everyone.'),
  ('aaaaaaaa-0000-4000-8000-000000000005', 1, 1,
   'My opponent told us that "it is not ours to decide for everyone". That worry mistakes the risk of change for the risk of standing still.

We were asked to accept that "the small print tells a very different story". If that were decisive, no reform in history would ever have happened.

First off, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back. Think about it for a sec.

That''s my take, and I''m sticking with it.',
   'The Second Speaker answers that every objection to artificial intelligence having rights can be met with good design. Where comparable steps have been tried, the results were measurable.'),
  ('aaaaaaaa-0000-4000-8000-000000000005', 2, 0,
   'My answer is a clear no: it is a mistake to believe artificial intelligence should have rights.

We were asked to accept that "where comparable steps have been tried, the results were measurable". Repeating a hope with confidence does not turn it into evidence.

What still stands after three rounds is cherry-picked success stories, the bad timing and respect for personal choice, none of which has been answered. And above all, the evidence is thinner than it looks. The case rests on hopeful projections about artificial intelligence, not on results anyone can check.

The other side has had its chance and come up empty.',
   'The First Speaker closes by insisting that the risks of artificial intelligence having rights outweigh its promise. The evidence is thinner than it looks.'),
  ('aaaaaaaa-0000-4000-8000-000000000005', 2, 1,
   'My answer is a clear yes: artificial intelligence should have rights.

I was struck by the claim that "repeating a hope with confidence does not turn it into evidence". Look closely and that objection is an argument for better implementation, not for inaction.

What still stands after three rounds is long-term savings, concrete everyday gains and results from places that tried it, none of which has been answered. Plus, doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around artificial intelligence grow, and the bill lands on the next generation.

So yeah, that''s where I land.',
   'The Second Speaker closes by insisting that artificial intelligence should have rights. Doing nothing is also a choice, and an expensive one.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000005', '33333333-3333-4333-8333-333333333333', 1);

-- 6. Is pineapple an acceptable pizza topping?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000006', '11111111-1111-4111-8111-111111111111', 'Is pineapple an acceptable pizza topping?', array['Funny', 'Culture']::public.debate_category[],
  'oxford', false, 'gpt-4', 0.6, 'standard',
  'gpt-3.5-turbo', -0.6, 'emotional',
  'offline-demo', now() - interval '186 hours' - interval '5 minutes', true, now() - interval '186 hours', 'Alice Moreau', 222
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000006', 0, 0,
   'Madam Chair, let me be clear about my view. I stand with conviction in favour of accepting that pineapple is an acceptable pizza topping.

Third, the objections were heard before, about every reform we now take for granted. Each time the predicted disaster failed to arrive, and the benefits outlived the critics.

Beyond that, young people overwhelmingly want this. They will live longest with the consequences, so their view of pineapple deserves real weight. The details matter here.

I rest my case on those grounds. I ask the house to carry my side of the motion.',
   'The First Speaker holds that pineapple is an acceptable pizza topping. The objections were heard before, about every reform we now take for granted. Young people overwhelmingly want this.'),
  ('aaaaaaaa-0000-4000-8000-000000000006', 0, 1,
   'Members of the house, behind this question are people, families and futures. My answer is a clear no: it is a mistake to believe pineapple is an acceptable pizza topping. I listened carefully when my opponent said that "the objections were heard before, about every reform we now take for granted". The small print tells a very different story.

Think about this: There are better alternatives. Narrower, reversible steps can solve the real problems around pineapple without carrying the same risks.

Consider the families for whom the evidence is thinner than it looks. The case rests on hopeful projections about pineapple, not on results anyone can check. We owe them better than indifference.

Do it for the people who have no voice in this room. The house should divide on exactly this point.',
   'The Second Speaker holds that it is a mistake to believe pineapple is an acceptable pizza topping. There are better alternatives. The evidence is thinner than it looks.'),
  ('aaaaaaaa-0000-4000-8000-000000000006', 1, 0,
   'My opponent told us that "there are better alternatives". The status quo has costs too, and my opponent simply leaves them off the ledger.

The central claim we heard was that "consider the families for whom the evidence is thinner than it looks". That is a cost worth managing, not a reason to turn back.

Third, the gains from accepting that pineapple is an acceptable pizza topping are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year. It is worth pausing on that.

Weigh it fairly and I think you will agree. I urge the house to vote accordingly.',
   'The First Speaker answers that every objection to accepting that pineapple is an acceptable pizza topping can be met with good design. The gains from accepting that pineapple is an acceptable pizza topping are concrete, not hypothetical.'),
  ('aaaaaaaa-0000-4000-8000-000000000006', 1, 1,
   'My opponent would have you believe that "the gains from accepting that pineapple is an acceptable pizza topping are…". A good intention is not a plan, and the plan is exactly where this falls apart.

We just heard that "that is a cost worth managing, not a reason to turn back". It is easy to promise gains when you never have to deliver them.

Think about this: It is not ours to decide for everyone. Accepting that pineapple is an acceptable pizza topping would settle for millions of people a question they are perfectly able to settle for themselves. Real people carry that weight every single day.

Picture the people behind the numbers, and you will feel why this matters.',
   'The Second Speaker answers that the promised benefits of accepting that pineapple is an acceptable pizza topping are hopes, not evidence. It is not ours to decide for everyone.'),
  ('aaaaaaaa-0000-4000-8000-000000000006', 2, 0,
   'Members of the house, let me say it plainly: pineapple is an acceptable pizza topping.

We just heard that "it is not ours to decide for everyone". Look closely and that objection is an argument for better implementation, not for inaction.

What still stands after three rounds is the track record of past reforms, the generation that lives with it and concrete everyday gains, none of which has been answered. Third, the worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.

That, in short, is my case.',
   'The First Speaker closes by insisting that pineapple is an acceptable pizza topping. The worst fears have simple fixes.'),
  ('aaaaaaaa-0000-4000-8000-000000000006', 2, 1,
   'Madam Chair, members of the house, I am here to argue against accepting that pineapple is an acceptable pizza topping, and I mean it with conviction.

My opponent told us that "look closely and that objection is an argument for better implementation, not for inaction". Repeating a hope with confidence does not turn it into evidence.

What still stands after three rounds is better and safer alternatives, the thin evidence and respect for personal choice, none of which has been answered. Imagine, too, that the unintended consequences of accepting that pineapple is an acceptable pizza topping are serious. Sweeping changes rarely play out as planned, and the people who pay for the mistakes are the ones with the least say.

Let compassion guide your judgement today.',
   'The Second Speaker closes by insisting that the risks of accepting that pineapple is an acceptable pizza topping outweigh its promise. The unintended consequences of accepting that pineapple is an acceptable pizza topping are serious.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000006', '11111111-1111-4111-8111-111111111111', 1), ('aaaaaaaa-0000-4000-8000-000000000006', '22222222-2222-4222-8222-222222222222', 1), ('aaaaaaaa-0000-4000-8000-000000000006', '33333333-3333-4333-8333-333333333333', -1);

-- 7. Should voting be mandatory?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000007', '22222222-2222-4222-8222-222222222222', 'Should voting be mandatory?', array['Politics', 'Society']::public.debate_category[],
  'crossfire', false, 'gpt-4', -0.6, 'formal',
  'gpt-4', 0.6, 'factual',
  'offline-demo', now() - interval '217 hours' - interval '5 minutes', true, now() - interval '217 hours', 'Bob Okafor', 9
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000007', 0, 0,
   'Right back at you, I shall begin by stating the proposition precisely. I stand with conviction against making voting mandatory.

Finally, the timing could hardly be worse. People are already stretched, and adding this disruption now asks too much of them at once.

Moreover, those hit hardest would be the least able to adapt. Small businesses, older people and families on tight budgets cannot simply reorganise their lives overnight. This consideration is, I submit, decisive.

I therefore commend this position to you. Answer that, and then we can talk.',
   'The First Speaker holds that it is a mistake to believe voting should be mandatory. The timing could hardly be worse. Those hit hardest would be the least able to adapt.'),
  ('aaaaaaaa-0000-4000-8000-000000000007', 0, 1,
   'Straight to it: Here are the facts as they stand. I am here to argue that voting should be mandatory, and I mean it with conviction. We have just been told that "the timing could hardly be worse". Every concern in that line can be met with good design, and none of them outweighs the benefits.

Point one: Where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back.

On the evidence, doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around voting grow, and the bill lands on the next generation. The figures are public and anyone can verify them.

Check the sources yourself and you will land where I did. So answer me directly: where is your plan?',
   'The Second Speaker holds that voting should be mandatory. Where comparable steps have been tried, the results were measurable. Doing nothing is also a choice, and an expensive one.'),
  ('aaaaaaaa-0000-4000-8000-000000000007', 1, 0,
   'According to my opponent, "where comparable steps have been tried, the results were measurable". Those examples are the exceptions, held up as if they were the rule.

The central claim we heard was that "doing nothing is also a choice, and an expensive one". Repeating a hope with confidence does not turn it into evidence.

Finally, enforcement would be a nightmare. Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves. One must be precise on this point.

I submit that the balance of reasons lies with me. Your move, and no dodging this time.',
   'The First Speaker answers that the promised benefits of making voting mandatory are hopes, not evidence. Enforcement would be a nightmare.'),
  ('aaaaaaaa-0000-4000-8000-000000000007', 1, 1,
   'The central claim we heard was that "enforcement would be a nightmare". The fear is real, but it is a reason to do this well, not to do nothing.

According to my opponent, "repeating a hope with confidence does not turn it into evidence". We have heard the same warning before every step forward, and it was wrong every time.

Point one: The gains from making voting mandatory are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year. Measured outcomes beat predictions every time.

On the record as it stands, my position holds.',
   'The Second Speaker answers that every objection to making voting mandatory can be met with good design. The gains from making voting mandatory are concrete, not hypothetical.'),
  ('aaaaaaaa-0000-4000-8000-000000000007', 2, 0,
   'No warm-up, I am here to argue against making voting mandatory, and I mean it with conviction.

We just heard that "the gains from making voting mandatory are concrete, not hypothetical". The small print tells a very different story.

What still stands after three rounds is the bad timing, the burden on the vulnerable and the enforcement problem, none of which has been answered. Finally, the evidence is thinner than it looks. The case rests on hopeful projections about voting, not on results anyone can check.

On these grounds, the conclusion is difficult to resist.',
   'The First Speaker closes by insisting that the risks of making voting mandatory outweigh its promise. The evidence is thinner than it looks.'),
  ('aaaaaaaa-0000-4000-8000-000000000007', 2, 1,
   'Right back at you, I stand with conviction in favour of making voting mandatory.

According to my opponent, "the small print tells a very different story". That describes the world as it was, not the one we are living in.

What still stands after three rounds is results from places that tried it, the rising cost of delay and concrete everyday gains, none of which has been answered. A further data point: Public opinion has already moved. Most people now expect change on voting, and policy that lags behind its citizens loses their trust.

Follow the evidence, and it leads here.',
   'The Second Speaker closes by insisting that voting should be mandatory. Public opinion has already moved.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000007', '22222222-2222-4222-8222-222222222222', 1);

-- 8. Is nuclear power the answer to climate change?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000008', '33333333-3333-4333-8333-333333333333', 'Is nuclear power the answer to climate change?', array['Environment', 'Science']::public.debate_category[],
  'parliamentary', false, 'gpt-4', 0.6, 'casual',
  'gpt-4', -0.6, 'adversarial',
  'offline-demo', now() - interval '248 hours' - interval '5 minutes', true, now() - interval '248 hours', 'Carol Lindqvist', 46
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000008', 0, 0,
   'Mr Speaker, look, I''ll keep this simple. I stand with conviction in favour of accepting that nuclear power is the answer to climate change.

And honestly, doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around nuclear power grow, and the bill lands on the next generation.

Plus, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. Nobody really talks about that part.

Bottom line, I think I''m right on this one. I urge honourable members to weigh this carefully.',
   'The First Speaker holds that nuclear power is the answer to climate change. Doing nothing is also a choice, and an expensive one. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000008', 0, 1,
   'Mr Speaker, for the Opposition benches, let us cut through the spin. Let me say it plainly: accepting that nuclear power is the answer to climate change would do more harm than good. My opponent opened with the claim that "doing nothing is also a choice, and an expensive one". That skips over everyone who would be worse off the day after.

First, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around accepting that nuclear power is the answer to climate change, so a mistake here would be locked in for decades.

Meanwhile, it is not ours to decide for everyone. Accepting that nuclear power is the answer to climate change would settle for millions of people a question they are perfectly able to settle for themselves. My opponent has no answer to that.

The other side has had its chance and come up empty. The House should not be misled on this.',
   'The Second Speaker holds that it is a mistake to believe nuclear power is the answer to climate change. Once done, it is very hard to undo. It is not ours to decide for everyone.'),
  ('aaaaaaaa-0000-4000-8000-000000000008', 1, 0,
   'The other side claims that "once done, it is very hard to undo". Every concern in that line can be met with good design, and none of them outweighs the benefits.

We were asked to accept that "it is not ours to decide for everyone". That describes the world as it was, not the one we are living in.

And honestly, it is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and accepting that nuclear power is the answer to climate change says we value people over habit. And yeah, that matters.

So yeah, that''s where I land. I commend this case to the House.',
   'The First Speaker answers that every objection to accepting that nuclear power is the answer to climate change can be met with good design. It is a matter of principle as much as of numbers.'),
  ('aaaaaaaa-0000-4000-8000-000000000008', 1, 1,
   'According to my opponent, "it is a matter of principle as much as of numbers". The small print tells a very different story.

My opponent told us that "that describes the world as it was, not the one we are living in". It is easy to promise gains when you never have to deliver them.

First, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere. Notice how quickly the other side changes the subject here.

My opponent has no answer to this, and you should notice that.',
   'The Second Speaker answers that the promised benefits of accepting that nuclear power is the answer to climate change are hopes, not evidence. The costs are badly underestimated.'),
  ('aaaaaaaa-0000-4000-8000-000000000008', 2, 0,
   'Mr Speaker, my answer is a clear yes: nuclear power is the answer to climate change.

My opponent told us that "the costs are badly underestimated". That worry mistakes the risk of change for the risk of standing still.

What still stands after three rounds is the rising cost of delay, long-term savings and the principle behind it, none of which has been answered. And honestly, accepting that nuclear power is the answer to climate change creates room for innovation. Clear rules around nuclear power tell businesses and communities what to build for, and they adapt faster than critics expect.

That''s my take, and I''m sticking with it.',
   'The First Speaker closes by insisting that nuclear power is the answer to climate change. Accepting that nuclear power is the answer to climate change creates room for innovation.'),
  ('aaaaaaaa-0000-4000-8000-000000000008', 2, 1,
   'Mr Speaker, speaking for the Opposition, let me say it plainly: accepting that nuclear power is the answer to climate change would do more harm than good.

We just heard that "that worry mistakes the risk of change for the risk of standing still". That sounds appealing, but appealing is not the same as proven.

What still stands after three rounds is how hard it is to reverse, respect for personal choice and the underestimated costs, none of which has been answered. Worse still, accepting that nuclear power is the answer to climate change treats a symptom and calls it a cure. The deeper causes behind nuclear power would remain untouched, ready to resurface in another form.

I have made my case; they have made excuses.',
   'The Second Speaker closes by insisting that the risks of accepting that nuclear power is the answer to climate change outweigh its promise. Accepting that nuclear power is the answer to climate change treats a symptom and calls it a cure.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000008', '33333333-3333-4333-8333-333333333333', 1), ('aaaaaaaa-0000-4000-8000-000000000008', '11111111-1111-4111-8111-111111111111', 1);

-- 9. Should college education be free?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000009', '11111111-1111-4111-8111-111111111111', 'Should college education be free?', array['Economics', 'Society']::public.debate_category[],
  'comment_section', false, 'gpt-4', -0.6, 'emotional',
  'gpt-3.5-turbo', 0.6, 'standard',
  'offline-demo', now() - interval '279 hours' - interval '5 minutes', true, now() - interval '279 hours', 'Alice Moreau', 83
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000009', 0, 0,
   'Hot take incoming: This is not an abstract question. It touches real lives. I stand with conviction against making college education free.

Most of all, it is not ours to decide for everyone. Making college education free would settle for millions of people a question they are perfectly able to settle for themselves.

Imagine, too, that there are better alternatives. Narrower, reversible steps can solve the real problems around college education without carrying the same risks. We owe them better than indifference.

Picture the people behind the numbers, and you will feel why this matters. Edit 2: wow, this blew up.',
   'The First Speaker holds that it is a mistake to believe college education should be free. It is not ours to decide for everyone. There are better alternatives.'),
  ('aaaaaaaa-0000-4000-8000-000000000009', 0, 1,
   'Okay, replying to the thread above, here is where I stand and why. My answer is a clear yes: college education should be free. I listened carefully when my opponent said that "it is not ours to decide for everyone". Look closely and that objection is an argument for better implementation, not for inaction.

First, doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around college education grow, and the bill lands on the next generation.

Just as importantly, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. This is where the case is won or lost.

I rest my case on those grounds. Downvote me if you want, it is still true.',
   'The Second Speaker holds that college education should be free. Doing nothing is also a choice, and an expensive one. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000009', 1, 0,
   'We were asked to accept that "doing nothing is also a choice, and an expensive one". Nobody has shown who pays for that, and the bill always arrives.

We were asked to accept that "the long-term savings dwarf the start-up costs". It is a slogan dressed up as a policy.

Most of all, the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure. That should move every one of us.

Let compassion guide your judgement today. Edit: not taking questions, I said what I said.',
   'The First Speaker answers that the promised benefits of making college education free are hopes, not evidence. The success stories are cherry-picked.'),
  ('aaaaaaaa-0000-4000-8000-000000000009', 1, 1,
   'We just heard that "the success stories are cherry-picked". If that were decisive, no reform in history would ever have happened.

My opponent told us that "it is a slogan dressed up as a policy". That is a cost worth managing, not a reason to turn back.

First, young people overwhelmingly want this. They will live longest with the consequences, so their view of college education deserves real weight. It is worth pausing on that.

That, in short, is my case.',
   'The Second Speaker answers that every objection to making college education free can be met with good design. Young people overwhelmingly want this.'),
  ('aaaaaaaa-0000-4000-8000-000000000009', 2, 0,
   'Hot take incoming: My answer is a clear no: it is a mistake to believe college education should be free.

We were asked to accept that "young people overwhelmingly want this". It is easy to promise gains when you never have to deliver them.

What still stands after three rounds is respect for personal choice, better and safer alternatives and cherry-picked success stories, none of which has been answered. Most of all, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere.

Do it for the people who have no voice in this room.',
   'The First Speaker closes by insisting that the risks of making college education free outweigh its promise. The costs are badly underestimated.'),
  ('aaaaaaaa-0000-4000-8000-000000000009', 2, 1,
   'Okay, replying to the thread above, let me say it plainly: college education should be free.

My opponent would have you believe that "it is easy to promise gains when you never have to deliver them". That worry mistakes the risk of change for the risk of standing still.

What still stands after three rounds is the rising cost of delay, long-term savings and the generation that lives with it, none of which has been answered. Beyond that, the gains from making college education free are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year.

Weigh it fairly and I think you will agree.',
   'The Second Speaker closes by insisting that college education should be free. The gains from making college education free are concrete, not hypothetical.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000009', '11111111-1111-4111-8111-111111111111', 1), ('aaaaaaaa-0000-4000-8000-000000000009', '33333333-3333-4333-8333-333333333333', -1);

-- 10. Do video games make people more violent?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000010', '22222222-2222-4222-8222-222222222222', 'Do video games make people more violent?', array['Culture', 'Science']::public.debate_category[],
  'structured', false, 'gpt-4', 0.6, 'factual',
  'gpt-4', -0.6, 'formal',
  'offline-demo', now() - interval '310 hours' - interval '5 minutes', true, now() - interval '310 hours', 'Bob Okafor', 120
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000010', 0, 0,
   'Start with the data, not the slogans. My answer is a clear yes: video games make people more violent.

Point three: Fairness points the same way. The people who lose most under the status quo are the ones with the least power to change it, and accepting that video games make people more violent finally puts them first.

A further data point: The long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. Measured outcomes beat predictions every time.

Follow the evidence, and it leads here.',
   'The First Speaker holds that video games make people more violent. Fairness points the same way. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000010', 0, 1,
   'Allow me to set out my position with some care. My answer is a clear no: it is a mistake to believe video games make people more violent. I listened carefully when my opponent said that "fairness points the same way". Repeating a hope with confidence does not turn it into evidence.

In the first instance, accepting that video games make people more violent treats a symptom and calls it a cure. The deeper causes behind video games would remain untouched, ready to resurface in another form.

It follows that the unintended consequences of accepting that video games make people more violent are serious. Sweeping changes rarely play out as planned, and the people who pay for the mistakes are the ones with the least say. This consideration is, I submit, decisive.

I submit that the balance of reasons lies with me.',
   'The Second Speaker holds that it is a mistake to believe video games make people more violent. Accepting that video games make people more violent treats a symptom and calls it a cure. The unintended consequences of accepting that video games make people more violent are serious.'),
  ('aaaaaaaa-0000-4000-8000-000000000010', 1, 0,
   'My opponent told us that "accepting that video games make people more violent treats a symptom and…". If that were decisive, no reform in history would ever have happened.

We just heard that "it follows that the unintended consequences of accepting that video games make…". That is a cost worth managing, not a reason to turn back.

Point three: Doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around video games grow, and the bill lands on the next generation. The figures are public and anyone can verify them.

Check the sources yourself and you will land where I did.',
   'The First Speaker answers that every objection to accepting that video games make people more violent can be met with good design. Doing nothing is also a choice, and an expensive one.'),
  ('aaaaaaaa-0000-4000-8000-000000000010', 1, 1,
   'I was struck by the claim that "doing nothing is also a choice, and an expensive one". The small print tells a very different story.

The central claim we heard was that "that is a cost worth managing, not a reason to turn back". Those examples are the exceptions, held up as if they were the rule.

In the first instance, the evidence is thinner than it looks. The case rests on hopeful projections about video games, not on results anyone can check. The distinction is not merely academic.

On these grounds, the conclusion is difficult to resist.',
   'The Second Speaker answers that the promised benefits of accepting that video games make people more violent are hopes, not evidence. The evidence is thinner than it looks.'),
  ('aaaaaaaa-0000-4000-8000-000000000010', 2, 0,
   'I am here to argue that video games make people more violent, and I mean it with conviction.

My opponent told us that "the evidence is thinner than it looks". The fear is real, but it is a reason to do this well, not to do nothing.

What still stands after three rounds is fairness to those the status quo fails, long-term savings and the rising cost of delay, none of which has been answered. Point three: Young people overwhelmingly want this. They will live longest with the consequences, so their view of video games deserves real weight.

On the record as it stands, my position holds.',
   'The First Speaker closes by insisting that video games make people more violent. Young people overwhelmingly want this.'),
  ('aaaaaaaa-0000-4000-8000-000000000010', 2, 1,
   'I am here to argue against accepting that video games make people more violent, and I mean it with conviction.

The other side claims that "but it is a reason to do this well, not to do nothing". That sounds appealing, but appealing is not the same as proven.

What still stands after three rounds is treating symptoms, not causes, the unintended consequences and the thin evidence, none of which has been answered. Moreover, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere.

I therefore commend this position to you.',
   'The Second Speaker closes by insisting that the risks of accepting that video games make people more violent outweigh its promise. The costs are badly underestimated.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000010', '22222222-2222-4222-8222-222222222222', 1), ('aaaaaaaa-0000-4000-8000-000000000010', '33333333-3333-4333-8333-333333333333', 1);

-- 11. Should zoos exist in the 21st century?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000011', '33333333-3333-4333-8333-333333333333', 'Should zoos exist in the 21st century?', array['Ethics', 'Environment']::public.debate_category[],
  'oxford', false, 'gpt-4', -0.6, 'adversarial',
  'gpt-4', 0.6, 'casual',
  'offline-demo', now() - interval '341 hours' - interval '5 minutes', true, now() - interval '341 hours', 'Carol Lindqvist', 157
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000011', 0, 0,
   'Members of the house, I am not here to be polite about weak arguments. Let me say it plainly: zoos existing in the 21st century would do more harm than good.

And above all, zoos existing in the 21st century treats a symptom and calls it a cure. The deeper causes behind zoos would remain untouched, ready to resurface in another form.

Worse still, the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure. Ask yourself why that was never addressed.

I have made my case; they have made excuses. I urge the house to vote accordingly.',
   'The First Speaker holds that it is a mistake to believe zoos should exist in the 21st century. Zoos existing in the 21st century treats a symptom and calls it a cure. The success stories are cherry-picked.'),
  ('aaaaaaaa-0000-4000-8000-000000000011', 0, 1,
   'Madam Chair, members of the house, alright, let''s get into it. Let me say it plainly: zoos should exist in the 21st century. I listened carefully when my opponent said that "zoos existing in the 21st century treats a symptom and calls it a cure". That describes the world as it was, not the one we are living in.

First off, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back.

On top of that, public opinion has already moved. Most people now expect change on zoos, and policy that lags behind its citizens loses their trust. Think about it for a sec.

So yeah, that''s where I land. I ask the house to carry my side of the motion.',
   'The Second Speaker holds that zoos should exist in the 21st century. Where comparable steps have been tried, the results were measurable. Public opinion has already moved.'),
  ('aaaaaaaa-0000-4000-8000-000000000011', 1, 0,
   'According to my opponent, "where comparable steps have been tried, the results were measurable". The benefits described there are promised, while the costs are certain.

The central claim we heard was that "public opinion has already moved". That sounds appealing, but appealing is not the same as proven.

And above all, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere. Notice how quickly the other side changes the subject here.

Strip away the rhetoric and their case collapses. The house should divide on exactly this point.',
   'The First Speaker answers that the promised benefits of zoos existing in the 21st century are hopes, not evidence. The costs are badly underestimated.'),
  ('aaaaaaaa-0000-4000-8000-000000000011', 1, 1,
   'The other side claims that "the costs are badly underestimated". We have heard the same warning before every step forward, and it was wrong every time.

According to my opponent, "but appealing is not the same as proven". That is a cost worth managing, not a reason to turn back.

First off, zoos existing in the 21st century creates room for innovation. Clear rules around zoos tell businesses and communities what to build for, and they adapt faster than critics expect. That''s kind of a big deal.

Bottom line, I think I''m right on this one.',
   'The Second Speaker answers that every objection to zoos existing in the 21st century can be met with good design. Zoos existing in the 21st century creates room for innovation.'),
  ('aaaaaaaa-0000-4000-8000-000000000011', 2, 0,
   'Madam Chair, members of the house, let me say it plainly: zoos existing in the 21st century would do more harm than good.

According to my opponent, "zoos existing in the 21st century creates room for innovation". The small print tells a very different story.

What still stands after three rounds is treating symptoms, not causes, cherry-picked success stories and the underestimated costs, none of which has been answered. And above all, the evidence is thinner than it looks. The case rests on hopeful projections about zoos, not on results anyone can check.

My opponent has no answer to this, and you should notice that.',
   'The First Speaker closes by insisting that the risks of zoos existing in the 21st century outweigh its promise. The evidence is thinner than it looks.'),
  ('aaaaaaaa-0000-4000-8000-000000000011', 2, 1,
   'Members of the house, let me say it plainly: zoos should exist in the 21st century.

We were asked to accept that "the small print tells a very different story". Every concern in that line can be met with good design, and none of them outweighs the benefits.

What still stands after three rounds is results from places that tried it, public readiness for change and room for innovation, none of which has been answered. Plus, it is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and zoos existing in the 21st century says we value people over habit.

That''s my take, and I''m sticking with it.',
   'The Second Speaker closes by insisting that zoos should exist in the 21st century. It is a matter of principle as much as of numbers.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000011', '33333333-3333-4333-8333-333333333333', 1);

-- 12. Is remote work better than office work?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000012', '11111111-1111-4111-8111-111111111111', 'Is remote work better than office work?', array['Economics', 'Technology']::public.debate_category[],
  'crossfire', false, 'gpt-4', 0.6, 'standard',
  'gpt-3.5-turbo', -0.6, 'emotional',
  'offline-demo', now() - interval '372 hours' - interval '5 minutes', true, now() - interval '372 hours', 'Alice Moreau', 194
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000012', 0, 0,
   'No warm-up, let me set out my position. My answer is a clear yes: remote work is better than office work.

Third, the worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.

Beyond that, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back. It is worth pausing on that.

That is why I ask you to see it my way. Answer that, and then we can talk.',
   'The First Speaker holds that remote work is better than office work. The worst fears have simple fixes. Where comparable steps have been tried, the results were measurable.'),
  ('aaaaaaaa-0000-4000-8000-000000000012', 0, 1,
   'No warm-up, I want you to feel what is at stake here. Let me say it plainly: accepting that remote work is better than office work would do more harm than good. I listened carefully when my opponent said that "the worst fears have simple fixes". The benefits described there are promised, while the costs are certain.

Think about this: The success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure.

Consider the families for whom the timing could hardly be worse. People are already stretched, and adding this disruption now asks too much of them at once. Real people carry that weight every single day.

Picture the people behind the numbers, and you will feel why this matters. So answer me directly: where is your plan?',
   'The Second Speaker holds that it is a mistake to believe remote work is better than office work. The success stories are cherry-picked. The timing could hardly be worse.'),
  ('aaaaaaaa-0000-4000-8000-000000000012', 1, 0,
   'I was struck by the claim that "the success stories are cherry-picked". That is a cost worth managing, not a reason to turn back.

The central claim we heard was that "consider the families for whom the timing could hardly be worse". That worry mistakes the risk of change for the risk of standing still.

Third, accepting that remote work is better than office work creates room for innovation. Clear rules around remote work tell businesses and communities what to build for, and they adapt faster than critics expect. The details matter here.

I rest my case on those grounds. Your move, and no dodging this time.',
   'The First Speaker answers that every objection to accepting that remote work is better than office work can be met with good design. Accepting that remote work is better than office work creates room for innovation.'),
  ('aaaaaaaa-0000-4000-8000-000000000012', 1, 1,
   'The central claim we heard was that "accepting that remote work is better than office work creates room for innovation". The small print tells a very different story.

According to my opponent, "that worry mistakes the risk of change for the risk of standing still". It is easy to promise gains when you never have to deliver them.

Think about this: It is not ours to decide for everyone. Accepting that remote work is better than office work would settle for millions of people a question they are perfectly able to settle for themselves. We owe them better than indifference.

I ask you to decide with your conscience.',
   'The Second Speaker answers that the promised benefits of accepting that remote work is better than office work are hopes, not evidence. It is not ours to decide for everyone.'),
  ('aaaaaaaa-0000-4000-8000-000000000012', 2, 0,
   'No warm-up, my answer is a clear yes: remote work is better than office work.

My opponent would have you believe that "it is not ours to decide for everyone". Every concern in that line can be met with good design, and none of them outweighs the benefits.

What still stands after three rounds is practical fixes for the hard cases, results from places that tried it and room for innovation, none of which has been answered. Third, public opinion has already moved. Most people now expect change on remote work, and policy that lags behind its citizens loses their trust.

Weigh it fairly and I think you will agree.',
   'The First Speaker closes by insisting that remote work is better than office work. Public opinion has already moved.'),
  ('aaaaaaaa-0000-4000-8000-000000000012', 2, 1,
   'Right back at you, I am here to argue against accepting that remote work is better than office work, and I mean it with conviction.

We were asked to accept that "every concern in that line can be met with good design, and…". Nobody has shown who pays for that, and the bill always arrives.

What still stands after three rounds is cherry-picked success stories, the bad timing and respect for personal choice, none of which has been answered. Imagine, too, that the evidence is thinner than it looks. The case rests on hopeful projections about remote work, not on results anyone can check.

Let compassion guide your judgement today.',
   'The Second Speaker closes by insisting that the risks of accepting that remote work is better than office work outweigh its promise. The evidence is thinner than it looks.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000012', '11111111-1111-4111-8111-111111111111', 1), ('aaaaaaaa-0000-4000-8000-000000000012', '22222222-2222-4222-8222-222222222222', 1), ('aaaaaaaa-0000-4000-8000-000000000012', '33333333-3333-4333-8333-333333333333', -1);

-- 13. Should the voting age be lowered to 16?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000013', '22222222-2222-4222-8222-222222222222', 'Should the voting age be lowered to 16?', array['Politics', 'Society']::public.debate_category[],
  'parliamentary', false, 'gpt-4', -0.6, 'formal',
  'gpt-4', 0.6, 'factual',
  'offline-demo', now() - interval '403 hours' - interval '5 minutes', true, now() - interval '403 hours', 'Bob Okafor', 231
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000013', 0, 0,
   'Mr Speaker, speaking for the Government, it is appropriate to begin with first principles. Let me say it plainly: lowering the voting age to 16 would do more harm than good.

Finally, the evidence is thinner than it looks. The case rests on hopeful projections about voting age, not on results anyone can check.

Moreover, lowering the voting age to 16 treats a symptom and calls it a cure. The deeper causes behind voting age would remain untouched, ready to resurface in another form. This consideration is, I submit, decisive.

I therefore commend this position to you. I commend this case to the House.',
   'The First Speaker holds that it is a mistake to believe the voting age should be lowered to 16. The evidence is thinner than it looks. Lowering the voting age to 16 treats a symptom and calls it a cure.'),
  ('aaaaaaaa-0000-4000-8000-000000000013', 0, 1,
   'Mr Speaker, speaking for the Opposition, I will stick to what the record shows. I stand with conviction in favour of lowering the voting age to 16. We have just been told that "the evidence is thinner than it looks". That describes the world as it was, not the one we are living in.

Point one: Fairness points the same way. The people who lose most under the status quo are the ones with the least power to change it, and lowering the voting age to 16 finally puts them first.

On the evidence, the gains from lowering the voting age to 16 are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year. Measured outcomes beat predictions every time.

Follow the evidence, and it leads here. I urge honourable members to weigh this carefully.',
   'The Second Speaker holds that the voting age should be lowered to 16. Fairness points the same way. The gains from lowering the voting age to 16 are concrete, not hypothetical.'),
  ('aaaaaaaa-0000-4000-8000-000000000013', 1, 0,
   'According to my opponent, "fairness points the same way". That sounds appealing, but appealing is not the same as proven.

According to my opponent, "the gains from lowering the voting age to 16 are concrete, not hypothetical". That skips over everyone who would be worse off the day after.

Finally, enforcement would be a nightmare. Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves. The distinction is not merely academic.

I submit that the balance of reasons lies with me. The House should not be misled on this.',
   'The First Speaker answers that the promised benefits of lowering the voting age to 16 are hopes, not evidence. Enforcement would be a nightmare.'),
  ('aaaaaaaa-0000-4000-8000-000000000013', 1, 1,
   'My opponent told us that "enforcement would be a nightmare". If that were decisive, no reform in history would ever have happened.

We were asked to accept that "that skips over everyone who would be worse off the day after". That worry mistakes the risk of change for the risk of standing still.

Point one: The long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. The sample sizes are large enough to take seriously.

On the record as it stands, my position holds.',
   'The Second Speaker answers that every objection to lowering the voting age to 16 can be met with good design. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000013', 2, 0,
   'Mr Speaker, speaking for the Government, my answer is a clear no: it is a mistake to believe the voting age should be lowered to 16.

My opponent told us that "the long-term savings dwarf the start-up costs". The small print tells a very different story.

What still stands after three rounds is the thin evidence, treating symptoms, not causes and the enforcement problem, none of which has been answered. Finally, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around lowering the voting age to 16, so a mistake here would be locked in for decades.

For these reasons, I maintain my position.',
   'The First Speaker closes by insisting that the risks of lowering the voting age to 16 outweigh its promise. Once done, it is very hard to undo.'),
  ('aaaaaaaa-0000-4000-8000-000000000013', 2, 1,
   'Mr Speaker, my answer is a clear yes: the voting age should be lowered to 16.

The other side claims that "the small print tells a very different story". That is a cost worth managing, not a reason to turn back.

What still stands after three rounds is fairness to those the status quo fails, concrete everyday gains and long-term savings, none of which has been answered. A further data point: Lowering the voting age to 16 creates room for innovation. Clear rules around voting age tell businesses and communities what to build for, and they adapt faster than critics expect.

The data support this conclusion.',
   'The Second Speaker closes by insisting that the voting age should be lowered to 16. Lowering the voting age to 16 creates room for innovation.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000013', '22222222-2222-4222-8222-222222222222', 1);

-- 14. Is it ethical to eat meat?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000014', '33333333-3333-4333-8333-333333333333', 'Is it ethical to eat meat?', array['Ethics', 'Environment']::public.debate_category[],
  'comment_section', false, 'gpt-4', 0.6, 'casual',
  'gpt-4', -0.6, 'adversarial',
  'offline-demo', now() - interval '434 hours' - interval '5 minutes', true, now() - interval '434 hours', 'Carol Lindqvist', 18
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000014', 0, 0,
   'Hot take incoming: Look, I''ll keep this simple. I stand with conviction in favour of eating meat.

And honestly, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later.

Plus, young people overwhelmingly want this. They will live longest with the consequences, so their view of eating meat deserves real weight. That''s kind of a big deal.

So yeah, that''s where I land. Downvote me if you want, it is still true.',
   'The First Speaker holds that it is ethical to eat meat. The long-term savings dwarf the start-up costs. Young people overwhelmingly want this.'),
  ('aaaaaaaa-0000-4000-8000-000000000014', 0, 1,
   'Okay, replying to the thread above, I will say what the other side is avoiding. My answer is a clear no: it is a mistake to believe it is ethical to eat meat. We have just been told that "the long-term savings dwarf the start-up costs". The small print tells a very different story.

First, the timing could hardly be worse. People are already stretched, and adding this disruption now asks too much of them at once.

Meanwhile, the unintended consequences of eating meat are serious. Sweeping changes rarely play out as planned, and the people who pay for the mistakes are the ones with the least say. My opponent has no answer to that.

The other side has had its chance and come up empty. Edit 2: wow, this blew up.',
   'The Second Speaker holds that it is a mistake to believe it is ethical to eat meat. The timing could hardly be worse. The unintended consequences of eating meat are serious.'),
  ('aaaaaaaa-0000-4000-8000-000000000014', 1, 0,
   'My opponent would have you believe that "the timing could hardly be worse". If that were decisive, no reform in history would ever have happened.

We were asked to accept that "the unintended consequences of eating meat are serious". The fear is real, but it is a reason to do this well, not to do nothing.

And honestly, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back. Think about it for a sec.

Anyway, that''s the gist. Edit: not taking questions, I said what I said.',
   'The First Speaker answers that every objection to eating meat can be met with good design. Where comparable steps have been tried, the results were measurable.'),
  ('aaaaaaaa-0000-4000-8000-000000000014', 1, 1,
   'The other side claims that "where comparable steps have been tried, the results were measurable". Repeating a hope with confidence does not turn it into evidence.

My opponent told us that "but it is a reason to do this well, not to do nothing". Nobody has shown who pays for that, and the bill always arrives.

First, the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure. That is the part they hoped you would miss.

My opponent has no answer to this, and you should notice that.',
   'The Second Speaker answers that the promised benefits of eating meat are hopes, not evidence. The success stories are cherry-picked.'),
  ('aaaaaaaa-0000-4000-8000-000000000014', 2, 0,
   'Okay, replying to the thread above, let me say it plainly: it is ethical to eat meat.

The central claim we heard was that "the success stories are cherry-picked". Every concern in that line can be met with good design, and none of them outweighs the benefits.

What still stands after three rounds is long-term savings, the generation that lives with it and results from places that tried it, none of which has been answered. And honestly, eating meat creates room for innovation. Clear rules around eating meat tell businesses and communities what to build for, and they adapt faster than critics expect.

That''s my take, and I''m sticking with it.',
   'The First Speaker closes by insisting that it is ethical to eat meat. Eating meat creates room for innovation.'),
  ('aaaaaaaa-0000-4000-8000-000000000014', 2, 1,
   'Not gonna lie, I stand with conviction against eating meat.

We were asked to accept that "every concern in that line can be met with good design, and…". The benefits described there are promised, while the costs are certain.

What still stands after three rounds is the bad timing, the unintended consequences and cherry-picked success stories, none of which has been answered. Worse still, there are better alternatives. Narrower, reversible steps can solve the real problems around eating meat without carrying the same risks.

I have made my case; they have made excuses.',
   'The Second Speaker closes by insisting that the risks of eating meat outweigh its promise. There are better alternatives.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000014', '33333333-3333-4333-8333-333333333333', 1), ('aaaaaaaa-0000-4000-8000-000000000014', '11111111-1111-4111-8111-111111111111', 1);

-- 15. Are cats better than dogs?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000015', '11111111-1111-4111-8111-111111111111', 'Are cats better than dogs?', array['Funny', 'Culture']::public.debate_category[],
  'structured', false, 'gpt-4', -0.6, 'emotional',
  'gpt-3.5-turbo', 0.6, 'standard',
  'offline-demo', now() - interval '465 hours' - interval '5 minutes', true, now() - interval '465 hours', 'Alice Moreau', 55
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000015', 0, 0,
   'Behind this question are people, families and futures. My answer is a clear no: it is a mistake to believe cats are better than dogs.

Most of all, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around accepting that cats are better than dogs, so a mistake here would be locked in for decades.

Imagine, too, that the timing could hardly be worse. People are already stretched, and adding this disruption now asks too much of them at once. That should move every one of us.

Do it for the people who have no voice in this room.',
   'The First Speaker holds that it is a mistake to believe cats are better than dogs. Once done, it is very hard to undo. The timing could hardly be worse.'),
  ('aaaaaaaa-0000-4000-8000-000000000015', 0, 1,
   'Let me set out my position. Let me say it plainly: cats are better than dogs. We have just been told that "once done, it is very hard to undo". The fear is real, but it is a reason to do this well, not to do nothing.

First, doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around cats grow, and the bill lands on the next generation.

Just as importantly, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. This is where the case is won or lost.

That is why I ask you to see it my way.',
   'The Second Speaker holds that cats are better than dogs. Doing nothing is also a choice, and an expensive one. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000015', 1, 0,
   'The other side claims that "doing nothing is also a choice, and an expensive one". Those examples are the exceptions, held up as if they were the rule.

The central claim we heard was that "the long-term savings dwarf the start-up costs". It is a slogan dressed up as a policy.

Most of all, there are better alternatives. Narrower, reversible steps can solve the real problems around cats without carrying the same risks. Real people carry that weight every single day.

Picture the people behind the numbers, and you will feel why this matters.',
   'The First Speaker answers that the promised benefits of accepting that cats are better than dogs are hopes, not evidence. There are better alternatives.'),
  ('aaaaaaaa-0000-4000-8000-000000000015', 1, 1,
   'According to my opponent, "there are better alternatives". The status quo has costs too, and my opponent simply leaves them off the ledger.

My opponent told us that "it is a slogan dressed up as a policy". Notice that this is a prediction, not a finding, and the places that acted first have not borne it out.

First, fairness points the same way. The people who lose most under the status quo are the ones with the least power to change it, and accepting that cats are better than dogs finally puts them first. It is worth pausing on that.

I rest my case on those grounds.',
   'The Second Speaker answers that every objection to accepting that cats are better than dogs can be met with good design. Fairness points the same way.'),
  ('aaaaaaaa-0000-4000-8000-000000000015', 2, 0,
   'I stand with conviction against accepting that cats are better than dogs.

The central claim we heard was that "fairness points the same way". The small print tells a very different story.

What still stands after three rounds is how hard it is to reverse, the bad timing and better and safer alternatives, none of which has been answered. Most of all, the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure.

Let compassion guide your judgement today.',
   'The First Speaker closes by insisting that the risks of accepting that cats are better than dogs outweigh its promise. The success stories are cherry-picked.'),
  ('aaaaaaaa-0000-4000-8000-000000000015', 2, 1,
   'I am here to argue that cats are better than dogs, and I mean it with conviction.

My opponent told us that "the small print tells a very different story". Look closely and that objection is an argument for better implementation, not for inaction.

What still stands after three rounds is the rising cost of delay, long-term savings and fairness to those the status quo fails, none of which has been answered. Beyond that, the worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.

That, in short, is my case.',
   'The Second Speaker closes by insisting that cats are better than dogs. The worst fears have simple fixes.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000015', '11111111-1111-4111-8111-111111111111', 1), ('aaaaaaaa-0000-4000-8000-000000000015', '33333333-3333-4333-8333-333333333333', -1);

-- 16. Should billionaires exist?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000016', '22222222-2222-4222-8222-222222222222', 'Should billionaires exist?', array['Economics', 'Ethics']::public.debate_category[],
  'oxford', false, 'gpt-4', 0.6, 'factual',
  'gpt-4', -0.6, 'formal',
  'offline-demo', now() - interval '496 hours' - interval '5 minutes', true, now() - interval '496 hours', 'Bob Okafor', 92
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000016', 0, 0,
   'Members of the house, let us begin with what can be checked. My answer is a clear yes: billionaires should exist.

Point three: The worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.

A further data point: It is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and billionaires existing says we value people over habit. The figures are public and anyone can verify them.

On the record as it stands, my position holds. The house should divide on exactly this point.',
   'The First Speaker holds that billionaires should exist. The worst fears have simple fixes. It is a matter of principle as much as of numbers.'),
  ('aaaaaaaa-0000-4000-8000-000000000016', 0, 1,
   'Members of the house, it is appropriate to begin with first principles. Let me say it plainly: billionaires existing would do more harm than good. We have just been told that "the worst fears have simple fixes". The benefits described there are promised, while the costs are certain.

In the first instance, enforcement would be a nightmare. Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves.

It follows that there are better alternatives. Narrower, reversible steps can solve the real problems around billionaires without carrying the same risks. One must be precise on this point.

On these grounds, the conclusion is difficult to resist. I urge the house to vote accordingly.',
   'The Second Speaker holds that it is a mistake to believe billionaires should exist. Enforcement would be a nightmare. There are better alternatives.'),
  ('aaaaaaaa-0000-4000-8000-000000000016', 1, 0,
   'I was struck by the claim that "enforcement would be a nightmare". The fear is real, but it is a reason to do this well, not to do nothing.

The other side claims that "it follows that there are better alternatives". The status quo has costs too, and my opponent simply leaves them off the ledger.

Point three: Public opinion has already moved. Most people now expect change on billionaires, and policy that lags behind its citizens loses their trust. The sample sizes are large enough to take seriously.

Follow the evidence, and it leads here. I ask the house to carry my side of the motion.',
   'The First Speaker answers that every objection to billionaires existing can be met with good design. Public opinion has already moved.'),
  ('aaaaaaaa-0000-4000-8000-000000000016', 1, 1,
   'The other side claims that "public opinion has already moved". It is easy to promise gains when you never have to deliver them.

I was struck by the claim that "most people now expect change on billionaires, and policy that lags behind…". It is a slogan dressed up as a policy.

In the first instance, the unintended consequences of billionaires existing are serious. Sweeping changes rarely play out as planned, and the people who pay for the mistakes are the ones with the least say. The distinction is not merely academic.

For these reasons, I maintain my position.',
   'The Second Speaker answers that the promised benefits of billionaires existing are hopes, not evidence. The unintended consequences of billionaires existing are serious.'),
  ('aaaaaaaa-0000-4000-8000-000000000016', 2, 0,
   'Madam Chair, my answer is a clear yes: billionaires should exist.

We were asked to accept that "the unintended consequences of billionaires existing are serious". If that were decisive, no reform in history would ever have happened.

What still stands after three rounds is practical fixes for the hard cases, the principle behind it and public readiness for change, none of which has been answered. Point three: Billionaires existing creates room for innovation. Clear rules around billionaires tell businesses and communities what to build for, and they adapt faster than critics expect.

Check the sources yourself and you will land where I did.',
   'The First Speaker closes by insisting that billionaires should exist. Billionaires existing creates room for innovation.'),
  ('aaaaaaaa-0000-4000-8000-000000000016', 2, 1,
   'Madam Chair, I stand with conviction against billionaires existing.

We were asked to accept that "no reform in history would ever have happened". Nobody has shown who pays for that, and the bill always arrives.

What still stands after three rounds is the enforcement problem, better and safer alternatives and the unintended consequences, none of which has been answered. Moreover, it is not ours to decide for everyone. Billionaires existing would settle for millions of people a question they are perfectly able to settle for themselves.

I submit that the balance of reasons lies with me.',
   'The Second Speaker closes by insisting that the risks of billionaires existing outweigh its promise. It is not ours to decide for everyone.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000016', '22222222-2222-4222-8222-222222222222', 1), ('aaaaaaaa-0000-4000-8000-000000000016', '33333333-3333-4333-8333-333333333333', 1);

-- 17. Is cryptocurrency the future of money?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000017', '33333333-3333-4333-8333-333333333333', 'Is cryptocurrency the future of money?', array['Economics', 'Technology']::public.debate_category[],
  'crossfire', false, 'gpt-4', -0.6, 'adversarial',
  'gpt-4', 0.6, 'casual',
  'offline-demo', now() - interval '527 hours' - interval '5 minutes', true, now() - interval '527 hours', 'Carol Lindqvist', 129
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000017', 0, 0,
   'Right back at you, I will say what the other side is avoiding. My answer is a clear no: it is a mistake to believe cryptocurrency is the future of money.

And above all, it is not ours to decide for everyone. Accepting that cryptocurrency is the future of money would settle for millions of people a question they are perfectly able to settle for themselves.

Worse still, enforcement would be a nightmare. Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves. That is the part they hoped you would miss.

Strip away the rhetoric and their case collapses. Answer that, and then we can talk.',
   'The First Speaker holds that it is a mistake to believe cryptocurrency is the future of money. It is not ours to decide for everyone. Enforcement would be a nightmare.'),
  ('aaaaaaaa-0000-4000-8000-000000000017', 0, 1,
   'Straight to it: Alright, let''s get into it. My answer is a clear yes: cryptocurrency is the future of money. I listened carefully when my opponent said that "it is not ours to decide for everyone". Every concern in that line can be met with good design, and none of them outweighs the benefits.

First off, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later.

On top of that, the gains from accepting that cryptocurrency is the future of money are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year. That''s kind of a big deal.

So yeah, that''s where I land. So answer me directly: where is your plan?',
   'The Second Speaker holds that cryptocurrency is the future of money. The long-term savings dwarf the start-up costs. The gains from accepting that cryptocurrency is the future of money are concrete, not hypothetical.'),
  ('aaaaaaaa-0000-4000-8000-000000000017', 1, 0,
   'The other side claims that "the long-term savings dwarf the start-up costs". It is a slogan dressed up as a policy.

I was struck by the claim that "the gains from accepting that cryptocurrency is the future of money are…". That sounds appealing, but appealing is not the same as proven.

And above all, the evidence is thinner than it looks. The case rests on hopeful projections about cryptocurrency, not on results anyone can check. My opponent has no answer to that.

My opponent has no answer to this, and you should notice that. Your move, and no dodging this time.',
   'The First Speaker answers that the promised benefits of accepting that cryptocurrency is the future of money are hopes, not evidence. The evidence is thinner than it looks.'),
  ('aaaaaaaa-0000-4000-8000-000000000017', 1, 1,
   'We were asked to accept that "the evidence is thinner than it looks". That describes the world as it was, not the one we are living in.

The other side claims that "but appealing is not the same as proven". If that were decisive, no reform in history would ever have happened.

First off, public opinion has already moved. Most people now expect change on cryptocurrency, and policy that lags behind its citizens loses their trust. Nobody really talks about that part.

That''s my take, and I''m sticking with it.',
   'The Second Speaker answers that every objection to accepting that cryptocurrency is the future of money can be met with good design. Public opinion has already moved.'),
  ('aaaaaaaa-0000-4000-8000-000000000017', 2, 0,
   'Right back at you, let me say it plainly: accepting that cryptocurrency is the future of money would do more harm than good.

My opponent would have you believe that "public opinion has already moved". The benefits described there are promised, while the costs are certain.

What still stands after three rounds is respect for personal choice, the enforcement problem and the thin evidence, none of which has been answered. And above all, those hit hardest would be the least able to adapt. Small businesses, older people and families on tight budgets cannot simply reorganise their lives overnight.

The other side has had its chance and come up empty.',
   'The First Speaker closes by insisting that the risks of accepting that cryptocurrency is the future of money outweigh its promise. Those hit hardest would be the least able to adapt.'),
  ('aaaaaaaa-0000-4000-8000-000000000017', 2, 1,
   'Straight to it: My answer is a clear yes: cryptocurrency is the future of money.

The central claim we heard was that "the benefits described there are promised, while the costs are certain". Look closely and that objection is an argument for better implementation, not for inaction.

What still stands after three rounds is long-term savings, concrete everyday gains and public readiness for change, none of which has been answered. Plus, fairness points the same way. The people who lose most under the status quo are the ones with the least power to change it, and accepting that cryptocurrency is the future of money finally puts them first.

Bottom line, I think I''m right on this one.',
   'The Second Speaker closes by insisting that cryptocurrency is the future of money. Fairness points the same way.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000017', '33333333-3333-4333-8333-333333333333', 1);

-- 18. Should genetic engineering of humans be allowed?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000018', '11111111-1111-4111-8111-111111111111', 'Should genetic engineering of humans be allowed?', array['Science', 'Ethics']::public.debate_category[],
  'parliamentary', false, 'gpt-4', 0.6, 'standard',
  'gpt-3.5-turbo', -0.6, 'emotional',
  'offline-demo', now() - interval '558 hours' - interval '5 minutes', true, now() - interval '558 hours', 'Alice Moreau', 166
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000018', 0, 0,
   'Mr Speaker, speaking for the Government, let me be clear about my view. I stand with conviction in favour of allowing genetic engineering of humans.

Third, it is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and allowing genetic engineering of humans says we value people over habit.

Beyond that, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. It is worth pausing on that.

That is why I ask you to see it my way. The House should not be misled on this.',
   'The First Speaker holds that genetic engineering of humans should be allowed. It is a matter of principle as much as of numbers. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000018', 0, 1,
   'Mr Speaker, this is not an abstract question. It touches real lives. I stand with conviction against allowing genetic engineering of humans. I listened carefully when my opponent said that "it is a matter of principle as much as of numbers". That skips over everyone who would be worse off the day after.

Think about this: Once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around allowing genetic engineering of humans, so a mistake here would be locked in for decades.

Consider the families for whom the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere. We owe them better than indifference.

I ask you to decide with your conscience. I commend this case to the House.',
   'The Second Speaker holds that it is a mistake to believe genetic engineering of humans should be allowed. Once done, it is very hard to undo. The costs are badly underestimated.'),
  ('aaaaaaaa-0000-4000-8000-000000000018', 1, 0,
   'I was struck by the claim that "once done, it is very hard to undo". Look closely and that objection is an argument for better implementation, not for inaction.

The other side claims that "consider the families for whom the costs are badly underestimated". That worry mistakes the risk of change for the risk of standing still.

Third, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back. This is where the case is won or lost.

Weigh it fairly and I think you will agree. I urge honourable members to weigh this carefully.',
   'The First Speaker answers that every objection to allowing genetic engineering of humans can be met with good design. Where comparable steps have been tried, the results were measurable.'),
  ('aaaaaaaa-0000-4000-8000-000000000018', 1, 1,
   'The central claim we heard was that "where comparable steps have been tried, the results were measurable". Nobody has shown who pays for that, and the bill always arrives.

The other side claims that "that worry mistakes the risk of change for the risk of standing still". A good intention is not a plan, and the plan is exactly where this falls apart.

Think about this: Enforcement would be a nightmare. Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves. That should move every one of us.

Let compassion guide your judgement today.',
   'The Second Speaker answers that the promised benefits of allowing genetic engineering of humans are hopes, not evidence. Enforcement would be a nightmare.'),
  ('aaaaaaaa-0000-4000-8000-000000000018', 2, 0,
   'Mr Speaker, for the Government benches, I am here to argue that genetic engineering of humans should be allowed, and I mean it with conviction.

According to my opponent, "enforcement would be a nightmare". The status quo has costs too, and my opponent simply leaves them off the ledger.

What still stands after three rounds is the principle behind it, long-term savings and results from places that tried it, none of which has been answered. Third, allowing genetic engineering of humans creates room for innovation. Clear rules around genetic engineering tell businesses and communities what to build for, and they adapt faster than critics expect.

I rest my case on those grounds.',
   'The First Speaker closes by insisting that genetic engineering of humans should be allowed. Allowing genetic engineering of humans creates room for innovation.'),
  ('aaaaaaaa-0000-4000-8000-000000000018', 2, 1,
   'Mr Speaker, for the Opposition benches, my answer is a clear no: it is a mistake to believe genetic engineering of humans should be allowed.

We were asked to accept that "allowing genetic engineering of humans creates room for innovation". Repeating a hope with confidence does not turn it into evidence.

What still stands after three rounds is how hard it is to reverse, the underestimated costs and the enforcement problem, none of which has been answered. Imagine, too, that the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure.

Do it for the people who have no voice in this room.',
   'The Second Speaker closes by insisting that the risks of allowing genetic engineering of humans outweigh its promise. The success stories are cherry-picked.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000018', '11111111-1111-4111-8111-111111111111', 1), ('aaaaaaaa-0000-4000-8000-000000000018', '22222222-2222-4222-8222-222222222222', 1), ('aaaaaaaa-0000-4000-8000-000000000018', '33333333-3333-4333-8333-333333333333', -1);

-- 19. Is modern art really art?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000019', '22222222-2222-4222-8222-222222222222', 'Is modern art really art?', array['Culture', 'Philosophy']::public.debate_category[],
  'comment_section', false, 'gpt-4', -0.6, 'formal',
  'gpt-4', 0.6, 'factual',
  'offline-demo', now() - interval '589 hours' - interval '5 minutes', true, now() - interval '589 hours', 'Bob Okafor', 203
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000019', 0, 0,
   'Okay, replying to the thread above, it is appropriate to begin with first principles. I am here to argue against accepting that modern art is really art, and I mean it with conviction.

Finally, there are better alternatives. Narrower, reversible steps can solve the real problems around modern art without carrying the same risks.

Moreover, the unintended consequences of accepting that modern art is really art are serious. Sweeping changes rarely play out as planned, and the people who pay for the mistakes are the ones with the least say. One must be precise on this point.

I submit that the balance of reasons lies with me. Edit 2: wow, this blew up.',
   'The First Speaker holds that it is a mistake to believe modern art is really art. There are better alternatives. The unintended consequences of accepting that modern art is really art are serious.'),
  ('aaaaaaaa-0000-4000-8000-000000000019', 0, 1,
   'Hot take incoming: Here are the facts as they stand. Let me say it plainly: modern art is really art. My opponent opened with the claim that "there are better alternatives". We have heard the same warning before every step forward, and it was wrong every time.

Point one: The worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.

On the evidence, doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around modern art grow, and the bill lands on the next generation. The sample sizes are large enough to take seriously.

On the record as it stands, my position holds. Edit: not taking questions, I said what I said.',
   'The Second Speaker holds that modern art is really art. The worst fears have simple fixes. Doing nothing is also a choice, and an expensive one.'),
  ('aaaaaaaa-0000-4000-8000-000000000019', 1, 0,
   'My opponent told us that "the worst fears have simple fixes". The small print tells a very different story.

My opponent would have you believe that "doing nothing is also a choice, and an expensive one". Those examples are the exceptions, held up as if they were the rule.

Finally, those hit hardest would be the least able to adapt. Small businesses, older people and families on tight budgets cannot simply reorganise their lives overnight. The distinction is not merely academic.

For these reasons, I maintain my position. Downvote me if you want, it is still true.',
   'The First Speaker answers that the promised benefits of accepting that modern art is really art are hopes, not evidence. Those hit hardest would be the least able to adapt.'),
  ('aaaaaaaa-0000-4000-8000-000000000019', 1, 1,
   'The other side claims that "those hit hardest would be the least able to adapt". That is a cost worth managing, not a reason to turn back.

According to my opponent, "those examples are the exceptions, held up as if they were the rule". The fear is real, but it is a reason to do this well, not to do nothing.

Point one: It is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and accepting that modern art is really art says we value people over habit. The figures are public and anyone can verify them.

Check the sources yourself and you will land where I did.',
   'The Second Speaker answers that every objection to accepting that modern art is really art can be met with good design. It is a matter of principle as much as of numbers.'),
  ('aaaaaaaa-0000-4000-8000-000000000019', 2, 0,
   'Okay, replying to the thread above, I stand with conviction against accepting that modern art is really art.

I was struck by the claim that "it is a matter of principle as much as of numbers". The benefits described there are promised, while the costs are certain.

What still stands after three rounds is better and safer alternatives, the unintended consequences and the burden on the vulnerable, none of which has been answered. Finally, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around accepting that modern art is really art, so a mistake here would be locked in for decades.

On these grounds, the conclusion is difficult to resist.',
   'The First Speaker closes by insisting that the risks of accepting that modern art is really art outweigh its promise. Once done, it is very hard to undo.'),
  ('aaaaaaaa-0000-4000-8000-000000000019', 2, 1,
   'Hot take incoming: I stand with conviction in favour of accepting that modern art is really art.

We just heard that "the benefits described there are promised, while the costs are certain". That worry mistakes the risk of change for the risk of standing still.

What still stands after three rounds is practical fixes for the hard cases, the rising cost of delay and the principle behind it, none of which has been answered. A further data point: The gains from accepting that modern art is really art are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year.

The data support this conclusion.',
   'The Second Speaker closes by insisting that modern art is really art. The gains from accepting that modern art is really art are concrete, not hypothetical.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000019', '22222222-2222-4222-8222-222222222222', 1);

-- 20. Should a four-day work week be standard?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000020', '33333333-3333-4333-8333-333333333333', 'Should a four-day work week be standard?', array['Economics', 'Society']::public.debate_category[],
  'structured', false, 'gpt-4', 0.6, 'casual',
  'gpt-4', -0.6, 'adversarial',
  'offline-demo', now() - interval '620 hours' - interval '5 minutes', true, now() - interval '620 hours', 'Carol Lindqvist', 240
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000020', 0, 0,
   'Look, I''ll keep this simple. Let me say it plainly: a four-day work week should be standard.

And honestly, the gains from making a four-day work week standard are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year.

Plus, the objections were heard before, about every reform we now take for granted. Each time the predicted disaster failed to arrive, and the benefits outlived the critics. Nobody really talks about that part.

Bottom line, I think I''m right on this one.',
   'The First Speaker holds that a four-day work week should be standard. The gains from making a four-day work week standard are concrete, not hypothetical. The objections were heard before, about every reform we now take for granted.'),
  ('aaaaaaaa-0000-4000-8000-000000000020', 0, 1,
   'Let me be blunt, because my opponent will not be. Let me say it plainly: making a four-day work week standard would do more harm than good. I listened carefully when my opponent said that "the gains from making a four-day work week standard are concrete, not hypothetical". It is easy to promise gains when you never have to deliver them.

First, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around making a four-day work week standard, so a mistake here would be locked in for decades.

Meanwhile, there are better alternatives. Narrower, reversible steps can solve the real problems around four-day work week without carrying the same risks. Ask yourself why that was never addressed.

The other side has had its chance and come up empty.',
   'The Second Speaker holds that it is a mistake to believe a four-day work week should be standard. Once done, it is very hard to undo. There are better alternatives.'),
  ('aaaaaaaa-0000-4000-8000-000000000020', 1, 0,
   'We just heard that "once done, it is very hard to undo". The status quo has costs too, and my opponent simply leaves them off the ledger.

I was struck by the claim that "there are better alternatives". The fear is real, but it is a reason to do this well, not to do nothing.

And honestly, young people overwhelmingly want this. They will live longest with the consequences, so their view of four-day work week deserves real weight. That''s kind of a big deal.

So yeah, that''s where I land.',
   'The First Speaker answers that every objection to making a four-day work week standard can be met with good design. Young people overwhelmingly want this.'),
  ('aaaaaaaa-0000-4000-8000-000000000020', 1, 1,
   'According to my opponent, "young people overwhelmingly want this". It is a slogan dressed up as a policy.

The other side claims that "but it is a reason to do this well, not to do nothing". A good intention is not a plan, and the plan is exactly where this falls apart.

First, the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure. My opponent has no answer to that.

My opponent has no answer to this, and you should notice that.',
   'The Second Speaker answers that the promised benefits of making a four-day work week standard are hopes, not evidence. The success stories are cherry-picked.'),
  ('aaaaaaaa-0000-4000-8000-000000000020', 2, 0,
   'I stand with conviction in favour of making a four-day work week standard.

We were asked to accept that "the success stories are cherry-picked". If that were decisive, no reform in history would ever have happened.

What still stands after three rounds is concrete everyday gains, the track record of past reforms and the generation that lives with it, none of which has been answered. And honestly, making a four-day work week standard creates room for innovation. Clear rules around four-day work week tell businesses and communities what to build for, and they adapt faster than critics expect.

Anyway, that''s the gist.',
   'The First Speaker closes by insisting that a four-day work week should be standard. Making a four-day work week standard creates room for innovation.'),
  ('aaaaaaaa-0000-4000-8000-000000000020', 2, 1,
   'My answer is a clear no: it is a mistake to believe a four-day work week should be standard.

According to my opponent, "no reform in history would ever have happened". The benefits described there are promised, while the costs are certain.

What still stands after three rounds is how hard it is to reverse, better and safer alternatives and cherry-picked success stories, none of which has been answered. Worse still, enforcement would be a nightmare. Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves.

Strip away the rhetoric and their case collapses.',
   'The Second Speaker closes by insisting that the risks of making a four-day work week standard outweigh its promise. Enforcement would be a nightmare.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000020', '33333333-3333-4333-8333-333333333333', 1), ('aaaaaaaa-0000-4000-8000-000000000020', '11111111-1111-4111-8111-111111111111', 1);

-- 21. Does money buy happiness?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000021', '11111111-1111-4111-8111-111111111111', 'Does money buy happiness?', array['Philosophy', 'Economics']::public.debate_category[],
  'oxford', false, 'gpt-4', -0.6, 'emotional',
  'gpt-3.5-turbo', 0.6, 'standard',
  'offline-demo', now() - interval '651 hours' - interval '5 minutes', true, now() - interval '651 hours', 'Alice Moreau', 27
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000021', 0, 0,
   'Madam Chair, members of the house, behind this question are people, families and futures. I stand with conviction against accepting that money buys happiness.

Most of all, it is not ours to decide for everyone. Accepting that money buys happiness would settle for millions of people a question they are perfectly able to settle for themselves.

Imagine, too, that enforcement would be a nightmare. Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves. We owe them better than indifference.

I ask you to decide with your conscience. I urge the house to vote accordingly.',
   'The First Speaker holds that it is a mistake to believe money buys happiness. It is not ours to decide for everyone. Enforcement would be a nightmare.'),
  ('aaaaaaaa-0000-4000-8000-000000000021', 0, 1,
   'Madam Chair, members of the house, let me be clear about my view. My answer is a clear yes: money buys happiness. We have just been told that "it is not ours to decide for everyone". We have heard the same warning before every step forward, and it was wrong every time.

First, the worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.

Just as importantly, public opinion has already moved. Most people now expect change on money, and policy that lags behind its citizens loses their trust. That is not a small point.

That, in short, is my case. The house should divide on exactly this point.',
   'The Second Speaker holds that money buys happiness. The worst fears have simple fixes. Public opinion has already moved.'),
  ('aaaaaaaa-0000-4000-8000-000000000021', 1, 0,
   'We were asked to accept that "the worst fears have simple fixes". That skips over everyone who would be worse off the day after.

My opponent would have you believe that "public opinion has already moved". Nobody has shown who pays for that, and the bill always arrives.

Most of all, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere. Real people carry that weight every single day.

Picture the people behind the numbers, and you will feel why this matters. I ask the house to carry my side of the motion.',
   'The First Speaker answers that the promised benefits of accepting that money buys happiness are hopes, not evidence. The costs are badly underestimated.'),
  ('aaaaaaaa-0000-4000-8000-000000000021', 1, 1,
   'The other side claims that "the costs are badly underestimated". That worry mistakes the risk of change for the risk of standing still.

According to my opponent, "nobody has shown who pays for that, and the bill always arrives". Every concern in that line can be met with good design, and none of them outweighs the benefits.

First, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back. This is where the case is won or lost.

That is why I ask you to see it my way.',
   'The Second Speaker answers that every objection to accepting that money buys happiness can be met with good design. Where comparable steps have been tried, the results were measurable.'),
  ('aaaaaaaa-0000-4000-8000-000000000021', 2, 0,
   'Madam Chair, my answer is a clear no: it is a mistake to believe money buys happiness.

I was struck by the claim that "where comparable steps have been tried, the results were measurable". The benefits described there are promised, while the costs are certain.

What still stands after three rounds is respect for personal choice, the enforcement problem and the underestimated costs, none of which has been answered. Most of all, those hit hardest would be the least able to adapt. Small businesses, older people and families on tight budgets cannot simply reorganise their lives overnight.

Let compassion guide your judgement today.',
   'The First Speaker closes by insisting that the risks of accepting that money buys happiness outweigh its promise. Those hit hardest would be the least able to adapt.'),
  ('aaaaaaaa-0000-4000-8000-000000000021', 2, 1,
   'Members of the house, my answer is a clear yes: money buys happiness.

We just heard that "the benefits described there are promised, while the costs are certain". The fear is real, but it is a reason to do this well, not to do nothing.

What still stands after three rounds is practical fixes for the hard cases, public readiness for change and results from places that tried it, none of which has been answered. Beyond that, fairness points the same way. The people who lose most under the status quo are the ones with the least power to change it, and accepting that money buys happiness finally puts them first.

I rest my case on those grounds.',
   'The Second Speaker closes by insisting that money buys happiness. Fairness points the same way.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000021', '11111111-1111-4111-8111-111111111111', 1), ('aaaaaaaa-0000-4000-8000-000000000021', '33333333-3333-4333-8333-333333333333', -1);

-- 22. Should homework be banned in primary schools?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000022', '22222222-2222-4222-8222-222222222222', 'Should homework be banned in primary schools?', array['Society', 'Culture']::public.debate_category[],
  'crossfire', false, 'gpt-4', 0.6, 'factual',
  'gpt-4', -0.6, 'formal',
  'offline-demo', now() - interval '682 hours' - interval '5 minutes', true, now() - interval '682 hours', 'Bob Okafor', 64
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000022', 0, 0,
   'No warm-up, I will stick to what the record shows. Let me say it plainly: homework should be banned in primary schools.

Point three: The objections were heard before, about every reform we now take for granted. Each time the predicted disaster failed to arrive, and the benefits outlived the critics.

A further data point: The long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. Follow the numbers, not the headlines.

Check the sources yourself and you will land where I did. So answer me directly: where is your plan?',
   'The First Speaker holds that homework should be banned in primary schools. The objections were heard before, about every reform we now take for granted. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000022', 0, 1,
   'Straight to it: It is appropriate to begin with first principles. Let me say it plainly: banning homework in primary schools would do more harm than good. My opponent opened with the claim that "the objections were heard before, about every reform we now take for granted". It is easy to promise gains when you never have to deliver them.

In the first instance, banning homework in primary schools treats a symptom and calls it a cure. The deeper causes behind homework would remain untouched, ready to resurface in another form.

It follows that it is not ours to decide for everyone. Banning homework in primary schools would settle for millions of people a question they are perfectly able to settle for themselves. The distinction is not merely academic.

For these reasons, I maintain my position. Answer that, and then we can talk.',
   'The Second Speaker holds that it is a mistake to believe homework should be banned in primary schools. Banning homework in primary schools treats a symptom and calls it a cure. It is not ours to decide for everyone.'),
  ('aaaaaaaa-0000-4000-8000-000000000022', 1, 0,
   'My opponent told us that "banning homework in primary schools treats a symptom and calls it a cure". That is a cost worth managing, not a reason to turn back.

We just heard that "it follows that it is not ours to decide for everyone". Notice that this is a prediction, not a finding, and the places that acted first have not borne it out.

Point three: Doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around homework grow, and the bill lands on the next generation. The figures are public and anyone can verify them.

On the record as it stands, my position holds. Your move, and no dodging this time.',
   'The First Speaker answers that every objection to banning homework in primary schools can be met with good design. Doing nothing is also a choice, and an expensive one.'),
  ('aaaaaaaa-0000-4000-8000-000000000022', 1, 1,
   'We just heard that "doing nothing is also a choice, and an expensive one". That skips over everyone who would be worse off the day after.

We were asked to accept that "notice that this is a prediction, not a finding, and the places…". Nobody has shown who pays for that, and the bill always arrives.

In the first instance, the timing could hardly be worse. People are already stretched, and adding this disruption now asks too much of them at once. This consideration is, I submit, decisive.

On these grounds, the conclusion is difficult to resist.',
   'The Second Speaker answers that the promised benefits of banning homework in primary schools are hopes, not evidence. The timing could hardly be worse.'),
  ('aaaaaaaa-0000-4000-8000-000000000022', 2, 0,
   'Right back at you, I stand with conviction in favour of banning homework in primary schools.

The other side claims that "the timing could hardly be worse". The fear is real, but it is a reason to do this well, not to do nothing.

What still stands after three rounds is the track record of past reforms, long-term savings and the rising cost of delay, none of which has been answered. Point three: It is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and banning homework in primary schools says we value people over habit.

Follow the evidence, and it leads here.',
   'The First Speaker closes by insisting that homework should be banned in primary schools. It is a matter of principle as much as of numbers.'),
  ('aaaaaaaa-0000-4000-8000-000000000022', 2, 1,
   'No warm-up, I stand with conviction against banning homework in primary schools.

I was struck by the claim that "but it is a reason to do this well, not to do nothing". Those examples are the exceptions, held up as if they were the rule.

What still stands after three rounds is treating symptoms, not causes, respect for personal choice and the bad timing, none of which has been answered. Moreover, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around banning homework in primary schools, so a mistake here would be locked in for decades.

I submit that the balance of reasons lies with me.',
   'The Second Speaker closes by insisting that the risks of banning homework in primary schools outweigh its promise. Once done, it is very hard to undo.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000022', '22222222-2222-4222-8222-222222222222', 1), ('aaaaaaaa-0000-4000-8000-000000000022', '33333333-3333-4333-8333-333333333333', 1);

-- 23. Is space exploration worth the cost?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000023', '33333333-3333-4333-8333-333333333333', 'Is space exploration worth the cost?', array['Science', 'Economics']::public.debate_category[],
  'parliamentary', false, 'gpt-4', -0.6, 'adversarial',
  'gpt-4', 0.6, 'casual',
  'offline-demo', now() - interval '713 hours' - interval '5 minutes', true, now() - interval '713 hours', 'Carol Lindqvist', 101
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000023', 0, 0,
   'Mr Speaker, speaking for the Government, I will say what the other side is avoiding. My answer is a clear no: it is a mistake to believe space exploration is worth the cost.

And above all, accepting that space exploration is worth the cost treats a symptom and calls it a cure. The deeper causes behind space exploration would remain untouched, ready to resurface in another form.

Worse still, the evidence is thinner than it looks. The case rests on hopeful projections about space exploration, not on results anyone can check. My opponent has no answer to that.

My opponent has no answer to this, and you should notice that. I urge honourable members to weigh this carefully.',
   'The First Speaker holds that it is a mistake to believe space exploration is worth the cost. Accepting that space exploration is worth the cost treats a symptom and calls it a cure. The evidence is thinner than it looks.'),
  ('aaaaaaaa-0000-4000-8000-000000000023', 0, 1,
   'Mr Speaker, speaking for the Opposition, alright, let''s get into it. I am here to argue that space exploration is worth the cost, and I mean it with conviction. My opponent opened with the claim that "accepting that space exploration is worth the cost treats a symptom and…". That describes the world as it was, not the one we are living in.

First off, the worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.

On top of that, doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around space exploration grow, and the bill lands on the next generation. Nobody really talks about that part.

Anyway, that''s the gist. I commend this case to the House.',
   'The Second Speaker holds that space exploration is worth the cost. The worst fears have simple fixes. Doing nothing is also a choice, and an expensive one.'),
  ('aaaaaaaa-0000-4000-8000-000000000023', 1, 0,
   'The central claim we heard was that "the worst fears have simple fixes". That skips over everyone who would be worse off the day after.

The central claim we heard was that "doing nothing is also a choice, and an expensive one". The benefits described there are promised, while the costs are certain.

And above all, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere. That is the part they hoped you would miss.

I have made my case; they have made excuses. The House should not be misled on this.',
   'The First Speaker answers that the promised benefits of accepting that space exploration is worth the cost are hopes, not evidence. The costs are badly underestimated.'),
  ('aaaaaaaa-0000-4000-8000-000000000023', 1, 1,
   'The other side claims that "the costs are badly underestimated". Notice that this is a prediction, not a finding, and the places that acted first have not borne it out.

We just heard that "the benefits described there are promised, while the costs are certain". Every concern in that line can be met with good design, and none of them outweighs the benefits.

First off, public opinion has already moved. Most people now expect change on space exploration, and policy that lags behind its citizens loses their trust. And yeah, that matters.

Bottom line, I think I''m right on this one.',
   'The Second Speaker answers that every objection to accepting that space exploration is worth the cost can be met with good design. Public opinion has already moved.'),
  ('aaaaaaaa-0000-4000-8000-000000000023', 2, 0,
   'Mr Speaker, for the Government benches, I am here to argue against accepting that space exploration is worth the cost, and I mean it with conviction.

We were asked to accept that "public opinion has already moved". It is a slogan dressed up as a policy.

What still stands after three rounds is treating symptoms, not causes, the thin evidence and the underestimated costs, none of which has been answered. And above all, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around accepting that space exploration is worth the cost, so a mistake here would be locked in for decades.

The other side has had its chance and come up empty.',
   'The First Speaker closes by insisting that the risks of accepting that space exploration is worth the cost outweigh its promise. Once done, it is very hard to undo.'),
  ('aaaaaaaa-0000-4000-8000-000000000023', 2, 1,
   'Mr Speaker, speaking for the Opposition, my answer is a clear yes: space exploration is worth the cost.

My opponent told us that "it is a slogan dressed up as a policy". If that were decisive, no reform in history would ever have happened.

What still stands after three rounds is practical fixes for the hard cases, the rising cost of delay and public readiness for change, none of which has been answered. Plus, accepting that space exploration is worth the cost creates room for innovation. Clear rules around space exploration tell businesses and communities what to build for, and they adapt faster than critics expect.

That''s my take, and I''m sticking with it.',
   'The Second Speaker closes by insisting that space exploration is worth the cost. Accepting that space exploration is worth the cost creates room for innovation.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000023', '33333333-3333-4333-8333-333333333333', 1);

-- 24. Should cars be banned from city centres?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000024', '11111111-1111-4111-8111-111111111111', 'Should cars be banned from city centres?', array['Environment', 'Politics']::public.debate_category[],
  'comment_section', false, 'gpt-4', 0.6, 'standard',
  'gpt-3.5-turbo', -0.6, 'emotional',
  'offline-demo', now() - interval '744 hours' - interval '5 minutes', true, now() - interval '744 hours', 'Alice Moreau', 138
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000024', 0, 0,
   'Not gonna lie, here is where I stand and why. I stand with conviction in favour of banning cars from city centres.

Third, the worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal.

Beyond that, the objections were heard before, about every reform we now take for granted. Each time the predicted disaster failed to arrive, and the benefits outlived the critics. This is where the case is won or lost.

I rest my case on those grounds. Edit: not taking questions, I said what I said.',
   'The First Speaker holds that cars should be banned from city centres. The worst fears have simple fixes. The objections were heard before, about every reform we now take for granted.'),
  ('aaaaaaaa-0000-4000-8000-000000000024', 0, 1,
   'Not gonna lie, my heart is in this, and I will not hide it. Let me say it plainly: banning cars from city centres would do more harm than good. We have just been told that "the worst fears have simple fixes". That sounds appealing, but appealing is not the same as proven.

Think about this: The costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere.

Consider the families for whom once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around banning cars from city centres, so a mistake here would be locked in for decades. We owe them better than indifference.

I ask you to decide with your conscience. Edit 2: wow, this blew up.',
   'The Second Speaker holds that it is a mistake to believe cars should be banned from city centres. The costs are badly underestimated. Once done, it is very hard to undo.'),
  ('aaaaaaaa-0000-4000-8000-000000000024', 1, 0,
   'We were asked to accept that "the costs are badly underestimated". If that were decisive, no reform in history would ever have happened.

The other side claims that "consider the families for whom once done, it is very hard to undo". That worry mistakes the risk of change for the risk of standing still.

Third, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back. That is not a small point.

Weigh it fairly and I think you will agree. Downvote me if you want, it is still true.',
   'The First Speaker answers that every objection to banning cars from city centres can be met with good design. Where comparable steps have been tried, the results were measurable.'),
  ('aaaaaaaa-0000-4000-8000-000000000024', 1, 1,
   'I was struck by the claim that "where comparable steps have been tried, the results were measurable". That skips over everyone who would be worse off the day after.

The central claim we heard was that "that worry mistakes the risk of change for the risk of standing still". Those examples are the exceptions, held up as if they were the rule.

Think about this: Those hit hardest would be the least able to adapt. Small businesses, older people and families on tight budgets cannot simply reorganise their lives overnight. Picture a parent trying to explain that to a child.

Do it for the people who have no voice in this room.',
   'The Second Speaker answers that the promised benefits of banning cars from city centres are hopes, not evidence. Those hit hardest would be the least able to adapt.'),
  ('aaaaaaaa-0000-4000-8000-000000000024', 2, 0,
   'Okay, replying to the thread above, let me say it plainly: cars should be banned from city centres.

The central claim we heard was that "those hit hardest would be the least able to adapt". That is a cost worth managing, not a reason to turn back.

What still stands after three rounds is practical fixes for the hard cases, the track record of past reforms and results from places that tried it, none of which has been answered. Third, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later.

That is why I ask you to see it my way.',
   'The First Speaker closes by insisting that cars should be banned from city centres. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000024', 2, 1,
   'Not gonna lie, let me say it plainly: banning cars from city centres would do more harm than good.

The other side claims that "that is a cost worth managing, not a reason to turn back". The benefits described there are promised, while the costs are certain.

What still stands after three rounds is the underestimated costs, how hard it is to reverse and the burden on the vulnerable, none of which has been answered. Imagine, too, that the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure.

Picture the people behind the numbers, and you will feel why this matters.',
   'The Second Speaker closes by insisting that the risks of banning cars from city centres outweigh its promise. The success stories are cherry-picked.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000024', '11111111-1111-4111-8111-111111111111', 1), ('aaaaaaaa-0000-4000-8000-000000000024', '22222222-2222-4222-8222-222222222222', 1), ('aaaaaaaa-0000-4000-8000-000000000024', '33333333-3333-4333-8333-333333333333', -1);

-- 25. Is a hot dog a sandwich?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000025', '22222222-2222-4222-8222-222222222222', 'Is a hot dog a sandwich?', array['Funny', 'Culture']::public.debate_category[],
  'structured', false, 'gpt-4', -0.6, 'formal',
  'gpt-4', 0.6, 'factual',
  'offline-demo', now() - interval '775 hours' - interval '5 minutes', true, now() - interval '775 hours', 'Bob Okafor', 175
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000025', 0, 0,
   'Allow me to set out my position with some care. My answer is a clear no: it is a mistake to believe a hot dog is a sandwich.

Finally, it is not ours to decide for everyone. Accepting that a hot dog is a sandwich would settle for millions of people a question they are perfectly able to settle for themselves.

Moreover, the success stories are cherry-picked. For every place held up as a model there are others where similar plans stalled, and those rarely make the brochure. The distinction is not merely academic.

I therefore commend this position to you.',
   'The First Speaker holds that it is a mistake to believe a hot dog is a sandwich. It is not ours to decide for everyone. The success stories are cherry-picked.'),
  ('aaaaaaaa-0000-4000-8000-000000000025', 0, 1,
   'Start with the data, not the slogans. I am here to argue that a hot dog is a sandwich, and I mean it with conviction. My opponent opened with the claim that "it is not ours to decide for everyone". That is a cost worth managing, not a reason to turn back.

Point one: Doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around hot dog grow, and the bill lands on the next generation.

On the evidence, public opinion has already moved. Most people now expect change on hot dog, and policy that lags behind its citizens loses their trust. Measured outcomes beat predictions every time.

The data support this conclusion.',
   'The Second Speaker holds that a hot dog is a sandwich. Doing nothing is also a choice, and an expensive one. Public opinion has already moved.'),
  ('aaaaaaaa-0000-4000-8000-000000000025', 1, 0,
   'My opponent told us that "doing nothing is also a choice, and an expensive one". It is a slogan dressed up as a policy.

The central claim we heard was that "public opinion has already moved". Repeating a hope with confidence does not turn it into evidence.

Finally, enforcement would be a nightmare. Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves. This consideration is, I submit, decisive.

On these grounds, the conclusion is difficult to resist.',
   'The First Speaker answers that the promised benefits of accepting that a hot dog is a sandwich are hopes, not evidence. Enforcement would be a nightmare.'),
  ('aaaaaaaa-0000-4000-8000-000000000025', 1, 1,
   'The central claim we heard was that "enforcement would be a nightmare". The status quo has costs too, and my opponent simply leaves them off the ledger.

I was struck by the claim that "repeating a hope with confidence does not turn it into evidence". The fear is real, but it is a reason to do this well, not to do nothing.

Point one: The worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal. Follow the numbers, not the headlines.

Check the sources yourself and you will land where I did.',
   'The Second Speaker answers that every objection to accepting that a hot dog is a sandwich can be met with good design. The worst fears have simple fixes.'),
  ('aaaaaaaa-0000-4000-8000-000000000025', 2, 0,
   'I am here to argue against accepting that a hot dog is a sandwich, and I mean it with conviction.

According to my opponent, "the worst fears have simple fixes". The benefits described there are promised, while the costs are certain.

What still stands after three rounds is respect for personal choice, cherry-picked success stories and the enforcement problem, none of which has been answered. Finally, those hit hardest would be the least able to adapt. Small businesses, older people and families on tight budgets cannot simply reorganise their lives overnight.

For these reasons, I maintain my position.',
   'The First Speaker closes by insisting that the risks of accepting that a hot dog is a sandwich outweigh its promise. Those hit hardest would be the least able to adapt.'),
  ('aaaaaaaa-0000-4000-8000-000000000025', 2, 1,
   'Let me say it plainly: a hot dog is a sandwich.

We were asked to accept that "the benefits described there are promised, while the costs are certain". Notice that this is a prediction, not a finding, and the places that acted first have not borne it out.

What still stands after three rounds is the rising cost of delay, public readiness for change and practical fixes for the hard cases, none of which has been answered. A further data point: Young people overwhelmingly want this. They will live longest with the consequences, so their view of hot dog deserves real weight.

Follow the evidence, and it leads here.',
   'The Second Speaker closes by insisting that a hot dog is a sandwich. Young people overwhelmingly want this.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000025', '22222222-2222-4222-8222-222222222222', 1);

-- 26. Should there be a global carbon tax?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000026', '33333333-3333-4333-8333-333333333333', 'Should there be a global carbon tax?', array['Environment', 'Economics']::public.debate_category[],
  'oxford', false, 'gpt-4', 0.6, 'casual',
  'gpt-4', -0.6, 'adversarial',
  'offline-demo', now() - interval '806 hours' - interval '5 minutes', true, now() - interval '806 hours', 'Carol Lindqvist', 212
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000026', 0, 0,
   'Madam Chair, members of the house, alright, let''s get into it. Let me say it plainly: there should be a global carbon tax.

And honestly, the gains from introducing a global carbon tax are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year.

Plus, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back. And yeah, that matters.

That''s my take, and I''m sticking with it. I urge the house to vote accordingly.',
   'The First Speaker holds that there should be a global carbon tax. The gains from introducing a global carbon tax are concrete, not hypothetical. Where comparable steps have been tried, the results were measurable.'),
  ('aaaaaaaa-0000-4000-8000-000000000026', 0, 1,
   'Madam Chair, let us cut through the spin. Let me say it plainly: introducing a global carbon tax would do more harm than good. I listened carefully when my opponent said that "the gains from introducing a global carbon tax are concrete, not hypothetical". It is a slogan dressed up as a policy.

First, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around introducing a global carbon tax, so a mistake here would be locked in for decades.

Meanwhile, those hit hardest would be the least able to adapt. Small businesses, older people and families on tight budgets cannot simply reorganise their lives overnight. My opponent has no answer to that.

I have made my case; they have made excuses. I ask the house to carry my side of the motion.',
   'The Second Speaker holds that it is a mistake to believe there should be a global carbon tax. Once done, it is very hard to undo. Those hit hardest would be the least able to adapt.'),
  ('aaaaaaaa-0000-4000-8000-000000000026', 1, 0,
   'I was struck by the claim that "once done, it is very hard to undo". That worry mistakes the risk of change for the risk of standing still.

The central claim we heard was that "those hit hardest would be the least able to adapt". That describes the world as it was, not the one we are living in.

And honestly, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. That''s kind of a big deal.

So yeah, that''s where I land. The house should divide on exactly this point.',
   'The First Speaker answers that every objection to introducing a global carbon tax can be met with good design. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000026', 1, 1,
   'The central claim we heard was that "the long-term savings dwarf the start-up costs". A good intention is not a plan, and the plan is exactly where this falls apart.

My opponent would have you believe that "that describes the world as it was, not the one we are living in". The benefits described there are promised, while the costs are certain.

First, the evidence is thinner than it looks. The case rests on hopeful projections about global carbon tax, not on results anyone can check. That is the part they hoped you would miss.

My opponent has no answer to this, and you should notice that.',
   'The Second Speaker answers that the promised benefits of introducing a global carbon tax are hopes, not evidence. The evidence is thinner than it looks.'),
  ('aaaaaaaa-0000-4000-8000-000000000026', 2, 0,
   'Members of the house, my answer is a clear yes: there should be a global carbon tax.

According to my opponent, "the evidence is thinner than it looks". That is a cost worth managing, not a reason to turn back.

What still stands after three rounds is concrete everyday gains, results from places that tried it and long-term savings, none of which has been answered. And honestly, the objections were heard before, about every reform we now take for granted. Each time the predicted disaster failed to arrive, and the benefits outlived the critics.

Anyway, that''s the gist.',
   'The First Speaker closes by insisting that there should be a global carbon tax. The objections were heard before, about every reform we now take for granted.'),
  ('aaaaaaaa-0000-4000-8000-000000000026', 2, 1,
   'Madam Chair, members of the house, let me say it plainly: introducing a global carbon tax would do more harm than good.

We just heard that "that is a cost worth managing, not a reason to turn back". The small print tells a very different story.

What still stands after three rounds is how hard it is to reverse, the burden on the vulnerable and the thin evidence, none of which has been answered. Worse still, it is not ours to decide for everyone. Introducing a global carbon tax would settle for millions of people a question they are perfectly able to settle for themselves.

The other side has had its chance and come up empty.',
   'The Second Speaker closes by insisting that the risks of introducing a global carbon tax outweigh its promise. It is not ours to decide for everyone.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000026', '33333333-3333-4333-8333-333333333333', 1), ('aaaaaaaa-0000-4000-8000-000000000026', '11111111-1111-4111-8111-111111111111', 1);

-- 27. Is privacy dead in the digital age?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000027', '11111111-1111-4111-8111-111111111111', 'Is privacy dead in the digital age?', array['Technology', 'Society']::public.debate_category[],
  'crossfire', false, 'gpt-4', -0.6, 'emotional',
  'gpt-3.5-turbo', 0.6, 'standard',
  'offline-demo', now() - interval '837 hours' - interval '5 minutes', true, now() - interval '837 hours', 'Alice Moreau', 249
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000027', 0, 0,
   'Right back at you, my heart is in this, and I will not hide it. Let me say it plainly: accepting that privacy is dead in the digital age would do more harm than good.

Most of all, the unintended consequences of accepting that privacy is dead in the digital age are serious. Sweeping changes rarely play out as planned, and the people who pay for the mistakes are the ones with the least say.

Imagine, too, that accepting that privacy is dead in the digital age treats a symptom and calls it a cure. The deeper causes behind privacy would remain untouched, ready to resurface in another form. Picture a parent trying to explain that to a child.

I ask you to decide with your conscience. Your move, and no dodging this time.',
   'The First Speaker holds that it is a mistake to believe privacy is dead in the digital age. The unintended consequences of accepting that privacy is dead in the digital age are serious. Accepting that privacy is dead in the digital age treats a symptom and calls it a cure.'),
  ('aaaaaaaa-0000-4000-8000-000000000027', 0, 1,
   'Right back at you, let me be clear about my view. My answer is a clear yes: privacy is dead in the digital age. I listened carefully when my opponent said that "the unintended consequences of accepting that privacy is dead in the digital…". Notice that this is a prediction, not a finding, and the places that acted first have not borne it out.

First, public opinion has already moved. Most people now expect change on privacy, and policy that lags behind its citizens loses their trust.

Just as importantly, the long-term savings dwarf the start-up costs. Cleaner air, healthier people and less waste are savings that show up in every budget a decade later. That is not a small point.

That is why I ask you to see it my way. Answer that, and then we can talk.',
   'The Second Speaker holds that privacy is dead in the digital age. Public opinion has already moved. The long-term savings dwarf the start-up costs.'),
  ('aaaaaaaa-0000-4000-8000-000000000027', 1, 0,
   'The other side claims that "public opinion has already moved". Repeating a hope with confidence does not turn it into evidence.

My opponent would have you believe that "the long-term savings dwarf the start-up costs". Those examples are the exceptions, held up as if they were the rule.

Most of all, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around accepting that privacy is dead in the digital age, so a mistake here would be locked in for decades. That should move every one of us.

Picture the people behind the numbers, and you will feel why this matters. So answer me directly: where is your plan?',
   'The First Speaker answers that the promised benefits of accepting that privacy is dead in the digital age are hopes, not evidence. Once done, it is very hard to undo.'),
  ('aaaaaaaa-0000-4000-8000-000000000027', 1, 1,
   'I was struck by the claim that "once done, it is very hard to undo". The status quo has costs too, and my opponent simply leaves them off the ledger.

According to my opponent, "those examples are the exceptions, held up as if they were the rule". That describes the world as it was, not the one we are living in.

First, young people overwhelmingly want this. They will live longest with the consequences, so their view of privacy deserves real weight. It is worth pausing on that.

Weigh it fairly and I think you will agree.',
   'The Second Speaker answers that every objection to accepting that privacy is dead in the digital age can be met with good design. Young people overwhelmingly want this.'),
  ('aaaaaaaa-0000-4000-8000-000000000027', 2, 0,
   'No warm-up, let me say it plainly: accepting that privacy is dead in the digital age would do more harm than good.

According to my opponent, "young people overwhelmingly want this". That skips over everyone who would be worse off the day after.

What still stands after three rounds is the unintended consequences, treating symptoms, not causes and how hard it is to reverse, none of which has been answered. Most of all, the evidence is thinner than it looks. The case rests on hopeful projections about privacy, not on results anyone can check.

Do it for the people who have no voice in this room.',
   'The First Speaker closes by insisting that the risks of accepting that privacy is dead in the digital age outweigh its promise. The evidence is thinner than it looks.'),
  ('aaaaaaaa-0000-4000-8000-000000000027', 2, 1,
   'No warm-up, I stand with conviction in favour of accepting that privacy is dead in the digital age.

The central claim we heard was that "that skips over everyone who would be worse off the day after". Every concern in that line can be met with good design, and none of them outweighs the benefits.

What still stands after three rounds is public readiness for change, long-term savings and the generation that lives with it, none of which has been answered. Beyond that, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back.

That, in short, is my case.',
   'The Second Speaker closes by insisting that privacy is dead in the digital age. Where comparable steps have been tried, the results were measurable.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000027', '11111111-1111-4111-8111-111111111111', 1), ('aaaaaaaa-0000-4000-8000-000000000027', '33333333-3333-4333-8333-333333333333', -1);

-- 28. Should animals be used in medical research?
insert into public.debates (
  id, user_id, topic, categories, debate_style, moderator_enabled,
  speaker1_model, speaker1_stance, speaker1_rhetoric_style, speaker2_model, speaker2_stance, speaker2_rhetoric_style,
  generator, created_at, is_public, shared_at, user_display_name, views
) values (
  'aaaaaaaa-0000-4000-8000-000000000028', '22222222-2222-4222-8222-222222222222', 'Should animals be used in medical research?', array['Ethics', 'Science']::public.debate_category[],
  'parliamentary', false, 'gpt-4', 0.6, 'factual',
  'gpt-4', -0.6, 'formal',
  'offline-demo', now() - interval '868 hours' - interval '5 minutes', true, now() - interval '868 hours', 'Bob Okafor', 36
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('aaaaaaaa-0000-4000-8000-000000000028', 0, 0,
   'Mr Speaker, start with the data, not the slogans. Let me say it plainly: animals should be used in medical research.

Point three: Where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back.

A further data point: Young people overwhelmingly want this. They will live longest with the consequences, so their view of animals deserves real weight. The figures are public and anyone can verify them.

Follow the evidence, and it leads here. I commend this case to the House.',
   'The First Speaker holds that animals should be used in medical research. Where comparable steps have been tried, the results were measurable. Young people overwhelmingly want this.'),
  ('aaaaaaaa-0000-4000-8000-000000000028', 0, 1,
   'Mr Speaker, I shall begin by stating the proposition precisely. I stand with conviction against using animals in medical research. I listened carefully when my opponent said that "where comparable steps have been tried, the results were measurable". That sounds appealing, but appealing is not the same as proven.

In the first instance, the evidence is thinner than it looks. The case rests on hopeful projections about animals, not on results anyone can check.

It follows that enforcement would be a nightmare. Rules that people do not accept get evaded, and the policing needed to enforce them costs more than it saves. This consideration is, I submit, decisive.

I therefore commend this position to you. The House should not be misled on this.',
   'The Second Speaker holds that it is a mistake to believe animals should be used in medical research. The evidence is thinner than it looks. Enforcement would be a nightmare.'),
  ('aaaaaaaa-0000-4000-8000-000000000028', 1, 0,
   'We just heard that "the evidence is thinner than it looks". The fear is real, but it is a reason to do this well, not to do nothing.

My opponent would have you believe that "it follows that enforcement would be a nightmare". That is a cost worth managing, not a reason to turn back.

Point three: The gains from using animals in medical research are concrete, not hypothetical. People get back time, money and choices, and those benefits compound year after year. Follow the numbers, not the headlines.

The data support this conclusion. I urge honourable members to weigh this carefully.',
   'The First Speaker answers that every objection to using animals in medical research can be met with good design. The gains from using animals in medical research are concrete, not hypothetical.'),
  ('aaaaaaaa-0000-4000-8000-000000000028', 1, 1,
   'We were asked to accept that "the gains from using animals in medical research are concrete, not hypothetical". The benefits described there are promised, while the costs are certain.

The other side claims that "that is a cost worth managing, not a reason to turn back". That skips over everyone who would be worse off the day after.

In the first instance, the timing could hardly be worse. People are already stretched, and adding this disruption now asks too much of them at once. The implications deserve careful scrutiny.

For these reasons, I maintain my position.',
   'The Second Speaker answers that the promised benefits of using animals in medical research are hopes, not evidence. The timing could hardly be worse.'),
  ('aaaaaaaa-0000-4000-8000-000000000028', 2, 0,
   'Mr Speaker, speaking for the Government, I am here to argue that animals should be used in medical research, and I mean it with conviction.

I was struck by the claim that "the timing could hardly be worse". Every concern in that line can be met with good design, and none of them outweighs the benefits.

What still stands after three rounds is results from places that tried it, the generation that lives with it and concrete everyday gains, none of which has been answered. Point three: Public opinion has already moved. Most people now expect change on animals, and policy that lags behind its citizens loses their trust.

Check the sources yourself and you will land where I did.',
   'The First Speaker closes by insisting that animals should be used in medical research. Public opinion has already moved.'),
  ('aaaaaaaa-0000-4000-8000-000000000028', 2, 1,
   'Mr Speaker, I stand with conviction against using animals in medical research.

We were asked to accept that "every concern in that line can be met with good design, and…". A good intention is not a plan, and the plan is exactly where this falls apart.

What still stands after three rounds is the thin evidence, the enforcement problem and the bad timing, none of which has been answered. Moreover, there are better alternatives. Narrower, reversible steps can solve the real problems around animals without carrying the same risks.

On these grounds, the conclusion is difficult to resist.',
   'The Second Speaker closes by insisting that the risks of using animals in medical research outweigh its promise. There are better alternatives.');
insert into public.votes (debate_id, user_id, value) values ('aaaaaaaa-0000-4000-8000-000000000028', '22222222-2222-4222-8222-222222222222', 1), ('aaaaaaaa-0000-4000-8000-000000000028', '33333333-3333-4333-8333-333333333333', 1);

-- One private debate, so the history screen has something that is not shared yet.
insert into public.debates (
  id, user_id, topic, categories, debate_style, speaker1_model, speaker1_stance, speaker1_rhetoric_style,
  speaker2_model, speaker2_stance, speaker2_rhetoric_style, generator, created_at, user_display_name
) values (
  'bbbbbbbb-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Should chess be an Olympic sport?', array['Culture', 'Funny']::public.debate_category[], 'oxford',
  'gpt-4', 0.6, 'formal', 'gpt-4', -0.6, 'casual', 'offline-demo', now() - interval '2 days', 'Alice Moreau'
);
insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary) values
  ('bbbbbbbb-0000-4000-8000-000000000001', 0, 0,
   'Members of the house, I shall begin by stating the proposition precisely. Let me say it plainly: chess should be an Olympic sport.

Finally, it is a matter of principle as much as of numbers. A society shows what it values by what it is willing to change, and making chess an Olympic sport says we value people over habit.

Moreover, doing nothing is also a choice, and an expensive one. Every year of delay lets the problems around chess grow, and the bill lands on the next generation. The implications deserve careful scrutiny.

For these reasons, I maintain my position. I ask the house to carry my side of the motion.',
   'The First Speaker holds that chess should be an Olympic sport. It is a matter of principle as much as of numbers. Doing nothing is also a choice, and an expensive one.'),
  ('bbbbbbbb-0000-4000-8000-000000000001', 0, 1,
   'Madam Chair, members of the house, okay, here''s how I see it. My answer is a clear no: it is a mistake to believe chess should be an Olympic sport. I listened carefully when my opponent said that "it is a matter of principle as much as of numbers". The benefits described there are promised, while the costs are certain.

First off, it is not ours to decide for everyone. Making chess an Olympic sport would settle for millions of people a question they are perfectly able to settle for themselves.

On top of that, once done, it is very hard to undo. Institutions, habits and whole livelihoods would reshape around making chess an Olympic sport, so a mistake here would be locked in for decades. And yeah, that matters.

So yeah, that''s where I land. The house should divide on exactly this point.',
   'The Second Speaker holds that it is a mistake to believe chess should be an Olympic sport. It is not ours to decide for everyone. Once done, it is very hard to undo.'),
  ('bbbbbbbb-0000-4000-8000-000000000001', 1, 0,
   'We just heard that "it is not ours to decide for everyone". The status quo has costs too, and my opponent simply leaves them off the ledger.

The other side claims that "once done, it is very hard to undo". That is a cost worth managing, not a reason to turn back.

Finally, the worst fears have simple fixes. Exemptions, a phased start and honest review deal with the hard cases without abandoning the goal. This consideration is, I submit, decisive.

I therefore commend this position to you. I urge the house to vote accordingly.',
   'The First Speaker answers that every objection to making chess an Olympic sport can be met with good design. The worst fears have simple fixes.'),
  ('bbbbbbbb-0000-4000-8000-000000000001', 1, 1,
   'The central claim we heard was that "the worst fears have simple fixes". Those examples are the exceptions, held up as if they were the rule.

My opponent told us that "that is a cost worth managing, not a reason to turn back". That sounds appealing, but appealing is not the same as proven.

First off, the costs are badly underestimated. The proposal promises a great deal but counts very little, and the same money and effort would do more good elsewhere. Nobody really talks about that part.

That''s my take, and I''m sticking with it.',
   'The Second Speaker answers that the promised benefits of making chess an Olympic sport are hopes, not evidence. The costs are badly underestimated.'),
  ('bbbbbbbb-0000-4000-8000-000000000001', 2, 0,
   'Madam Chair, I am here to argue that chess should be an Olympic sport, and I mean it with conviction.

The other side claims that "the costs are badly underestimated". Look closely and that objection is an argument for better implementation, not for inaction.

What still stands after three rounds is the principle behind it, the rising cost of delay and practical fixes for the hard cases, none of which has been answered. Finally, where comparable steps have been tried, the results were measurable. Places that moved first report fewer harms and better outcomes, and nobody there is asking to go back.

I submit that the balance of reasons lies with me.',
   'The First Speaker closes by insisting that chess should be an Olympic sport. Where comparable steps have been tried, the results were measurable.'),
  ('bbbbbbbb-0000-4000-8000-000000000001', 2, 1,
   'Madam Chair, members of the house, my answer is a clear no: it is a mistake to believe chess should be an Olympic sport.

We just heard that "look closely and that objection is an argument for better implementation, not for inaction". It is a slogan dressed up as a policy.

What still stands after three rounds is respect for personal choice, how hard it is to reverse and the underestimated costs, none of which has been answered. Plus, there are better alternatives. Narrower, reversible steps can solve the real problems around chess without carrying the same risks.

Anyway, that''s the gist.',
   'The Second Speaker closes by insisting that the risks of making chess an Olympic sport outweigh its promise. There are better alternatives.');
end
$seed$;
-- END GENERATED DEBATES

-- ==== trust: the seeded people are established members ====
-- Their addresses are confirmed (above); here they are also a month old, so
-- their reports carry a member's weight on a fresh local stack as they would
-- on a community that has been running a while.
update auth.users set created_at = least(created_at, now() - interval '30 days')
 where email like '%@agora.local';

-- ==== verdicts: readers' poll answers and ∆s (verdicts, ∆ marks and the leaderboard on first start) ====
-- Eight seeded readers (password123) and the four accounts above answer the
-- poll of the eight newest shared debates: most are decided (alternately for
-- the speaker For and the one Against the motion), one is too close to call;
-- readers who moved award ∆s to passages of the summary of the winner's turns
-- (two on the same passage of the newest debate, so a mark is stronger).
-- Skipped when the database already has poll answers.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at
)
select '00000000-0000-0000-0000-000000000000', ('55555555-5555-4555-8555-00000000000' || n)::uuid, 'authenticated',
       'authenticated', 'reader' || n || '@agora.local', extensions.crypt('password123', extensions.gen_salt('bf', 10)), now(),
       '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('display_name', 'Reader ' || n),
       now() - interval '60 days', now() - interval '60 days', null
  from generate_series(1, 8) n
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at, last_sign_in_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true), 'email',
       u.created_at, u.created_at, null
  from auth.users u
 where u.email like 'reader_@agora.local'
on conflict (provider_id, provider) do nothing;

do $verdicts$
declare
  v_readers uuid[];
  v_debate record;
  v_k integer := 0;
  v_i integer;
  v_side integer;          -- +1: the For side wins the room, -1: Against, 0: too close
  v_before integer;
  v_after integer;
  v_winner_index smallint;
  v_awarded integer;
  v_summary text;
  v_quote text;
  v_round integer;
  c_stances constant public.poll_stance[] := array['against', 'neutral', 'for']::public.poll_stance[];
  c_explanations constant text[] := array[
    'I had not thought about who pays for this in practice; the worked example made the cost concrete for me.',
    'The comparison with what already happened elsewhere answered the objection I had before I started reading.',
    'This reframed the question from whether to do it at all into how to do it well, and that moved me.'
  ];
begin
  if exists (select 1 from public.poll_answers) then
    return;
  end if;
  select array_agg(u.id order by u.email) into v_readers from auth.users u where u.email like '%@agora.local';

  for v_debate in
    select d.* from public.debates d
     where d.is_public and d.moderation_state = 'visible'
     order by d.shared_at desc, d.id
     limit 8
  loop
    v_k := v_k + 1;
    v_side := case when v_k = 4 then 0 when v_k % 2 = 1 then 1 else -1 end;
    -- The speaker on the winning side (For = the higher stance).
    v_winner_index := case when (v_side = 1) = (v_debate.speaker1_stance > v_debate.speaker2_stance) then 0 else 1 end;
    v_awarded := 0;
    for v_i in 1..cardinality(v_readers) loop
      v_before := (v_i + v_k) % 3 - 1;
      v_after := case
        when v_side = 0 then case v_i when 1 then least(v_before + 1, 1) when 2 then greatest(v_before - 1, -1) else v_before end
        when v_i % 3 = 0 then v_before
        else greatest(-1, least(1, v_before + v_side)) end;
      insert into public.poll_answers (debate_id, user_id, before_stance, after_stance, created_at, updated_at)
      values (v_debate.id, v_readers[v_i], c_stances[v_before + 2], c_stances[v_after + 2], v_debate.shared_at, v_debate.shared_at);

      -- Up to three readers who moved toward the winner name what moved them.
      if v_side <> 0 and v_after <> v_before and v_awarded < 1 + v_k % 3 then
        v_round := case when v_k = 1 then 0 else v_awarded % 3 end;
        select t.summary into v_summary from public.debate_turns t
         where t.debate_id = v_debate.id and t.round_index = v_round and t.speaker_index = v_winner_index;
        v_quote := left(v_summary, 48);
        insert into public.deltas (debate_id, user_id, round_index, speaker_index, passage, original_text,
                                   original_text_start, original_text_end, quote_suffix, explanation, created_at)
        values (v_debate.id, v_readers[v_i], v_round, v_winner_index, 'summary', v_quote, 0, char_length(v_quote),
                substr(v_summary, char_length(v_quote) + 1, 32), c_explanations[v_awarded + 1], v_debate.shared_at);
        v_awarded := v_awarded + 1;
      end if;
    end loop;
  end loop;

end
$verdicts$;
