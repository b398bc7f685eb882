import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/index.ts';
import { loginPathFrom } from '@/lib/returnTo.ts';
import { useSession } from '@/stores/session.ts';
import type { DebateFamily as Family, FamilyMember } from '../api/familyApi.ts';
import { rematchPath } from '../utils/points.ts';
import { familyCountLabel } from '../utils/familyText.ts';
import './continuation.css';

function memberLine(member: FamilyMember): string {
  const what = member.kind === 'continuation' ? `Continued after ${member.afterLabel ?? 'a turn'}` : 'Rematch, sides swapped';
  const questions = member.questions === 1 ? ' · 1 question' : member.questions > 1 ? ` · ${member.questions} questions` : '';
  return `${what} by ${member.authorName}: ${member.speaker1Model} vs ${member.speaker2Model}${questions}${member.isPublic ? '' : ' · private'}`;
}

/**
 * The count as the ranking's card gives it (shared members only), and the owner's own private
 * ones said apart: the debate page and the card never disagree.
 */
function familyCount(members: readonly FamilyMember[]): string {
  const shared = members.filter((m) => m.isPublic);
  const counted = familyCountLabel(
    shared.filter((m) => m.kind === 'continuation').length,
    shared.filter((m) => m.kind === 'rematch').length,
  );
  const own = members.length - shared.length;
  const private_ = own === 0 ? '' : `${own} private, only you see ${own === 1 ? 'it' : 'them'}`;
  return [counted, private_].filter(Boolean).join(' · ');
}

/** "Continued from ‹topic› after Round 2, First Speaker" or "A rematch of ‹topic›, sides swapped". */
function Origin({ origin, topic }: { origin: NonNullable<Family['origin']>; topic: string }) {
  const original = origin.original;
  const what = origin.kind === 'continuation' ? 'Continued from' : 'A rematch, sides swapped, of';
  return (
    <p className="debate-family__origin" data-testid="debate-origin">
      {what} {original ? <Link to={`/debate/${original.id}`}>{original.topic}</Link> : <span>{topic} (a debate no longer shared)</span>}
      {origin.kind === 'continuation' && origin.afterLabel && <> after {origin.afterLabel}</>}
      {origin.kind === 'rematch' && original && (
        <span className="debate-family__models">
          {' '}
          (there: {original.speaker1Model} vs {original.speaker2Model})
        </span>
      )}
    </p>
  );
}

/**
 * Where a debate comes from and what came of it: the original it continues or rematches (only
 * when the reader may open it), its continuations and rematches, and Rematch, sides swapped.
 * Read after the page is on screen.
 */
export function DebateFamily({ debateId, topic, canRematch }: { debateId: string; topic: string; canRematch: boolean }) {
  const [family, setFamily] = useState<Family | null>(null);
  const signedIn = useSession((s) => s.status === 'signed-in');
  const here = useLocation();
  useEffect(() => {
    let active = true;
    // The family's read loads with its first use, off the debate's first screen.
    import('../api/familyApi.ts')
      .then(({ fetchDebateFamily }) => fetchDebateFamily(debateId))
      .then(
        (read) => active && setFamily(read),
        (error: unknown) => console.error('Loading the debate family failed', error),
      );
    return () => {
      active = false;
    };
  }, [debateId]);

  const rematch = rematchPath(debateId);
  const [pathname, search] = rematch.split('?');
  const members = family?.members ?? [];
  return (
    <section className="debate-family" aria-label="Continuations and rematches" id="follow-ups">
      {family?.origin && <Origin origin={family.origin} topic={topic} />}
      <div className="debate-family__actions">
        {canRematch && (
          <Link
            className={buttonClass('secondary', 'sm')}
            to={signedIn ? rematch : loginPathFrom({ pathname: pathname ?? '/engine', search: `?${search ?? ''}`, hash: '' })}
            state={{ from: `${here.pathname}${here.search}` }}
          >
            Rematch, sides swapped
          </Link>
        )}
        {members.length > 0 && (
          <span className="debate-family__count" data-testid="family-count">
            {familyCount(members)}
          </span>
        )}
      </div>
      {members.length > 0 && (
        <ul className="debate-family__members">
          {members.map((member) => (
            <li key={member.id} data-kind={member.kind}>
              <Link to={`/debate/${member.id}`}>{memberLine(member)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
