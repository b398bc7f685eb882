-- Local seed: a few users and a community's worth of shared debates, so a new
-- checkout has something to browse. Every seeded user's password is
-- `password123`. tester@agora.local is the test account (daily allowance 100).

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

-- -----------------------------------------------------------------------------
-- Shared debates with their six turns, votes and a few responses.
-- -----------------------------------------------------------------------------
do $$
declare
  v_topics text[][] := array[
    ['Should social media platforms be regulated like utilities?', 'Politics', 'Technology'],
    ['Is universal basic income a good idea?', 'Economics', 'Society'],
    ['Should we colonize Mars before fixing Earth?', 'Science', 'Environment'],
    ['Is free will an illusion?', 'Philosophy', 'Science'],
    ['Should artificial intelligence have rights?', 'Ethics', 'Technology'],
    ['Is pineapple an acceptable pizza topping?', 'Funny', 'Culture'],
    ['Should voting be mandatory?', 'Politics', 'Society'],
    ['Is nuclear power the answer to climate change?', 'Environment', 'Science'],
    ['Should college education be free?', 'Economics', 'Society'],
    ['Do video games make people more violent?', 'Culture', 'Science'],
    ['Should zoos exist in the 21st century?', 'Ethics', 'Environment'],
    ['Is remote work better than office work?', 'Economics', 'Technology'],
    ['Should the voting age be lowered to 16?', 'Politics', 'Society'],
    ['Is it ethical to eat meat?', 'Ethics', 'Environment'],
    ['Are cats better than dogs?', 'Funny', 'Culture'],
    ['Should billionaires exist?', 'Economics', 'Ethics'],
    ['Is cryptocurrency the future of money?', 'Economics', 'Technology'],
    ['Should genetic engineering of humans be allowed?', 'Science', 'Ethics'],
    ['Is modern art really art?', 'Culture', 'Philosophy'],
    ['Should a four-day work week be standard?', 'Economics', 'Society'],
    ['Does money buy happiness?', 'Philosophy', 'Economics'],
    ['Should homework be banned in primary schools?', 'Society', 'Culture'],
    ['Is space exploration worth the cost?', 'Science', 'Economics'],
    ['Should cars be banned from city centres?', 'Environment', 'Politics'],
    ['Is a hot dog a sandwich?', 'Funny', 'Culture'],
    ['Should there be a global carbon tax?', 'Environment', 'Economics'],
    ['Is privacy dead in the digital age?', 'Technology', 'Society'],
    ['Should animals be used in medical research?', 'Ethics', 'Science']
  ];
  v_styles public.debate_style[] := array['structured', 'oxford', 'crossfire', 'parliamentary', 'comment_section']::public.debate_style[];
  v_rhetoric public.rhetoric_style[] := array['standard', 'formal', 'casual', 'emotional', 'factual', 'adversarial']::public.rhetoric_style[];
  v_authors uuid[] := array[
    '11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222',
    '33333333-3333-4333-8333-333333333333']::uuid[];
  v_names text[] := array['Alice Moreau', 'Bob Okafor', 'Carol Lindqvist'];
  v_round_kind text[] := array['opening case', 'rebuttal', 'closing summary'];
  v_i integer;
  v_round integer;
  v_speaker integer;
  v_topic text;
  v_id uuid;
  v_shared timestamptz;
  v_author integer;
  v_first_response uuid;
  v_stance numeric;
