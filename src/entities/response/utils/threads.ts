import type { ResponseRow } from '../types/index.ts';

export interface ThreadNode {
  response: ResponseRow;
  replies: ThreadNode[];
}

/**
 * Timestamps (one ISO format from PostgREST) and ids compare by code unit:
 * the order they mean. localeCompare would load ICU's collator on the
 * viewer's first screen and may ignore punctuation.
 */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Nests replies under their parents. Top-level responses keep the order given
 * (newest first, as paged); replies read as a conversation, oldest first.
 * A reply whose parent is not loaded is left out rather than misplaced.
 */
export function buildThreads(topLevel: readonly ResponseRow[], replies: readonly ResponseRow[]): ThreadNode[] {
  const nodes = new Map<string, ThreadNode>();
  const roots = topLevel.map((response) => {
    const node: ThreadNode = { response, replies: [] };
    nodes.set(response.id, node);
    return node;
  });
  const ordered = [...replies].sort((a, b) => a.depth - b.depth || byCode(a.created_at, b.created_at) || byCode(a.id, b.id));
  for (const reply of ordered) {
    if (nodes.has(reply.id)) continue;
    const parent = reply.parent_id ? nodes.get(reply.parent_id) : undefined;
    if (!parent) continue;
    const node: ThreadNode = { response: reply, replies: [] };
    nodes.set(reply.id, node);
    parent.replies.push(node);
  }
  for (const node of nodes.values()) {
    node.replies.sort((a, b) => byCode(a.response.created_at, b.response.created_at) || byCode(a.response.id, b.response.id));
  }
  return roots;
}

/** Every reply below a node, at any depth: what collapsing it hides. */
export function countReplies(node: ThreadNode): number {
  return node.replies.reduce((sum, reply) => sum + 1 + countReplies(reply), 0);
}

/** The thread toggle's label: Hide replies while open, +N replies (+1 reply) when collapsed. */
export function threadToggleLabel(collapsed: boolean, replyCount: number): string {
  return collapsed ? `+${replyCount} ${replyCount === 1 ? 'reply' : 'replies'}` : 'Hide replies';
}
