/** A selected passage, quoted at the top of a form about it (the viewer's respond and award-a-∆ modals). */
export function PassageQuote({ label, text }: { label: string; text: string | undefined }) {
  return (
    <figure className="passage-quote">
      <figcaption className="field__label">{label}</figcaption>
      <blockquote>{text}</blockquote>
    </figure>
  );
}
