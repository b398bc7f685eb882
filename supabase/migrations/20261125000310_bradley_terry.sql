-- =============================================================================
-- Bradley–Terry ratings, reusable by any leaderboard (readers' verdicts,
-- judges): P(a beats b) = 1 / (1 + 10^((R_b - R_a) / 400)), the Elo scale
-- LMArena uses (a 400-point gap means 10:1 odds), centred at 1000.
--
-- Fitted by maximum a posteriori: the Bradley–Terry likelihood times a weak
-- Gaussian prior on each rating (mean 1000, standard deviation p_prior_sd,
-- 400 points by default), so a newcomer with one win gets a finite rating
-- instead of +∞, and the ratings' mean is exactly 1000 (the prior's gradient
-- is the only term that is not shift-invariant). Newton's method on the
-- log-posterior (strictly concave: it converges in a handful of steps); the
-- 95 % interval is ±1.96 standard errors of the rating relative to the mean,
-- from the inverse of the negative Hessian at the optimum (the Laplace
-- approximation). A tie counts half a win
-- for each player. Sized for a leaderboard's few players (dozens: each step
-- solves an n×n system), not for thousands.
-- =============================================================================

-- p_matches: a JSON array of {"a": text, "b": text, "wins_a": n, "wins_b": n,
-- "ties": n} (counts may be fractional; ties optional). Rows with a = b or no
-- games are ignored; pairs may repeat (they add up), in either order.
-- Returns one row per player that played: rating, ci_low, ci_high (95 %),
-- matches (games played, ties included).
create function private.bradley_terry(p_matches jsonb, p_prior_sd numeric default 400)
returns table (player text, rating numeric, ci_low numeric, ci_high numeric, matches numeric)
language plpgsql
immutable
set search_path = ''
as $$
declare
  c_scale constant double precision := 400.0 / ln(10.0);  -- Elo points per natural-log unit
  v_prior double precision;                                  -- 1 / prior variance (natural-log units)
  v_players text[];
  n integer;
  v_i integer[];
  v_j integer[];
  v_w double precision[];   -- wins of i over j (ties halved)
  v_l double precision[];   -- wins of j over i
  m integer;
  theta double precision[];
  grad double precision[];
  h double precision[];     -- n×n negative Hessian, row-major (1-based: (r-1)*n + c)
  inv double precision[];
  p double precision;
  nij double precision;
  pq double precision;
  step double precision[];
  v_max_step double precision;
  k integer; r integer; c integer; it integer;
  piv double precision; f double precision;
  v_games double precision[];
  v_mean double precision;
  v_total double precision;
  v_row_sums double precision[];
