import { describe, expect, it } from 'vitest';
import { parseFunctionsConfig, settingsFor } from './functions-config.ts';

describe('parseFunctionsConfig', () => {
  it('reads verify_jwt and enabled from [functions.<name>] sections', () => {
    const config = parseFunctionsConfig(`
project_id = "agora"
[api]
port = 54321
[functions.generate-debate]
enabled = true
verify_jwt = true
[functions.stripe-webhook]
verify_jwt = false
[functions.retired]
enabled = false
`);
    expect(config).toEqual({
      'generate-debate': { enabled: true, verifyJwt: true },
      'stripe-webhook': { enabled: true, verifyJwt: false },
      retired: { enabled: false, verifyJwt: true },
    });
  });

  it('treats a function without a section as Supabase does: enabled, JWT required', () => {
    expect(settingsFor(parseFunctionsConfig('project_id = "x"'), 'anything')).toEqual({
      enabled: true,
      verifyJwt: true,
    });
  });

  it('rejects a verify_jwt that is not a boolean instead of guessing', () => {
    expect(() => parseFunctionsConfig('[functions.f]\nverify_jwt = "no"')).toThrow();
  });
});
