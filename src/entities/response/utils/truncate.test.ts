import { describe, expect, it } from 'vitest';
import { replyPreview, REPLY_PREVIEW_LENGTH } from './truncate.ts';

describe('reply preview', () => {
  it('keeps text of at most 100 characters as it is', () => {
    const exact = 'x'.repeat(REPLY_PREVIEW_LENGTH);
    expect(replyPreview(exact)).toBe(exact);
    expect(replyPreview('short reply')).toBe('short reply');
  });

  it('cuts longer text at 100 characters and marks the cut', () => {
    const long = 'y'.repeat(101);
    expect(replyPreview(long)).toBe(`${'y'.repeat(100)}...`);
  });

  it('never splits an emoji in half', () => {
    const text = `${'z'.repeat(99)}😀😀`;
    expect(replyPreview(text)).toBe(`${'z'.repeat(99)}😀...`);
  });
});
