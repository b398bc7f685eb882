import { useSession } from '@/stores/session.ts';
import './report.css';

export interface ModerationNoticeProps {
  state: 'visible' | 'hidden' | 'removed';
  authorId: string | null;
  kind: 'debate' | 'response';
}

/**
 * What replaces (for others) or accompanies (for its author) a debate or
 * response that reports hid or a moderator removed; the reads already
 * withhold its content from everyone but the author.
 */
export function ModerationNotice({ state, authorId, kind }: ModerationNoticeProps) {
  const userId = useSession((s) => s.user?.id ?? null);
  if (state === 'visible') return null;
  const own = userId !== null && userId === authorId;
  let text: string;
  if (own) {
    text =
      state === 'hidden'
        ? `Your ${kind} is hidden pending review after reports; only you can see it until a moderator decides.`
        : `A moderator removed your ${kind}; only you can see it.`;
  } else {
    text = state === 'hidden' ? `This ${kind} is hidden pending review.` : `This ${kind} was removed by a moderator.`;
  }
  return (
    <p className={`moderation-notice moderation-notice--${state}`} role="note">
      {text}
    </p>
  );
}
