// The viewer's stylesheet comes before the entities' (imported with their
// components below): a response's rules (.response__delete) override the
// viewer's shared ones (.link-button), as they did when they were one file.
import './debate.css';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { buttonClass, DelayedSpinner, ErrorBox, LoginRequiredModal } from '@/components/index.ts';
import { followDebateChannel } from '@/entities/debate/api/debateChannel.ts';
import { ShareActions } from '@/entities/debate/components/ShareActions.tsx';
import type { DebateRecord, DebateWithTurns } from '@/entities/debate/types/index.ts';
import { usePoll } from '@/entities/poll/hooks/usePoll.ts';
import { ModerationNotice } from '@/entities/report/components/ModerationNotice.tsx';
import { ReportButton } from '@/entities/report/components/ReportButton.tsx';
import { ResponsesPane } from '@/entities/response/components/ResponsesPane.tsx';
import type { ResponseExtras } from '@/entities/response/components/ResponseThread.tsx';
import { useResponses } from '@/entities/response/hooks/useResponses.ts';
import { useResponseTarget } from '@/entities/response/hooks/useResponseTarget.ts';
import type { ResponseRow } from '@/entities/response/types/index.ts';
import { withdrawDelta } from '@/entities/verdict/api/verdictApi.ts';
import { isRecord } from '@/lib/guards.ts';
import type { SelectedPassage } from '@/lib/selectionAnchor.ts';
import { useSessionLoading } from '@/stores/session.ts';
import { DebateFamily } from '@/entities/continuation/components/DebateFamily.tsx';
import { useHydrated } from '@/lib/hydration.ts';
import { useDebate } from '../hooks/useDebate.ts';
import { useDebateLive } from '../hooks/useDebateLive.ts';
import { useDebateVote, VOTE_LOGIN_MESSAGE } from '../hooks/useDebateVote.ts';
import { usePassageReveal } from '../hooks/usePassageReveal.ts';
import { useRoomVerdict } from '../hooks/useRoomVerdict.ts';
import { DebateContent } from './DebateContent.tsx';
import { PollAfter, PollBefore } from './DebatePoll.tsx';
import { speakerAuthors } from '@/entities/debate/utils/authors.ts';
import { DebateHeader } from './DebateHeader.tsx';
import { DebateSkeleton } from './DebateSkeleton.tsx';
import { StarToggle } from './StarToggle.tsx';
import { ViewerOwnerActions } from './ViewerOwnerActions.tsx';
import { VoteBar } from './VoteBar.tsx';
// The judges' panel loads after the page (below), its styles with it: a stylesheet
// added once the page is on screen would restyle and lay out the whole page again.
import '@/entities/judges/components/judges.css';

// Not part of the first paint: the judges' verdict (below the rounds, read in a
// second request) and the ∆ dialogs (opened by the reader) load with their
// first use, keeping the viewer's first screen within its script budget.
// Opens on a selection: its editor loads with the first one.
const ResponseModal = lazy(() => import('@/entities/response/components/ResponseModal.tsx').then((m) => ({ default: m.ResponseModal })));
const DebateJudges = lazy(() => import('./DebateJudges.tsx').then((m) => ({ default: m.DebateJudges })));
const DeltaModal = lazy(() => import('@/entities/verdict/components/DeltaModal.tsx').then((m) => ({ default: m.DeltaModal })));
const DeltaExplanations = lazy(() =>
  import('@/entities/verdict/components/DeltaExplanations.tsx').then((m) => ({
    default: m.DeltaExplanations,
  })),
);

/** What each response shows from the reports' side: why it is hidden, and Report. */
const RESPONSE_EXTRAS: ResponseExtras = {
  notice: (response) => <ModerationNotice state={response.moderation_state} authorId={response.author_id} kind="response" />,
  actions: (response) => <ReportButton target={{ type: 'response', id: response.id }} authorId={response.author_id} />,
};

const LOAD_FAILED_TEXT = 'Failed to load debate';
const NOT_FOUND_TEXT = 'Debate not found';
const RANKING_PATH = '/community/ranking';

// The ranking passes its address (with the reader's filters) in the link's state.
function backTo(state: unknown): string {
  const to = isRecord(state) ? state.backTo : undefined;
  return typeof to === 'string' && to.startsWith(RANKING_PATH) ? to : RANKING_PATH;
}

function BackLink() {
  const to = backTo(useLocation().state);
  return (
    <Link to={to} className={buttonClass('secondary', 'sm', 'debate-page__back')}>
      <span aria-hidden="true">←</span> Back
    </Link>
  );
}

