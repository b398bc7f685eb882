import { describe, expect, it } from 'vitest';
import { newTotp, qrCodeSvg, totpMatches } from './mfa.ts';
import * as OTPAuth from 'otpauth';

describe('TOTP enrolment', () => {
  it("draws a QR code that survives auth-js's unescaped data URL whole", async () => {
    const { uri } = newTotp('127.0.0.1', 'ada@example.org');
    const svg = await qrCodeSvg(uri);
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(svg).toContain('fill="white"');
    expect(svg).toContain('stroke="black"');
    // What auth-js hands to <img>: a fragment would cut the document short.
    const url = new URL(`data:image/svg+xml;utf-8,${svg}`);
    expect(url.hash).toBe('');
    // (URL parsing drops line breaks, as a browser does.)
    expect(decodeURIComponent(url.pathname.slice('image/svg+xml;utf-8,'.length))).toBe(svg.replace(/[\n\t]/g, ''));
  });

  it('accepts the current code of a new secret, and not another', () => {
    const { secret } = newTotp('127.0.0.1', 'ada@example.org');
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    expect(totpMatches(secret, code)).toBe(true);
    expect(totpMatches(secret, code === '000000' ? '111111' : '000000')).toBe(false);
    expect(totpMatches(secret, 'abcdef')).toBe(false);
  });
});
