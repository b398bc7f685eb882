import fs from 'node:fs';
import { parse } from 'smol-toml';
import { z } from 'zod';

const AuthConfig = z.looseObject({
  auth: z
    .looseObject({
      site_url: z.string().optional(),
      jwt_expiry: z.number().optional(),
      refresh_token_reuse_interval: z.number().optional(),
      minimum_password_length: z.number().optional(),
      enable_signup: z.boolean().optional(),
      rate_limit: z
        .looseObject({
          sign_in_sign_ups: z.number().optional(),
          token_refresh: z.number().optional(),
        })
        .optional(),
    })
    .optional(),
});

export type AuthConfig = NonNullable<z.infer<typeof AuthConfig>['auth']>;

/** The `[auth]` section of supabase/config.toml (empty when the file is missing). */
export function readAuthConfig(file: string): AuthConfig {
  return AuthConfig.parse(fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : {}).auth ?? {};
}
