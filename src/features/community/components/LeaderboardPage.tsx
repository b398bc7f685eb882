import { CATEGORIES } from '@contract/categories.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DelayedSpinner, EmptyState, ErrorBox } from '@/components/index.ts';
import {
  fetchFormatLeaderboard,
  fetchLeaderboard,
  type FormatRow,
  type LeaderboardRow,
  type LeaderboardTime,
} from '../api/leaderboardApi.ts';
import { OptionSelect } from './FilterFields.tsx';
import { SideBalancedTable } from './SideBalancedTable.tsx';
import { SpeakerLadder } from './SpeakerLadder.tsx';
import {
  EMPTY_FILTERED_TEXT,
  EMPTY_HINT,
  EMPTY_TEXT,
  formatLabel,
  LADDER_LEAD,
  LEADERBOARD_LEAD,
  SPEAKER_TABS,
  styleLabel,
  TABS,
  TIME_OPTIONS,
  type LeaderboardTable,
  type SpeakersTab,
} from './leaderboardText.ts';

const CATEGORY_OPTIONS = [{ value: '', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: c as string, label: c }))];

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; table: 'models' | 'styles'; rows: LeaderboardRow[] }
  | { status: 'ready'; table: 'formats'; rows: FormatRow[] };

function useLeaderboard(table: LeaderboardTable | null, category: string, time: LeaderboardTime): Load {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    if (table === null) return;
    let current = true;
    setLoad({ status: 'loading' });
    const request =
      table === 'formats'
        ? fetchFormatLeaderboard(category, time).then((rows): Load => ({ status: 'ready', table, rows }))
        : fetchLeaderboard(table === 'models' ? 'model' : 'style', category, time).then((rows): Load => ({ status: 'ready', table, rows }));
    request.then(
      (next) => current && setLoad(next),
      (error: unknown) => {
        console.error('Loading the leaderboard failed', error);
        if (current) setLoad({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [table, category, time]);
  return load;
}

const rounded = (n: number | null) => (n === null ? '—' : Math.round(n).toString());

function RatingsTable({ rows, kind }: { rows: LeaderboardRow[]; kind: 'models' | 'styles' }) {
  return (
    <div className="leaderboard__scroll">
      <table className="leaderboard__table" data-testid={`leaderboard-${kind}`}>
        <caption className="visually-hidden">{kind === 'models' ? 'Models' : 'Rhetoric styles'} by rating</caption>
        <thead>
          <tr>
            <th scope="col" className="leaderboard__rank">
              #
            </th>
            <th scope="col">{kind === 'models' ? 'Model' : 'Style'}</th>
            <th scope="col">
              Rating <span className="leaderboard__ci">(95 %)</span>
            </th>
            <th scope="col">Matches</th>
            <th scope="col">
              <abbr title="∆s: passages that changed a reader's mind">∆</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.player} data-player={row.player}>
              <td className="leaderboard__rank">{row.rating === null ? '' : index + 1}</td>
              <th scope="row">{kind === 'styles' ? styleLabel(row.player) : row.player}</th>
              <td>
                <span className="leaderboard__rating" data-testid="rating">
                  {rounded(row.rating)}
                </span>
                {row.rating !== null && (
                  <span className="leaderboard__ci" data-testid="interval">
                    {' '}
                    {rounded(row.ci_low)}–{rounded(row.ci_high)}
                  </span>
                )}
              </td>
              <td data-testid="matches">
                {row.matches}
                <span className="leaderboard__record">
                  {' '}
                  ({row.wins}–{row.losses})
                </span>
              </td>
              <td data-testid="deltas">{row.deltas}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FormatsTable({ rows }: { rows: FormatRow[] }) {
  return (
    <div className="leaderboard__scroll">
      <table className="leaderboard__table" data-testid="leaderboard-formats">
        <caption className="visually-hidden">Debate formats: how often the side For the motion wins</caption>
        <thead>
          <tr>
            <th scope="col">Format</th>
            <th scope="col">Decided debates</th>
            <th scope="col">For wins</th>
            <th scope="col">Against wins</th>
            <th scope="col">For win rate</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.debate_style}>
              <th scope="row">{formatLabel(row.debate_style)}</th>
              <td>{row.matches}</td>
              <td>{row.for_wins}</td>
              <td>{row.against_wins}</td>
              <td>{row.for_win_rate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Models, People, All speakers: links, so each is an address of its own and Back returns to the one before. */
function SpeakerTabs({ selected, params }: { selected: SpeakersTab; params: URLSearchParams }) {
  const searchFor = (value: SpeakersTab) => {
    const next = new URLSearchParams(params);
    if (value === 'models') next.delete('speakers');
    else next.set('speakers', value);
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  return (
    <nav className="leaderboard__speakers" aria-label="Speakers">
      {SPEAKER_TABS.map((t) => (
        <Link
          key={t.value}
          to={{ search: searchFor(t.value) }}
          className={`leaderboard__speaker-tab${t.value === selected ? ' leaderboard__speaker-tab--selected' : ''}`}
          aria-current={t.value === selected ? 'page' : undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * /community/leaderboard: which models, rhetoric styles and formats persuade
 * readers, people on the ladder beside them (?speakers=people, ?speakers=all), the side-balanced view over rematched pairs (?table=sides), and (tab "AI judges",
 * ?table=judges) how the AI judges have behaved.
 * The judges' record belongs to another feature: the app passes it in.
 */
export function LeaderboardPage({ judgesRecord }: { judgesRecord: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('table'))?.value ?? 'models';
  const speakers = tab === 'models' ? (SPEAKER_TABS.find((t) => t.value === params.get('speakers'))?.value ?? 'models') : 'models';
  const ladder = speakers === 'models' ? null : speakers;
  const table = tab === 'judges' || tab === 'sides' || ladder ? null : tab;
  const category = CATEGORY_OPTIONS.find((c) => c.value === params.get('category'))?.value ?? '';
  const time = TIME_OPTIONS.find((t) => t.value === params.get('time'))?.value ?? 'all';
  const load = useLeaderboard(table, category, time);

  const update = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="leaderboard-heading" className="leaderboard">
      <h2 id="leaderboard-heading" className="leaderboard__title">
        Leaderboard: what persuades readers
      </h2>
      {table && <p className="leaderboard__lead">{LEADERBOARD_LEAD}</p>}
      {ladder && <p className="leaderboard__lead">{LADDER_LEAD}</p>}
      <div className="leaderboard__controls">
        <div className="leaderboard__tables" role="group" aria-label="Table">
          {TABS.map((t) => (
            <button
              key={t.value}
              type="button"
              className={`leaderboard__table-tab${t.value === tab ? ' leaderboard__table-tab--selected' : ''}`}
              aria-pressed={t.value === tab}
              onClick={() => update('table', t.value, 'models')}
            >
              {t.label}
            </button>
          ))}
        </div>
        {(table || ladder) && (
          <div className="leaderboard__filters">
            <OptionSelect
              id="leaderboard-category"
              label="Category"
              value={category}
              options={CATEGORY_OPTIONS}
              onChange={(value) => update('category', value, '')}
            />
            <OptionSelect
              id="leaderboard-time"
              label="Debates shared"
              value={time}
              options={TIME_OPTIONS}
              onChange={(value) => update('time', value, 'all')}
            />
          </div>
        )}
      </div>
      {tab === 'models' && <SpeakerTabs selected={speakers} params={params} />}
      {ladder ? (
        <SpeakerLadder speakers={ladder} category={category} time={time} />
      ) : table ? (
        <div aria-live="polite" aria-busy={load.status === 'loading'}>
          {load.status === 'loading' && <DelayedSpinner label="Loading the leaderboard…" />}
          {load.status === 'error' && <ErrorBox>The leaderboard could not be loaded. Please try again.</ErrorBox>}
          {load.status === 'ready' && load.rows.length === 0 && (
            <div data-testid="leaderboard-empty">
              {category === '' && time === 'all' ? (
                <EmptyState title={EMPTY_TEXT}>{EMPTY_HINT}</EmptyState>
              ) : (
                <EmptyState title={EMPTY_FILTERED_TEXT} />
              )}
            </div>
          )}
          {load.status === 'ready' && load.rows.length > 0 && load.table === 'formats' && <FormatsTable rows={load.rows} />}
          {load.status === 'ready' && load.rows.length > 0 && load.table !== 'formats' && (
            <RatingsTable rows={load.rows} kind={load.table} />
          )}
        </div>
      ) : tab === 'sides' ? (
        <SideBalancedTable />
      ) : (
        judgesRecord
      )}
    </section>
  );
}
