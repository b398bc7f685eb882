import { describe, expect, it } from 'vitest';
import { qrCodeImage } from './mfa.ts';

describe('qrCodeImage', () => {
  it("keeps a QR code's SVG whole in <img>, whatever it holds (auth-js leaves it unescaped)", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h35v35H0z"/><path stroke="#000000" d="M3 3.5h7"/></svg>';
    const unescaped = `data:image/svg+xml;utf-8,${svg}`;
    // What auth-js hands over: the document ends at the first `#`.
    expect(new URL(unescaped).hash).not.toBe('');
    const image = qrCodeImage(unescaped);
    const url = new URL(image);
    expect(url.hash).toBe('');
    expect(decodeURIComponent(image.slice('data:image/svg+xml;charset=utf-8,'.length))).toBe(svg);
    expect(qrCodeImage('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