/** /debate/:debateId — the debate on the left two-thirds, community responses on the right third. */
export function DebatePage() {
  const { debateId = '' } = useParams();
  const load = useDebate(debateId);

  return (
    <div className="container debate-page">
      <BackLink />
      {load.status === 'loading' && (
        <DebateSkeleton>
          <DelayedSpinner label="Loading debate…" />
        </DebateSkeleton>
      )}
      {load.status === 'error' && <ErrorBox>{LOAD_FAILED_TEXT}</ErrorBox>}
      {load.status === 'not-found' && <ErrorBox>{NOT_FOUND_TEXT}</ErrorBox>}
      {load.status === 'ready' && <DebateView key={load.debate.id} debate={load.debate} />}
    </div>
  );
}

type DebateVotes = ReturnType<typeof useDebateVote>;
type DebateRow = DebateRecord;

/** Votes (shared debates only), the star, sharing (a private debate: Share with Community) and Report. */
function DebateActions({ debate, votes, onShared }: { debate: DebateWithTurns; votes: DebateVotes; onShared: (row: DebateRow) => void }) {
  const sessionLoading = useSessionLoading();
  return (
    <>
      {debate.is_public && (
        <VoteBar tallies={votes.tallies} myVote={votes.myVote} disabled={votes.pending || sessionLoading} onVote={votes.vote} />
      )}
      <StarToggle debateId={debate.id} />
      <ShareActions
        debate={debate}
        onShared={(row) => {
          onShared(row);
          votes.applyTallies({ upvotes: row.upvotes, downvotes: row.downvotes });
        }}
      />
      {debate.is_public && (
        <ReportButton target={{ type: 'debate', id: debate.id }} authorId={debate.user_id} className={buttonClass('ghost', 'sm')} />
      )}
    </>
  );
}

