-- =============================================================================
-- People on the ladder (issue 36, item 5).
--
-- A person who opts in (profiles.on_ladder, off until they turn it on) is rated with the models on one
-- Bradley–Terry scale, by the readers' verdicts and by the judges' verdicts separately, with the fit,
-- prior and intervals of the models' leaderboard (private.bradley_terry). The Models tab is unchanged:
-- get_leaderboard('model') still reads the counts the triggers keep, from debates models wrote.
--
-- A debate counts on the ladder when it is finished, shared and visible, its model turns are the
-- provider's (a person against the offline demo counts for nobody), it is no continuation, and every
-- person seated in it is on the ladder: a person against a model when that person opted in; two
-- people only when both did (a person who stays off keeps their debates off everybody's record).
-- These debates are few (they are found from the people on the ladder, through their seats) and are
-- read when the ladder is read, so turning the setting off takes a person off at the next read: no
-- counts are kept for them that could go stale.
--
-- A person's public profile shows the debates they spoke and their record, to everybody when they are
-- on the ladder and to themselves always (get_speaker_record); a private debate is never listed.
-- =============================================================================

-- -----------------------------------------------------------------------------
-- The setting
-- -----------------------------------------------------------------------------
alter table public.profiles add column on_ladder boolean not null default false;
comment on column public.profiles.on_ladder is
  'Whether the person is rated on the leaderboard''s People and All speakers tabs and shows their record to everybody on their profile (off until they turn it on).';
-- The ladder is found from the people on it: few rows among many profiles.
create index profiles_on_ladder_idx on public.profiles using btree (id) where on_ladder;

-- Turning it on or off is the person's action: it needs the second factor like their other settings.
drop trigger require_second_factor on public.profiles;
create trigger require_second_factor before delete or update of display_name, handle, photo_url, turn_emails, on_ladder on public.profiles
  for each row execute function private.require_second_factor_for_writes();

create function public.set_on_ladder(p_on boolean)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_uid();
  v_profile public.profiles;
begin
  if p_on is null then
    raise exception using errcode = 'AG430', message = 'Say whether you are on the ladder: on or off.';
  end if;
  update public.profiles p set on_ladder = p_on, updated_at = private.clock_now() where p.id = v_uid
  returning p.* into v_profile;
  return v_profile;
end;
$$;
comment on function public.set_on_ladder(boolean) is
  'The caller puts themselves on the leaderboard''s ladder or takes themselves off it (AG430 without a choice); their own row only.';
revoke all on function public.set_on_ladder(boolean) from public;
grant execute on function public.set_on_ladder(boolean) to authenticated;

-- -----------------------------------------------------------------------------
-- The debates that count on the ladder
-- -----------------------------------------------------------------------------
create function private.ladder_debates(p_category text, p_time text)
returns table (debate_id uuid, speaker1 text, speaker2 text, readers_status text, readers_winner smallint, judges_verdict text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_window record;
begin
  select * into v_window from private.leaderboard_window(p_category, p_time);
  return query
    select d.id,
           coalesce('person:' || s1.user_id::text, d.speaker1_model),
           coalesce('person:' || s2.user_id::text, d.speaker2_model),
           v.status, v.winner_speaker, j.verdict
      from public.debates d
      left join public.generation_seats s1 on s1.generation_id = d.generation_id and s1.speaker_index = 0
      left join public.generation_seats s2 on s2.generation_id = d.generation_id and s2.speaker_index = 1
      left join private.debate_verdicts v on v.debate_id = d.id
      left join public.judge_panels j on j.debate_id = d.id and j.status = 'complete' and j.generator = 'provider'
                                     and j.verdict in ('first', 'second', 'tie')
     where d.id in (select x.id
                      from public.profiles p
                      join public.generation_seats s on s.user_id = p.id
                      join public.debates x on x.generation_id = s.generation_id
                     where p.on_ladder)
       and d.is_public and d.moderation_state = 'visible' and d.stopped_after is null and d.generator = 'provider'
       and d.family_kind is distinct from 'continuation'
       and (s1.user_id is null or exists (select 1 from public.profiles p where p.id = s1.user_id and p.on_ladder))
       and (s2.user_id is null or exists (select 1 from public.profiles p where p.id = s2.user_id and p.on_ladder))
       and (v_window.category = '' or v_window.category = any (d.categories::text[]))
       -- 'all' starts at -infinity; the other windows at their first day.
       and (d.shared_at at time zone 'UTC')::date >= v_window.since;
end;
$$;
comment on function private.ladder_debates(text, text) is
  'The shared, finished, provider-written debates a person on the ladder spoke in whose every seated person is on it, in a category and time window: each speaker (person:<id> or the model), the readers'' stored verdict and the provider judges'' verdict.';
revoke all on function private.ladder_debates(text, text) from public;

-- The fit of one set of matches, kept with the hash of its input like the models' leaderboard's.
create function private.cached_fit(p_kind text, p_category text, p_time text, p_pairs jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash text := md5(p_pairs::text);
  v_ratings jsonb;
begin
  select f.ratings into v_ratings from private.leaderboard_fits f
   where f.kind = p_kind and f.category = p_category and f.time_window = p_time and f.input_hash = v_hash;
  if v_ratings is null then
    select coalesce(jsonb_agg(to_jsonb(b)), '[]') into v_ratings from private.bradley_terry(p_pairs) b;
    insert into private.leaderboard_fits as f (kind, category, time_window, input_hash, ratings, fitted_at)
    values (p_kind, p_category, p_time, v_hash, v_ratings, now())
    on conflict (kind, category, time_window) do update
      set input_hash = excluded.input_hash, ratings = excluded.ratings, fitted_at = excluded.fitted_at;
  end if;
  return v_ratings;
end;
$$;
comment on function private.cached_fit(text, text, text, jsonb) is
  'The Bradley–Terry fit of [{a, b, wins_a, wins_b, ties}], refitted only when the matches changed (private.leaderboard_fits, keyed by view and input hash).';
revoke all on function private.cached_fit(text, text, text, jsonb) from public;

-- One table of the ladder: every speaker's rating and record, and per model how people fared against it.
create function private.ladder_table(p_pairs jsonb, p_ratings jsonb, p_speakers text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with pairs as (
    select e ->> 'a' as a, e ->> 'b' as b, coalesce((e ->> 'wins_a')::integer, 0) as wins_a,
           coalesce((e ->> 'wins_b')::integer, 0) as wins_b, coalesce((e ->> 'ties')::integer, 0) as ties
      from jsonb_array_elements(p_pairs) e
  ), records as (
    select r.player, sum(r.w)::integer as wins, sum(r.l)::integer as losses, sum(r.t)::integer as ties
      from (select p.a as player, p.wins_a as w, p.wins_b as l, p.ties as t from pairs p
            union all
            select p.b, p.wins_b, p.wins_a, p.ties from pairs p) r
     group by r.player
  ), fit as (
    select e ->> 'player' as player, (e ->> 'rating')::numeric as rating, (e ->> 'ci_low')::numeric as ci_low,
           (e ->> 'ci_high')::numeric as ci_high
      from jsonb_array_elements(p_ratings) e
  ), speakers as (
    select f.*, r.wins, r.losses, r.ties, f.player like 'person:%' as is_person,
           case when f.player like 'person:%' then substr(f.player, 8)::uuid end as user_id
      from fit f join records r on r.player = f.player
  ), against_models as (
    -- A person against a model, from the model's side.
    select p.b as model, p.wins_a as people_wins, p.wins_b as model_wins, p.ties from pairs p
     where p.a like 'person:%' and p.b not like 'person:%'
    union all
    select p.a, p.wins_b, p.wins_a, p.ties from pairs p
     where p.b like 'person:%' and p.a not like 'person:%'
  )
  select jsonb_build_object(
    'speakers', coalesce((
      select jsonb_agg(jsonb_build_object(
               'player', s.player, 'kind', case when s.is_person then 'person' else 'model' end,
               'name', case when s.is_person then private.author_name_of(s.user_id) else s.player end,
               'handle', (select p.handle from public.profiles p where p.id = s.user_id),
               'rating', s.rating, 'ciLow', s.ci_low, 'ciHigh', s.ci_high,
               'matches', s.wins + s.losses + s.ties, 'wins', s.wins, 'losses', s.losses, 'ties', s.ties)
             order by s.rating desc, s.player)
        from speakers s
       where s.is_person or p_speakers = 'all'), '[]'::jsonb),
    'headline', coalesce((
      select jsonb_agg(jsonb_build_object('model', h.model, 'debates', h.debates, 'peopleWins', h.people_wins, 'ties', h.ties)
             order by h.debates desc, h.model)
        from (select a.model, sum(a.people_wins + a.model_wins + a.ties)::integer as debates,
                     sum(a.people_wins)::integer as people_wins, sum(a.ties)::integer as ties
                from against_models a group by a.model) h
       where h.debates > 0), '[]'::jsonb))
$$;
comment on function private.ladder_table(jsonb, jsonb, text) is
  'One table of the ladder from its matches and their fit: the speakers (people only, or all) best first with name, handle, rating, interval and record, and per model how many debates against people it had and how many the people won.';
revoke all on function private.ladder_table(jsonb, jsonb, text) from public;

-- -----------------------------------------------------------------------------
-- function public.get_speaker_ladder
-- -----------------------------------------------------------------------------
create function public.get_speaker_ladder(p_speakers text default 'people', p_category text default null, p_time text default 'all')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window record;
  v_debates jsonb;
  v_readers jsonb;
  v_judges jsonb;
begin
  if p_speakers is null or p_speakers not in ('people', 'all') then
    raise exception using errcode = 'AG310', message = 'The ladder shows people or all speakers.';
  end if;
  select * into v_window from private.leaderboard_window(p_category, p_time);
  select coalesce(jsonb_agg(to_jsonb(l)), '[]') into v_debates from private.ladder_debates(p_category, p_time) l;

  -- The readers: the models' matches exactly as the Models tab counts them, and the ladder's decided debates.
  select coalesce(jsonb_agg(m order by m ->> 'a', m ->> 'b', m::text), '[]') into v_readers
    from (select jsonb_build_object('a', t.player_a, 'b', t.player_b, 'wins_a', t.wins_a, 'wins_b', t.wins_b) as m
            from (select x.player_a, x.player_b, sum(x.wins_a)::integer as wins_a, sum(x.wins_b)::integer as wins_b
                    from private.leaderboard_matches x
                   where x.kind = 'model' and x.category = v_window.category and x.day between v_window.since and v_window.until
                   group by x.player_a, x.player_b
                  having sum(x.wins_a) + sum(x.wins_b) > 0) t
          union all
          select jsonb_build_object('a', l ->> 'speaker1', 'b', l ->> 'speaker2',
                                    'wins_a', ((l ->> 'readers_winner')::integer = 1)::integer,
                                    'wins_b', ((l ->> 'readers_winner')::integer = 2)::integer)
            from jsonb_array_elements(v_debates) l
           where l ->> 'readers_status' = 'decided') s;

  -- The judges: the debates judges_model_leaderboard() rates, in the same window, and the ladder's judged debates.
  select coalesce(jsonb_agg(m order by m ->> 'a', m ->> 'b', m::text), '[]') into v_judges
    from (select jsonb_build_object('a', d.speaker1_model, 'b', d.speaker2_model,
                                    'wins_a', (p.verdict = 'first')::integer, 'wins_b', (p.verdict = 'second')::integer,
                                    'ties', (p.verdict = 'tie')::integer) as m
            from public.judge_panels p
            join public.debates d on d.id = p.debate_id
           where p.status = 'complete' and p.generator = 'provider' and p.verdict in ('first', 'second', 'tie')
             and d.generator = 'provider' and d.is_public and d.moderation_state = 'visible'
             and d.family_kind is distinct from 'continuation'
             and not exists (select 1 from public.debate_turns t where t.debate_id = d.id and t.author_kind = 'person')
             and (v_window.category = '' or v_window.category = any (d.categories::text[]))
             and (d.shared_at at time zone 'UTC')::date >= v_window.since
          union all
          select jsonb_build_object('a', l ->> 'speaker1', 'b', l ->> 'speaker2',
                                    'wins_a', (l ->> 'judges_verdict' = 'first')::integer,
                                    'wins_b', (l ->> 'judges_verdict' = 'second')::integer,
                                    'ties', (l ->> 'judges_verdict' = 'tie')::integer)
            from jsonb_array_elements(v_debates) l
           where l ->> 'judges_verdict' is not null) s;

  return jsonb_build_object(
    'readers', private.ladder_table(v_readers, private.cached_fit('ladder:readers', v_window.category, p_time, v_readers), p_speakers),
    'judges', private.ladder_table(v_judges, private.cached_fit('ladder:judges', v_window.category, p_time, v_judges), p_speakers));
end;
$$;
comment on function public.get_speaker_ladder(text, text, text) is
  'People on the ladder rated with the models on one Bradley–Terry scale (Elo, 95 % intervals), by the readers'' verdicts and by the judges'' separately, in a category and time window: the people only or all speakers, with how often people beat each model. Only people who opted in appear; a person''s debate against the offline demo counts for nobody.';
revoke all on function public.get_speaker_ladder(text, text, text) from public;
grant execute on function public.get_speaker_ladder(text, text, text) to anon, authenticated, service_role;

-- -----------------------------------------------------------------------------
-- function public.get_speaker_record: the profile's debates spoken and record
-- -----------------------------------------------------------------------------
create function public.get_speaker_record(p_handle text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
  v_self boolean;
begin
  select * into v_profile from public.profiles p where lower(p.handle) = lower(p_handle);
  if not found then
    return null;
  end if;
  v_self := (v_profile.id = auth.uid()) is true;
  if not v_self and not v_profile.on_ladder then
    return null;
  end if;
  return (
    with shared as (
      select d.id, d.topic, d.shared_at, s.speaker_index, d.generator = 'provider' and d.family_kind is distinct from 'continuation' as counted,
             o.user_id as opponent_id,
             case when s.speaker_index = 0 then d.speaker2_model else d.speaker1_model end as opponent_model,
             d.generator,
             case when v.status = 'decided' then case when v.winner_speaker = s.speaker_index + 1 then 'win' else 'loss' end
                  when v.status = 'too_close' then 'split' end as readers,
             case when j.verdict = 'tie' then 'split'
                  when j.verdict is not null then case when (j.verdict = 'first') = (s.speaker_index = 0) then 'win' else 'loss' end
             end as judges
        from public.generation_seats s
        join public.debates d on d.generation_id = s.generation_id
        left join public.generation_seats o on o.generation_id = s.generation_id and o.speaker_index <> s.speaker_index
        left join private.debate_verdicts v on v.debate_id = d.id
        left join public.judge_panels j on j.debate_id = d.id and j.status = 'complete' and j.generator = 'provider'
                                       and j.verdict in ('first', 'second', 'tie')
       where s.user_id = v_profile.id
         and d.is_public and d.moderation_state = 'visible' and d.stopped_after is null
    )
    select jsonb_build_object(
      'onLadder', v_profile.on_ladder,
      'spoken', (select count(*)::integer from public.generation_seats s
                   join public.debate_generations g on g.id = s.generation_id
                  where s.user_id = v_profile.id and g.status = 'completed'),
      'readers', jsonb_build_object('wins', count(*) filter (where x.counted and x.readers = 'win'),
                                    'losses', count(*) filter (where x.counted and x.readers = 'loss'),
                                    'splits', count(*) filter (where x.counted and x.readers = 'split')),
      'judges', jsonb_build_object('wins', count(*) filter (where x.counted and x.judges = 'win'),
                                   'losses', count(*) filter (where x.counted and x.judges = 'loss'),
                                   'splits', count(*) filter (where x.counted and x.judges = 'split')),
      'debates', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', y.id, 'topic', y.topic, 'sharedAt', y.shared_at, 'speakerIndex', y.speaker_index, 'counted', y.counted,
                 'opponent', case
                   when y.opponent_id is not null then jsonb_build_object('kind', 'person', 'name', private.author_name_of(y.opponent_id),
                                                                          'handle', (select p.handle from public.profiles p where p.id = y.opponent_id))
                   when y.generator = 'offline-demo' then jsonb_build_object('kind', 'demo', 'name', 'The offline demo')
                   else jsonb_build_object('kind', 'model', 'name', y.opponent_model) end,
                 'readers', y.readers, 'judges', y.judges)
               order by y.shared_at desc, y.id)
          from (select * from shared order by shared_at desc, id limit 50) y), '[]'::jsonb))
      from shared x
  );
end;
$$;
comment on function public.get_speaker_record(text) is
  'A person''s debates spoken (finished ones) and their record by the readers'' and the provider judges'' verdicts (wins, losses, splits; a debate against the offline demo is listed but not counted), with their 50 newest shared debates: for everybody when they are on the ladder, for themselves always, otherwise null. A private debate is never listed.';
revoke all on function public.get_speaker_record(text) from public;
grant execute on function public.get_speaker_record(text) to anon, authenticated, service_role;
