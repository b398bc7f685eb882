import { codePointLength } from './codePoints.ts';

type PassageKind = 'text' | 'summary';

/** Where a reader's selection sits: one turn's text or summary, in code points. */
export interface SelectedPassage {
  roundIndex: number;
  speakerIndex: number;
  passage: PassageKind;
  text: string;
  start: number;
  end: number;
}

/**
 * The attribute every rendered turn passage carries; its element holds nothing
 * but the passage's characters (plain text nodes, possibly wrapped in marks),
 * so text offsets inside it are offsets into the stored text.
 */
const PASSAGE_SELECTOR = '[data-passage]';

function elementOf(node: Node): Element | null {
  return node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
}

function passageElementOf(node: Node): HTMLElement | null {
  const found = elementOf(node)?.closest(PASSAGE_SELECTOR);
  return found instanceof HTMLElement ? found : null;
}

/** True when the selection starts and ends inside the debate content area. */
export function isSelectionInside(content: Node, range: Range): boolean {
  return content.contains(range.startContainer) && content.contains(range.endContainer);
}

function textBetween(startNode: Node, startOffset: number, endNode: Node, endOffset: number): string {
  const range = (startNode.ownerDocument ?? document).createRange();
  range.setStart(startNode, startOffset);
  range.setEnd(endNode, endOffset);
  return range.toString();
}

function readInteger(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * The anchored passage a selection designates, or null when it does not count:
 * empty, not fully inside `content`, or spanning more than one turn. Spill-over
 * made only of whitespace (a triple-click selects up to the next block) is
 * clipped; surrounding whitespace is trimmed from the quote.
 */
export function selectedPassage(content: HTMLElement, range: Range): SelectedPassage | null {
  if (range.collapsed || !isSelectionInside(content, range)) return null;

  const passageEl = passageElementOf(range.startContainer) ?? passageElementOf(range.endContainer);
  if (!passageEl || !content.contains(passageEl)) return null;

  const startsInside = passageEl.contains(range.startContainer);
  const endsInside = passageEl.contains(range.endContainer);
  const passageEnd = passageEl.childNodes.length;
  const spillBefore = startsInside ? '' : textBetween(range.startContainer, range.startOffset, passageEl, 0);
  const spillAfter = endsInside ? '' : textBetween(passageEl, passageEnd, range.endContainer, range.endOffset);
  if (spillBefore.trim() !== '' || spillAfter.trim() !== '') return null;

  const [startNode, startOffset] = startsInside ? [range.startContainer, range.startOffset] : [passageEl, 0];
  const [endNode, endOffset] = endsInside ? [range.endContainer, range.endOffset] : [passageEl, passageEnd];

  const raw = textBetween(startNode, startOffset, endNode, endOffset);
  const text = raw.trim();
  if (text === '') return null;

  const leading = raw.slice(0, raw.length - raw.trimStart().length);
  const start = codePointLength(textBetween(passageEl, 0, startNode, startOffset)) + codePointLength(leading);

  const roundIndex = readInteger(passageEl.dataset.roundIndex);
  const speakerIndex = readInteger(passageEl.dataset.speakerIndex);
  const passage = passageEl.dataset.passage;
  if (roundIndex === null || speakerIndex === null || (passage !== 'text' && passage !== 'summary')) return null;

  return { roundIndex, speakerIndex, passage, text, start, end: start + codePointLength(text) };
}
