import { useEffect, useRef } from 'react';
import { fetchResponseWithRoot, listThreadReplies } from '../api/responsesApi.ts';
import type { ResponsesState } from './useResponses.ts';

const TARGET_CLASS = 'response--target';

function findResponse(responseId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-response-id="${CSS.escape(responseId)}"]`);
}

/**
 * `?response=<id>` (a notification's link): loads that response's thread when
 * it is not on the first page, then scrolls to it and highlights it once.
 */
export function useResponseTarget(responseId: string | null, responses: ResponsesState): void {
  const { receive, loading, topLevel, replies } = responses;
  const fetched = useRef<string | null>(null);
  const shown = useRef<string | null>(null);

  // Once the first page is in, fetch the target's thread if it is not there.
  useEffect(() => {
    if (!responseId || loading || fetched.current === responseId) return;
    if (findResponse(responseId)) return;
    fetched.current = responseId;
    let current = true;
    fetchResponseWithRoot(responseId)
      .then(async (rows) => {
        if (!current) return;
        for (const row of rows) receive(row);
        const root = rows[0];
        if (root && root.parent_id === null) {
          const thread = await listThreadReplies(root.debate_id, [root.id]);
          if (current) for (const row of thread) receive(row);
        }
      })
      .catch((error: unknown) => console.error('Loading the linked response failed', error));
    return () => {
      current = false;
    };
  }, [responseId, loading, receive]);

  // As soon as the target is rendered: scroll to it and highlight it.
  useEffect(() => {
    if (!responseId || shown.current === responseId) return;
    const element = findResponse(responseId);
    if (!element) return;
    shown.current = responseId;
    element.classList.add(TARGET_CLASS);
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    const body = element.querySelector<HTMLElement>('.response__body');
    if (body) {
      body.tabIndex = -1;
      body.focus({ preventScroll: true });
    }
  }, [responseId, topLevel, replies]);
}
