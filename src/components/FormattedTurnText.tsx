import { Fragment, useMemo, type ReactNode } from 'react';
import { layoutParagraphs, type Piece } from '@/lib/paragraphs.ts';

export interface FormattedTurnTextProps<T> {
  /** The passage cut in pieces (e.g. by highlight); their texts concatenate to the stored text. */
  pieces: readonly Piece<T>[];
  /** How a piece is drawn (default: its text). */
  renderPiece?: (piece: Piece<T>, key: string) => ReactNode;
}

/**
 * A debate turn in paragraphs (<p>) and lines (<br>). The separators stay in
 * the DOM as text nodes (collapsed whitespace between and at the end of
 * blocks, so invisible), which keeps the element's text identical to the
 * stored text: selection offsets and quotes still count the raw characters.
 */
export function FormattedTurnText<T>({ pieces, renderPiece }: FormattedTurnTextProps<T>) {
  const paragraphs = useMemo(() => layoutParagraphs(pieces), [pieces]);
  return (
    <>
      {paragraphs.map((paragraph, p) => (
        <Fragment key={p}>
          {paragraph.gap}
          <p className="formatted-turn__paragraph">
            {paragraph.lines.map((line, l) => (
              <Fragment key={l}>
                {line.pieces.map((piece, i) => {
                  const key = `${p}-${l}-${i}`;
                  return renderPiece ? renderPiece(piece, key) : <Fragment key={key}>{piece.text}</Fragment>;
                })}
                {line.breakText !== null && (
                  <>
                    {line.breakText}
                    <br />
                  </>
                )}
              </Fragment>
            ))}
          </p>
        </Fragment>
      ))}
    </>
  );
}

/** A whole text as one piece, for passages without highlights. */
export function plainPieces(text: string): Piece<null>[] {
  return [{ text, data: null }];
}