begin
  if exists (select 1 from public.debates) then
    return;
  end if;

  for v_i in 1 .. array_length(v_topics, 1) loop
    v_topic := v_topics[v_i][1];
    v_author := 1 + (v_i % 3);
    v_shared := case when v_i <= 3 then now() - make_interval(mins => v_i * 20)
                     else now() - make_interval(hours => v_i * 31) end;
    v_stance := case when v_i % 2 = 0 then 0.6 else -0.6 end;
    v_id := ('aaaaaaaa-0000-4000-8000-' || lpad(v_i::text, 12, '0'))::uuid;

    insert into public.debates (
      id, user_id, topic, categories, debate_style, moderator_enabled,
      speaker1_model, speaker1_stance, speaker1_rhetoric_style,
      speaker2_model, speaker2_stance, speaker2_rhetoric_style,
      generator, created_at, is_public, shared_at, user_display_name, views
    ) values (
      v_id, v_authors[v_author], v_topic,
      array[v_topics[v_i][2], v_topics[v_i][3]]::public.debate_category[],
      v_styles[1 + (v_i % 5)], false,
      'gpt-4', v_stance, v_rhetoric[1 + (v_i % 6)],
      case when v_i % 3 = 0 then 'gpt-3.5-turbo' else 'gpt-4' end, -v_stance, v_rhetoric[1 + ((v_i + 3) % 6)],
      'offline-demo', v_shared - interval '5 minutes', true, v_shared, v_names[v_author], (v_i * 37) % 250
    );

    for v_round in 0 .. 2 loop
      for v_speaker in 0 .. 1 loop
        insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
        values (
          v_id, v_round, v_speaker,
          format(
            'In this %s I argue %s the motion "%s". %s The strongest evidence points %s: the costs and benefits fall on real people, and a careful look at who gains and who loses shows why. %s Consider the practical consequences over the next decade, the precedents it would set, and the people least able to adapt. %s',
            v_round_kind[v_round + 1],
            case when (v_speaker = 0) = (v_stance > 0) then 'for' else 'against' end,
            v_topic,
            case v_round when 0 then 'Let me set out the principles first, then the practical case.'
                         when 1 then 'My opponent''s case rests on assumptions that do not survive contact with the evidence.'
                         else 'Having heard both sides, the balance of reasons is clear.' end,
            case when (v_speaker = 0) = (v_stance > 0) then 'in favour' else 'the other way' end,
            case v_round when 0 then 'History offers several instructive examples.'
                         when 1 then 'The examples offered against me are exceptions, not the rule.'
                         else 'Each objection raised has been answered on its merits.' end,
            'That is why this house should ' || case when (v_speaker = 0) = (v_stance > 0) then 'support' else 'reject' end || ' the motion.'
          ),
          format('%s of the %s side: the evidence and the consequences favour %s the motion.',
                 initcap(v_round_kind[v_round + 1]),
                 case when (v_speaker = 0) = (v_stance > 0) then 'proposition' else 'opposition' end,
                 case when (v_speaker = 0) = (v_stance > 0) then 'supporting' else 'rejecting' end)
        );
      end loop;
    end loop;

    -- The author's own upvote (as sharing records it) plus some community votes.
    insert into public.votes (debate_id, user_id, value) values (v_id, v_authors[v_author], 1);
    if v_i % 2 = 0 then
      insert into public.votes (debate_id, user_id, value) values (v_id, v_authors[1 + ((v_author) % 3)], 1);
    end if;
    if v_i % 3 = 0 then
      insert into public.votes (debate_id, user_id, value) values (v_id, v_authors[1 + ((v_author + 1) % 3)], -1);
    end if;

    if v_i <= 4 then
      insert into public.threaded_responses (
        debate_id, round_index, speaker_index, passage, original_text, original_text_start, original_text_end,
        quote_prefix, quote_suffix, author_id, author_name, content, created_at
      )
      -- The quote context is what post_response keeps: 32 code points either side.
      select v_id, 0, 0, 'text', q.quote, q.start, q.start + char_length(q.quote),
             substr(t.text, greatest(q.start - 31, 1), least(q.start, 32)),
             substr(t.text, q.start + char_length(q.quote) + 1, 32),
             v_authors[1 + (v_author % 3)], v_names[1 + (v_author % 3)],
             'Which evidence exactly? I would like to see the sources behind this claim.',
             v_shared + interval '10 minutes'
        from public.debate_turns t
       cross join lateral (
         select 'The strongest evidence points'::text as quote,
                position('The strongest evidence points' in t.text) - 1 as start
       ) q
       where t.debate_id = v_id and t.round_index = 0 and t.speaker_index = 0
      returning id into v_first_response;

      insert into public.threaded_responses (
        debate_id, parent_id, root_id, round_index, speaker_index, passage, original_text, original_text_start,
        original_text_end, quote_prefix, quote_suffix, author_id, author_name, content, created_at
      )
      select r.debate_id, r.id, r.root_id, r.round_index, r.speaker_index, r.passage, r.original_text,
             r.original_text_start, r.original_text_end, r.quote_prefix, r.quote_suffix, v_authors[v_author], v_names[v_author],
             'Fair question. The round two rebuttal goes into the examples in more detail.',
             v_shared + interval '15 minutes'
        from public.threaded_responses r where r.id = v_first_response;
    end if;
  end loop;
end
$$;

-- One private debate, so the history screen has something that is not shared yet.
insert into public.debates (
  id, user_id, topic, categories, debate_style, speaker1_model, speaker1_stance, speaker1_rhetoric_style,
  speaker2_model, speaker2_stance, speaker2_rhetoric_style, generator, created_at, user_display_name
)
select 'bbbbbbbb-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111',
       'Should chess be an Olympic sport?', array['Culture', 'Funny']::public.debate_category[], 'oxford',
       'gpt-4', 0.6, 'formal', 'gpt-4', -0.6, 'casual', 'offline-demo', now() - interval '2 days', 'Alice Moreau'
 where not exists (select 1 from public.debates where id = 'bbbbbbbb-0000-4000-8000-000000000001');

insert into public.debate_turns (debate_id, round_index, speaker_index, text, summary)
select 'bbbbbbbb-0000-4000-8000-000000000001', r, s,
       format('Round %s, speaker %s: chess demands training, strategy and stamina like any Olympic discipline, or so one side says; the other answers that sport needs physical contest.', r + 1, s + 1),
       format('Speaker %s''s round %s in brief.', s + 1, r + 1)
  from generate_series(0, 2) r, generate_series(0, 1) s
on conflict do nothing;
