import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar, CategoryChips, LocalDate, PersonLink } from '@/components/index.ts';
import { votePercentage } from '@/entities/vote/stores/votes.ts';
import { counted, personAuthor, speakerName, writtenBy } from '@contract/glossary.ts';
import type { CardVerdict } from '@contract/ranking.ts';
import { familyCountLabel } from '@/entities/continuation/utils/familyText.ts';
import type { PublicDebate } from '../types/index.ts';
import { CardVoteControl } from './CardVoteControl.tsx';
import { StarButton } from './StarButton.tsx';

/** "1 response", "2 responses": the card's count of the debate's thread. */
export function responseCountLabel(count: number): string {
  return counted(count, 'response');
}

/** The room's verdict as a card badge (who wrote the winner's text named); nothing while there are not enough votes. */
function verdictBadgeText(verdict: CardVerdict, debate: PublicDebate): string | null {
  const final = verdict.is_final ? ' · final' : '';
  if (verdict.status === 'too_close') return `Too close to call${final}`;
  if (verdict.status !== 'decided' || !verdict.winner_speaker) return null;
  const index = verdict.winner_speaker - 1;
  const model = index === 0 ? debate.speaker1_model : debate.speaker2_model;
  const author = verdict.winner_person ? personAuthor(verdict.winner_person.name) : writtenBy(model, debate.generator);
  return `Room: ${speakerName(index)} (${author}) won${final}`;
}

/**
 * One shared debate in the ranking: topic, author, two lines of the opening
 * argument, categories, response count, live tallies, ▲ score ▼, star.
 * Memoised: a live tally arriving renders only its own card.
 */
export const DebateCard = memo(function DebateCard({
  debate,
  verdict,
}: {
  debate: PublicDebate;
  verdict?: CardVerdict | null | undefined;
}) {
  const location = useLocation();
  const badge = verdict ? verdictBadgeText(verdict, debate) : null;
  const percent = votePercentage(debate.upvotes, debate.upvotes, debate.downvotes);
  const family = familyCountLabel(debate.continuation_count ?? 0, debate.rematch_count ?? 0);
  return (
    <article className="card debate-card" aria-labelledby={`debate-${debate.id}`}>
      <div className="debate-card__main">
        <h3 id={`debate-${debate.id}`} className="debate-card__title">
          {/* The viewer's Back returns to the list as filtered. */}
          <Link to={`/debate/${debate.id}`} state={{ backTo: `${location.pathname}${location.search}` }}>
            {debate.topic}
          </Link>
        </h3>
        <p className="debate-card__meta">
          <span className="person">
            <Avatar id={debate.user_id} name={debate.user_display_name} size="sm" />
            <PersonLink id={debate.user_id}>
              <span>by {debate.user_display_name}</span>
            </PersonLink>
          </span>
          {debate.shared_at && (
            <>
              {' · '}
              <LocalDate value={debate.shared_at} />
            </>
          )}
        </p>
        {/* Always two lines tall (CSS), so a short opening does not change the card's height. */}
        <p className="debate-card__preview" data-testid="opening-preview">
          {debate.opening_preview ?? ''}
        </p>
        <div className="debate-card__tags">
          <CategoryChips className="debate-card__categories" categories={debate.categories} />
          <span className="debate-card__responses" data-testid="response-count">
            {responseCountLabel(debate.response_count ?? 0)}
          </span>
          {family && (
            <Link className="debate-card__family" data-testid="card-family" to={`/debate/${debate.id}#follow-ups`}>
              {family}
            </Link>
          )}
          {debate.family_kind && (
            <span className="debate-card__family-kind" data-testid="card-family-kind">
              {debate.family_kind === 'rematch'
                ? 'Rematch, sides swapped'
                : `Continuation${debate.continued_after_label ? ` after ${debate.continued_after_label}` : ''}`}
            </span>
          )}
          {badge && (
            <span className={`verdict-badge verdict-badge--${verdict?.status ?? ''}`} data-testid="card-verdict">
              {badge}
            </span>
          )}
        </div>
      </div>
      <div className="debate-card__side">
        <dl className="debate-card__stats" data-testid="tallies">
          <div>
            <dt>Upvotes</dt>
            <dd data-testid="upvotes">{debate.upvotes}</dd>
          </div>
          <div>
            <dt>Downvotes</dt>
            <dd data-testid="downvotes">{debate.downvotes}</dd>
          </div>
          <div>
            <dt>Upvoted</dt>
            <dd data-testid="vote-percentage">{percent}%</dd>
          </div>
          <div>
            <dt>Views</dt>
            <dd>{debate.views}</dd>
          </div>
        </dl>
        <CardVoteControl debateId={debate.id} topic={debate.topic} upvotes={debate.upvotes} downvotes={debate.downvotes} />
        <StarButton debateId={debate.id} topic={debate.topic} />
      </div>
    </article>
  );
});