begin
  if p_prior_sd is null or p_prior_sd <= 0 then
    raise exception using errcode = '22023', message = 'The prior''s standard deviation must be positive.';
  end if;
  v_prior := 1.0 / ((p_prior_sd::double precision / c_scale) ^ 2);

  -- Aggregate the pairs, canonical order a < b.
  with rows as (
    select e ->> 'a' as a, e ->> 'b' as b,
           coalesce((e ->> 'wins_a')::double precision, 0) + coalesce((e ->> 'ties')::double precision, 0) / 2 as wa,
           coalesce((e ->> 'wins_b')::double precision, 0) + coalesce((e ->> 'ties')::double precision, 0) / 2 as wb
      from jsonb_array_elements(coalesce(p_matches, '[]'::jsonb)) e
  ), canon as (
    select least(a, b) as a, greatest(a, b) as b,
           case when a < b then wa else wb end as wa,
           case when a < b then wb else wa end as wb
      from rows
     where a is not null and b is not null and a <> b
  ), pairs as (
    select a, b, sum(wa) as wa, sum(wb) as wb from canon group by a, b having sum(wa) + sum(wb) > 0
  ), players as (
    select array_agg(x order by x) as names from (select a as x from pairs union select b from pairs) s
  )
  select pl.names,
         array_agg(array_position(pl.names, pr.a) order by pr.a, pr.b),
         array_agg(array_position(pl.names, pr.b) order by pr.a, pr.b),
         array_agg(pr.wa order by pr.a, pr.b),
         array_agg(pr.wb order by pr.a, pr.b)
    into v_players, v_i, v_j, v_w, v_l
    from pairs pr cross join players pl
   group by pl.names;

  n := coalesce(cardinality(v_players), 0);
  if n = 0 then
    return;
  end if;
  m := cardinality(v_i);
  theta := array_fill(0::double precision, array[n]);
  v_games := array_fill(0::double precision, array[n]);
  for k in 1..m loop
    v_games[v_i[k]] := v_games[v_i[k]] + v_w[k] + v_l[k];
    v_games[v_j[k]] := v_games[v_j[k]] + v_w[k] + v_l[k];
  end loop;

  for it in 1..100 loop
    -- Gradient and negative Hessian of the log-posterior.
    grad := array_fill(0::double precision, array[n]);
    h := array_fill(0::double precision, array[n * n]);
    for r in 1..n loop
      grad[r] := -v_prior * theta[r];
      h[(r - 1) * n + r] := v_prior;
    end loop;
    for k in 1..m loop
      r := v_i[k]; c := v_j[k];
      nij := v_w[k] + v_l[k];
      p := 1.0 / (1.0 + exp(theta[c] - theta[r]));
      pq := nij * p * (1.0 - p);
      grad[r] := grad[r] + v_w[k] - nij * p;
      grad[c] := grad[c] - (v_w[k] - nij * p);
      h[(r - 1) * n + r] := h[(r - 1) * n + r] + pq;
      h[(c - 1) * n + c] := h[(c - 1) * n + c] + pq;
      h[(r - 1) * n + c] := h[(r - 1) * n + c] - pq;
      h[(c - 1) * n + r] := h[(c - 1) * n + r] - pq;
    end loop;

    -- Solve h · step = grad (symmetric positive definite: no pivoting needed).
    step := grad;
    for k in 1..n loop
      piv := h[(k - 1) * n + k];
      for r in k + 1..n loop
        f := h[(r - 1) * n + k] / piv;
        if f <> 0 then
          for c in k..n loop
            h[(r - 1) * n + c] := h[(r - 1) * n + c] - f * h[(k - 1) * n + c];
          end loop;
          step[r] := step[r] - f * step[k];
        end if;
      end loop;
    end loop;
    for k in reverse n..1 loop
      f := step[k];
      for c in k + 1..n loop
        f := f - h[(k - 1) * n + c] * step[c];
      end loop;
      step[k] := f / h[(k - 1) * n + k];
    end loop;

    v_max_step := 0;
    for r in 1..n loop
      v_max_step := greatest(v_max_step, abs(step[r]));
    end loop;
    -- Damped while far from the optimum (a lopsided record can make the first
    -- full step overshoot); exact Newton near it.
    if v_max_step > 2 then
      for r in 1..n loop step[r] := step[r] * 2 / v_max_step; end loop;
    end if;
    for r in 1..n loop
      theta[r] := theta[r] + step[r];
    end loop;
    exit when v_max_step < 1e-9;
  end loop;

  -- Covariance: the inverse of the negative Hessian at the optimum (Gauss–Jordan).
  h := array_fill(0::double precision, array[n * n]);
  inv := array_fill(0::double precision, array[n * n]);
  for r in 1..n loop
    h[(r - 1) * n + r] := v_prior;
    inv[(r - 1) * n + r] := 1;
  end loop;
  for k in 1..m loop
    r := v_i[k]; c := v_j[k];
    p := 1.0 / (1.0 + exp(theta[c] - theta[r]));
    pq := (v_w[k] + v_l[k]) * p * (1.0 - p);
    h[(r - 1) * n + r] := h[(r - 1) * n + r] + pq;
    h[(c - 1) * n + c] := h[(c - 1) * n + c] + pq;
    h[(r - 1) * n + c] := h[(r - 1) * n + c] - pq;
    h[(c - 1) * n + r] := h[(c - 1) * n + r] - pq;
  end loop;
  for k in 1..n loop
    piv := h[(k - 1) * n + k];
    for c in 1..n loop
      h[(k - 1) * n + c] := h[(k - 1) * n + c] / piv;
      inv[(k - 1) * n + c] := inv[(k - 1) * n + c] / piv;
    end loop;
    for r in 1..n loop
      if r <> k then
        f := h[(r - 1) * n + k];
        if f <> 0 then
          for c in 1..n loop
            h[(r - 1) * n + c] := h[(r - 1) * n + c] - f * h[(k - 1) * n + c];
            inv[(r - 1) * n + c] := inv[(r - 1) * n + c] - f * inv[(k - 1) * n + c];
          end loop;
        end if;
      end if;
    end loop;
  end loop;

  -- Ratings are reported relative to their mean (1000): the interval is that
  -- of theta_r - mean(theta), whose variance is
  -- S_rr - 2/n * sum_c S_rc + 1/n^2 * sum S (the prior alone would otherwise
  -- keep a common-shift uncertainty that no number of matches removes).
  v_mean := 0;
  v_total := 0;
  v_row_sums := array_fill(0::double precision, array[n]);
  for r in 1..n loop
    v_mean := v_mean + theta[r] / n;
    for c in 1..n loop
      v_row_sums[r] := v_row_sums[r] + inv[(r - 1) * n + c];
    end loop;
    v_total := v_total + v_row_sums[r];
  end loop;
  for r in 1..n loop
    f := sqrt(greatest(inv[(r - 1) * n + r] - 2.0 * v_row_sums[r] / n + v_total / (n * n), 0));
    player := v_players[r];
    rating := round((1000 + c_scale * (theta[r] - v_mean))::numeric, 2);
    ci_low := round((1000 + c_scale * (theta[r] - v_mean - 1.959963984540054 * f))::numeric, 2);
    ci_high := round((1000 + c_scale * (theta[r] - v_mean + 1.959963984540054 * f))::numeric, 2);
    matches := v_games[r]::numeric;
    return next;
  end loop;
end;
$$;
revoke all on function private.bradley_terry(jsonb, numeric) from public;
comment on function private.bradley_terry(jsonb, numeric) is
  'Bradley–Terry MAP ratings on the Elo scale (centred at 1000, weak Gaussian prior of p_prior_sd points) with 95 % intervals, from [{a, b, wins_a, wins_b, ties}].';
