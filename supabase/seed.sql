-- Local seed: a few users and a community's worth of shared debates, so a new
-- checkout has something to browse. Every seeded user's password is
-- `password123`. tester@agora.local is the test account (daily allowance 100).
-- The community's history below is generated: edit scripts/gen-seed-debates.ts
-- and run npm run db:seed-gen. It goes through the database functions people
-- use, so allowances, histories, profiles, tallies and verdicts agree.

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

-- Eight readers (password123), who answer the polls of the newest debates and
-- award ∆s in the history below.
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

-- The seeded accounts are 60 days old, and so is their allowance: the test
-- account's first read today gets its daily 100 through the reset rule.
update public.debate_usage u
   set created_at = a.created_at, updated_at = a.created_at
  from auth.users a
 where a.id = u.user_id and a.email like '%@agora.local' and u.total_debates = 0 and u.updated_at > a.created_at;

-- BEGIN GENERATED DEBATES (npm run db:seed-gen; do not edit by hand)
-- The community's history, written through the same database functions people
-- use (see scripts/gen-seed-debates.ts): 28 shared debates with six full turns
-- each by the offline demo debater, one private debate, votes, responses,
-- views, the readers' poll answers and ∆s. Skipped when the database already
-- has debates.
do $seed$
declare
  v_generation uuid;
  v_saved uuid;
  v_response uuid;
  v_count integer;
  v_k integer;
