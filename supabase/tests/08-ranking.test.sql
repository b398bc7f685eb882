-- The community list: list_public_debates sorts (newest / popular /
-- controversial, ties by shared_at then id), time windows (today in the
-- reader's time zone, week, month) on a frozen clock, category, search (case-
-- insensitive, topic or category, LIKE wildcards taken literally), starred-only,
-- only_ids, keyset paging without duplicates or gaps, and AG070.
begin;
select plan(45);
select tests.start_empty();

select tests.create_supabase_user('alice');
select tests.create_supabase_user('bob');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('v1');
select tests.create_supabase_user('v2');
select tests.create_supabase_user('v3');

-- Shared at known instants; "now" will be 2026-03-10 20:00Z. Today starts at
-- 00:00Z in UTC, 04:00Z in New York (EDT) and 15:00Z in Tokyo.
select tests.remember('A', tests.create_debate('alice', 'Is universal basic income a good idea?', '{Economics,Society}', shared_at => '2026-03-10 19:00Z'));
select tests.remember('B', tests.create_debate('bob', 'Should voting be mandatory?', '{Politics,Society}', shared_at => '2026-03-10 10:00Z'));
select tests.remember('C', tests.create_debate('carol', 'Does 100% renewable energy work?', '{Environment,Science}', shared_at => '2026-03-10 02:00Z'));
select tests.remember('D', tests.create_debate('alice', 'Is snake_case better than camelCase?', '{Technology,Funny}', shared_at => '2026-03-09 20:00Z'));
select tests.remember('E', tests.create_debate('bob', 'Is free will an illusion?', '{Philosophy,Science}', shared_at => '2026-03-03 20:00Z'));
select tests.remember('F', tests.create_debate('carol', 'Should zoos exist?', '{Ethics,Environment}', shared_at => '2026-03-03 19:59:59Z'));
select tests.remember('G', tests.create_debate('alice', 'Is 1000 years of history enough?', '{Culture}', shared_at => '2026-02-10 20:00Z'));
select tests.remember('H', tests.create_debate('bob', 'Are cats better than dogs?', '{Funny,Culture}', shared_at => '2026-02-10 19:59:59Z'));
select tests.remember('I', tests.create_debate('carol', 'Is a hot dog a sandwich?', '{Funny}', shared_at => '2026-01-01 00:00Z'));
select tests.remember('J', tests.create_debate('alice', 'Is cereal a soup?', '{Funny}', shared_at => '2026-01-01 00:00Z'));
select tests.remember('P', tests.create_debate('carol', 'Secret economics plan', '{Economics}'));
-- I and J were shared at the same instant: id decides between them.
select tests.remember('IJ first', greatest(tests.id('I'), tests.id('J')));
select tests.remember('IJ second', least(tests.id('I'), tests.id('J')));

-- Every share starts at 1 up. Community votes on top of that:
insert into public.votes (debate_id, user_id, value)
select tests.id(d), tests.get_supabase_uid(v), value
  from (values ('B', 'v1', 1), ('B', 'v2', 1), ('B', 'v3', -1),
               ('C', 'v1', 1), ('C', 'v2', 1),
               ('D', 'v1', -1), ('D', 'v2', -1), ('D', 'v3', -1),
               ('E', 'v1', -1),
               ('F', 'v1', 1),
               ('H', 'v1', -1), ('H', 'v2', -1)) as v (d, v, value);
-- Tallies (up/down): A 1/0, B 3/1, C 3/0, D 1/3, E 1/1, F 2/0, G 1/0, H 1/2, I 1/0, J 1/0.

select tests.freeze_time('2026-03-10 20:00Z');
create function pg_temp.ids(p_names text[]) returns uuid[] language sql stable as $$
  select array_agg(tests.id(n) order by o) from unnest(p_names) with ordinality as t (n, o)
$$;

select tests.clear_authentication();

-- -----------------------------------------------------------------------------
-- Sorts
-- -----------------------------------------------------------------------------
select is(
  array(select id from public.list_public_debates()),
  pg_temp.ids('{A,B,C,D,E,F,G,H,IJ first,IJ second}'),
  'by default a visitor sees every shared debate, newest share first, and no private one'
);
select is(
  array(select id from public.list_public_debates('popular')),
  pg_temp.ids('{B,C,F,A,D,E,G,H,IJ first,IJ second}'),
  'popular sorts by upvotes, ties by newest share and then by id'
);
select is(
  array(select id from public.list_public_debates('controversial')),
  pg_temp.ids('{D,H,B,E,A,C,F,G,IJ first,IJ second}'),
  'controversial sorts by downvotes, ties by newest share and then by id'
);
select results_eq(
  $$ select upvotes, downvotes, user_display_name, is_public from public.list_public_debates('popular', p_limit => 1) $$,
  $$ values (3, 1, 'Anonymous User'::text, true) $$,
  'each row carries the tallies and author name the list shows'
);

