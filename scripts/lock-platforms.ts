// `npm run lock:platforms`: after `npm install`, give package-lock.json an entry
// for every optional per-platform binary package (esbuild-, oxc- or deno-style
// `@scope/binding-<os>-<cpu>`) that the lock names but does not list.
//
// Why: the registry this project is developed against serves only the
// linux-x64 builds of such packages, so npm cannot write their lock entries,
// and `npm ci` then refuses the lock as out of sync. An entry with the version,
// `optional` and the os/cpu/libc read from the package's name is what npm
// writes where it can reach them; npm skips it on other platforms and fetches
// it by version on its own platform.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OS_NAMES = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU_NAMES = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el'];

/** os / cpu / libc from a platform package's name, e.g. `binding-linux-arm64-musl`. */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((p) => OS_NAMES.includes(p));
  const cpu = parts.find((p) => CPU_NAMES.includes(p)) ?? (parts.includes('arm') ? 'arm' : undefined);
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os || !cpu) return null;
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('glibc') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined;
  return { os: [os], cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}) };
}

function addMissingPlatformEntries(packages: Record<string, LockEntry>): string[] {
  const added: string[] = [];
  for (const [location, entry] of Object.entries({ ...packages })) {
    for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${dep}`;
      if (packages[nested] || packages[`node_modules/${dep}`]) continue;
      const platform = platformOf(dep);
      const version = spec.replace(/^[\^~=]/, '');
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      packages[`node_modules/${dep}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${dep}@${version}`);
    }
  }
  return added;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
  const added = addMissingPlatformEntries(lock.packages);
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length ? `added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'lock already lists every platform package',
  );
}
