import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../postgres/migrate.ts';
import { authOptionsFromConfig, localSmtpConfig } from './config-toml.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function configFile(toml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-config-'));
  dirs.push(dir);
  const file = path.join(dir, 'config.toml');
  fs.writeFileSync(file, toml);
  return file;
}

describe("the auth emails' sender, as the Supabase CLI reads config.toml", () => {
  it("is Agora's own in the project's config: the local mailbox's [local_smtp] sender, no custom server", () => {
    const file = path.join(ROOT, 'supabase', 'config.toml');
    expect(localSmtpConfig(file)).toEqual({ port: 54324, adminEmail: 'no-reply@agora.local', senderName: 'Agora' });
    expect(authOptionsFromConfig(file, 'config').smtp).toBeUndefined();
  });

  it('is [auth.email.smtp] with its server once enabled, its secrets read from env()', () => {
    process.env.AGORA_TEST_SMTP_PASS = 'from-the-environment';
    const file = configFile(`
[local_smtp]
admin_email = "mailbox@agora.local"
[auth.email.smtp]
enabled = true
host = "smtp.example.org"
port = 587
user = "mailer"
pass = "env(AGORA_TEST_SMTP_PASS)"
admin_email = "no-reply@agora.example"
sender_name = "Agora"
`);
    expect(authOptionsFromConfig(file, 'config').smtp).toEqual({
      host: 'smtp.example.org',
      port: 587,
      user: 'mailer',
      pass: 'from-the-environment',
      adminEmail: 'no-reply@agora.example',
      senderName: 'Agora',
    });
    delete process.env.AGORA_TEST_SMTP_PASS;
  });

  it('leaves a disabled [auth.email.smtp] alone, and refuses an enabled one without a server', () => {
    const off = configFile(`[auth.email.smtp]\nenabled = false\nadmin_email = "x@example.org"\n[local_smtp]\nsender_name = "Local"\n`);
    expect(authOptionsFromConfig(off, 'config').smtp).toBeUndefined();
    expect(localSmtpConfig(off)).toEqual({ port: undefined, adminEmail: undefined, senderName: 'Local' });
    const broken = configFile(`[auth.email.smtp]\nenabled = true\n`);
    expect(() => authOptionsFromConfig(broken, 'config')).toThrow('[auth.email.smtp] is enabled without a host and port');
  });
});

describe('[auth.mfa] as the CLI reads it', () => {
  it("turns authenticator apps on in the project's config (the CLI's defaults, and the service's, are off)", () => {
    const file = path.join(ROOT, 'supabase', 'config.toml');
    expect(authOptionsFromConfig(file, 'config')).toMatchObject({ mfaMaxEnrolledFactors: 10, mfaTotpEnroll: true, mfaTotpVerify: true });
    const bare = authOptionsFromConfig(configFile('[auth]\n'), 'config');
    expect([bare.mfaTotpEnroll, bare.mfaTotpVerify]).toEqual([undefined, undefined]);
  });
});
