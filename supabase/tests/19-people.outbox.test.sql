-- "Your turn" by email: what the outbox holds for the sender (the link to the floor page, the
-- deadline, the topic), who may claim and mark it (the service role only: not the person it is for,
-- another user or a visitor), a claim lapsing for a retry, and an opted-out person getting none.
begin;
select plan(17);
select tests.start_empty();

select tests.create_supabase_user('alice', 'alice@agora.test', '{"display_name": "Alice Moreau"}');
select tests.create_supabase_user('bob', 'bob@agora.test', '{"display_name": "Bob Okafor"}');
select tests.create_supabase_user('carol', 'carol@agora.test', '{"display_name": "Carol Diaz"}');
select tests.freeze_time('2026-03-10 12:00:00Z');
create function pg_temp.alices_mail() returns bigint language sql stable security definer as $$
  select id from private.email_outbox where to_address = 'alice@agora.test'
$$;

-- Bob opens as Second Speaker; alice takes the First Speaker's seat, so the first turn is hers.
select tests.authenticate_as('bob');
select tests.remember('ch', (select generation_id from public.open_challenge(tests.debate_settings('Should homework be banned?'), 1, true)));
select tests.authenticate_as('alice');
select lives_ok(format($$ select public.take_challenge(%L) $$, tests.id('ch')), 'alice takes the challenge');

select tests.as_postgres();
select is((select link_path from private.email_outbox where user_id = tests.get_supabase_uid('alice')), '/floor/' || tests.id('ch'),
  'her email links to the floor page of the debate');
select ok((select body like '%"Should homework be banned?"%' and body like '%2026-03-11 12:00 UTC%' and body like '%{link}%'
             from private.email_outbox where user_id = tests.get_supabase_uid('alice')),
  'it names the topic, the deadline and where the link goes');
select is((select subject from private.email_outbox where user_id = tests.get_supabase_uid('alice')), 'Your turn: Should homework be banned?',
  'its subject names the topic');

-- Nobody but the sender reads or marks the outbox.
select tests.clear_authentication();
select throws_ok($$ select * from public.claim_outbox_emails() $$, '42501', null, 'a visitor claims nothing');
select tests.authenticate_as('alice');
select throws_ok($$ select * from public.claim_outbox_emails() $$, '42501', null, 'nor the person it is for');
select throws_ok($$ select public.mark_email_sent(1) $$, '42501', null, 'who cannot mark it sent either');
select tests.authenticate_as('carol');
select throws_ok($$ select * from public.claim_outbox_emails() $$, '42501', null, 'nor another user');

select tests.authenticate_as_service_role();
select is((select link_path from public.claim_outbox_emails(10) where to_address = 'alice@agora.test'), '/floor/' || tests.id('ch'),
  'the sender claims it with its link');
select is((select count(*)::int from public.claim_outbox_emails(10)), 0, 'a claimed email is not claimed again at once');

-- A failed send is not marked: the claim lapses and the email is claimed again.
select tests.freeze_time('2026-03-10 12:06:00Z');
select is((select count(*)::int from public.claim_outbox_emails(10) where to_address = 'alice@agora.test'), 1,
  'after five minutes an unsent email is claimed again');
select tests.as_postgres();
select is((select attempts from private.email_outbox where user_id = tests.get_supabase_uid('alice')), 2, 'counting the attempts');
select tests.authenticate_as_service_role();
select lives_ok(format($$ select public.mark_email_sent(%s) $$, pg_temp.alices_mail()), 'the sender marks it sent');
select tests.freeze_time('2026-03-10 12:20:00Z');
select is((select count(*)::int from public.claim_outbox_emails(10)), 0, 'a sent email is never claimed again');

-- Opted out: the turn is told on his topic, but no email is written.
select tests.authenticate_as('bob');
select is(public.set_turn_emails(false), false, 'bob turns "your turn" emails off');
select tests.authenticate_as('alice');
select lives_ok(format($$ select public.submit_person_turn(%L, 0, %L) $$, tests.id('ch'),
  'Homework crowds out sleep and play, and the studies of primary schools show no gain in what children learn from it.'),
  'she writes her opening, and the turn passes to bob');
select tests.as_postgres();
select is((select count(*)::int from private.email_outbox where user_id = tests.get_supabase_uid('bob')), 0,
  'bob, who turned them off, is emailed nothing');

select * from finish();
rollback;
