import { codePointLength, sliceCodePoints } from '@/lib/codePoints.ts';

export const REPLY_PREVIEW_LENGTH = 100;

/** A reply preview: the first 100 characters, then an ellipsis when cut. */
export function replyPreview(text: string, limit: number = REPLY_PREVIEW_LENGTH): string {
  if (codePointLength(text) <= limit) return text;
  return `${sliceCodePoints(text, 0, limit)}...`;
}
