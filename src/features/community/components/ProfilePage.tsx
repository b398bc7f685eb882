import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Avatar, EmptyState, ErrorBox, LocalDate } from '@/components/index.ts';
import { useProfile } from '../hooks/useProfile.ts';
import { DebateCard } from './DebateCard.tsx';
import { DebateListSkeleton } from './DebateListSkeleton.tsx';
import { LoadMoreDebates } from './LoadMoreDebates.tsx';
import { ProfileNotFound } from './ProfileNotFound.tsx';
import { SpeakerRecord } from './SpeakerRecord.tsx';
import './community.css';
import './profile.css';

/** /u/:handle: a person's public page — name, avatar, member since, counts, their debates spoken and record (when shown) and shared debates. */
export function ProfilePage() {
  const { handle = '' } = useParams();
  const state = useProfile(handle);
  const { profile } = state;

  useEffect(() => {
    if (profile) document.title = `${profile.display_name} (@${profile.handle}) — Agora`;
  }, [profile]);

  if (state.status === 'missing') {
    return (
      <ProfileNotFound title="No one has this handle">
        <p>The person may have chosen another handle.</p>
      </ProfileNotFound>
    );
  }

  return (
    <div className="container profile">
      <header className="profile__header" aria-busy={state.status === 'loading' || undefined}>
        <Avatar id={profile ? handle : null} name={profile?.display_name} size="lg" />
        <div className="profile__who">
          <h1 className="profile__name">{profile?.display_name ?? ' '}</h1>
          <p className="profile__meta">
            {profile ? (
              <>
                @{profile.handle} · Member since <LocalDate value={profile.member_since} form="month" />
              </>
            ) : (
              ' '
            )}
          </p>
        </div>
        <dl className="profile__counts" data-testid="profile-counts">
          <div>
            <dt>Debates shared</dt>
            <dd>{profile?.debates_shared ?? '–'}</dd>
          </div>
          <div>
            <dt>Upvotes received</dt>
            <dd>{profile?.upvotes_received ?? '–'}</dd>
          </div>
          <div>
            <dt>∆s given</dt>
            <dd>{profile?.deltas_given ?? '–'}</dd>
          </div>
        </dl>
      </header>

      <section aria-labelledby="profile-debates">
        <h2 id="profile-debates" className="profile__section-title">
          Shared debates
        </h2>
        {state.status === 'loading' && <DebateListSkeleton variant="ranking" />}
        {state.status === 'error' && <ErrorBox>{state.error}</ErrorBox>}
        {state.status === 'ready' && state.debates.length === 0 && <EmptyState title="No shared debates yet" />}
        {state.debates.length > 0 && (
          <ol className="debate-list">
            {state.debates.map((debate) => (
              <li key={debate.id}>
                <DebateCard debate={debate} />
              </li>
            ))}
          </ol>
        )}
        <LoadMoreDebates loadingMore={state.loadingMore} canLoadMore={state.hasMore} onLoadMore={state.loadMore} />
      </section>

      {/* Read after the page (the server does not write it): below the shared debates, it moves nothing already shown. */}
      {profile && <SpeakerRecord handle={profile.handle} name={profile.display_name} />}
    </div>
  );
}