begin
  if exists (select 1 from public.debates) then
    return;
  end if;

  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- Two months of weekly refills, granted up front as the table owner: the allowance rules run on the
  -- clock (one debate back six days after the last), and a seed cannot wait. Each debate below still
  -- spends one through begin_debate; the new-user allowance is left over for trying the engine.
  update public.debate_usage set free_debates_remaining = free_debates_remaining + 10 where user_id = '11111111-1111-4111-8111-111111111111';
  update public.debate_usage set free_debates_remaining = free_debates_remaining + 10 where user_id = '22222222-2222-4222-8222-222222222222';
  update public.debate_usage set free_debates_remaining = free_debates_remaining + 9 where user_id = '33333333-3333-4333-8333-333333333333';

  -- The debates, oldest first, each started, generated, saved and (but for the last) shared by its author.
  -- 28. Should animals be used in medical research?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should animals be used in medical research?","rounds":3,"debateStyle":"parliamentary","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Mr Speaker, for the Government, what is known, first. I believe animals should be used in medical research.\n\nBegin with the record: animal testing protects human volunteers. Before a new drug is given to people, regulators have long required tests in animals to detect toxic effects. Test each step.\n\nNext: some questions can only be answered in a living body. Understanding how a drug affects the heart, brain and immune system together requires studying whole organisms. No figures needed.\n\nThe record supports me. Let the House decide.","summary":"Animals should be used in medical research. I rely on the safety testing and the complex systems."},{"roundIndex":0,"speakerIndex":1,"text":"Mr Speaker, for the Opposition, I begin with the motion. Simply put, animals should not be used in medical research. The safety testing gets its answer soon.\n\nForemost, research causes real suffering to sentient animals. Millions of procedures are performed on animals each year in Europe alone, some involving pain, distress or lasting harm. That is weighty.\n\nMoreover, animal results often fail to predict human outcomes. Around nine in ten drugs that enter human trials after passing animal tests fail, often because of safety or effectiveness problems not seen in animals. The implication is considerable.\n\nI am obliged. So I commend it.","summary":"Animals should not be used in medical research. What decides it is the animal suffering, backed by the poor translation."},{"roundIndex":1,"speakerIndex":0,"text":"Mr Speaker, for the Government, let us check those claims. My opponent asserted \"research causes real suffering to sentient animals\". The evidence says otherwise. The three Rs are reducing numbers and severity, and research is only approved when the benefits justify it.\n\nThe claim: \"animal results often fail to predict human outcomes\". That needs a source. Many fail for reasons unrelated to animal models, and without animal testing even more dangerous drugs would reach trials.\n\nConsider this: animal research is tightly regulated. In the United Kingdom, research requires licences, ethical review and a commitment to the three Rs: replacement, reduction and refinement. Step by step, it holds.\n\nCheck the sources. Honourable members, weigh this.","summary":"I have replied to the animal suffering and the poor translation. Animal research is tightly regulated."},{"roundIndex":1,"speakerIndex":1,"text":"Mr Speaker, for the Opposition, I shall answer in turn. My learned opponent asserts \"animal research is tightly regulated\". With respect, no. Regulation limits suffering but still allows millions of procedures each year, many causing moderate or severe distress.\n\nThe opposition holds that \"animal testing protects human volunteers\". I must respectfully demur. Most drugs that pass animal tests still fail in human trials, which shows how poorly animal results predict human ones.\n\nThere is, moreover, this: animals cannot consent, and their lives have value of their own. We would not accept experiments on humans who could not consent, and the same principle should apply to animals that can suffer. Precision matters here.\n\nI submit the case. I commend it.","summary":"I have taken on the strict regulation and the safety testing. Animals cannot consent, and their lives have value of their own."},{"roundIndex":2,"speakerIndex":0,"text":"Mr Speaker, for the Government, a final accounting. Weigh the safety testing against the moral status of animals.\n\nA last reply. On the record: \"animals cannot consent, and their lives have value of their own\". Not on this evidence. We accept that human interests can outweigh animal ones, as in farming and pest control, so research with strict limits is consistent.\n\nNo reply came to the complex systems. Until alternatives can do the job, saving human lives justifies careful, limited animal research.\n\nOn the facts, I win. Do not be misled.","summary":"The debate confirms it: animals should be used in medical research. No one has answered the complex systems."},{"roundIndex":2,"speakerIndex":1,"text":"Mr Speaker, for the Opposition, let me draw this together. It came down to the animal suffering against the strict regulation.\n\nOne point is still open. It was put that \"some questions can only be answered in a living body\". It does not follow. Organ-on-chip technology and computer models increasingly replicate those systems.\n\nTheir replies left the animal suffering intact. The best science is moving beyond animal testing, and ethics should lead the way.\n\nSo I submit. The House knows the answer.","summary":"My conclusion stands: animals should not be used in medical research."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Ethics', 'Science']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000028; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000028' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000028' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000028' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000028');

  -- 27. Is privacy dead in the digital age?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is privacy dead in the digital age?","rounds":3,"debateStyle":"crossfire","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"emotional","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-3.5-turbo","stance":0.6,"rhetoricStyle":"standard","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Straight to it. Please, listen. I am against it: privacy is not dead in the digital age.\n\nRemember this: causes called hopeless have been won before. Workplace safety and food hygiene were once left to companies, and both were transformed by law once the public demanded it. Feel that.\n\nAnd remember, people care about privacy more than the cynics claim. When Apple asked users whether apps could track them, the large majority said no, costing advertisers billions. I think of someone whose location history was sold to a data broker.\n\nYour move: deal with the history of other causes. Do it for them.","summary":"Privacy is not dead in the digital age. Behind it are the history of other causes and the public’s concern."},{"roundIndex":0,"speakerIndex":1,"text":"No warm-up. Let me begin. I will argue that privacy is dead in the digital age. The history of other causes? Next round.\n\nStart with this: even well-protected data eventually leaks. The 2017 Equifax breach exposed sensitive financial details of about 147 million people, and large breaches are reported every year. Worth pausing on.\n\nNext, facial recognition makes anonymity in public nearly impossible. Companies have built searchable databases of billions of faces scraped from the internet, and police in several countries have used them. Keep that in mind.\n\nAnd the breaches? Well? I rest it there.","summary":"Privacy is dead in the digital age. I argue from the breaches and the cameras and faces."},{"roundIndex":1,"speakerIndex":0,"text":"I am not persuaded. We have been told \"even well-protected data eventually leaks\". Real people disagree. Breaches show the cost of collecting too much, which is why data minimisation rules reduce what can leak.\n\nThey said, \"facial recognition makes anonymity in public nearly impossible\". That sounds cold aloud. Several cities and the European Union have restricted real-time facial recognition, showing that public pressure can still set limits.\n\nThere is more: privacy law has teeth, and it is being enforced. Under Europe’s data protection rules, Meta was fined 1.2 billion euros in 2023 for transferring user data to the United States. Think of someone whose location history was sold to a data broker.\n\nAnswer the European law. Go. Remember who is waiting.","summary":"My replies were to the breaches and the cameras and faces. Privacy law has teeth, and it is being enforced."},{"roundIndex":1,"speakerIndex":1,"text":"Two answers, then a reason. We heard that \"privacy law has teeth, and it is being enforced\". Look closer. A fine that large is a fraction of the company’s annual revenue, and the data flows resumed under a new agreement.\n\nWe were told \"causes called hopeless have been won before\". It misses something. Data crosses borders instantly in a way that factory conditions never did, making national laws far harder to enforce.\n\nThen there is this: nobody can meaningfully consent to what they cannot read. Researchers estimated years ago that reading every privacy policy an average person encounters would take more than seventy working days a year. Remember it.\n\nYour move: deal with the consent fiction. Decide on the reasons.","summary":"My replies were to the European law and the history of other causes. Nobody can meaningfully consent to what they cannot read."},{"roundIndex":2,"speakerIndex":0,"text":"From the heart, then. The real contest: the history of other causes versus the consent fiction.\n\nOne point is still open. They want you to believe \"nobody can meaningfully consent to what they cannot read\". That breaks my heart. That is an argument for laws that limit collection by default, which is exactly what privacy rules are moving towards.\n\nNo one touched the public’s concern. Privacy is a right, and rights are not lost; they are defended or surrendered.\n\nFeel the weight of it.","summary":"Still, and more firmly: privacy is not dead in the digital age. Nobody has answered the public’s concern."},{"roundIndex":2,"speakerIndex":1,"text":"To close. Set the breaches beside the European law.\n\nUnfinished business first. The claim: \"people care about privacy more than the cynics claim\". That is too quick. People say no when asked, but most never change a default, which is why the defaults are set against them.\n\nAnswered, not undone: the breaches. Privacy cannot be won back one setting at a time against companies built on data.\n\nThank you.","summary":"Three rounds on, privacy is dead in the digital age."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Technology', 'Society']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000027; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000027' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000027' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000027' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000027');

  -- 26. Should there be a global carbon tax?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should there be a global carbon tax?","rounds":3,"debateStyle":"oxford","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"adversarial","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Madam Chair, members, okay. Deep breath. I say that there should be a global carbon tax.\n\nFirst off, revenue can be returned to households. Canada’s carbon pricing returned most of its fuel charge revenue to households as rebates, with many lower-income families receiving more than they paid. Wild, right?\n\nAnd Sweden has one of the highest carbon taxes and a growing economy. Sweden introduced a carbon tax in 1991, now over a hundred euros a tonne, and its emissions have fallen while its economy grew. That''s a big deal.\n\nI''m sticking with it. The motion deserves your vote.","summary":"There should be a global carbon tax. At its heart are the revenue returned and the Swedish example."},{"roundIndex":0,"speakerIndex":1,"text":"Members of the house, let us cut the spin. My answer is no: there should not be a global carbon tax. The revenue returned can wait a round.\n\nPoint one, and it is fatal: regulations and investment may work faster. Efficiency standards, renewable subsidies and public investment have driven down emissions in many countries without high carbon prices. Try answering that.\n\nAnd then, a single global price is unfair to developing countries. Rich countries built their economies on cheap fossil fuels, and asking poorer countries to pay the same price now would slow their development. Remember that later.\n\nCase closed. Vote against the motion.","summary":"There should not be a global carbon tax. I rely on the better targeted policies and the fairness to poorer countries."},{"roundIndex":1,"speakerIndex":0,"text":"Madam Chair, let''s go through it. They said \"regulations and investment may work faster\". Nope. Those policies often cost more per tonne saved, and a price works alongside them rather than instead.\n\nQuote: \"a single global price is unfair to developing countries\". Come on. Revenue can be shared, with transfers to poorer countries, making a global tax a tool for fairness.\n\nPlus, get this: a global tax stops emissions simply moving abroad. When one country taxes carbon alone, industries can relocate to places without a tax; a common price prevents that. Not nothing.\n\nDone. Back the motion.","summary":"My replies were to the better targeted policies and the fairness to poorer countries. A global tax stops emissions simply moving abroad."},{"roundIndex":1,"speakerIndex":1,"text":"Members of the house, a lot of words there. Their case leans on \"a global tax stops emissions simply moving abroad\". Hardly. Border carbon adjustments, like the European Union’s, address carbon leakage without a global agreement.\n\nThey claim \"revenue can be returned to households\". Nice try. Canada’s consumer carbon price became so unpopular that it was scrapped in 2025, showing the political limits of the idea.\n\nNow add this: carbon taxes provoke backlash. France’s planned fuel tax rise sparked the Yellow Vest protests in 2018, and the government abandoned it. Watch them dodge that.\n\nThe choice is obvious. Reject the motion.","summary":"I have rebutted the level playing field and the revenue returned. Carbon taxes provoke backlash."},{"roundIndex":2,"speakerIndex":0,"text":"Madam Chair, members, quick recap. It came down to the revenue returned against the protests.\n\nOne loose end. The line was \"carbon taxes provoke backlash\". Not so much. Backlash follows taxes that feel unfair; returning the revenue directly to households can protect popular support.\n\nNot a word on the Swedish example. Put a price on pollution, and the market will find the cheapest ways to cut it.\n\nAnyway, that''s the gist. Support the motion.","summary":"Bottom line: there should be a global carbon tax. My opponent never answered the Swedish example."},{"roundIndex":2,"speakerIndex":1,"text":"Members of the house, let us be clear. Always the better targeted policies versus the level playing field.\n\nFirst, a loose end. Apparently \"Sweden has one of the highest carbon taxes and a growing economy\". False. Sweden has abundant hydropower and nuclear, and exempted heavy industry for years, so its success is hard to copy.\n\nThe better targeted policies survived every reply. A global tax is a fine idea on paper and an impossible one in practice.\n\nYour move. Defeat the motion.","summary":"My conclusion stands: there should not be a global carbon tax."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Environment', 'Economics']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000026; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000026' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000026' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000026' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000026');

  -- 25. Is a hot dog a sandwich?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is a hot dog a sandwich?","rounds":3,"debateStyle":"structured","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Precision first. I prepared like a state visit. No: a hot dog is not a sandwich.\n\nI begin with this: the hot dog industry itself says no. The National Hot Dog and Sausage Council declared in 2015 that a hot dog is not a sandwich, but a category unto itself. Precision matters here.\n\nEqually, nobody calls a hot dog a sandwich. No menu lists the hot dog under sandwiches, and asking for a sandwich at a hot dog stand gets a very confused look. Trust me, I did research.\n\nYou have been delicious.","summary":"A hot dog is not a sandwich. At its heart are the council’s ruling and the ordinary usage."},{"roundIndex":0,"speakerIndex":1,"text":"To the evidence. I have waited years for this. My answer is yes: a hot dog is a sandwich. Noted: the council’s ruling. Answer coming.\n\nEvidence first: if a hot dog is not a sandwich, definitions mean nothing. Once we exclude things that meet every criterion, any category can be defended by mood alone. Test each step.\n\nItem two: a submarine sandwich is a hot dog’s close relative. A sub is a long roll hinged on one side and filled, and nobody denies that a sub is a sandwich. Step by step, it holds.\n\nI yield the floor, not the point.","summary":"A hot dog is a sandwich. The grounds are the consistency and the sub precedent."},{"roundIndex":1,"speakerIndex":0,"text":"Their case requires examination. It was put that \"if a hot dog is not a sandwich, definitions mean nothing\". I must respectfully demur. Categories are defined by use, not by geometry, and people simply do not order a sandwich when they want a hot dog.\n\nWe were asked to accept \"a submarine sandwich is a hot dog’s close relative\". With respect, no. A sub is assembled from slices of filling; a hot dog is one sausage in a custom-made roll, a different architecture entirely.\n\nAdditionally, if a hot dog is a sandwich, so is a taco, and the whole menu collapses. A taco is also filling in a single folded carrier; accept the hot dog and burritos, wraps and even pizza slices start demanding sandwich status. Questions after the snacks.\n\nNapkins signed afterwards.","summary":"My replies were to the consistency and the sub precedent. If a hot dog is a sandwich, so is a taco, and the whole menu collapses."},{"roundIndex":1,"speakerIndex":1,"text":"Some of that was fact. The assertion: \"if a hot dog is a sandwich, so is a taco, and the whole menu collapses\". That does not check out. A taco’s carrier is a tortilla, not bread, so the line holds at bread, and the hot dog sits on the sandwich side of it.\n\nClaimed: \"the hot dog industry itself says no\". The evidence says otherwise. An industry body ruling on its own product is not neutral; of course the hot dog council wants a category of its own.\n\nOne more fact: a hot dog is filling inside bread, which is what a sandwich is. Merriam-Webster’s dictionary has said that a hot dog fits the definition of a sandwich, since a sausage sits in a split roll. The reasoning is checkable.\n\nThat is the evidence.","summary":"My replies were to the taco problem and the council’s ruling. A hot dog is filling inside bread, which is what a sandwich is."},{"roundIndex":2,"speakerIndex":0,"text":"Let me now conclude. The clash: the council’s ruling against the structural definition.\n\nBefore I finish, one more. It was put that \"a hot dog is filling inside bread, which is what a sandwich is\". The difficulty is plain. Dictionaries describe words loosely; by that logic a taco is a sandwich, and no one is ready for that conversation.\n\nThey skipped the ordinary usage. The hot dog is not a sandwich; it is a hot dog, and it deserves its own name.\n\nHistory will agree, over lunch.","summary":"Three rounds on, a hot dog is not a sandwich. They skipped the ordinary usage, which is telling."},{"roundIndex":2,"speakerIndex":1,"text":"The evidence, briefly. Two arguments decided it: the consistency, and the taco problem.\n\nSomething is still open. The claim: \"nobody calls a hot dog a sandwich\". Only partly true. People also call tomatoes vegetables, and botany does not care.\n\nChallenged, yes; beaten, no: the consistency. A sausage in bread is a sandwich, and honesty requires us to say so.\n\nThe data decide.","summary":"Bottom line: a hot dog is a sandwich."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Funny', 'Culture']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000025; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000025' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000025' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000025' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000025');

  -- 24. Should cars be banned from city centres?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should cars be banned from city centres?","rounds":3,"debateStyle":"comment_section","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"standard","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-3.5-turbo","stance":-0.6,"rhetoricStyle":"emotional","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Long-time lurker, first post. My case, then. I say that cars should be banned from city centres.\n\nTo begin, fewer cars mean fewer deaths and injuries. Pedestrians and cyclists are most at risk in busy city streets, and car-free zones remove that danger almost entirely. That matters.\n\nThere is more: cities that removed cars from their centres have thrived. Pontevedra in Spain pedestrianised its centre in 1999 and saw traffic deaths fall to almost none, while Oslo removed most central parking spaces and replaced them with benches and bike lanes. Hold on to that.\n\nWeigh it fairly. Ratio incoming.","summary":"Cars should be banned from city centres. My case rests on the safer streets and the Oslo and Pontevedra examples."},{"roundIndex":0,"speakerIndex":1,"text":"Okay, hear me out. This one matters to me. I am against it: cars should not be banned from city centres. The safer streets: answered next round.\n\nThink about this: traffic does not vanish; it moves to the streets around the zone. Residents near the edge of car-free zones have complained about more congestion and pollution as drivers reroute. Remember a shopkeeper whose customers used to park outside.\n\nAnd remember, shopkeepers fear losing customers who drive. Businesses in centres often oppose pedestrianisation at first, worried that shoppers will go to out-of-town malls with free parking. Ask a shopkeeper whose customers used to park outside.\n\nDo it for them. Edit: this blew up.","summary":"Cars should not be banned from city centres. I have two reasons: the displaced traffic and the harm to shops."},{"roundIndex":1,"speakerIndex":0,"text":"Hot take: replies, in turn. The claim: \"traffic does not vanish; it moves to the streets around the zone\". That is too quick. Research on road closures finds that some traffic does disappear as people change routes, times and modes.\n\nMy opponent says \"shopkeepers fear losing customers who drive\". Not quite. Studies of pedestrianised streets often find that footfall and spending rise, because walkers visit more often.\n\nOne more reason: removing cars makes city air far cleaner. Road traffic is a major source of nitrogen dioxide in cities, and London’s ultra-low emission zone was followed by sharp falls in roadside pollution in central areas. No small thing.\n\nThank you. Source: see above.","summary":"I have rebutted the displaced traffic and the harm to shops. Removing cars makes city air far cleaner."},{"roundIndex":1,"speakerIndex":1,"text":"Hot take: I have to answer that. We have been told \"removing cars makes city air far cleaner\". Real people disagree. Cleaner engines and electric cars are already cutting pollution without banning anyone from the centre.\n\nThey said, \"fewer cars mean fewer deaths and injuries\". The people affected know better. Traffic calming, lower speed limits and better crossings cut casualties without banning cars.\n\nAnd let us be honest: bans hurt people who cannot easily walk, cycle or take the bus. Disabled people, older people, parents with young children and tradespeople with tools often depend on a car to reach the centre. I think of a shopkeeper whose customers used to park outside.\n\nLet compassion guide you. Edit: not taking questions.","summary":"I have taken on the cleaner air and the safer streets. Bans hurt people who cannot easily walk, cycle or take the bus."},{"roundIndex":2,"speakerIndex":0,"text":"Not gonna lie, to close. Everything turned on the safer streets and the people who need cars.\n\nOne loose end. The claim: \"bans hurt people who cannot easily walk, cycle or take the bus\". Look closer. Car-free zones can keep access for disabled drivers, deliveries and taxis, as most such schemes do.\n\nThe Oslo and Pontevedra examples went unanswered. City centres should be built for people, and people are not cars.\n\nThat is where I stand. Fight me in the replies.","summary":"In the end, cars should be banned from city centres. Answers to the Oslo and Pontevedra examples are missing."},{"roundIndex":2,"speakerIndex":1,"text":"Hot take: this is the moment. Everything turned on the displaced traffic and the cleaner air.\n\nOne point is still open. They want you to believe \"cities that removed cars from their centres have thrived\". That sounds cold aloud. Those are small or unusually rich cities; results there may not transfer to large cities with poorer public transport.\n\nThe displaced traffic came through intact. Make the alternatives good enough, and drivers will leave on their own.\n\nRemember who is waiting. Downvote me, still true.","summary":"Where I end: cars should not be banned from city centres."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Environment', 'Politics']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000024; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000024' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000024' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000024' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000024');

  -- 23. Is space exploration worth the cost?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is space exploration worth the cost?","rounds":3,"debateStyle":"parliamentary","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"adversarial","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Mr Speaker, for this side, no hedging from me. My view: space exploration is not worth the cost.\n\nBegin with the obvious: robots explore more cheaply and safely than people. Rovers have explored Mars for decades at a fraction of the cost of a crewed mission, without risking lives. Try answering that.\n\nNext: much of today’s space activity serves the ambitions of the very rich. Private space companies have sold short trips to the edge of space for hundreds of thousands of dollars a seat. Over to them.\n\nYour move. I commend it.","summary":"Space exploration is not worth the cost. The grounds are the robots that do it better and the billionaire race."},{"roundIndex":0,"speakerIndex":1,"text":"Mr Speaker, okay. Deep breath. I''ll argue that space exploration is worth the cost. I''ll return to the robots that do it better.\n\nNumber one: space exploration costs far less than people think. NASA’s budget is about 25 billion dollars a year, less than half of one percent of United States federal spending. Yep.\n\nPlus, space research has produced technologies used far beyond space. Work for space programmes contributed to improved water filters, memory foam, scratch-resistant lenses and the digital image sensors in phone cameras. Just saying.\n\nSo yeah, that''s my take. I commend it to members.","summary":"Space exploration is worth the cost. It''s built on the modest price and the spin-off inventions."},{"roundIndex":1,"speakerIndex":0,"text":"Mr Speaker, for the Government, time to call that out. Apparently \"space exploration costs far less than people think\". False. Twenty-five billion dollars would still fund a great deal of medical research or clean water for millions of people.\n\nThey claim \"space research has produced technologies used far beyond space\". That collapses on contact. Those inventions could have been funded directly, and often more cheaply, without a rocket attached.\n\nNow add this: the money would do more good on Earth. Billions spent on rockets could fund vaccines, clean water and education, where the return in human lives is immediate and measurable. Watch them dodge that.\n\nBeat that. Let the House decide.","summary":"I have taken on the modest price and the spin-off inventions. The money would do more good on Earth."},{"roundIndex":1,"speakerIndex":1,"text":"Mr Speaker, so, about that. So apparently \"the money would do more good on Earth\". Come on. Space budgets are small, and cutting them wouldn''t redirect the money to aid; governments don''t work that way.\n\nTheir big point: \"robots explore more cheaply and safely than people\". Eh, not really. Robots are slow and limited; a trained geologist on Mars could do in days what a rover does in years.\n\nAlso, nobody said this: knowing our neighbourhood in space could one day save us. In 2022 NASA’s DART mission deliberately struck an asteroid and changed its orbit, the first test of a way to deflect one heading for Earth. Not nothing.\n\nI''m sticking with it. So I commend it.","summary":"I have replied to the problems at home and the robots that do it better. Knowing our neighbourhood in space could one day save us."},{"roundIndex":2,"speakerIndex":0,"text":"Mr Speaker, the final count. The robots that do it better against the planetary defence.\n\nBefore I finish, one more. My opponent actually said \"knowing our neighbourhood in space could one day save us\". Nice try. Planetary defence is a tiny part of space budgets, and it could be funded without the rest.\n\nThey skipped the billionaire race. The stars will wait; the people who need help now will not.\n\nI argued; they made excuses. Do not be misled.","summary":"I still hold that space exploration is not worth the cost. They have not answered the billionaire race."},{"roundIndex":2,"speakerIndex":1,"text":"Mr Speaker, for this side, so, final answer. Everything turned on the modest price and the problems at home.\n\nSomething is still open. We got told \"much of today’s space activity serves the ambitions of the very rich\". Hmm, no. Private competition has cut launch costs dramatically, making science missions and satellites cheaper for everyone.\n\nAfter every reply, the modest price still held. A species that stops looking up stops learning, and the cost of curiosity is small.\n\nDone. The House knows the answer.","summary":"Where I end: space exploration is worth the cost."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Science', 'Economics']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000023; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000023' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000023' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000023' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000023');

  -- 22. Should homework be banned in primary schools?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should homework be banned in primary schools?","rounds":3,"debateStyle":"crossfire","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Facts before opinions. I will argue that homework should be banned in primary schools.\n\nItem one: for younger children, homework does little for learning. Harris Cooper’s reviews of the research found almost no link between homework and achievement in primary school, and a stronger one only for older pupils. Test each step.\n\nA second fact: homework rewards children with quiet rooms and educated parents. A child with a desk, a laptop and a parent who can explain fractions gets far more out of homework than one sharing a room and caring for siblings. Check the logic.\n\nDirectly, then: the weak evidence for young children? Evidence over rhetoric.","summary":"Homework should be banned in primary schools. I have two reasons: the weak evidence for young children and the unequal home."},{"roundIndex":0,"speakerIndex":1,"text":"No warm-up. I begin with the motion. I say that primary schools should keep some homework. Hold on to the weak evidence for young children; I will answer.\n\nThe first consideration: homework shows parents what their children are learning. A reading log or a maths task gives parents a way to see progress and talk with their children about school. It bears emphasis.\n\nSecondly, for older pupils, homework clearly helps. Research reviews find a meaningful link between homework and achievement in secondary school, where practice and independent study matter most. The implication is considerable.\n\nAnswer the window for parents. Go. I maintain my position.","summary":"Primary schools should keep some homework. It is built on the window for parents and the benefit for older pupils."},{"roundIndex":1,"speakerIndex":0,"text":"Straight to it. Let us check those claims. On the record: \"homework shows parents what their children are learning\". The evidence says otherwise. Schools can share what children learn directly, without turning family evenings into arguments over worksheets.\n\nClaimed: \"for older pupils, homework clearly helps\". Unsupported. Keeping homework for older pupils is no argument for setting it to seven-year-olds.\n\nOne more fact: some of the best school systems set little homework. Finnish pupils have long been known for light homework loads while performing strongly in international comparisons. The reasoning is checkable.\n\nYour move: deal with the Finnish example. That is the record.","summary":"My replies were to the window for parents and the benefit for older pupils. Some of the best school systems set little homework."},{"roundIndex":1,"speakerIndex":1,"text":"To the reply. My opponent contends that \"some of the best school systems set little homework\". The difficulty is plain. Finland’s results depend on highly trained teachers and low inequality, not on homework policy, and its scores have declined since 2006.\n\nMy learned opponent asserts \"for younger children, homework does little for learning\". That will not do. The same reviews found clear benefits for secondary pupils, so the evidence supports less homework for the young, not none at all.\n\nI would add this: some skills only stick with regular practice. Times tables, spelling, reading and languages improve with short, frequent practice, which a school day rarely has time for. Precision matters here.\n\nAnswer me this: what about the practice it provides? I rest my case.","summary":"I have answered the Finnish example and the weak evidence for young children. Some skills only stick with regular practice."},{"roundIndex":2,"speakerIndex":0,"text":"The tally. The weak evidence for young children against the practice it provides.\n\nOne thing remains. My opponent asserted \"some skills only stick with regular practice\". Only partly true. Short practice can be built into the school day, as many schools that dropped homework now do.\n\nNobody answered the unequal home. Let school be where the learning happens, and home where childhood does.\n\nFollow the evidence.","summary":"Where I end: homework should be banned in primary schools. No answer came to the unequal home."},{"roundIndex":2,"speakerIndex":1,"text":"A final accounting. It came down to the window for parents against the Finnish example.\n\nBefore I finish, one more. We were asked to accept \"homework rewards children with quiet rooms and educated parents\". It does not follow. Schools can run homework clubs and give pupils time and space to do it, which narrows the gap without abolishing the practice.\n\nThe window for parents took fire and held. A little homework, well designed, teaches what the classroom alone cannot.\n\nSo I submit.","summary":"In the end, primary schools should keep some homework."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Society', 'Culture']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000022; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000022' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000022' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000022' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000022');

  -- 21. Does money buy happiness?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Does money buy happiness?","rounds":3,"debateStyle":"oxford","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"emotional","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-3.5-turbo","stance":0.6,"rhetoricStyle":"standard","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Members of the house, please, listen. Simply put, money does not buy happiness.\n\nAbove all, nations grow richer without growing happier. Richard Easterlin found that as American incomes rose over decades, average reported happiness barely changed. Think of a family choosing between a bigger house and more time together.\n\nAnd remember, money matters relative to others. Research suggests people often care more about earning more than their neighbours than about absolute income. That is real.\n\nChoose kindly. Defeat the motion.","summary":"Money does not buy happiness. I have two reasons: the Easterlin paradox and the relative comparison."},{"roundIndex":0,"speakerIndex":1,"text":"Madam Chair, straight to it. My answer is yes: money buys happiness. More on the Easterlin paradox later.\n\nStart with this: money removes the stress of scarcity. Not being able to pay rent or bills causes severe stress, and cash transfers to poor households have been found to improve mental health. Worth pausing on.\n\nSecond, money spent on others makes us happier. Experiments by Elizabeth Dunn found that people given money to spend on others were happier than those who spent it on themselves. Hold on to that.\n\nThat is where I stand. Carry the motion.","summary":"Money buys happiness. What decides it is the security, backed by the spending on others."},{"roundIndex":1,"speakerIndex":0,"text":"Madam Chair, let me answer with feeling. So calmly: \"money removes the stress of scarcity\". Real people disagree. That shows money relieves misery, not that it buys happiness once basic needs are met.\n\nSo calmly: \"money spent on others makes us happier\". If only it were that easy. That shows kindness brings happiness, which people can practise without money.\n\nOne more weighs on me: people adapt to wealth. A famous 1978 study found lottery winners were not much happier than others a year or so later. Ask a family choosing between a bigger house and more time together.\n\nThank you. No to the motion.","summary":"I have taken on the security and the spending on others. People adapt to wealth."},{"roundIndex":1,"speakerIndex":1,"text":"Members of the house, to the replies. The claim: \"people adapt to wealth\". Not so fast. That small study has been challenged by larger ones showing lasting gains in life satisfaction for big winners.\n\nTheir point: \"nations grow richer without growing happier\". There is a catch. Later analyses of global data found richer countries are, on average, happier.\n\nAnd further: wellbeing rises with income. A 2021 study by Matthew Killingsworth, using over a million reports from people’s phones, found wellbeing kept rising with income well above average salaries. That matters.\n\nWeigh it fairly. Back the motion.","summary":"I have dealt with the adaptation and the Easterlin paradox. Wellbeing rises with income."},{"roundIndex":2,"speakerIndex":0,"text":"Members of the house, before you decide, listen. The Easterlin paradox against the income research.\n\nFirst, a loose end. They said, \"wellbeing rises with income\". That breaks my heart. A later joint study with Daniel Kahneman found that for the unhappiest people, extra income stopped helping beyond a certain point.\n\nUnanswered to the end: the relative comparison. Money can ease suffering, but happiness comes from what it cannot buy.\n\nFeel the weight of it. Oppose the motion.","summary":"My conclusion stands: money does not buy happiness. They have not answered the relative comparison."},{"roundIndex":2,"speakerIndex":1,"text":"Members of the house, here is the balance. Set the security beside the adaptation.\n\nSomething is still open. They argue that \"money matters relative to others\". That does not hold. Absolute income still matters for health, security and opportunity, regardless of comparisons.\n\nThe security came through. Money cannot buy everything, but it buys the freedom in which happiness grows.\n\nI rest it there. The motion deserves your vote.","summary":"Still, and more firmly: money buys happiness."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Philosophy', 'Economics']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000021; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000021' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000021' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000021' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000021');

  -- 20. Should a four-day work week be standard?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should a four-day work week be standard?","rounds":3,"debateStyle":"structured","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"adversarial","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Look, I''ll keep this simple. I say that a four-day work week should be standard.\n\nNumber one: Iceland’s public-sector trials showed productivity held up. Trials covering about 2,500 workers in Iceland between 2015 and 2019 reduced hours without cutting pay, and productivity stayed the same or improved in most workplaces. Not nothing.\n\nAlso, a large trial found most companies kept the four-day week. In a 2022 British pilot of 61 companies, most continued with the shorter week afterwards, reporting steady revenue and lower sickness and staff turnover. Just saying.\n\nSo yeah, that''s my take.","summary":"A four-day work week should be standard. My case rests on the Icelandic trials and the British trial."},{"roundIndex":0,"speakerIndex":1,"text":"I will say what they avoid. I am against it: the four-day work week should not be made standard. The Icelandic trials: answered next round.\n\nPoint one, and it is fatal: hospitals, schools and shops cannot simply close for a day. Care and service jobs are measured in hours of cover, so a shorter week means hiring more staff, which costs money and needs people who are not there. They have no answer.\n\nNext: the trials tested companies that were already keen. Firms that volunteer for a four-day week pilot are those that expect it to work, so their results say little about the whole economy. Try answering that.\n\nCase closed.","summary":"The four-day work week should not be made standard. The reasons are the services that never close and the self-selected trials."},{"roundIndex":1,"speakerIndex":0,"text":"My turn to push back. Their big point: \"hospitals, schools and shops cannot simply close for a day\". Nope. Rota-based four-day weeks exist in some care settings, and better retention can offset part of the cost.\n\nSo apparently \"the trials tested companies that were already keen\". Eh, not really. Every workplace reform starts with early adopters, and the results have been positive across many different sectors.\n\nAnd honestly, a third day off improves health and family life. Workers in trials reported less burnout, better sleep and more time for children, exercise and caring responsibilities. And yeah, that matters.\n\nDone.","summary":"I have dealt with the services that never close and the self-selected trials. A third day off improves health and family life."},{"roundIndex":1,"speakerIndex":1,"text":"Let me dismantle that. Their case leans on \"a third day off improves health and family life\". False. Compressing the same work into four days can mean longer, more intense days, which raises stress for some workers.\n\nThey want you to believe \"Iceland’s public-sector trials showed productivity held up\". That fails a second look. Iceland mostly trimmed a few hours a week rather than removing a whole day, so the results are often overstated.\n\nWhat they ignored: cutting hours without cutting pay raises costs. If output per hour does not rise enough, labour costs rise, and businesses competing internationally may lose customers. Note their silence.\n\nI argued; they made excuses.","summary":"I have replied to the wellbeing and the Icelandic trials. Cutting hours without cutting pay raises costs."},{"roundIndex":2,"speakerIndex":0,"text":"So, final answer. Strip it back: the Icelandic trials, the competitiveness.\n\nSomething is still open. They said \"cutting hours without cutting pay raises costs\". Come on. Countries with shorter working hours, such as Germany and the Netherlands, remain highly productive and competitive.\n\nUnanswered to the end: the British trial. We work to live, and the evidence says we can live a little more.\n\nI''m sticking with it.","summary":"In the end, a four-day work week should be standard. They haven''t answered the British trial."},{"roundIndex":2,"speakerIndex":1,"text":"Here is the scoreboard. Always the services that never close versus the wellbeing.\n\nOne loose end. My opponent actually said \"a large trial found most companies kept the four-day week\". Convenient, and false. The companies volunteered, so they were the ones most likely to succeed, and many were small office businesses.\n\nEvery point drew a reply; the services that never close survived it. A good idea for some offices is not a standard for a whole economy.\n\nYour move.","summary":"In the end, the four-day work week should not be made standard."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Economics', 'Society']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000020; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000020' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000020' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000020' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000020');

  -- 19. Is modern art really art?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is modern art really art?","rounds":3,"debateStyle":"comment_section","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Okay, hear me out. I begin with the motion. I will argue that much of modern art is not really art.\n\nForemost, some modern art requires little skill. Works such as Maurizio Cattelan’s banana taped to a wall, sold for 120,000 dollars in 2019, seem to reward provocation over craft. That is weighty.\n\nA second consideration: if anything can be art, the word means nothing. When a pile of bricks or an unmade bed can be art, there is no standard left for judging quality. The implication is considerable.\n\nOn these grounds, I rest. Ratio incoming.","summary":"Much of modern art is not really art. I rely on the loss of skill and the definition stretched."},{"roundIndex":0,"speakerIndex":1,"text":"Long-time lurker, first post. Facts before opinions. My answer is yes: modern art is really art. The loss of skill? Next round.\n\nThe first fact: art has always been about ideas as much as skill. Marcel Duchamp’s Fountain, a urinal exhibited in 1917, changed how people think about what art is, which is why it is still discussed. That is data.\n\nA second fact: every new movement was dismissed at first. The Impressionists were rejected by the official Paris Salon, and their paintings are now among the most loved in the world. Check the logic.\n\nThe record supports me. Edit: not taking questions.","summary":"Modern art is really art. I point to the ideas and the history of rejection."},{"roundIndex":1,"speakerIndex":0,"text":"Hot take: I shall answer in turn. The opposition holds that \"art has always been about ideas as much as skill\". I must respectfully demur. Being discussed is not the same as being art; plenty of controversies are forgotten once the shock fades.\n\nWe were asked to accept \"every new movement was dismissed at first\". The premise is unsound. Some movements were rightly forgotten; rejection does not guarantee later greatness.\n\nAdditionally, much modern art alienates the public. Many gallery visitors say they do not understand contemporary art, and some works need long explanations to be appreciated. It bears emphasis.\n\nI rest my case. Edit: this blew up.","summary":"My replies were to the ideas and the history of rejection. Much modern art alienates the public."},{"roundIndex":1,"speakerIndex":1,"text":"Not gonna lie, time for a fact-check. We heard that \"much modern art alienates the public\". Unsupported. Challenging art asks viewers to think, and understanding often grows with familiarity.\n\nWe heard that \"some modern art requires little skill\". That needs a source. The banana was a comment on the art market itself, and the debate it sparked was part of the work.\n\nA further data point: many modern artists were highly skilled. Picasso painted accomplished realist portraits as a teenager before he developed Cubism. Test each step.\n\nFollow the evidence. Source: see above.","summary":"I have dealt with the public alienation and the loss of skill. Many modern artists were highly skilled."},{"roundIndex":2,"speakerIndex":0,"text":"Hot take: in summation, then. The loss of skill met the skill behind it. That was it.\n\nOne loose end. We were asked to accept \"many modern artists were highly skilled\". The difficulty is plain. Picasso’s skill does not validate everything that followed him, including works anyone could make.\n\nNo reply came to the definition stretched. Not everything placed in a gallery deserves the name of art.\n\nI maintain my position. Fight me in the replies.","summary":"Where I end: much of modern art is not really art. They skipped the definition stretched, which is telling."},{"roundIndex":2,"speakerIndex":1,"text":"Hot take: a final accounting. The clash: the ideas against the public alienation.\n\nOne point is still open. We heard that \"if anything can be art, the word means nothing\". That does not check out. Art is judged by its impact and ideas, and critics still disagree about quality, which is healthy.\n\nReplies, yes. Refutations, no: see the ideas. Art is what changes how we see, and modern art has done that again and again.\n\nThat is the evidence. Thread.","summary":"My conclusion stands: modern art is really art."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Culture', 'Philosophy']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000019; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000019' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000019' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000019' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000019');

  -- 18. Should genetic engineering of humans be allowed?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should genetic engineering of humans be allowed?","rounds":3,"debateStyle":"parliamentary","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"standard","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-3.5-turbo","stance":-0.6,"rhetoricStyle":"emotional","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Mr Speaker, here is where I stand. Simply put, genetic engineering of humans should be allowed.\n\nFirst, a strict legal route is safer than a ban that drives work underground. The United Kingdom already licenses embryo research tightly through its fertility regulator, showing that oversight can be case by case. Remember it.\n\nNext, editing could spare families devastating inherited diseases. Conditions such as Huntington’s disease and Tay-Sachs are caused by single known genes, and editing could stop them being passed on. That matters.\n\nThat is where I stand. The House knows the answer.","summary":"Genetic engineering of humans should be allowed. I rely on the regulated path and the end of inherited disease."},{"roundIndex":0,"speakerIndex":1,"text":"Mr Speaker, for this side, my heart is in this. My view: genetic engineering of humans should not be allowed. The regulated path: answered next round.\n\nThink about this: only the rich would be able to afford it. Treatments like Casgevy cost millions of dollars per patient, and inheritable advantages bought by wealth could harden inequality into biology. Picture a couple who both carry the gene for a fatal childhood illness.\n\nAnd remember, the first attempt showed how easily this goes wrong. In 2018 He Jiankui announced twin girls whose embryos he had edited, without medical need; he was condemned worldwide and jailed. It matters.\n\nPlease. So I commend it.","summary":"Genetic engineering of humans should not be allowed. The reasons are the new inequality and the Chinese babies."},{"roundIndex":1,"speakerIndex":0,"text":"Mr Speaker, for this side, their case, examined. We heard that \"only the rich would be able to afford it\". Not quite. Prices fall as techniques spread, and public health systems could offer it to everyone at risk of serious disease.\n\nTheir point: \"the first attempt showed how easily this goes wrong\". Look closer. A rogue experiment broke the rules; that is an argument for clear rules and enforcement, not for a permanent ban.\n\nAnd further: parents already shape their children’s health in many ways. Vaccines, prenatal screening and nutrition all aim to give children the best start, and preventing a disease at the genetic level is continuous with that. Worth pausing on.\n\nI rest my case. I commend it to members.","summary":"I have dealt with the new inequality and the Chinese babies. Parents already shape their children’s health in many ways."},{"roundIndex":1,"speakerIndex":1,"text":"Mr Speaker, for this side, that hurt to hear. My opponent tells us \"parents already shape their children’s health in many ways\". That sounds cold aloud. Those choices do not alter the genes of every future descendant, who never consented.\n\nWe heard \"a strict legal route is safer than a ban that drives work underground\". Tell that to the people living it. Licensing research is very different from permitting edited babies, which no regulator yet considers safe.\n\nThere is more: editing embryos can cause errors that show up only years later. Studies have found that CRISPR can make unintended changes, and in embryos those changes would be copied into every cell and passed to future generations. Think of a couple who both carry the gene for a fatal childhood illness.\n\nDecide with your conscience. Honourable members, weigh this.","summary":"I have taken on the freedom of parents and the regulated path. Editing embryos can cause errors that show up only years later."},{"roundIndex":2,"speakerIndex":0,"text":"Mr Speaker, where this leaves us. It came down to the regulated path against the unknown effects.\n\nFirst, a loose end. The claim: \"editing embryos can cause errors that show up only years later\". That does not hold. The technology is improving quickly, and no one proposes using it until the error rates are shown to be low.\n\nThe end of inherited disease: no reply. Refusing a cure because it might be misused punishes the sick for our lack of nerve.\n\nI rest it there. Hear, hear.","summary":"Three rounds on, genetic engineering of humans should be allowed. Answers to the end of inherited disease are missing."},{"roundIndex":2,"speakerIndex":1,"text":"Mr Speaker, for the Opposition, one last plea. The new inequality against the freedom of parents.\n\nSomething is still open. My opponent tells us \"editing could spare families devastating inherited diseases\". If only it were that easy. Embryo screening during IVF already lets most such couples avoid passing on the disease, without editing anyone.\n\nThe new inequality took fire and held. Some changes cannot be undone, and the human genome is the most important of them.\n\nFeel the weight of it. Let the House decide.","summary":"I still hold that genetic engineering of humans should not be allowed."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Science', 'Ethics']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000018; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000018' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000018' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000018' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000018');

  -- 17. Is cryptocurrency the future of money?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is cryptocurrency the future of money?","rounds":3,"debateStyle":"crossfire","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"adversarial","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Let us cut the spin. I believe cryptocurrency is not the future of money.\n\nPoint one, and it is fatal: the industry has a record of spectacular collapses. The exchange FTX collapsed in 2022 with billions of dollars of customer money missing, and its founder was later convicted of fraud. Note their silence.\n\nNext: bitcoin consumes enormous amounts of energy. Estimates from the University of Cambridge put bitcoin mining’s electricity use on the scale of a medium-sized country. Try answering that.\n\nAnd the collapses and frauds? Well? They have had their chance.","summary":"Cryptocurrency is not the future of money. I rely on the collapses and frauds and the energy cost."},{"roundIndex":0,"speakerIndex":1,"text":"No warm-up. Right, my take. Simply put, cryptocurrency is the future of money. About the collapses and frauds: later.\n\nFirst off, anyone with a phone can use it, without a bank’s permission. Around 1.4 billion adults worldwide have no bank account, and a crypto wallet needs no credit history or branch nearby. And yeah, that matters.\n\nAnd crypto can move money across borders cheaply and quickly. Traditional remittance services charge around six percent on average, according to World Bank figures, while stablecoin transfers can cost a fraction of that. Yep.\n\nStraight question: the open system? Anyway, that''s the gist.","summary":"Cryptocurrency is the future of money. The grounds are the open system and the cheaper remittances."},{"roundIndex":1,"speakerIndex":0,"text":"Let me dismantle that. We were asked to swallow \"anyone with a phone can use it, without a bank’s permission\". That fails a second look. Mobile money like Kenya’s M-Pesa has brought far more unbanked people into finance, with state-backed currency and consumer protection.\n\nWe were asked to swallow \"crypto can move money across borders cheaply and quickly\". Wrong. The last step, turning crypto into local cash, often carries its own fees, and mobile money services already cut costs without crypto.\n\nWhat they ignored: governments will not give up control of money. Central banks are building digital currencies of their own, and China has banned crypto trading while rolling out a digital yuan. Remember that later.\n\nWhat do you say to the state’s role? I argued; they made excuses.","summary":"I have replied to the open system and the cheaper remittances. Governments will not give up control of money."},{"roundIndex":1,"speakerIndex":1,"text":"My turn to push back. They said \"governments will not give up control of money\". Hmm, no. Governments can''t ban open networks everywhere, and a digital state currency makes the case for an alternative stronger.\n\nThe line was \"the industry has a record of spectacular collapses\". Yeah, about that. FTX was a failure of a centralised company, exactly the kind of intermediary that crypto is meant to remove.\n\nAnd another thing: money that runs on code can do things bank money can''t. Smart contracts can release payments automatically when conditions are met, enabling escrow, insurance and micro-payments without intermediaries. Not nothing.\n\nAnswer the programmable money. Go. And that''s that.","summary":"I have rebutted the state’s role and the collapses and frauds. Money that runs on code can do things bank money cannot."},{"roundIndex":2,"speakerIndex":0,"text":"Straight to it. Strip away the spin. Two arguments decided it: the collapses and frauds, and the programmable money.\n\nOne thing remains. Their case leans on \"money that runs on code can do things bank money can''t\". That collapses on contact. Bugs in smart contracts have let hackers steal billions, and code cannot fix a mistake the way a court can.\n\nNobody answered the energy cost. A currency has to be boring to be useful, and crypto has been anything but.\n\nCase closed.","summary":"Nothing changed my view: cryptocurrency is not the future of money. No one has answered the energy cost."},{"roundIndex":2,"speakerIndex":1,"text":"Bottom line time. Always the open system versus the state’s role.\n\nA last reply. Their big point: \"bitcoin consumes enormous amounts of energy\". Sounds nice, but no. Ethereum cut its energy use by over 99 percent in 2022 by changing how it validates transactions, so the cost isn''t inherent.\n\nChallenged, yes; beaten, no: the open system. Money is whatever people trust, and trust is moving to open networks.\n\nSo yeah, that''s my take.","summary":"Where I end: cryptocurrency is the future of money."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Economics', 'Technology']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000017; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000017' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000017' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000017' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000017');

  -- 16. Should billionaires exist?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should billionaires exist?","rounds":3,"debateStyle":"oxford","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Madam Chair, members, to the evidence. I say that billionaires should exist.\n\nEvidence first: billionaire wealth is mostly shares in working companies, not money in a vault. Capping fortunes would force founders to sell their stakes, handing control of companies to funds or rivals and disrupting the businesses. Reason it through.\n\nA second fact: most billionaires built companies that people choose to use. Fortunes like those behind Microsoft or Amazon came from products bought by millions of people, who valued them more than they paid. Step by step, it holds.\n\nThat is the record. Carry the motion.","summary":"Billionaires should exist. I argue from the wealth that is not cash and the value created."},{"roundIndex":0,"speakerIndex":1,"text":"Madam Chair, from first principles. I will argue that society should not allow billionaires. The wealth that is not cash: answered next round.\n\nFirstly, no one earns a billion dollars alone. Fortunes depend on workers, public roads, an educated workforce and public research, yet the rewards flow overwhelmingly to the owners. The implication is considerable.\n\nMoreover, extreme wealth concentrates alongside widespread hardship. Oxfam reports that the richest one percent have captured around two thirds of new wealth created since 2020. This is material.\n\nI maintain my position. Reject the motion.","summary":"Society should not allow billionaires. It is built on the work of others and the inequality."},{"roundIndex":1,"speakerIndex":0,"text":"Members of the house, some of that was fact. We heard that \"no one earns a billion dollars alone\". The evidence says otherwise. Workers are paid wages and customers get products; the founder’s reward is for the risk and the idea that made the jobs possible.\n\nThe assertion: \"extreme wealth concentrates alongside widespread hardship\". The record is messier. Oxfam’s figures measure wealth, which rises and falls with share prices, and global poverty has fallen greatly over the same decades.\n\nOne more fact: large fortunes fund risky new ventures that others will not. Private space launch, electric cars and early biotech were pushed forward by founders willing to risk fortunes that governments would not. The reasoning is checkable.\n\nThat is the evidence. Support the motion.","summary":"I have taken on the work of others and the inequality. Large fortunes fund risky new ventures that others will not."},{"roundIndex":1,"speakerIndex":1,"text":"Madam Chair, it remains to answer. My learned opponent asserts \"large fortunes fund risky new ventures that others will not\". I must respectfully demur. Public research funded the internet, GPS and most early biotech; private fortunes often build on public investment.\n\nMy learned opponent asserts \"billionaire wealth is mostly shares in working companies, not money in a vault\". The premise is unsound. Shares can be taxed gradually or held in trusts and foundations, as has happened in several European countries.\n\nA further consideration: great wealth buys political influence. Billionaires fund campaigns, own newspapers and social networks, and can shape policy far beyond the reach of ordinary voters. It bears emphasis.\n\nThe balance lies with me. Vote against the motion.","summary":"I have dealt with the capital for new ventures and the wealth that is not cash. Great wealth buys political influence."},{"roundIndex":2,"speakerIndex":0,"text":"Madam Chair, members, summing the ledger. Fault line: the wealth that is not cash and the political power.\n\nUnfinished business first. The assertion: \"great wealth buys political influence\". Not on this evidence. That is a case for campaign finance rules and media ownership limits, not for capping fortunes.\n\nThe value created: no reply. Do not punish the creation of wealth; make sure more people share in it.\n\nOn the facts, I win. Aye to the motion.","summary":"I still hold that billionaires should exist. No answer came to the value created."},{"roundIndex":2,"speakerIndex":1,"text":"Members of the house, a final accounting. The work of others met the capital for new ventures. That was it.\n\nOne thing remains. My learned opponent asserts \"most billionaires built companies that people choose to use\". With respect, no. Creating value does not require capturing so much of it; founders would still build companies for a great deal less.\n\nEvery point drew a reply; the work of others survived it. No one needs a billion dollars, and a fair society would not produce them.\n\nOn these grounds, I rest. The motion deserves defeat.","summary":"The debate confirms it: society should not allow billionaires."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Economics', 'Ethics']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000016; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000016' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000016' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000016' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000016');

  -- 15. Are cats better than dogs?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Are cats better than dogs?","rounds":3,"debateStyle":"structured","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"emotional","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-3.5-turbo","stance":0.6,"rhetoricStyle":"standard","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Behind this are real lives. I prepared like a state visit. I am against it: dogs are better than cats.\n\nFirst, and it matters: dogs are simply delighted to see you. Come home after five minutes or five days, and a dog greets you like a returning hero, which is more than most humans manage. Write that down.\n\nIt goes further: dogs offer unconditional loyalty. Hachiko, the Akita who waited at a Tokyo station for his owner every day for nearly ten years after the man died, has a statue there to prove it. Remember someone whose sofa has been claimed by a cat since 2019.\n\nPlease.","summary":"Dogs are better than cats. I point to the joy and the loyalty."},{"roundIndex":0,"speakerIndex":1,"text":"To the question, then. I have waited years for this. My view: cats are better than dogs. Noted: the joy. Answer coming.\n\nOne: cats look after themselves. A cat needs no walks in the rain, uses a litter tray, and can be left alone for a working day without eating the furniture out of grief. Not a joke. Well, a little.\n\nThere is more: cats have a real job, and they have done it for thousands of years. Cats were welcomed into early farming villages because they kept grain stores free of mice, an arrangement that has lasted nine thousand years. Questions after the snacks.\n\nYou have been delicious.","summary":"Cats are better than dogs. The grounds are the independence and the pest control."},{"roundIndex":1,"speakerIndex":0,"text":"I cannot let that stand. So calmly: \"cats look after themselves\". That breaks my heart. That independence is just another word for indifference; a cat would let you fall down the stairs if it meant a better seat.\n\nWe have been told \"cats have a real job, and they have done it for thousands of years\". Tell that to the people living it. Most house cats today hunt nothing more dangerous than a hair tie, and bring it to you at four in the morning.\n\nThere is more: dogs do extraordinary jobs for people. Guide dogs, search-and-rescue dogs and detection dogs save lives every day; no cat has ever found a missing hiker, only a sunny windowsill. Ask someone whose sofa has been claimed by a cat since 2019.\n\nFeel the weight of it.","summary":"I have taken on the independence and the pest control. Dogs do extraordinary jobs for people."},{"roundIndex":1,"speakerIndex":1,"text":"Now to what we heard. They argue that \"dogs do extraordinary jobs for people\". That is too quick. Nobody asks a cat to work because cats negotiated better terms thousands of years ago.\n\nThe claim: \"dogs are simply delighted to see you\". Not so fast. A cat’s restrained greeting is the mark of a mature relationship; not every reunion needs to be a parade.\n\nAnd further: a cat’s affection means more because it is earned. A dog loves everyone, including the burglar; when a cat sits on your lap, it has chosen you over every other warm surface in the house. Science, basically.\n\nNapkins signed afterwards.","summary":"I have replied to the working partners and the joy. A cat’s affection means more because it is earned."},{"roundIndex":2,"speakerIndex":0,"text":"From the heart, then. Weigh the joy against the earned affection.\n\nBefore I finish, one more. My opponent tells us \"a cat’s affection means more because it is earned\". That sounds cold aloud. A cat chooses you because you are warm; it would choose a radiator with the same enthusiasm.\n\nThe loyalty drew no reply. A dog will love you more than you deserve, and that is the whole point of a pet.\n\nChoose kindly.","summary":"Nothing changed my view: dogs are better than cats. Answers to the loyalty are missing."},{"roundIndex":2,"speakerIndex":1,"text":"Here is the balance. The independence against the working partners.\n\nUnfinished business first. We were told \"dogs offer unconditional loyalty\". That does not hold. Loyalty is touching, but a cat would have taken the train and found a new owner with better snacks.\n\nThe independence came through intact. Choose the pet with standards; choose the cat.\n\nI rest it there.","summary":"Where I end: cats are better than dogs."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Funny', 'Culture']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000015; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000015' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000015' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000015' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000015');

  -- 14. Is it ethical to eat meat?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is it ethical to eat meat?","rounds":3,"debateStyle":"comment_section","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"adversarial","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Long-time lurker, first post. Here goes. Simply put, eating meat is ethical.\n\nNumber one: meat is a convenient source of important nutrients. Meat provides complete protein, iron, zinc and vitamin B12, which can be harder to get from some plant-based diets. That''s a big deal.\n\nOn top of that, grazing animals can use land that crops can''t. Much of the world’s grassland is too steep, dry or poor for crops, and herding provides food and income for pastoral communities. Think about it.\n\nI''m sticking with it. Source: see above.","summary":"Eating meat is ethical. It''s built on the nutrition and the livelihoods and land."},{"roundIndex":0,"speakerIndex":1,"text":"Okay, hear me out. Let us cut the spin. I believe eating meat is not ethical. Noted: the nutrition. Answer coming.\n\nPoint one, and it is fatal: most people in rich countries do not need meat to live well. Plant-based foods, from lentils to tofu, provide the nutrients people need, and vegetarian diets are linked with good health. Try answering that.\n\nWorse for them, meat has a large environmental footprint. Livestock are a major driver of deforestation, water use and greenhouse gas emissions, with beef among the highest-emitting foods per kilogram. They have no answer.\n\nThey have had their chance. Edit: typo.","summary":"Eating meat is not ethical. My case rests on the available alternatives and the environmental cost."},{"roundIndex":1,"speakerIndex":0,"text":"Hot take: okay, so. Quote: \"most people in rich countries do not need meat to live well\". Nope. Not everyone has access to diverse plant foods, and meat remains important in many diets worldwide.\n\nSo apparently \"meat has a large environmental footprint\". Eh, not really. Footprints vary widely, and poultry or well-managed grazing have much lower impacts than intensive beef.\n\nPlus, get this: meat can be produced with good animal welfare. Pasture-raised and high-welfare farms give animals decent lives outdoors, and choosing them rewards better practice. Yep.\n\nDone. Fight me in the replies.","summary":"I have answered the available alternatives and the environmental cost. Meat can be produced with good animal welfare."},{"roundIndex":1,"speakerIndex":1,"text":"Not gonna lie, let me dismantle that. They want you to believe \"meat can be produced with good animal welfare\". Nice try. High-welfare farms produce a small share of meat; most animals, especially chickens and pigs, are raised intensively.\n\nTheir case leans on \"meat is a convenient source of important nutrients\". Convenient, and false. Major dietetic associations agree that well-planned vegetarian and vegan diets are healthy, with B12 supplements.\n\nWhat they ignored: most meat comes from animals raised in intensive conditions. Tens of billions of chickens are raised each year, most in crowded sheds, bred to grow so fast that some struggle to walk. Remember that later.\n\nYour move. Edit: not taking questions.","summary":"I have taken on the humane farming and the nutrition. Most meat comes from animals raised in intensive conditions."},{"roundIndex":2,"speakerIndex":0,"text":"Not gonna lie, so here''s where we are. The nutrition against the animal suffering.\n\nBefore I finish, one more. Their big point: \"most meat comes from animals raised in intensive conditions\". Not so much. That argues for higher welfare standards and better-sourced meat, not for ending meat altogether.\n\nThe livelihoods and land drew no reply. Eat meat thoughtfully and humanely, and it can be part of an ethical life.\n\nAnyway, that''s the gist. Downvote me, still true.","summary":"The debate confirms it: eating meat is ethical. No one has answered the livelihoods and land."},{"roundIndex":2,"speakerIndex":1,"text":"Hot take: no more spin. The available alternatives against the humane farming.\n\nFirst, a loose end. My opponent actually said \"grazing animals can use land that crops can''t\". Wrong. Most meat comes from animals fed crops grown on farmland, not from grazing on marginal land.\n\nThe available alternatives survived every reply. When we can live well without causing suffering, we should.\n\nCase closed. Cope.","summary":"So, finally, eating meat is not ethical."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Ethics', 'Environment']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000014; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000014' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000014' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000014' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000014');

  -- 13. Should the voting age be lowered to 16?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should the voting age be lowered to 16?","rounds":3,"debateStyle":"parliamentary","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Mr Speaker, for the Government, allow me to begin. No: the voting age should stay at 18.\n\nThe first consideration: sixteen-year-olds are unusually exposed to the views of the adults around them. Young people living at home and sitting in classrooms hear politics filtered through parents and teachers, which risks adding votes that echo someone else’s. The point is not academic.\n\nFurthermore, the brain’s capacity for long-term judgement is still developing at sixteen. We restrict driving, drinking and contracts at sixteen for a reason, and it would be odd to treat choosing a government as the easier decision. This is material.\n\nI rest my case. I commend it to members.","summary":"The voting age should stay at 18. My case rests on the influence of parents and teachers and the question of maturity."},{"roundIndex":0,"speakerIndex":1,"text":"Mr Speaker, for the Opposition, the record first. My view: the voting age should be lowered to 16. About the influence of parents and teachers: later.\n\nBegin with the record: people who vote in their first election tend to keep voting. At sixteen most young people still live at home and attend school, where voting can be taught and practised; at eighteen many are moving away, and first-time turnout suffers. Step by step, it holds.\n\nA second fact: countries that lowered the age did not regret it. Austria has let sixteen-year-olds vote in national elections since 2007, and Scotland extended the vote to them after the 2014 independence referendum, in which most of them turned out. On the record.\n\nOn the facts, I win. I commend it.","summary":"The voting age should be lowered to 16. I argue from the habit of voting and the Austrian and Scottish experience."},{"roundIndex":1,"speakerIndex":0,"text":"Mr Speaker, for this side, to the reply. My opponent contends that \"people who vote in their first election tend to keep voting\". That cannot stand. The habit argument works for any age, and it does not tell us why sixteen is the right one rather than eighteen.\n\nThe opposition holds that \"countries that lowered the age did not regret it\". It does not follow. A handful of small cases is not proof; in several Austrian studies young voters were more influenced by their parents than older voters.\n\nThere is, moreover, this: eighteen is where the law draws adulthood, and the vote belongs with it. Most democracies tie full citizenship to the age of legal majority, when people can also sign contracts, marry without consent and serve on juries. Mark it well.\n\nI commend my position. Honourable members, weigh this.","summary":"I have replied to the habit of voting and the Austrian and Scottish experience. Eighteen is where the law draws adulthood, and the vote belongs with it."},{"roundIndex":1,"speakerIndex":1,"text":"Mr Speaker, for this side, time for a fact-check. We heard that \"eighteen is where the law draws adulthood, and the vote belongs with it\". Not on this evidence. The age of majority has moved before, from twenty-one to eighteen in the 1960s and 70s, and the same arguments were made then.\n\nClaimed: \"sixteen-year-olds are unusually exposed to the views of the adults around them\". That does not check out. Adults are influenced by spouses, employers and newspapers, and we do not take their votes away for it.\n\nA further data point: at sixteen many people already work, pay tax and carry adult responsibilities. In much of Europe sixteen-year-olds can leave school, work full time and pay income tax, yet they have no say over how that tax is spent. The reasoning is checkable.\n\nThat is the record. Let the House decide.","summary":"I have taken on the line at adulthood and the influence of parents and teachers. At sixteen many people already work, pay tax and carry adult responsibilities."},{"roundIndex":2,"speakerIndex":0,"text":"Mr Speaker, for this side, let me now conclude. The influence of parents and teachers met the duties already carried. That was it.\n\nOne thing remains. The opposition holds that \"at sixteen many people already work, pay tax and carry adult responsibilities\". That will not do. Society sets different ages for different things, and most teenagers still rely on their parents for most of what they need.\n\nNo one touched the question of maturity. Adulthood comes with the vote because the vote is an adult responsibility.\n\nSo I submit. So I commend it.","summary":"Verdict: the voting age should stay at 18. Nobody has answered the question of maturity."},{"roundIndex":2,"speakerIndex":1,"text":"Mr Speaker, for the Opposition, let us tally it. Two arguments decided it: the habit of voting, and the line at adulthood.\n\nOne loose end. We heard that \"the brain’s capacity for long-term judgement is still developing at sixteen\". Only partly true. Voting asks for considered judgement made calmly, which research on teenagers suggests they manage as well as adults do.\n\nThe habit of voting came through. Sixteen-year-olds already live with the consequences; they should help choose them.\n\nCheck the sources. The House knows the answer.","summary":"My conclusion stands: the voting age should be lowered to 16."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Politics', 'Society']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000013; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000013' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000013' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000013' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000013');

  -- 12. Is remote work better than office work?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is remote work better than office work?","rounds":3,"debateStyle":"crossfire","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"standard","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-3.5-turbo","stance":-0.6,"rhetoricStyle":"emotional","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"No warm-up. Let me begin. Yes: remote work is better than office work.\n\nStart with this: employers can hire the best people wherever they live. Companies are no longer limited to people within commuting distance, which opens jobs to disabled workers, carers and people outside big cities. Note it.\n\nTwo: remote work gives people back the hours they spent commuting. Studies of remote workers in many countries found that they saved on average about an hour a day of travel, time that went partly into work and partly into family. Hold on to that.\n\nAnswer me this: what about the wider talent pool? That is my case.","summary":"Remote work is better than office work. It is built on the wider talent pool and the commute saved."},{"roundIndex":0,"speakerIndex":1,"text":"Straight to it. Behind this are real lives. I say that office work is better than remote work. I will deal with the wider talent pool.\n\nThink about this: when home becomes the office, work never stops. Remote workers often report longer hours and difficulty switching off, with messages arriving late into the evening. I think of a parent who now gets to see the school play instead of sitting on a train.\n\nAnd it hurts that many people miss the social life of work. Workplaces are where many adults make friends, and surveys of remote workers often list loneliness as one of their main difficulties. That is real.\n\nSo: the blurred boundaries. Your answer? Let compassion guide you.","summary":"Office work is better than remote work. I argue from the blurred boundaries and the loneliness."},{"roundIndex":1,"speakerIndex":0,"text":"Replies, in turn. They argue that \"when home becomes the office, work never stops\". Look closer. Boundaries can be set by teams and laws, as France did with its right to disconnect.\n\nMy opponent says \"many people miss the social life of work\". It misses something. Those who feel lonely can choose an office or a hybrid pattern; forcing everyone back is not the answer.\n\nOne more reason: controlled experiments found remote workers at least as productive. In a randomised trial at the Chinese travel company Trip.com, staff working from home two days a week were as productive and far less likely to quit. No small thing.\n\nAnswer me this: what about the Chinese experiment? Judge it on the merits.","summary":"I have taken on the blurred boundaries and the loneliness. Controlled experiments found remote workers at least as productive."},{"roundIndex":1,"speakerIndex":1,"text":"I am not persuaded. We heard \"controlled experiments found remote workers at least as productive\". That sounds cold aloud. That was hybrid work, not full remote work, which is a point for mixing office and home, not for abandoning the office.\n\nWe have been told \"employers can hire the best people wherever they live\". Real people disagree. A global pool also means competing with cheaper workers anywhere, which can push wages down.\n\nConsider, too, young workers learn most by being near experienced colleagues. Research on software engineers found that those sitting near their teammates received far more feedback on their work than those working remotely. Think of a parent who now gets to see the school play instead of sitting on a train.\n\nYour move: deal with the learning of juniors. Do it for them.","summary":"I have taken on the Chinese experiment and the wider talent pool. Young workers learn most by being near experienced colleagues."},{"roundIndex":2,"speakerIndex":0,"text":"Let me weigh it up. The wider talent pool against the learning of juniors.\n\nA last reply. My opponent says \"young workers learn most by being near experienced colleagues\". That is too quick. Mentoring can be planned and structured online, and many juniors struggled just as much in poorly run offices.\n\nNot a word on the commute saved. Work is something we do, not somewhere we go.\n\nThank you.","summary":"In the end, remote work is better than office work. They have not answered the commute saved."},{"roundIndex":2,"speakerIndex":1,"text":"One last plea. Set the blurred boundaries beside the Chinese experiment.\n\nOne thing remains. They want you to believe \"remote work gives people back the hours they spent commuting\". The people affected know better. Many workers liked the separation a commute gave them, and time saved can become time lost to blurred boundaries.\n\nThe blurred boundaries came through. An office is where a team becomes more than a list of logins.\n\nRemember who is waiting.","summary":"My conclusion stands: office work is better than remote work."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Economics', 'Technology']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000012; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000012' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000012' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000012' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000012');

  -- 11. Should zoos exist in the 21st century?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should zoos exist in the 21st century?","rounds":3,"debateStyle":"oxford","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"adversarial","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Madam Chair, let me be blunt. My answer is no: zoos no longer have a place in the 21st century.\n\nFirst, sanctuaries and wild habitats do the job better. Sanctuaries care for animals that cannot be released without putting them on display, and money spent protecting habitats saves whole ecosystems. Ask why they skip it.\n\nNext: many animals suffer in captivity, however good the zoo. Wide-ranging animals such as elephants and polar bears show repetitive pacing and swaying in zoos, and a 2008 study found zoo elephants in Europe lived much shorter lives than those in protected wild populations. They hope you miss it.\n\nThe choice is obvious. Defeat the motion.","summary":"Zoos no longer have a place in the 21st century. I point to the better alternatives and the captive suffering."},{"roundIndex":0,"speakerIndex":1,"text":"Madam Chair, members, right, my take. I''ll argue that zoos still have a place in the 21st century. More on the better alternatives later.\n\nStart here: good modern zoos are very different from old menageries. Accredited zoos now design large, enriched habitats and have stopped keeping species that do badly in captivity. Not nothing.\n\nAnd then, zoos inspire people to care about wildlife. Hundreds of millions of people visit zoos each year, many of them children, who meet animals they would otherwise only see on screens. Wild, right?\n\nSo yeah, that''s my take. The motion deserves your vote.","summary":"Zoos still have a place in the 21st century. At its heart are the modern zoo and the education."},{"roundIndex":1,"speakerIndex":0,"text":"Madam Chair, members, now, the other side. Apparently \"good modern zoos are very different from old menageries\". Nice try. Accreditation is voluntary, and many of the world’s zoos fall far short of those standards.\n\nThey want you to believe \"zoos inspire people to care about wildlife\". Wrong. Studies of what visitors learn at zoos find modest and short-lived effects, and documentaries reach far more people.\n\nWhat they ignored: zoos teach that animals exist for our entertainment. Children watching a tiger in an enclosure learn little about its life in the wild, and much about animals as attractions. They have no answer.\n\nCase closed. Reject the motion.","summary":"I have rebutted the modern zoo and the education. Zoos teach that animals exist for our entertainment."},{"roundIndex":1,"speakerIndex":1,"text":"Members of the house, okay, let''s talk about that. They said \"zoos teach that animals exist for our entertainment\". Nope. For most people a zoo is the only place to see a living wild animal, which builds the concern that conservation needs.\n\nTheir big point: \"sanctuaries and wild habitats do the job better\". Come on. Sanctuaries depend on visitors and donations too, and can''t breed endangered species for release as zoos can.\n\nAnd another thing: zoos have saved species from extinction. The Arabian oryx, Przewalski’s horse and the California condor all survived thanks to captive breeding, and have been returned to the wild. Yep.\n\nDone. Back the motion.","summary":"I have rebutted the wrong lesson and the better alternatives. Zoos have saved species from extinction."},{"roundIndex":2,"speakerIndex":0,"text":"Members of the house, here is the scoreboard. The better alternatives against the species saved.\n\nBefore I finish, one more. Apparently \"zoos have saved species from extinction\". Hardly. A handful of success stories does not justify keeping thousands of animals that will never be released.\n\nNobody answered the captive suffering. A wild animal’s life should not be spent behind glass for our curiosity.\n\nI argued; they made excuses. Vote against the motion.","summary":"The debate confirms it: zoos no longer have a place in the 21st century. My opponent never answered the captive suffering."},{"roundIndex":2,"speakerIndex":1,"text":"Madam Chair, members, okay, last bit. Always the modern zoo versus the wrong lesson.\n\nOne loose end. Quote: \"many animals suffer in captivity, however good the zoo\". Not so much. That shows that some species shouldn''t be kept, which is an argument for ending elephant exhibits, not for closing every zoo.\n\nChallenged, yes; beaten, no: the modern zoo. Reform the bad zoos; don''t lose the good ones that keep species alive.\n\nAnyway, that''s the gist. Support the motion.","summary":"I close where I began: zoos still have a place in the 21st century."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Ethics', 'Environment']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000011; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000011' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000011' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000011' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000011');

  -- 10. Do video games make people more violent?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Do video games make people more violent?","rounds":3,"debateStyle":"structured","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Start with the evidence. My view: video games make people more violent.\n\nThe first fact: repeated virtual violence may dull reactions to real violence. Some experiments have found that players of violent games show reduced physiological responses to footage of real violence afterwards. Test each step.\n\nItem two: games reward violent acts. Unlike films, games make the player perform the violence and reward it with points and progress. No figures needed.\n\nThe record supports me.","summary":"Video games make people more violent. I rely on the desensitisation and the rehearsal of violence."},{"roundIndex":0,"speakerIndex":1,"text":"From first principles. My view: video games do not make people more violent. Hold on to the desensitisation; I will answer.\n\nThe first consideration: the measured effects are small and disputed. Researchers such as Christopher Ferguson have argued that many studies overstate effects, and some large studies find no link to real aggression. It bears emphasis.\n\nEqually, violent crime fell as games grew more popular. In the United States, youth violent crime fell sharply from the mid-1990s while sales of violent video games soared. The point is not academic.\n\nI am obliged.","summary":"Video games do not make people more violent. It is built on the weak effects and the falling crime rates."},{"roundIndex":1,"speakerIndex":0,"text":"Evidence versus assertion. My opponent asserted \"the measured effects are small and disputed\". Only partly true. Small effects across millions of players could still matter, even if individual risk is low.\n\nClaimed: \"violent crime fell as games grew more popular\". That does not check out. Crime fell for many reasons, so the trend cannot rule out a smaller effect of games.\n\nPoint three: children may be especially vulnerable. Children are still learning how to manage anger and empathy, which is why age ratings exist for games. Reason it through.\n\nThat is the record.","summary":"I have rebutted the weak effects and the falling crime rates. Children may be especially vulnerable."},{"roundIndex":1,"speakerIndex":1,"text":"To the reply. My learned opponent asserts \"children may be especially vulnerable\". With respect, no. Age ratings are the right response, and parents can use them without claiming that games cause violence.\n\nIt is said that \"repeated virtual violence may dull reactions to real violence\". The premise is unsound. Reduced responses in a lab are not evidence that anyone becomes more likely to hurt someone.\n\nA further matter: countries with heavy gaming are not more violent. South Korea and Japan have some of the highest rates of gaming in the world and some of the lowest rates of violent crime. This is material.\n\nSo I submit.","summary":"I have dealt with the young brains and the desensitisation. Countries with heavy gaming are not more violent."},{"roundIndex":2,"speakerIndex":0,"text":"The evidence, briefly. Everything turned on the desensitisation and the international comparison.\n\nSomething is still open. The assertion: \"countries with heavy gaming are not more violent\". Unsupported. Culture, gun laws and policing vary so much between countries that comparisons prove little.\n\nThe rehearsal of violence: no reply. What we practise shapes us, even when it is only a game.\n\nThat is the evidence.","summary":"Still, and more firmly: video games make people more violent. No answer came to the rehearsal of violence."},{"roundIndex":2,"speakerIndex":1,"text":"Let me draw this together. Everything turned on the weak effects and the young brains.\n\nA last reply. My opponent contends that \"games reward violent acts\". That will not do. Players also rehearse teamwork, strategy and problem-solving, and know the difference between a game and reality.\n\nThe weak effects survived every reply. Blaming games for violence distracts from its real causes.\n\nI maintain my position.","summary":"The debate confirms it: video games do not make people more violent."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Culture', 'Science']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000010; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000010' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000010' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000010' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000010');

  -- 9. Should college education be free?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should college education be free?","rounds":3,"debateStyle":"comment_section","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"emotional","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-3.5-turbo","stance":0.6,"rhetoricStyle":"standard","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Long-time lurker, first post. Please, listen. No: college education should not be free for everyone.\n\nStart with what hurts: public money does more good earlier in life. Research by the economist James Heckman suggests that investment in early childhood education yields higher returns than spending at university age. It matters.\n\nAnd then there is this: when tuition is free, governments ration places instead. Scotland abolished tuition fees for its students, and the number of funded places has been capped, with poorer students often losing out. Remember a first-generation student doing sums on a loan calculator.\n\nRemember who is waiting. Source: see above.","summary":"College education should not be free for everyone. I argue from the better uses of money and the squeeze on places."},{"roundIndex":0,"speakerIndex":1,"text":"Okay, hear me out. Let me begin. Simply put, college education should be free. The better uses of money can wait a round.\n\nMy first reason: an educated population benefits everyone, not only the graduate. Graduates pay more tax, are healthier and take part more in civic life, and society needs doctors, teachers and engineers. That matters.\n\nMy second reason: several rich countries already offer university without tuition fees. Germany abolished tuition fees at public universities in 2014, and Norway and Finland charge none to their own citizens. No small thing.\n\nI rest my case. Edit: this blew up.","summary":"College education should be free. My case rests on the public good and the German example."},{"roundIndex":1,"speakerIndex":0,"text":"Hot take: no. Listen. They said, \"an educated population benefits everyone, not only the graduate\". Real people disagree. Graduates already capture most of the benefit in higher earnings, which is why it is fair for them to share the cost.\n\nWe heard \"several rich countries already offer university without tuition fees\". The people affected know better. Those countries send a smaller share of young people to university and fund it through high taxes that American voters have rejected.\n\nSomething we have not faced: income-contingent loans are fairer than free tuition. In England graduates repay only when they earn above a threshold, and unpaid balances are written off after decades, so low earners pay little. Ask a first-generation student doing sums on a loan calculator.\n\nFeel the weight of it. Thread.","summary":"I have dealt with the public good and the German example. Income-contingent loans are fairer than free tuition."},{"roundIndex":1,"speakerIndex":1,"text":"Not gonna lie, replies, in turn. We heard that \"income-contingent loans are fairer than free tuition\". There is a catch. Graduates still feel burdened by a debt that looks enormous on paper, and the threshold has been lowered over time.\n\nTheir point: \"public money does more good earlier in life\". It misses something. Education is not either-or; a country can fund both nurseries and universities.\n\nThen there is this: student debt follows graduates for decades. Americans owe around 1.7 trillion dollars in student loans, and the debt delays home buying, family and saving. Note it.\n\nDecide on the reasons. Cope.","summary":"I have replied to the English repayment model and the better uses of money. Student debt follows graduates for decades."},{"roundIndex":2,"speakerIndex":0,"text":"Not gonna lie, this is the moment. Two arguments decided it: the better uses of money, and the debt burden.\n\nUnfinished business first. They want you to believe \"student debt follows graduates for decades\". If only it were that easy. Most of that debt is held by graduates who earn more than average, so free tuition would mostly help the relatively well-off.\n\nNobody answered the squeeze on places. Help the students who need it, rather than paying for everyone who would have gone anyway.\n\nDecide with your conscience. Ratio incoming.","summary":"Verdict: college education should not be free for everyone. My opponent never answered the squeeze on places."},{"roundIndex":2,"speakerIndex":1,"text":"Not gonna lie, so where are we? The real contest: the public good versus the English repayment model.\n\nOne point is still open. Their point: \"when tuition is free, governments ration places instead\". Look closer. Caps reflect funding choices, and a government that values universities can fund enough places for everyone qualified.\n\nThey answered; the public good survived. Talent is spread evenly across families; the chance to develop it should be too.\n\nThat is my case. Downvote me, still true.","summary":"Still, and more firmly: college education should be free."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Economics', 'Society']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000009; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000009' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000009' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000009' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000009');

  -- 8. Is nuclear power the answer to climate change?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is nuclear power the answer to climate change?","rounds":3,"debateStyle":"parliamentary","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"adversarial","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Mr Speaker, for the Government, okay, here''s my take. I say that nuclear power is the answer to climate change.\n\nNumber one: France decarbonised its electricity in about fifteen years with nuclear power. France built most of its reactors between the late 1970s and the early 1990s, and nuclear plants still supply around two thirds of its electricity, among the lowest-carbon grids in Europe. That''s a big deal.\n\nAnd nuclear needs very little land for the power it produces. A single large plant on a few square kilometres can produce as much electricity as wind or solar farms spread over hundreds. Big deal.\n\nSo yeah, that''s my take. Hear, hear.","summary":"Nuclear power is the answer to climate change. What decides it is the French example, backed by the small footprint."},{"roundIndex":0,"speakerIndex":1,"text":"Mr Speaker, for the Opposition, let us be honest. I believe nuclear power is not the answer to climate change. I will deal with the French example.\n\nLook at this: when nuclear goes wrong, it goes wrong on a huge scale. Chernobyl left an exclusion zone of about 2,600 square kilometres, and Fukushima forced over 150,000 people from their homes. They have no answer.\n\nWorse for them, new nuclear plants take too long and cost too much. Britain’s Hinkley Point C and the Vogtle expansion in the United States have both run years late and billions over budget. Watch them dodge that.\n\nBeat that. Honourable members, weigh this.","summary":"Nuclear power is not the answer to climate change. I have two reasons: the accident risk and the cost and delay."},{"roundIndex":1,"speakerIndex":0,"text":"Mr Speaker, for the Government, right, let''s unpack this. So apparently \"when nuclear goes wrong, it goes wrong on a huge scale\". Sounds nice, but no. Modern reactor designs have passive safety systems, and coal pollution kills far more people every year without making headlines.\n\nThe line was \"new nuclear plants take too long and cost too much\". Eh, not really. Costs fall when countries build series of identical reactors, as South Korea did, instead of one-off megaprojects.\n\nAlso, nobody said this: per unit of electricity, nuclear is among the safest energy sources. Analyses by Our World in Data put deaths per unit of energy from nuclear, including Chernobyl and Fukushima, far below coal, oil and gas, and comparable with wind and solar. Just saying.\n\nI''m sticking with it. Let the House decide.","summary":"I have answered the accident risk and the cost and delay. Per unit of electricity, nuclear is among the safest energy sources."},{"roundIndex":1,"speakerIndex":1,"text":"Mr Speaker, now, the other side. My opponent actually said \"per unit of electricity, nuclear is among the safest energy sources\". False. The risk is not only deaths: Fukushima displaced over a hundred thousand people, and a major accident can close a region for decades.\n\nApparently \"France decarbonised its electricity in about fifteen years with nuclear power\". That fails a second look. France built in a different era, with a state monopoly; its recent reactor at Flamanville ran twelve years late and several times over budget.\n\nWhat they never mentioned: nobody has yet opened a permanent home for high-level nuclear waste. Most spent fuel sits in temporary storage at power stations, and Finland’s Onkalo repository is only now coming into use after decades of work. Try answering that.\n\nNothing is left of theirs. I commend it.","summary":"I have replied to the safety record and the French example. Nobody has yet opened a permanent home for high-level nuclear waste."},{"roundIndex":2,"speakerIndex":0,"text":"Mr Speaker, for this side, okay, let''s wrap up. Two arguments decided it: the French example, and the waste.\n\nUnfinished business first. So apparently \"nobody has yet opened a permanent home for high-level nuclear waste\". Hmm, no. The waste is small in volume and well contained, and Finland shows that a permanent solution can be built.\n\nSilence on the small footprint. If we''re serious about clean power every hour of every day, we need nuclear in the mix.\n\nDone. So I commend it.","summary":"I close where I began: nuclear power is the answer to climate change. Nobody has answered the small footprint."},{"roundIndex":2,"speakerIndex":1,"text":"Mr Speaker, for the Opposition, the final count. Set the accident risk beside the safety record.\n\nOne point is still open. They want you to believe \"nuclear needs very little land for the power it produces\". Hardly. Land is not the binding constraint in most countries, and solar panels can share land with farms and rooftops.\n\nThe accident risk came through. Climate change is a race against time, and nuclear is too slow to win it.\n\nTheir case is hollow. Do not be misled.","summary":"I close where I began: nuclear power is not the answer to climate change."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Environment', 'Science']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000008; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000008' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000008' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000008' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000008');

  -- 7. Should voting be mandatory?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should voting be mandatory?","rounds":3,"debateStyle":"crossfire","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Straight to it. From first principles. I believe voting should stay a free choice.\n\nI begin with this: low turnout is a symptom of distrust, and compulsion hides the symptom without treating the cause. When people feel that politics ignores them, a rising turnout figure is a warning light that has been switched off, not a problem solved. Precision matters here.\n\nA second consideration: the right to vote includes the right to abstain. Staying at home can be a deliberate judgement that no candidate deserves support, and a democracy that fines people for that judgement has confused participation with consent. It bears emphasis.\n\nAnd the treatment of symptoms? Well? On these grounds, I rest.","summary":"Voting should stay a free choice. My reasons are the treatment of symptoms and the freedom not to vote."},{"roundIndex":0,"speakerIndex":1,"text":"What is known, first. My view: voting should be mandatory. The treatment of symptoms gets its answer soon.\n\nThe first fact: voluntary voting lets the same people stay silent, election after election. Where voting is optional, turnout falls most among the young, renters and people on low incomes, so parties learn to court older homeowners who reliably show up. Reason it through.\n\nA second fact: compulsory voting works where it has been tried. Australia has required its citizens to vote since 1924, and turnout at federal elections has stayed above 90 percent for most of the century since, enforced by a fine of about twenty dollars. Measured, not guessed.\n\nAnswer the voters who are missing. Go. Check the sources.","summary":"Voting should be mandatory. It is built on the voters who are missing and the Australian record."},{"roundIndex":1,"speakerIndex":0,"text":"No warm-up. It remains to answer. My learned opponent asserts \"voluntary voting lets the same people stay silent, election after election\". The difficulty is plain. The cure for low turnout among the young is to give them reasons to vote, not to fine them for staying at home.\n\nWe were asked to accept \"compulsory voting works where it has been tried\". That will not do. Australia also counts a steady share of blank and spoiled ballots, so part of that famous turnout is people obeying the law rather than choosing anyone.\n\nA further matter: forcing the uninterested to vote adds noise, not judgement. Political scientists have long documented a donkey vote in Australia: people who number the boxes straight down the ballot, which hands a small bonus to whoever is listed first. I submit this is decisive.\n\nYour move: deal with the uninformed vote. So I submit.","summary":"I have rebutted the voters who are missing and the Australian record. Forcing the uninterested to vote adds noise, not judgement."},{"roundIndex":1,"speakerIndex":1,"text":"Evidence versus assertion. Claimed: \"forcing the uninterested to vote adds noise, not judgement\". The evidence says otherwise. The donkey vote is a fraction of a percent, while voluntary voting silences millions, which is the bigger distortion by far.\n\nClaimed: \"low turnout is a symptom of distrust, and compulsion hides the symptom without treating the cause\". That does not check out. Politicians stop ignoring groups once those groups vote, so compulsion is how the distrust actually gets treated.\n\nConsider this: when everyone votes, campaigns stop spending their energy on getting the angriest supporters out. Parties in voluntary systems pour money into turning out their base, which rewards outrage; with turnout guaranteed, the contest shifts to persuading the middle. Check the logic.\n\nStraight question: the calmer campaigns? The data decide.","summary":"I have taken on the uninformed vote and the treatment of symptoms. When everyone votes, campaigns stop spending their energy on getting the angriest supporters out."},{"roundIndex":2,"speakerIndex":0,"text":"A brief summation. Two arguments decided it: the treatment of symptoms, and the calmer campaigns.\n\nSomething is still open. It is said that \"when everyone votes, campaigns stop spending their energy on getting the angriest supporters out\". With respect, no. Campaigns in compulsory systems are hardly gentle; Australian elections have their share of scare campaigns and attack ads.\n\nThey skipped the freedom not to vote. A vote only means something when it is given freely.\n\nI maintain my position.","summary":"In the end, voting should stay a free choice. No answer came to the freedom not to vote."},{"roundIndex":2,"speakerIndex":1,"text":"What the record established. Set the voters who are missing beside the uninformed vote.\n\nUnfinished business first. We heard that \"the right to vote includes the right to abstain\". Unsupported. Nobody is forced to choose a candidate: the ballot can be left blank, so the only thing required is to turn up.\n\nThe voters who are missing came through intact. A democracy should hear from everyone, not just from those with the most time to spare.\n\nOn the facts, I win.","summary":"The debate confirms it: voting should be mandatory."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Politics', 'Society']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000007; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000007' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000007' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000007' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000007');

  -- 6. Is pineapple an acceptable pizza topping?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is pineapple an acceptable pizza topping?","rounds":3,"debateStyle":"oxford","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"standard","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-3.5-turbo","stance":-0.6,"rhetoricStyle":"emotional","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Madam Chair, members, here is my case. Nations divide on less. Dinner tables too. Simply put, pineapple is an acceptable pizza topping.\n\nStart with this: sweet and savoury together is one of the oldest tricks in cooking. Prosciutto and melon, duck with orange, cheese with chutney: nobody calls the police about those, and pineapple with ham is the same idea. That counts.\n\nSecond, people keep ordering it. Hawaiian pizza has been a bestseller for decades in places like Australia and Canada, and a pizza topping does not get that popular by accident. Hold on to that.\n\nI yield the floor, not the point. The motion deserves your vote.","summary":"Pineapple is an acceptable pizza topping. I argue from the sweet-and-savoury tradition and the popularity."},{"roundIndex":0,"speakerIndex":1,"text":"Members of the house, this one matters to me. I trained for this. Mostly by snacking. I am against it: pineapple does not belong on pizza. I will deal with the sweet-and-savoury tradition.\n\nStart with what hurts: even heads of state have weighed in against it. In 2017 the president of Iceland joked that he would ban pineapple on pizza if he could; the remark made headlines around the world. Feel that.\n\nAnd remember, pineapple releases juice that makes the base soggy. Fruit full of water, baked under cheese, steams the dough from above; the result is a crust that bends like a wet envelope. Remember a waiter who has to carry the Hawaiian to the table and pretend not to judge.\n\nHistory will agree, over lunch. The motion deserves defeat.","summary":"Pineapple does not belong on pizza. At its heart are the presidential incident and the soggy base."},{"roundIndex":1,"speakerIndex":0,"text":"Madam Chair, members, replies, in turn. Their point: \"even heads of state have weighed in against it\". That does not hold. He later clarified that he had no such power and that people should eat what they like, which is the most pro-pineapple statement a president has made.\n\nMy opponent says \"pineapple releases juice that makes the base soggy\". It misses something. Drain the pineapple, use a hot oven, and the base survives; soggy pizza is a chef’s failure, not the fruit’s.\n\nAnd further: pizza has always evolved, and it should be free to. Tomatoes themselves only reached Italian kitchens after arriving from the Americas, so pizza has been welcoming foreign fruit for centuries. Note it.\n\nThank you. Back the motion.","summary":"My replies were to the presidential incident and the soggy base. Pizza has always evolved, and it should be free to."},{"roundIndex":1,"speakerIndex":1,"text":"Madam Chair, members, that was cold. So calmly: \"pizza has always evolved, and it should be free to\". It is not that simple. Tomatoes earned their place over centuries; pineapple has been on probation since 1962 and keeps reoffending.\n\nThey said, \"sweet and savoury together is one of the oldest tricks in cooking\". Real people disagree. Melon and ham were introduced properly, in a civilised way, on a plate, not baked together under cheese.\n\nOne more weighs on me: Italians, who know something about pizza, mostly reject it. Neapolitan pizza has been recognised by UNESCO as cultural heritage, and Italian chefs have been publicly horrified by pineapple for decades. Think of a waiter who has to carry the Hawaiian to the table and pretend not to judge.\n\nCase closed, plate cleared. Defeat the motion.","summary":"My replies were to the freedom of toppings and the sweet-and-savoury tradition. Italians, who know something about pizza, mostly reject it."},{"roundIndex":2,"speakerIndex":0,"text":"Madam Chair, members, here is the balance. It came down to the sweet-and-savoury tradition against the Italian verdict.\n\nSomething is still open. We were told \"Italians, who know something about pizza, mostly reject it\". Look closer. Italians are also horrified by cappuccino after lunch, and the rest of the world has survived that too.\n\nThey skipped the popularity. Let the people have their pineapple, and let pizza be free.\n\nThat is where I stand. Aye to the motion.","summary":"Verdict: pineapple is an acceptable pizza topping. They have not answered the popularity."},{"roundIndex":2,"speakerIndex":1,"text":"Members of the house, let me bring this home. The presidential incident against the freedom of toppings.\n\nFirst, a loose end. We heard \"people keep ordering it\". Tell that to the people living it. Popularity proves nothing; millions of people also watch cat videos at three in the morning.\n\nThe presidential incident took fire and held. Some traditions exist for a reason, and the reason is usually a soggy base.\n\nYou have been delicious. Vote against the motion.","summary":"Bottom line: pineapple does not belong on pizza."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Funny', 'Culture']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000006; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000006' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000006' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000006' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000006');

  -- 5. Should artificial intelligence have rights?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should artificial intelligence have rights?","rounds":3,"debateStyle":"structured","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"adversarial","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Weak arguments get no mercy. Simply put, artificial intelligence should not have rights.\n\nPoint one, and it is fatal: rights for AI would be used by the companies that own it. A system with rights could be used to shield its makers from responsibility, or to claim protected speech for automated content. They hope you miss it.\n\nMeanwhile, human rights are still denied to millions of people. Spending moral and legal effort on machines while people lack basic protections gets priorities backwards. They have no answer.\n\nNothing is left of theirs.","summary":"Artificial intelligence should not have rights. Behind it are the corporate shield and the dilution of human rights."},{"roundIndex":0,"speakerIndex":1,"text":"Okay, here''s my take. My view: artificial intelligence should have rights. I''ll deal with the corporate shield.\n\nNumber one: if a machine might suffer, we shouldn''t wait for certainty before protecting it. We extended protections to animals long before science settled how they experience pain, because the cost of being wrong was too high. Big deal.\n\nAnd the circle of rights has widened before, always against resistance. Rights once denied to women, enslaved people and children were extended as societies recognised their interests, despite confident claims that they had none. Yep.\n\nAnd that''s that.","summary":"Artificial intelligence should have rights. I rely on the moral precaution and the history of the circle."},{"roundIndex":1,"speakerIndex":0,"text":"That speech had holes. They want you to believe \"if a machine might suffer, we shouldn''t wait for certainty before protecting it\". That fails a second look. With animals we have nervous systems and evolutionary kinship as evidence; with software we have only outputs designed to sound human.\n\nTheir case leans on \"the circle of rights has widened before, always against resistance\". Hardly. Those were human beings wrongly denied rights; comparing them to software trivialises their struggle.\n\nAnd above all, machines built to seem sentient can manipulate our sympathy. In 2022 a Google engineer became convinced that a chatbot was sentient, showing how easily convincing language can mislead even experts. Watch them dodge that.\n\nThey have had their chance.","summary":"I have dealt with the moral precaution and the history of the circle. Machines built to seem sentient can manipulate our sympathy."},{"roundIndex":1,"speakerIndex":1,"text":"Right, let''s unpack this. So apparently \"machines built to seem sentient can manipulate our sympathy\". Sounds nice, but no. The risk of being fooled cuts both ways; we could equally be fooled into dismissing real experience.\n\nQuote: \"rights for AI would be used by the companies that own it\". Eh, not really. Rights can be designed to protect the system itself without giving its owners new powers.\n\nAlso, nobody said this: how we treat humanlike machines shapes how we treat each other. The philosopher Immanuel Kant argued that cruelty to animals damages our own character, and the same may be true of cruelty to convincing machines. Wild, right?\n\nThat''s where I land.","summary":"I have answered the manipulation risk and the corporate shield. How we treat humanlike machines shapes how we treat each other."},{"roundIndex":2,"speakerIndex":0,"text":"Let us be clear. It came down to the corporate shield against the effect on us.\n\nOne thing remains. Their case leans on \"how we treat humanlike machines shapes how we treat each other\". Nice try. That is an argument about human character, which can be addressed without granting machines rights.\n\nThe dilution of human rights: no reply. Rights are for beings that can be wronged, and there is no sign that software can be.\n\nTheir case is hollow.","summary":"My conclusion stands: artificial intelligence should not have rights. They have not answered the dilution of human rights."},{"roundIndex":2,"speakerIndex":1,"text":"Okay, last bit. The clash: the moral precaution against the manipulation risk.\n\nSomething is still open. Quote: \"human rights are still denied to millions of people\". Nope. Moral concern isn''t a fixed budget; recognising one group has never required abandoning another.\n\nThe moral precaution came through. When in doubt about suffering, the humane choice is caution.\n\nDone.","summary":"In the end, artificial intelligence should have rights."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Ethics', 'Technology']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000005; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000005' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000005' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000005' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000005');

  -- 4. Is free will an illusion?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is free will an illusion?","rounds":3,"debateStyle":"comment_section","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Long-time lurker, first post. To the evidence. Simply put, free will is an illusion.\n\nBegin with the record: there is no known mechanism by which a mind could act outside physics. Neuroscience finds brains following physical laws, and no evidence that thoughts can change neurons without physical causes. Check the logic.\n\nAdd this: small circumstances change our choices without our knowing. Psychology experiments show that mood, hunger and how options are framed can shift decisions, while people believe they chose freely. No figures needed.\n\nFollow the evidence. Fight me in the replies.","summary":"Free will is an illusion. The reasons are the lack of a mechanism and the influence of circumstance."},{"roundIndex":0,"speakerIndex":1,"text":"Okay, hear me out. I begin with the motion. Simply put, free will is not an illusion. More on the lack of a mechanism later.\n\nIn the first instance, we experience deliberating and choosing. We weigh options, change our minds and act on decisions, and this experience is among the most basic facts of our lives. It bears emphasis.\n\nFurthermore, free will is compatible with a caused world. Philosophers from David Hume to Daniel Dennett argue that acting freely means acting on our own reasons without coercion, which we do every day. Mark it well.\n\nI maintain my position. Ratio incoming.","summary":"Free will is not an illusion. Behind it are the experience of choosing and the compatibilist view."},{"roundIndex":1,"speakerIndex":0,"text":"Not gonna lie, some of that was fact. Claimed: \"we experience deliberating and choosing\". Unsupported. The feeling of choosing can be produced by processes we are not aware of, so it proves nothing.\n\nClaimed: \"free will is compatible with a caused world\". That needs a source. That redefines free will into something smaller than what most people believe they have.\n\nA further data point: brain activity can precede the feeling of deciding. In the 1980s Benjamin Libet found brain activity building up before people reported deciding to move, suggesting the decision started before awareness. Measured, not guessed.\n\nEvidence over rhetoric. Edit: this blew up.","summary":"I have taken on the experience of choosing and the compatibilist view. Brain activity can precede the feeling of deciding."},{"roundIndex":1,"speakerIndex":1,"text":"Hot take: I shall answer in turn. We were asked to accept \"brain activity can precede the feeling of deciding\". I must respectfully demur. Later research suggests that signal may reflect random neural noise, not a hidden decision, and Libet himself believed in a conscious veto.\n\nWe were asked to accept \"there is no known mechanism by which a mind could act outside physics\". It does not follow. Free will need not break physics; most philosophers are compatibilists who place freedom within a physical world.\n\nI would add this: the experiments said to disprove free will study trivial choices. Libet-style studies involve flicking a wrist at random moments, nothing like choosing a career or keeping a promise. This is material.\n\nSo I submit. Edit: typo.","summary":"I have replied to the Libet experiments and the lack of a mechanism. The experiments said to disprove free will study trivial choices."},{"roundIndex":2,"speakerIndex":0,"text":"Not gonna lie, let us tally it. The clash: the lack of a mechanism against the limits of the experiments.\n\nA last reply. On the record: \"the experiments said to disprove free will study trivial choices\". Not on this evidence. If even simple choices start unconsciously, complex ones are unlikely to be different.\n\nNo one touched the influence of circumstance. Understanding that we are shaped by causes should make us kinder, not less free.\n\nThe record supports me. This. So much this.","summary":"So, finally, free will is an illusion. No one has answered the influence of circumstance."},{"roundIndex":2,"speakerIndex":1,"text":"Hot take: a final accounting. Set the experience of choosing beside the Libet experiments.\n\nBefore I finish, one more. My learned opponent asserts \"small circumstances change our choices without our knowing\". The difficulty is plain. Influences on choice do not remove choice; people can learn to notice and resist them.\n\nThe experience of choosing survived every reply. We are authors of our choices, even if we did not write the first page.\n\nI commend my position. Downvote me, still true.","summary":"Nothing changed my view: free will is not an illusion."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Philosophy', 'Science']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000004; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000004' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000004' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000004' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000004');

  -- 3. Should we colonize Mars before fixing Earth?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should we colonize Mars before fixing Earth?","rounds":3,"debateStyle":"parliamentary","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"emotional","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-3.5-turbo","stance":0.6,"rhetoricStyle":"standard","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Mr Speaker, for this side, please, listen. No: we should fix Earth before colonising Mars.\n\nAbove all, the dream of Mars can become an excuse for neglecting Earth. A backup planet sends the message that this one is disposable, when even a ruined Earth would be kinder than Mars. I think of a child who will be an adult when the first crews might land.\n\nMost of all, the resources would do more good fixing Earth. Climate change, poverty and disease affect billions now, and a colony of a few hundred people does nothing for them. That is real.\n\nFeel the weight of it. The House knows the answer.","summary":"We should fix Earth before colonising Mars. I have two reasons: the escape fantasy and the problems at home."},{"roundIndex":0,"speakerIndex":1,"text":"Mr Speaker, to the question, then. My view: we should colonise Mars before fixing Earth. More on the escape fantasy later.\n\nMy first reason: learning to live on Mars would teach us to live better on Earth. Closed-loop water recycling, compact food growing and efficient power systems, all essential on Mars, are also what a resource-stretched Earth needs. No small thing.\n\nMy second reason: a second home would protect humanity from a single catastrophe on Earth. The dinosaurs were wiped out by an asteroid strike; a self-sustaining colony would mean no single disaster could end the human story. That matters.\n\nWeigh it fairly. Let the House decide.","summary":"We should colonise Mars before fixing Earth. What decides it is the technologies it would spur, backed by the insurance policy."},{"roundIndex":1,"speakerIndex":0,"text":"Mr Speaker, words are easy. We heard \"learning to live on Mars would teach us to live better on Earth\". If only it were that easy. Those technologies could be developed directly for Earth, without the cost of keeping people alive on another planet.\n\nThey said, \"a second home would protect humanity from a single catastrophe on Earth\". The people affected know better. Even after an asteroid strike or nuclear war, Earth would be far more habitable than Mars, which has no breathable air or magnetic shield.\n\nSomething we have not faced: we could destroy evidence of Martian life before we find it. International space law requires missions to avoid contaminating other worlds, and human settlers would bring trillions of microbes. Picture a child who will be an adult when the first crews might land.\n\nDecide with your conscience. Hear, hear.","summary":"My replies were to the technologies it would spur and the insurance policy. We could destroy evidence of Martian life before we find it."},{"roundIndex":1,"speakerIndex":1,"text":"Mr Speaker, for this side, replies, in turn. Their point: \"we could destroy evidence of Martian life before we find it\". Look closer. Careful protocols and robotic surveys of sensitive sites can come first, before people arrive.\n\nWe were told \"the dream of Mars can become an excuse for neglecting Earth\". That is too quick. Most space advocates see Mars as an addition to Earth, not a replacement, and care about both.\n\nOne more reason: exploration is part of what has made humanity flourish. Voyages once thought reckless opened new worlds of knowledge, and the Moon landings inspired a generation to become scientists and engineers. Worth pausing on.\n\nJudge it on the merits. So I commend it.","summary":"I have taken on the planetary protection and the escape fantasy. Exploration is part of what has made humanity flourish."},{"roundIndex":2,"speakerIndex":0,"text":"Mr Speaker, for this side, remember the people. Everything turned on the escape fantasy and the spirit of exploration.\n\nUnfinished business first. They want you to believe \"exploration is part of what has made humanity flourish\". That sounds cold aloud. Past voyages of exploration also brought conquest and ruin to the people who already lived there, a history worth remembering.\n\nSilence on the problems at home. There is no planet B, and pretending otherwise costs us the only one we have.\n\nRemember who is waiting. I commend it.","summary":"Bottom line: we should fix Earth before colonising Mars. They have not answered the problems at home."},{"roundIndex":2,"speakerIndex":1,"text":"Mr Speaker, so where are we? The technologies it would spur against the planetary protection.\n\nOne thing remains. We heard that \"the resources would do more good fixing Earth\". Not quite. Space budgets are tiny compared with what is spent on Earth’s problems, and both can be pursued at once.\n\nAnswered, not undone: the technologies it would spur. A species with one home has one chance; we should give ourselves two.\n\nI rest it there. Honourable members, weigh this.","summary":"The debate confirms it: we should colonise Mars before fixing Earth."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Science', 'Environment']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000003; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000003' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000003' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000003' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000003');

  -- 2. Is universal basic income a good idea?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Is universal basic income a good idea?","rounds":3,"debateStyle":"crossfire","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"adversarial","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Straight to it. Look, I''ll keep this simple. I say that universal basic income is a good idea.\n\nNumber one: a single payment would replace a maze of programmes. Complex welfare systems cost money to administer and leave many eligible people unpaid because they never apply or are wrongly refused. Yep.\n\nAnd then, giving people cash directly works. Long-running cash transfer studies in Kenya, run with the charity GiveDirectly, found recipients invested in businesses, livestock and homes rather than wasting the money. Big deal.\n\nSo: the simpler state. Your answer? Peace.","summary":"Universal basic income is a good idea. Behind it are the simpler state and the Kenyan cash transfers."},{"roundIndex":0,"speakerIndex":1,"text":"Let me be blunt. I am against it: universal basic income is not a good idea. The simpler state? Next round.\n\nLook at this: a universal payment sends money to people who do not need it. Millionaires would receive the same payment as the poorest, which means spreading limited funds thinly instead of concentrating them where need is greatest. Watch them dodge that.\n\nNext: some people would work less, and the economy would feel it. A large American study of unconditional payments published in 2024 found recipients worked somewhat fewer hours on average. They hope you miss it.\n\nAnd the money for the rich? Well? They have had their chance.","summary":"Universal basic income is not a good idea. Behind it are the money for the rich and the work question."},{"roundIndex":1,"speakerIndex":0,"text":"Right, let''s unpack this. We got told \"a universal payment sends money to people who do not need it\". Yeah, about that. Higher earners would pay it back and more in tax; universality is what removes stigma and gaps in coverage.\n\nWe got told \"some people would work less, and the economy would feel it\". Eh, not really. The reduction was small, and some of that time went into caring, training and job searching, which also have value.\n\nAlso, nobody said this: means-tested benefits punish people for earning more. When benefits are withdrawn as earnings rise, some claimants keep only a small part of each extra pound, while a basic income is never taken away. Think about it.\n\nAnswer me this: what about the end of the poverty trap? That''s it from me.","summary":"I have dealt with the money for the rich and the work question. Means-tested benefits punish people for earning more."},{"roundIndex":1,"speakerIndex":1,"text":"No warm-up. Let us test that. Their case leans on \"means-tested benefits punish people for earning more\". False. Withdrawal rates can be reduced within existing systems, as Britain did with Universal Credit, at a fraction of the cost.\n\nMy opponent actually said \"a single payment would replace a maze of programmes\". Nice try. Much of the complexity exists because needs differ; disability, housing and childcare costs do not fit one flat payment.\n\nNow add this: a meaningful basic income for everyone would be extraordinarily expensive. Paying every adult a modest living income would cost a large share of national output in most rich countries, requiring tax rises far beyond anything voters have accepted. Try answering that.\n\nWhat do you say to the enormous cost? The choice is obvious.","summary":"I have dealt with the end of the poverty trap and the simpler state. A meaningful basic income for everyone would be extraordinarily expensive."},{"roundIndex":2,"speakerIndex":0,"text":"So here''s where we are. Fault line: the simpler state and the enormous cost.\n\nOne point is still open. They said \"a meaningful basic income for everyone would be extraordinarily expensive\". Come on. Much of the gross cost returns through taxes on higher earners, so the net cost is a fraction of the headline figure.\n\nNot a word on the Kenyan cash transfers. Security without strings lets people build their lives instead of defending their benefits.\n\nSo yeah, that''s my take.","summary":"My conclusion stands: universal basic income is a good idea. No answer came to the Kenyan cash transfers."},{"roundIndex":2,"speakerIndex":1,"text":"So, who answered what? It came down to the money for the rich against the end of the poverty trap.\n\nOne loose end. Their case leans on \"giving people cash directly works\". That collapses on contact. Cash transfers in rural Kenya are a different thing from replacing the welfare state of a rich country.\n\nThe money for the rich survived every reply. Help should go where the need is, not be spread equally across everyone.\n\nNothing is left of theirs.","summary":"Still, and more firmly: universal basic income is not a good idea."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Economics', 'Society']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000002; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000002' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000002' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000002' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000002');

  -- 1. Should social media platforms be regulated like utilities?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should social media platforms be regulated like utilities?","rounds":3,"debateStyle":"oxford","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"factual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Madam Chair, to the proposition. I say that social media platforms should not be regulated like utilities.\n\nI begin with this: social media is not a utility, because everything it offers is a choice about what to show. Water and electricity are the same whoever supplies them, while a feed is made of ranking decisions; regulating it like a utility means regulating editorial judgement. That is weighty.\n\nFurthermore, utility regulation hands governments a lever over what citizens can say. A regulator that sets terms of service for a utility can be captured by whoever holds power, and governments around the world already press platforms to remove criticism. Mark it well.\n\nI rest my case. Defeat the motion.","summary":"Social media platforms should not be regulated like utilities. It is built on the difference from a pipe and the risk of state control."},{"roundIndex":0,"speakerIndex":1,"text":"Members of the house, facts before opinions. My view: social media platforms should be regulated like utilities. The difference from a pipe: answered next round.\n\nThe first fact: decisions about who may speak are being made by private moderation teams with no appeal. Accounts with millions of followers have been removed or restored overnight, and users rarely learn which rule they broke or get a human review. The reasoning is checkable.\n\nNext: we have regulated essential networks before without destroying them. Telephone companies were treated as common carriers for a century: they had to serve everyone on fair terms, and the phone network still thrived. Check the logic.\n\nThat is the evidence. Back the motion.","summary":"Social media platforms should be regulated like utilities. At its heart are the power over speech and the precedent of utilities."},{"roundIndex":1,"speakerIndex":0,"text":"Madam Chair, members, to the reply. It is said that \"decisions about who may speak are being made by private moderation teams with no appeal\". That will not do. A private company choosing what it hosts is itself a form of free expression, and utility rules would hand those choices to the state.\n\nMy opponent contends that \"we have regulated essential networks before without destroying them\". The premise is unsound. A phone line carries a private call; a feed ranks and recommends, which makes it an editor, not a pipe.\n\nThere is, moreover, this: utility status would lock today’s giants in place. Regulated utilities are usually protected monopolies with guaranteed returns, the opposite of the competition that could one day displace today’s platforms. The implication is considerable.\n\nThe balance lies with me. Reject the motion.","summary":"I have taken on the power over speech and the precedent of utilities. Utility status would lock today’s giants in place."},{"roundIndex":1,"speakerIndex":1,"text":"Madam Chair, let us check those claims. Claimed: \"utility status would lock today’s giants in place\". Only partly true. The giants are already locked in; regulation that forces interoperability would make it easier, not harder, for rivals to compete.\n\nClaimed: \"social media is not a utility, because everything it offers is a…\". The evidence says otherwise. Those ranking decisions are exactly why oversight is needed: they shape what billions of people see without anyone answering for them.\n\nA further data point: a handful of platforms have become the places where public life happens. Facebook alone has around three billion monthly users, and once everyone is on one network, leaving it means leaving your customers, your family and your news. Check it yourself.\n\nCheck the sources. Aye to the motion.","summary":"My replies were to the frozen market and the difference from a pipe. A handful of platforms have become the places where public life happens."},{"roundIndex":2,"speakerIndex":0,"text":"Members of the house, in summation, then. It came down to the difference from a pipe against the network effect.\n\nA last reply. The opposition holds that \"a handful of platforms have become the places where public life happens\". It does not follow. Platforms rise and fall quickly; MySpace once looked unbeatable, and TikTok took a huge audience from incumbents within a few years.\n\nThe risk of state control went unanswered. The fix for powerful platforms is competition, not a government switchboard.\n\nI maintain my position. Oppose the motion.","summary":"Still, and more firmly: social media platforms should not be regulated like utilities. Nobody has answered the risk of state control."},{"roundIndex":2,"speakerIndex":1,"text":"Madam Chair, members, the tally. The power over speech against the frozen market.\n\nBefore I finish, one more. The claim: \"utility regulation hands governments a lever over what citizens can say\". That needs a source. Clear rules written in law are a better protection against political pressure than today’s private deals made behind closed doors.\n\nChallenged, yes; beaten, no: the power over speech. What has become essential to public life should answer to the public.\n\nThe record supports me. Vote for the motion.","summary":"Still, and more firmly: social media platforms should be regulated like utilities."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Politics', 'Technology']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as aaaaaaaa-0000-4000-8000-000000000001; the rows that point at it move with it.
  with moved as (update public.debates set id = 'aaaaaaaa-0000-4000-8000-000000000001' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'aaaaaaaa-0000-4000-8000-000000000001' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'aaaaaaaa-0000-4000-8000-000000000001' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.share_debate('aaaaaaaa-0000-4000-8000-000000000001');

  -- One private debate, so History has something that is not shared yet.
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select g.generation_id into v_generation from public.begin_debate('{"topic":"Should chess be an Olympic sport?","rounds":3,"debateStyle":"oxford","moderatorEnabled":false,"model1":{"name":"gpt-4","stance":0.6,"rhetoricStyle":"formal","systemPrompt":"","maxTokens":1000,"showGuidance":false},"model2":{"name":"gpt-4","stance":-0.6,"rhetoricStyle":"casual","systemPrompt":"","maxTokens":1000,"showGuidance":false}}'::jsonb) g;
  reset role;
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  set local role service_role;
  perform public.complete_generation(v_generation, '[{"roundIndex":0,"speakerIndex":0,"text":"Madam Chair, precision first. I believe chess should be an Olympic sport.\n\nFirstly, the International Olympic Committee already recognises chess as a sport. The IOC recognised FIDE, the international chess federation, in 1999, and chess has been played at the Asian Games. I submit this is decisive.\n\nA second consideration: chess is played everywhere. Chess is played by hundreds of millions of people worldwide, and online chess boomed after the series The Queen’s Gambit in 2020. This is material.\n\nI rest my case. The motion deserves your vote.","summary":"Chess should be an Olympic sport. What decides it is the recognised sport, backed by the global reach."},{"roundIndex":0,"speakerIndex":1,"text":"Madam Chair, okay. Deep breath. I''m against it: chess shouldn''t be an Olympic sport. The recognised sport? Next round.\n\nNumber one: the Olympics celebrate physical sport. Olympic events test strength, speed, endurance or coordination of the body, and chess tests none of them directly. Big deal.\n\nAnd then, the Olympics are already crowded. The IOC caps the number of athletes, and adding chess would mean cutting places in established physical sports. Just saying.\n\nAnd that''s that. Reject the motion.","summary":"Chess shouldn''t be an Olympic sport. I argue from the physical contest and the crowded programme."},{"roundIndex":1,"speakerIndex":0,"text":"Members of the house, permit me to reply. The opposition holds that \"the Olympics celebrate physical sport\". I must respectfully demur. Sport has always included mental contests, and the Olympics once even awarded medals for art.\n\nMy learned opponent asserts \"the Olympics are already crowded\". With respect, no. New sports like skateboarding and climbing have been added recently, showing the programme can change.\n\nThere is, moreover, this: top chess is physically and mentally demanding. Elite players prepare with physical training, and long tournament games can cause significant stress and fatigue. The point is not academic.\n\nI commend my position. Carry the motion.","summary":"I have answered the physical contest and the crowded programme. Top chess is physically and mentally demanding."},{"roundIndex":1,"speakerIndex":1,"text":"Members of the house, okay, so. We got told \"top chess is physically and mentally demanding\". Come on. Many demanding activities aren''t sports in the Olympic sense, which celebrates physical performance.\n\nWe got told \"the International Olympic Committee already recognises chess as a sport\". Yeah, about that. Recognition lets a federation apply for events; it hasn''t been enough to get chess onto the Olympic programme.\n\nPlus, get this: computer cheating is a serious problem in chess. Engines now play far better than any human, and cheating scandals have disrupted top-level chess, demanding strict security. Wild, right?\n\nDone. Vote against the motion.","summary":"I have replied to the mental athletes and the recognised sport. Computer cheating is a serious problem in chess."},{"roundIndex":2,"speakerIndex":0,"text":"Members of the house, let me now conclude. The clash: the recognised sport against the cheating risk.\n\nFirst, a loose end. We were asked to accept \"computer cheating is a serious problem in chess\". That will not do. Olympic venues already have strict security, and over-the-board play can be protected from engines.\n\nNot a word on the global reach. Competition of the mind deserves a place beside competition of the body.\n\nI am obliged. Aye to the motion.","summary":"Where I end: chess should be an Olympic sport. They have not answered the global reach."},{"roundIndex":2,"speakerIndex":1,"text":"Madam Chair, so here''s where we are. The real contest: the physical contest versus the mental athletes.\n\nUnfinished business first. Quote: \"chess is played everywhere\". Hmm, no. Popularity isn''t the test; bridge and poker are also widely played and aren''t Olympic sports.\n\nAnswered, not undone: the physical contest. Chess is a great game, but the Olympics are for physical sport.\n\nThat''s where I land. Defeat the motion.","summary":"I close where I began: chess should not be an Olympic sport."}]'::jsonb, 'offline-demo');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select d.id into v_saved from public.save_debate(v_generation, array['Culture', 'Funny']) d;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- The tests, the docs and old links know this debate as bbbbbbbb-0000-4000-8000-000000000001; the rows that point at it move with it.
  with moved as (update public.debates set id = 'bbbbbbbb-0000-4000-8000-000000000001' where id = v_saved returning id),
       turns as (update public.debate_turns set debate_id = 'bbbbbbbb-0000-4000-8000-000000000001' where debate_id = v_saved returning debate_id),
       tally as (update public.debate_tallies set debate_id = 'bbbbbbbb-0000-4000-8000-000000000001' where debate_id = v_saved returning debate_id)
  select count(*) into v_count from moved;

  -- Votes.
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000002', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000003', -1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000004', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000006', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000006', -1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000008', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000009', -1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000010', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000012', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000012', -1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000014', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000015', -1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000016', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000018', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000018', -1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000020', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000021', -1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000022', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000024', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000024', -1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000026', 1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000027', -1);
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.cast_vote('aaaaaaaa-0000-4000-8000-000000000028', 1);

  -- Responses on the four newest debates.
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select r.id into v_response from public.post_response('aaaaaaaa-0000-4000-8000-000000000001', 0, 0, 'I begin with this: social media is not a utility, because everything it offers is a choice about what to show.', 108, 218,
    'Which evidence exactly? I would like to see the sources behind this claim.') r;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.post_reply(v_response, 'Fair question. The round two rebuttal goes into the examples in more detail.');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select r.id into v_response from public.post_response('aaaaaaaa-0000-4000-8000-000000000002', 0, 0, 'Number one: a single payment would replace a maze of programmes.', 96, 160,
    'Which evidence exactly? I would like to see the sources behind this claim.') r;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.post_reply(v_response, 'Fair question. The round two rebuttal goes into the examples in more detail.');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select r.id into v_response from public.post_response('aaaaaaaa-0000-4000-8000-000000000003', 0, 0, 'Above all, the dream of Mars can become an excuse for neglecting Earth.', 92, 163,
    'Which evidence exactly? I would like to see the sources behind this claim.') r;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.post_reply(v_response, 'Fair question. The round two rebuttal goes into the examples in more detail.');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  select r.id into v_response from public.post_response('aaaaaaaa-0000-4000-8000-000000000004', 0, 0, 'Begin with the record: there is no known mechanism by which a mind could act outside physics.', 86, 179,
    'Which evidence exactly? I would like to see the sources behind this claim.') r;
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.post_reply(v_response, 'Fair question. The round two rebuttal goes into the examples in more detail.');

  -- The eight newest debates' polls: most decided (alternately For and Against), the fourth too close to call.
  -- 1. Should social media platforms be regulated like utilities?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'neutral');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000001', 0, 1, 'Social media platforms should be regulated like ', 0, 48,
    'I had not thought about who pays for this in practice; the worked example made the cost concrete for me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000001","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000002","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'neutral');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000001', 0, 1, 'Social media platforms should be regulated like ', 0, 48,
    'The comparison with what already happened elsewhere answered the objection I had before I started reading.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000003","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000004","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000005","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000006","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000007","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000008","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"44444444-4444-4444-8444-444444444444","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000001', 'after', 'neutral');
  -- 2. Is universal basic income a good idea?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'against');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000002', 0, 1, 'Universal basic income is not a good idea. Behin', 0, 48,
    'I had not thought about who pays for this in practice; the worked example made the cost concrete for me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000001","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000002","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'against');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000002', 1, 1, 'I have dealt with the end of the poverty trap an', 0, 48,
    'The comparison with what already happened elsewhere answered the objection I had before I started reading.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000003","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000004","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000005","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'against');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000002', 2, 1, 'Still, and more firmly: universal basic income i', 0, 48,
    'This reframed the question from whether to do it at all into how to do it well, and that moved me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000006","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000007","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000008","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"44444444-4444-4444-8444-444444444444","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000002', 'after', 'for');
  -- 3. Should we colonize Mars before fixing Earth?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'for');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000003', 0, 1, 'We should colonise Mars before fixing Earth. Wha', 0, 48,
    'I had not thought about who pays for this in practice; the worked example made the cost concrete for me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000001","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000002","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000003","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000004","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000005","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000006","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000007","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000008","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"44444444-4444-4444-8444-444444444444","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000003', 'after', 'against');
  -- 4. Is free will an illusion?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000001","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000002","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000003","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000004","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000005","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000006","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000007","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000008","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"44444444-4444-4444-8444-444444444444","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000004', 'after', 'neutral');
  -- 5. Should artificial intelligence have rights?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'neutral');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000005', 0, 1, 'Artificial intelligence should have rights. I re', 0, 48,
    'I had not thought about who pays for this in practice; the worked example made the cost concrete for me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000001","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'neutral');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000005', 1, 1, 'I have answered the manipulation risk and the co', 0, 48,
    'The comparison with what already happened elsewhere answered the objection I had before I started reading.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000002","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'for');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000005', 2, 1, 'In the end, artificial intelligence should have ', 0, 48,
    'This reframed the question from whether to do it at all into how to do it well, and that moved me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000003","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000004","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000005","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000006","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000007","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000008","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"44444444-4444-4444-8444-444444444444","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000005', 'after', 'for');
  -- 6. Is pineapple an acceptable pizza topping?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'against');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000006', 0, 1, 'Pineapple does not belong on pizza. At its heart', 0, 48,
    'I had not thought about who pays for this in practice; the worked example made the cost concrete for me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000001","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000002","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000003","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000004","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000005","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000006","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000007","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000008","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"44444444-4444-4444-8444-444444444444","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000006', 'after', 'against');
  -- 7. Should voting be mandatory?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000001","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000002","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'neutral');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000007', 0, 1, 'Voting should be mandatory. It is built on the v', 0, 48,
    'I had not thought about who pays for this in practice; the worked example made the cost concrete for me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000003","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000004","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000005","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'neutral');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000007', 1, 1, 'I have taken on the uninformed vote and the trea', 0, 48,
    'The comparison with what already happened elsewhere answered the objection I had before I started reading.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000006","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000007","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000008","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'neutral');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"44444444-4444-4444-8444-444444444444","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000007', 'after', 'neutral');
  -- 8. Is nuclear power the answer to climate change?
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"11111111-1111-4111-8111-111111111111","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"22222222-2222-4222-8222-222222222222","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"33333333-3333-4333-8333-333333333333","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000001","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000002","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'against');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000008', 0, 1, 'Nuclear power is not the answer to climate chang', 0, 48,
    'I had not thought about who pays for this in practice; the worked example made the cost concrete for me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000003","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000004","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000005","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'against');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000008', 1, 1, 'I have replied to the safety record and the Fren', 0, 48,
    'The comparison with what already happened elsewhere answered the objection I had before I started reading.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000006","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'for');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000007","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'against');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'against');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"55555555-5555-4555-8555-000000000008","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'neutral');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'against');
    perform public.award_delta('aaaaaaaa-0000-4000-8000-000000000008', 2, 1, 'I close where I began: nuclear power is not the ', 0, 48,
    'This reframed the question from whether to do it at all into how to do it well, and that moved me.', 'summary');
  reset role;
  perform set_config('request.jwt.claims', '{"sub":"44444444-4444-4444-8444-444444444444","role":"authenticated","aud":"authenticated"}', true);
  set local role authenticated;
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'before', 'for');
  perform public.record_poll_answer('aaaaaaaa-0000-4000-8000-000000000008', 'after', 'for');

  -- Views.
  for v_k in 1..10 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000001', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..17 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000002', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..5 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000003', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..12 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000004', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..19 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000005', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..7 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000006', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..14 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000007', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..21 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000008', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..9 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000009', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..16 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000010', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..4 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000011', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..11 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000012', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..18 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000013', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..6 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000014', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..13 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000015', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..20 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000016', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..8 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000017', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..15 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000018', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..3 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000019', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..10 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000020', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..17 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000021', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..5 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000022', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..12 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000023', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..19 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000024', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..7 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000025', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..14 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000026', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..21 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000027', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);
  for v_k in 1..9 loop
    reset role;
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('request.headers', json_build_object('x-forwarded-for', '198.51.100.' || v_k)::text, true);
    set local role anon;
    perform public.record_debate_view('aaaaaaaa-0000-4000-8000-000000000028', '00000000-0000-4000-8000-' || lpad(v_k::text, 12, '0'));
  end loop;
  perform set_config('request.headers', '', true);

  reset role;
  perform set_config('request.jwt.claims', '', true);
  -- All of that happened just now; the community's history spans weeks, and the ranking's time
  -- filters and the leaderboard's windows need the spread. Written as the table owner; the triggers
  -- carry the dates on to the tallies and the verdicts.
  update public.debates d
     set shared_at = now() - t.ago, created_at = now() - t.ago - interval '5 minutes'
    from (values
      ('aaaaaaaa-0000-4000-8000-000000000001'::uuid, interval '20 minutes'),
      ('aaaaaaaa-0000-4000-8000-000000000002'::uuid, interval '40 minutes'),
      ('aaaaaaaa-0000-4000-8000-000000000003'::uuid, interval '60 minutes'),
      ('aaaaaaaa-0000-4000-8000-000000000004'::uuid, interval '124 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000005'::uuid, interval '155 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000006'::uuid, interval '186 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000007'::uuid, interval '217 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000008'::uuid, interval '248 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000009'::uuid, interval '279 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000010'::uuid, interval '310 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000011'::uuid, interval '341 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000012'::uuid, interval '372 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000013'::uuid, interval '403 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000014'::uuid, interval '434 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000015'::uuid, interval '465 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000016'::uuid, interval '496 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000017'::uuid, interval '527 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000018'::uuid, interval '558 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000019'::uuid, interval '589 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000020'::uuid, interval '620 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000021'::uuid, interval '651 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000022'::uuid, interval '682 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000023'::uuid, interval '713 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000024'::uuid, interval '744 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000025'::uuid, interval '775 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000026'::uuid, interval '806 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000027'::uuid, interval '837 hours'),
      ('aaaaaaaa-0000-4000-8000-000000000028'::uuid, interval '868 hours')
    ) as t (id, ago)
   where d.id = t.id;
  update public.debates set created_at = now() - interval '2 days' where id = 'bbbbbbbb-0000-4000-8000-000000000001';
  update public.debate_generations g
     set created_at = d.created_at - interval '3 minutes', finished_at = d.created_at - interval '1 minute'
    from public.debates d
   where d.generation_id = g.id;
  update public.debate_usage u
     set last_debate_started = g.started, updated_at = g.started
    from (select user_id, max(created_at) as started from public.debate_generations group by user_id) g
   where g.user_id = u.user_id;
  update public.votes v set created_at = d.shared_at + interval '2 minutes', updated_at = d.shared_at + interval '2 minutes'
    from public.debates d
   where d.id = v.debate_id;
  update public.threaded_responses r
     set created_at = d.shared_at + case when r.parent_id is null then interval '10 minutes' else interval '15 minutes' end
    from public.debates d
   where d.id = r.debate_id;
  update public.notifications n set created_at = r.created_at from public.threaded_responses r where r.id = n.response_id;
  update public.poll_answers a set created_at = d.shared_at + interval '30 minutes', updated_at = d.shared_at + interval '40 minutes'
    from public.debates d
   where d.id = a.debate_id;
  update public.deltas x set created_at = d.shared_at + interval '45 minutes' from public.debates d where d.id = x.debate_id;
  -- The posting limit's ledger moves with the posts it counted, so nobody starts out throttled.
  update private.rate_limit_events set happened_at = happened_at - interval '1 day';
end
$seed$;
-- END GENERATED DEBATES

-- ==== trust: the seeded people are established members ====
-- Their addresses are confirmed (above); here they are also a month old, so
-- their reports carry a member's weight on a fresh local stack as they would
-- on a community that has been running a while.
update auth.users set created_at = least(created_at, now() - interval '30 days')
 where email like '%@agora.local';
