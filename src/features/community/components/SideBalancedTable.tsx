import { useLoad } from '@/hooks/useLoad.ts';
import { DelayedSpinner, EmptyState, ErrorBox } from '@/components/index.ts';
import { fetchSideBalanced, type SideBalanced } from '../api/sideBalancedApi.ts';

const rounded = (n: number | null) => (n === null ? '—' : Math.round(n).toString());

const SIDE_BALANCED_LEAD =
  'Only matched pairs count here: a debate and its rematch with the two models swapped and each seat keeping its side, both decided by the room. ' +
  'A pair is one matchup (won by the model that won both debates, a split when each won one), so every model argued For and Against the motion ' +
  'equally often, as lechmazur/debate ranks models. The For side’s win rate across these debates estimates the side bias: 50 % means the side ' +
  'made no difference.';

function SideBias({ data }: { data: SideBalanced }) {
  if (data.forWinRate === null) return null;
  return (
    <p className="leaderboard__side-bias" data-testid="side-bias">
      Side bias: the side For the motion won {data.forWins} of {data.debates} debates in {data.pairs} {data.pairs === 1 ? 'pair' : 'pairs'}{' '}
      ({data.forWinRate}%, 95 % interval {data.forWinRateLow}–{data.forWinRateHigh}%).
    </p>
  );
}

/** The leaderboard's side-balanced view: ratings over matched side-swapped pairs, each model's record For and Against. */
export function SideBalancedTable() {
  const load = useLoad('side-balanced', fetchSideBalanced, 'Loading the side-balanced leaderboard failed');
  return (
    <div aria-live="polite" aria-busy={load.status === 'loading'}>
      <p className="leaderboard__lead">{SIDE_BALANCED_LEAD}</p>
      {load.status === 'loading' && <DelayedSpinner label="Loading the side-balanced leaderboard…" />}
      {load.status === 'error' && <ErrorBox>The leaderboard could not be loaded. Please try again.</ErrorBox>}
      {load.status === 'ready' && load.value.models.length === 0 && (
        <EmptyState title="No matched pairs yet: a debate and its rematch, sides swapped, both decided by the room." />
      )}
      {load.status === 'ready' && load.value.models.length > 0 && (
        <>
          <SideBias data={load.value} />
          <div className="leaderboard__scroll">
            <table className="leaderboard__table" data-testid="leaderboard-sides">
              <caption className="visually-hidden">Models by rating over matched side-swapped pairs</caption>
              <thead>
                <tr>
                  <th scope="col" className="leaderboard__rank">
                    #
                  </th>
                  <th scope="col">Model</th>
                  <th scope="col">
                    Rating <span className="leaderboard__ci">(95 %)</span>
                  </th>
                  <th scope="col">Pairs (won–lost–split)</th>
                  <th scope="col">For</th>
                  <th scope="col">Against</th>
                </tr>
              </thead>
              <tbody>
                {load.value.models.map((row, index) => (
                  <tr key={row.model} data-player={row.model}>
                    <td className="leaderboard__rank">{index + 1}</td>
                    <th scope="row">{row.model}</th>
                    <td>
                      <span className="leaderboard__rating">{rounded(row.rating)}</span>
                      {row.rating !== null && (
                        <span className="leaderboard__ci">
                          {' '}
                          {rounded(row.ciLow)}–{rounded(row.ciHigh)}
                        </span>
                      )}
                    </td>
                    <td data-testid="pairs">
                      {row.matchups} ({row.matchupWins}–{row.matchupLosses}–{row.splits})
                    </td>
                    <td data-testid="for-record">
                      {row.forWins}–{row.forLosses}
                    </td>
                    <td data-testid="against-record">
                      {row.againstWins}–{row.againstLosses}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
