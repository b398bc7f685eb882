import type { ResponseRow } from '../types/index.ts';

export interface ThreadNode {
  response: ResponseRow;
  replies: ThreadNode[];
}

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
  const ordered = [...replies].sort(
    (a, b) => a.depth - b.depth || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
  for (const reply of ordered) {
    if (nodes.has(reply.id)) continue;
    const parent = reply.parent_id ? nodes.get(reply.parent_id) : undefined;
    if (!parent) continue;
    const node: ThreadNode = { response: reply, replies: [] };
    nodes.set(reply.id, node);
    parent.replies.push(node);
  }
  for (const node of nodes.values()) {
    node.replies.sort(
      (a, b) => a.response.created_at.localeCompare(b.response.created_at) || a.response.id.localeCompare(b.response.id),
    );
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
