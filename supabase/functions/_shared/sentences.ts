/** A text's sentences, paragraph by paragraph: what the demo debater quotes and the demo judge weighs. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?…])\s+(?=["'“(]?[A-Z0-9])/))
    .map((s) => s.trim())
    .filter(Boolean);
}
