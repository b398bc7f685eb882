/** A run of text with whatever the renderer attaches to it (e.g. the anchors covering it). */
export interface Piece<T> {
  text: string;
  data: T;
}

/** One line of a paragraph: its pieces, then the raw line-break characters (null on the last line). */
interface Line<T> {
  pieces: Piece<T>[];
  breakText: string | null;
}

/** A paragraph, preceded by the raw whitespace that separated it from the previous one. */
export interface Paragraph<T> {
  gap: string;
  lines: Line<T>[];
}

// A whitespace run holding a newline: two or more newlines part paragraphs, one breaks the line.
const BREAK = /([^\S\n]*\n\s*)/;

/**
 * Lays pieces of text out in paragraphs and lines without losing a character:
 * every separator is kept (as a paragraph's `gap` or a line's `breakText`), so
 * the rendered text nodes still concatenate to the stored text and selection
 * offsets keep counting it exactly.
 */
export function layoutParagraphs<T>(pieces: readonly Piece<T>[]): Paragraph<T>[] {
  const paragraphs: Paragraph<T>[] = [{ gap: '', lines: [{ pieces: [], breakText: null }] }];
  const lastParagraph = () => paragraphs[paragraphs.length - 1]!;
  const lastLine = () => lastParagraph().lines[lastParagraph().lines.length - 1]!;

  for (const piece of pieces) {
    // split() with a capture group: even parts are text, odd parts the separators.
    piece.text.split(BREAK).forEach((part, i) => {
      if (part === '') return;
      if (i % 2 === 0) {
        lastLine().pieces.push({ text: part, data: piece.data });
      } else if ((part.match(/\n/g) ?? []).length >= 2) {
        paragraphs.push({ gap: part, lines: [{ pieces: [], breakText: null }] });
      } else {
        lastLine().breakText = part;
        lastParagraph().lines.push({ pieces: [], breakText: null });
      }
    });
  }
  return paragraphs;
}

/** Plain text back from a layout: the identity the selection offsets rely on. */
export function layoutText<T>(paragraphs: readonly Paragraph<T>[]): string {
  return paragraphs.map((p) => p.gap + p.lines.map((l) => l.pieces.map((x) => x.text).join('') + (l.breakText ?? '')).join('')).join('');
}
