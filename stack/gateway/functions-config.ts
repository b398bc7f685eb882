import fs from 'node:fs';
import { parse } from 'smol-toml';
import { z } from 'zod';

/** What the gateway needs to know about one edge function. */
export interface FunctionSettings {
  enabled: boolean;
  verifyJwt: boolean;
}

export type FunctionsConfig = Record<string, FunctionSettings>;

const ConfigToml = z.looseObject({
  functions: z
    .record(
      z.string(),
      z.looseObject({
        enabled: z.boolean().optional(),
        verify_jwt: z.boolean().optional(),
      }),
    )
    .optional(),
});

/** `[functions.<name>]` sections of a Supabase CLI config.toml. */
export function parseFunctionsConfig(toml: string): FunctionsConfig {
  const config = ConfigToml.parse(parse(toml));
  const result: FunctionsConfig = {};
  for (const [name, section] of Object.entries(config.functions ?? {})) {
    result[name] = { enabled: section.enabled ?? true, verifyJwt: section.verify_jwt ?? true };
  }
  return result;
}

export function readFunctionsConfig(file: string): FunctionsConfig {
  return fs.existsSync(file) ? parseFunctionsConfig(fs.readFileSync(file, 'utf8')) : {};
}

/** As on Supabase, a function without a section is enabled and requires a valid JWT. */
export function settingsFor(config: FunctionsConfig, name: string): FunctionSettings {
  return config[name] ?? { enabled: true, verifyJwt: true };
}
