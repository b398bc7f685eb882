-- =============================================================================
-- The outbox's sender: "your turn" emails link to the floor page.
--
-- The database does not know the site's address (it differs per deployment, and locally per
-- stack), so an email names the page it links to as a path (`link_path`) and its body says
-- `{link}` where the link goes; the sender (supabase/functions/send-emails) writes the link out
-- with its SITE_URL. The sender claims with `claim_outbox_emails`, which now returns the path too.
-- =============================================================================

alter table private.email_outbox
  add column link_path text,
  add constraint email_outbox_link_path_valid check (link_path is null or link_path ~ '^/[A-Za-z0-9/_-]*$');
comment on column private.email_outbox.link_path is
  'The site''s page the email links to, as a path; the sender writes it out with the site''s address where the body says {link}.';

create or replace function private.tell_your_turn(p_generation_id uuid, p_sequence integer, p_due_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_generation public.debate_generations;
  v_entry record;
  v_user uuid;
  v_profile public.profiles;
begin
  select * into v_generation from public.debate_generations g where g.id = p_generation_id;
  select * into v_entry from private.planned_turn(v_generation.plan, p_sequence);
  if not found or v_entry.author <> 'person' then
    return;
  end if;
  select s.user_id into v_user from public.generation_seats s
   where s.generation_id = p_generation_id and s.speaker_index = v_entry.speaker_index;
  if v_user is null then
    return;
  end if;
  perform realtime.send(jsonb_build_object('generation_id', p_generation_id, 'sequence', p_sequence,
                                           'round_index', v_entry.round_index, 'speaker_index', v_entry.speaker_index,
                                           'due_at', p_due_at, 'topic', v_generation.settings ->> 'topic'),
                        'your_turn', 'user:' || v_user::text, true);
  select * into v_profile from public.profiles p where p.id = v_user;
  if v_profile.turn_emails and v_profile.email is not null and p_due_at is not null then
    insert into private.email_outbox (user_id, to_address, subject, body, link_path)
    values (v_user, v_profile.email, 'Your turn: ' || left(v_generation.settings ->> 'topic', 150),
            'It is your turn in the debate "' || (v_generation.settings ->> 'topic') || '" (Round ' || (v_entry.round_index + 1)
            || ').' || E'\n\nAnswer before ' || to_char(p_due_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC, or the turn is forfeited.'
            || E'\n\nOpen the debate: {link}'
            || E'\n\nYou get this email because you hold a seat in this debate. You can turn these emails off on your account page.',
            '/floor/' || p_generation_id::text);
  end if;
end;
$$;
comment on function private.tell_your_turn(uuid, integer, timestamptz) is
  'Tells the person whose turn comes next: on their own topic (your_turn) and, unless they opted out, by email through the outbox (linking to /floor/<id>).';
revoke all on function private.tell_your_turn(uuid, integer, timestamptz) from public;

-- The returned columns change: the function is made again.
drop function public.claim_outbox_emails(integer);
create function public.claim_outbox_emails(p_limit integer default 20)
returns table (id bigint, to_address text, subject text, body text, link_path text)
language sql
volatile
security definer
set search_path = ''
as $$
  update private.email_outbox o
     set claimed_at = private.clock_now(), attempts = o.attempts + 1
   where o.id in (select w.id from private.email_outbox w
                   where w.sent_at is null and w.attempts < 5
                     and (w.claimed_at is null or w.claimed_at < private.clock_now() - interval '5 minutes')
                   order by w.created_at limit least(greatest(coalesce(p_limit, 20), 1), 100)
                   for update skip locked)
  returning o.id, o.to_address, o.subject, o.body, o.link_path
$$;
comment on function public.claim_outbox_emails(integer) is
  'Service role only (the sender): claims the oldest unsent emails (a claim lapses after 5 minutes; five attempts at most) with the page each links to.';
revoke all on function public.claim_outbox_emails(integer) from public;
grant execute on function public.claim_outbox_emails(integer) to service_role;
