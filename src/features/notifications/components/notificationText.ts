import type { NotificationRow } from '../api/notificationsApi.ts';

/** What a notification says, in one sentence. */
export function notificationText(row: Pick<NotificationRow, 'kind' | 'actor_name' | 'debate_topic' | 'milestone'>): string {
  const who = row.actor_name || 'Someone';
  const topic = row.debate_topic ? `“${row.debate_topic}”` : 'a debate';
  switch (row.kind) {
    case 'reply':
      return `${who} replied to your response on ${topic}.`;
    case 'response':
      return `${who} responded to your debate ${topic}.`;
    case 'vote_milestone':
      return `Your debate ${topic} reached ${row.milestone} upvotes.`;
    case 'item_removed':
      return `A moderator removed your content on ${topic}.`;
    case 'your_turn':
      return `Your turn in ${topic}.`;
    default:
      return `Something happened on ${topic}.`;
  }
}

/** Where a notification leads: the floor debate whose turn it is, or the debate, at the response when there is one. */
export function notificationHref(row: Pick<NotificationRow, 'debate_id' | 'generation_id' | 'response_id'>): string {
  if (row.generation_id) return `/floor/${row.generation_id}`;
  const base = `/debate/${row.debate_id ?? ''}`;
  return row.response_id ? `${base}?response=${encodeURIComponent(row.response_id)}` : base;
}