-- -----------------------------------------------------------------------------
-- Time windows
-- -----------------------------------------------------------------------------
select is(array(select id from public.list_public_debates(p_time => 'today')), pg_temp.ids('{A,B,C}'),
  'today means since midnight UTC by default');
select is(array(select id from public.list_public_debates(p_time => 'today', p_time_zone => 'America/New_York')),
  pg_temp.ids('{A,B}'), 'today means since the reader''s midnight: New York''s began at 04:00Z');
select is(array(select id from public.list_public_debates(p_time => 'today', p_time_zone => 'Asia/Tokyo')),
  pg_temp.ids('{A}'), 'in Tokyo today began at 15:00Z');
select is(array(select id from public.list_public_debates(p_time => 'week')), pg_temp.ids('{A,B,C,D,E}'),
  'week means the last 7 days, a share exactly 7 days ago included and one a second older excluded');
select is(array(select id from public.list_public_debates(p_time => 'month')), pg_temp.ids('{A,B,C,D,E,F,G}'),
  'month means since the same day last month, that instant included');
select is(array(select id from public.list_public_debates('popular', 'week')), pg_temp.ids('{B,C,A,D,E}'),
  'a time window combines with a sort');
select throws_ok($$ select * from public.list_public_debates(p_time => 'today', p_time_zone => 'Mars/Olympus_Mons') $$,
  'AG070', 'Unknown time zone: Mars/Olympus_Mons.', 'an unknown time zone is refused');

-- -----------------------------------------------------------------------------
-- Category and search
-- -----------------------------------------------------------------------------
select is(array(select id from public.list_public_debates(p_category => 'Society')), pg_temp.ids('{A,B}'),
  'a category filter keeps the debates tagged with it');
select is(array(select id from public.list_public_debates(p_category => 'Economics')), pg_temp.ids('{A}'),
  'a category filter never reveals a private debate');
select is(array(select id from public.list_public_debates(p_category => '')), pg_temp.ids('{A,B,C,D,E,F,G,H,IJ first,IJ second}'),
  'an empty category means all categories');
select is(array(select id from public.list_public_debates(p_search => 'UNIVERSAL basic')), pg_temp.ids('{A}'),
  'search matches the topic case-insensitively');
select is(array(select id from public.list_public_debates('popular', p_search => 'funny')), pg_temp.ids('{D,H,IJ first,IJ second}'),
  'search matches category names too, and keeps the sort');
select is(array(select id from public.list_public_debates(p_search => '100%')), pg_temp.ids('{C}'),
  'a % in the search is a literal percent sign, not a wildcard (1000 does not match 100%)');
select is(array(select id from public.list_public_debates(p_search => '%')), pg_temp.ids('{C}'),
  'searching for % alone finds only topics containing %');
select is(array(select id from public.list_public_debates(p_search => '_')), pg_temp.ids('{D}'),
  'an _ in the search is a literal underscore, not a wildcard');
select is_empty($$ select * from public.list_public_debates(p_search => 'snake\_case') $$,
  'a backslash in the search is literal too (it does not escape the underscore after it)');
select is(array(select id from public.list_public_debates(p_search => '   ')), pg_temp.ids('{A,B,C,D,E,F,G,H,IJ first,IJ second}'),
  'a blank search means no search');
select is(array(select id from public.list_public_debates(p_search => 'secret')), '{}'::uuid[],
  'search never reveals a private debate');
select is(array(select id from public.list_public_debates('controversial', 'month', 'Funny', 'is')), pg_temp.ids('{D}'),
  'sort, time window, category and search combine');

-- -----------------------------------------------------------------------------
-- Starred only and only_ids
-- -----------------------------------------------------------------------------
select throws_ok($$ select * from public.list_public_debates(p_starred_only => true) $$, 'AG401', 'You must be signed in.',
  'a visitor has no saved stars to filter by');
select is(array(select id from public.list_public_debates(p_only_ids => pg_temp.ids('{G,C,P}') || gen_random_uuid())),
  pg_temp.ids('{C,G}'), 'a visitor''s local stars list only the shared debates among them, in list order');

select tests.authenticate_as('bob');
select public.toggle_star(tests.id('G'));
select public.toggle_star(tests.id('A'));
select is(array(select id from public.list_public_debates(p_starred_only => true)), pg_temp.ids('{A,G}'),
  'starred only lists the signed-in user''s starred debates');
select is(array(select id from public.list_public_debates('popular', p_starred_only => true, p_search => 'history')),
  pg_temp.ids('{G}'), 'starred only combines with search');
select tests.authenticate_as('carol');
select is(array(select id from public.list_public_debates(p_starred_only => true)), '{}'::uuid[],
  'another user''s stars do not show in one''s starred list');
