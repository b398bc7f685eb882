-- =============================================================================
-- A topic says something: at least TOPIC_MIN_LENGTH (10) characters after trimming, as the contract
-- (supabase/functions/_shared/contract/settings.ts), the engine's form and the edge function say. A
-- one-character topic used to be accepted and spent a free debate on nothing.
-- =============================================================================

create or replace function private.validate_debate_settings(p_settings jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_topic text;
begin
  if p_settings is null or jsonb_typeof(p_settings) <> 'object' then
    perform private.invalid_setting('settings', 'debate settings are required');
  end if;

  v_topic := private.trim_whitespace(p_settings ->> 'topic');
  if jsonb_typeof(p_settings -> 'topic') is distinct from 'string' or v_topic = '' then
    perform private.invalid_setting('topic', 'a topic is required');
  end if;
  if char_length(v_topic) < 10 then
    perform private.invalid_setting('topic', 'at least 10 characters');
  end if;
  if char_length(v_topic) > 500 then
    perform private.invalid_setting('topic', 'at most 500 characters');
  end if;

  if p_settings ? 'rounds' and (p_settings -> 'rounds') is distinct from '3'::jsonb then
    perform private.invalid_setting('rounds', 'a debate has exactly 3 rounds');
  end if;

  if jsonb_typeof(p_settings -> 'debateStyle') is distinct from 'string'
     or not (p_settings ->> 'debateStyle') = any (enum_range(null::public.debate_style)::text[]) then
    perform private.invalid_setting('debateStyle', 'must be one of structured, oxford, crossfire, parliamentary, comment_section');
  end if;

  if p_settings ? 'moderatorEnabled' and jsonb_typeof(p_settings -> 'moderatorEnabled') <> 'boolean' then
    perform private.invalid_setting('moderatorEnabled', 'must be true or false');
  end if;

  return jsonb_build_object(
    'topic', v_topic,
    'rounds', 3,
    'debateStyle', p_settings ->> 'debateStyle',
    'moderatorEnabled', coalesce((p_settings ->> 'moderatorEnabled')::boolean, false),
    'model1', private.validate_speaker(p_settings -> 'model1', 'model1'),
    'model2', private.validate_speaker(p_settings -> 'model2', 'model2')
  );
end;
$$;
comment on function private.validate_debate_settings(jsonb) is
  'Checks a whole debate''s settings (a topic of 10 to 500 characters, the styles, both speakers) before the allowance is spent; the edge function trusts what it returns.';