/** The ∆ dialogs: awarding one to a passage's speaker, and reading (or withdrawing) the ∆s on a passage. */
function DeltaDialogs({
  debate,
  deltaSelection,
  onDeltaClosed,
  openDeltas,
  onExplanationsClosed,
  onChanged,
}: {
  debate: DebateWithTurns;
  deltaSelection: SelectedPassage | null;
  onDeltaClosed: () => void;
  openDeltas: Parameters<typeof DeltaExplanations>[0]['deltas'];
  onExplanationsClosed: () => void;
  onChanged: (announcement: string) => void;
}) {
  return (
    <>
      {deltaSelection && (
        <Suspense fallback={null}>
          <DeltaModal
            debateId={debate.id}
            selection={deltaSelection}
            onClose={onDeltaClosed}
            onAwarded={() => {
              window.getSelection()?.removeAllRanges();
              onChanged('Your ∆ was awarded.');
            }}
          />
        </Suspense>
      )}
      {openDeltas.length > 0 && (
        <Suspense fallback={null}>
          <DeltaExplanations
            deltas={openDeltas}
            onClose={onExplanationsClosed}
            onWithdraw={() => {
              void withdrawDelta(debate.id).then(
                () => {
                  onExplanationsClosed();
                  onChanged('Your ∆ was withdrawn.');
                },
                (error: unknown) => console.error('Withdrawing the ∆ failed', error),
              );
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The response box for a selection (and its ∆ on a shared debate): its code loads after the first screen. */
/**
 * A response begun before a sign-in detour reopens on its passage, its text in place (after
 * hydration: the server's page has no modal). The drafts' reader loads after the first screen,
 * like the modal it reopens.
 */
function useResumedResponse(debateId: string, reopen: (passage: SelectedPassage) => void) {
  useEffect(() => {
    let active = true;
    void import('@/entities/response/utils/responseDraft.ts').then(({ responseToResume }) => {
      const resumed = active ? responseToResume(debateId) : null;
      if (resumed) reopen(resumed);
    });
    return () => {
      active = false;
    };
  }, [debateId, reopen]);
}

function SelectionResponse(props: {
  debate: DebateWithTurns;
  selection: SelectedPassage | null;
  onClose: () => void;
  onPosted: (row: ResponseRow) => void;
  onAwardDelta: () => void;
}) {
  const { debate, selection } = props;
  // Mounted (closed) once the page is the app's, like a modal that was always there: one mounted
  // by the selection's own mouseup would hear that click's end as a click outside and close.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ResponseModal
        debateId={debate.id}
        selection={selection}
        onClose={props.onClose}
        onPosted={props.onPosted}
        onAwardDelta={debate.is_public ? props.onAwardDelta : undefined}
      />
    </Suspense>
  );
}
function DebateView({ debate: loaded }: { debate: DebateWithTurns }) {
  // The owner's changes (unshare, categories) replace the loaded row.
  const [debate, setDebate] = useState(loaded);
  const contentRef = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<SelectedPassage | null>(null);
  useResumedResponse(loaded.id, setSelection);
  const [deltaSelection, setDeltaSelection] = useState<SelectedPassage | null>(null);
  const [openDeltaIds, setOpenDeltaIds] = useState<string[]>([]);
  const room = useRoomVerdict(debate.id, debate.is_public);
  const { reload: reloadRoom } = room;
  const poll = usePoll(debate.id, { shared: debate.is_public, follow: followDebateChannel, onAnswered: reloadRoom });
  const authors = speakerAuthors(debate);
  const [views, setViews] = useState(debate.views);
  const [announcement, setAnnouncement] = useState('');
  const votes = useDebateVote(debate.id, { upvotes: debate.upvotes, downvotes: debate.downvotes }, debate.is_public);
  const responses = useResponses(debate.id);
  const { expanded, toggleTurn, revealPassage } = usePassageReveal(contentRef);
  const { receive, replace } = responses;
  const { applyTallies } = votes;
  useResponseTarget(useSearchParams()[0].get('response'), responses);

  useDebateLive(debate.id, {
    onTallies: applyTallies,
    onViews: setViews,
    onResponse: (row) => {
      receive(row);
      setAnnouncement(row.parent_id === null ? `New response from ${row.author_name}` : `New reply from ${row.author_name}`);
    },
    // An edit (or a deletion, or moderation) made in another tab or by its author reaches every reader.
    onResponseChanged: replace,
  });

  const onSelectionEnd = useCallback(() => {
    const content = contentRef.current;
    const current = window.getSelection();
    if (!content || !current || current.rangeCount === 0 || current.isCollapsed) return;
    const range = current.getRangeAt(0).cloneRange();
    // Reading a selection's anchor loads with a reader's first selection, off the first screen.
    void import('@/lib/selectionAnchor.ts').then(({ selectedPassage }) => {
      const passage = selectedPassage(content, range);
      if (passage) setSelection(passage);
    });
  }, []);

  const onPosted = useCallback(
    (row: ResponseRow) => {
      receive(row);
      window.getSelection()?.removeAllRanges();
      setAnnouncement('Your response was posted.');
    },
    [receive],
  );

  return (
    <>
      <div className="debate-layout">
        <section className="debate-pane" aria-labelledby="debate-topic">
          <DebateHeader
            debate={debate}
            views={views}
            actions={<DebateActions debate={debate} votes={votes} onShared={(row) => setDebate((d) => ({ ...d, ...row }))} />}
            ownerActions={<ViewerOwnerActions debate={debate} onChanged={(row) => setDebate((d) => ({ ...d, ...row }))} />}
          />
          <ModerationNotice state={debate.moderation_state} authorId={debate.user_id} kind="debate" />
          <DebateFamily
            debateId={debate.id}
            topic={debate.topic}
            canRematch={
              debate.moderation_state === 'visible' &&
              (debate.speaker1_model !== debate.speaker2_model || debate.speaker1_rhetoric_style !== debate.speaker2_rhetoric_style)
            }
          />
          {debate.is_public && <PollBefore poll={poll} />}
          <DebateContent
            ref={contentRef}
            debate={debate}
            expanded={expanded}
            onToggle={toggleTurn}
            anchors={responses.anchors}
            deltas={room.deltas}
            onOpenDeltas={setOpenDeltaIds}
            onSelectionEnd={onSelectionEnd}
          />
          {debate.is_public && <PollAfter poll={poll} room={{ verdict: room.verdict, deltas: room.deltas, authors }} />}
          <Suspense fallback={null}>
            <DebateJudges debate={debate} />
          </Suspense>
        </section>
        <ResponsesPane responses={responses} onReveal={revealPassage} announcement={announcement} extras={RESPONSE_EXTRAS} />
      </div>
      <SelectionResponse
        debate={debate}
        selection={selection}
        onClose={() => setSelection(null)}
        onPosted={onPosted}
        onAwardDelta={() => {
          setDeltaSelection(selection);
          setSelection(null);
        }}
      />
      <DeltaDialogs
        debate={debate}
        deltaSelection={deltaSelection}
        onDeltaClosed={() => setDeltaSelection(null)}
        openDeltas={room.deltas.filter((d) => openDeltaIds.includes(d.id))}
        onExplanationsClosed={() => setOpenDeltaIds([])}
        onChanged={(message) => {
          reloadRoom();
          setAnnouncement(message);
        }}
      />
      <LoginRequiredModal
        open={votes.loginPrompt}
        onClose={votes.closeLoginPrompt}
        onSignIn={votes.leaveToSignIn}
        message={VOTE_LOGIN_MESSAGE}
      />
    </>
  );
}