select is(array(select id from public.list_public_debates(p_category => 'Economics')), pg_temp.ids('{A}'),
  'the list never shows a private debate, not even to its author');

-- -----------------------------------------------------------------------------
-- Keyset paging: walking the pages yields the whole list once, in order
-- -----------------------------------------------------------------------------
create function pg_temp.page_through(p_sort text, p_page integer, p_category text default null)
returns uuid[]
language plpgsql
as $$
declare
  v_ids uuid[] := '{}';
  v_shared timestamptz;
  v_id uuid;
  v_score integer;
  v_rows integer;
  r record;
begin
  loop
    v_rows := 0;
    for r in
      select * from public.list_public_debates(p_sort, p_category => p_category, p_limit => p_page,
                                               p_after_shared_at => v_shared, p_after_id => v_id, p_after_score => v_score)
    loop
      v_ids := v_ids || r.id;
      v_rows := v_rows + 1;
      v_shared := r.shared_at;
      v_id := r.id;
      v_score := case p_sort when 'popular' then r.upvotes when 'controversial' then r.downvotes end;
    end loop;
    exit when v_rows < p_page;
  end loop;
  return v_ids;
end;
$$;

select tests.clear_authentication();
select is(pg_temp.page_through('newest', 3), array(select id from public.list_public_debates('newest', p_limit => 100)),
  'newest pages of 3 add up to the whole list with no duplicate and no gap');
select is(pg_temp.page_through('newest', 1), array(select id from public.list_public_debates('newest', p_limit => 100)),
  'newest pages of 1 walk across the shared_at tie by id');
select is(pg_temp.page_through('popular', 3), pg_temp.ids('{B,C,F,A,D,E,G,H,IJ first,IJ second}'),
  'popular pages of 3 add up to the whole list across score ties');
select is(pg_temp.page_through('popular', 2), array(select id from public.list_public_debates('popular', p_limit => 100)),
  'popular pages of 2 add up to the whole list');
select is(pg_temp.page_through('controversial', 4), pg_temp.ids('{D,H,B,E,A,C,F,G,IJ first,IJ second}'),
  'controversial pages of 4 add up to the whole list');
select is(pg_temp.page_through('newest', 1, 'Funny'), pg_temp.ids('{D,H,IJ first,IJ second}'),
  'paging keeps the filters');

select is(
  array(select id from public.list_public_debates(p_limit => 3, p_after_shared_at => '2026-03-10 02:00Z', p_after_id => tests.id('C'))),
  pg_temp.ids('{D,E,F}'), 'a page after C starts right after C'
);
select tests.as_postgres();
select tests.create_debate('bob', 'A debate shared between two page loads', shared_at => '2026-03-10 20:00Z');
select tests.clear_authentication();
select is(
  array(select id from public.list_public_debates(p_limit => 3, p_after_shared_at => '2026-03-10 02:00Z', p_after_id => tests.id('C'))),
  pg_temp.ids('{D,E,F}'), 'a debate shared while the reader pages does not shift the next page (stable keyset)'
);

-- -----------------------------------------------------------------------------
-- AG070: invalid filters
-- -----------------------------------------------------------------------------
select throws_ok($$ select * from public.list_public_debates('oldest') $$, 'AG070',
  'Sort must be newest, popular, controversial or persuasive.', 'the sort is newest, popular, controversial or persuasive');
select throws_ok($$ select * from public.list_public_debates(null) $$, 'AG070',
  'Sort must be newest, popular, controversial or persuasive.', 'a sort is required');
select throws_ok($$ select * from public.list_public_debates(p_time => 'year') $$, 'AG070',
  'Time must be all, today, week or month.', 'the time window is all, today, week or month');
select throws_ok($$ select * from public.list_public_debates(p_category => 'Sports') $$, 'AG070',
  'Unknown category: Sports.', 'the category is one of the ten');
select throws_ok($$ select * from public.list_public_debates(p_limit => 0) $$, 'AG070',
  'A page holds 1 to 100 debates.', 'a page holds at least 1 debate');
select throws_ok($$ select * from public.list_public_debates(p_limit => 101) $$, 'AG070',
  'A page holds 1 to 100 debates.', 'a page holds at most 100 debates');
select throws_ok($$ select * from public.list_public_debates(p_after_id => tests.id('C')) $$, 'AG070',
  'A page cursor needs the last row''s shared_at, id and score.', 'a cursor needs the last shared_at');
select throws_ok(
  $$ select * from public.list_public_debates('popular', p_after_id => tests.id('C'), p_after_shared_at => '2026-03-10 02:00Z') $$,
  'AG070', 'A page cursor needs the last row''s shared_at, id and score.', 'a popular cursor needs the last score');

select * from finish();
rollback;
