import { useCallback, useEffect, useState, type RefObject } from 'react';
import { turnKey } from '../components/DebateContent.tsx';
import type { ResponseRow } from '@/entities/response/types/index.ts';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Which turns show their full text, and a response's quote revealing its
 * passage: the right version of the turn, scrolled to and flashed.
 */
export function usePassageReveal(contentRef: RefObject<HTMLDivElement | null>) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [reveal, setReveal] = useState<{ anchorId: string; key: string; at: number } | null>(null);

  const toggleTurn = useCallback((key: string) => setExpanded((e) => ({ ...e, [key]: !(e[key] ?? false) })), []);

  const revealPassage = useCallback((response: ResponseRow) => {
    const key = turnKey(response.round_index, response.speaker_index);
    setExpanded((e) => ({ ...e, [key]: response.passage === 'text' }));
    setReveal({ anchorId: response.root_id, key, at: Date.now() });
  }, []);

  useEffect(() => {
    const content = contentRef.current;
    if (!reveal || !content) return;
    const [round, speaker] = reveal.key.split('-');
    const target =
      content.querySelector<HTMLElement>(`mark[data-anchor-ids~="${reveal.anchorId}"]`) ??
      content.querySelector<HTMLElement>(`[data-round-index="${round}"][data-speaker-index="${speaker}"]`);
    if (!target) return;
    target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
    target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.classList.add('anchor-mark--flash');
    const timer = setTimeout(() => target.classList.remove('anchor-mark--flash'), 2000);
    return () => clearTimeout(timer);
  }, [reveal, contentRef]);

  return { expanded, toggleTurn, revealPassage };
}
