import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutOf, type Layout } from './layout';
import { liveRelease, prune, releasesToPrune, shareAssets, switchTo, type DeployLogEntry } from './releases';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const RELEASES = [
  '20261101-100000-aaaaaaa',
  '20261105-100000-bbbbbbb',
  '20261110-100000-ccccccc',
  '20261120-100000-ddddddd',
  '20261125-100000-eeeeeee',
  '20261128-100000-fffffff',
] as const;
const [A, B, C, , E, F] = RELEASES;

describe('releasesToPrune', () => {
  it('keeps the newest few and the live one, and deletes the rest', () => {
    expect(releasesToPrune([...RELEASES], F, 3, [], NOW)).toEqual([A, B, C]);
  });

  it('keeps an older release that is live again after a rollback', () => {
    expect(releasesToPrune([...RELEASES], B, 3, [], NOW)).toEqual([A, C]);
  });

  it('keeps a release that stopped being live within the last day, however many came after it', () => {
    const log: DeployLogEntry[] = [
      { at: '2026-11-26T09:00:00.000Z', action: 'deploy', release: E, previous: B },
      { at: '2026-11-28T09:00:00.000Z', action: 'rollback', release: F, previous: C },
    ];
    // C went out of service three hours before NOW; B two days before.
    expect(releasesToPrune([...RELEASES], F, 3, log, NOW)).toEqual([A, B]);
  });
});

describe('the release folders', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function withReleases(files: Record<string, string[]>): Layout {
    root = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const layout = layoutOf(root);
    for (const [name, assets] of Object.entries(files)) {
      mkdirSync(path.join(layout.releases, name, 'dist', 'assets'), { recursive: true });
      for (const asset of assets) writeFileSync(path.join(layout.releases, name, 'dist', 'assets', asset), `${name}/${asset}`);
    }
    return layout;
  }

  it('switches current from one release to another, and names the live one', async () => {
    const layout = withReleases({ [A]: [], [B]: [] });
    expect(await liveRelease(layout)).toBeNull();
    await switchTo(layout, A);
    expect(readlinkSync(layout.current)).toBe(`releases/${A}`);
    await switchTo(layout, B);
    expect(readlinkSync(layout.current)).toBe(`releases/${B}`);
    expect(await liveRelease(layout)).toBe(B);
  });

  it('shares each release’s assets once, and prunes those no kept release names', async () => {
    const layout = withReleases({ [A]: ['style-aaaa.css', 'site-same.js'], [B]: ['style-bbbb.css', 'site-same.js'] });
    expect(await shareAssets(layout, A)).toBe(2);
    expect(await shareAssets(layout, B)).toBe(1);
    expect((await readdir(layout.sharedAssets)).sort()).toEqual(['site-same.js', 'style-aaaa.css', 'style-bbbb.css']);

    expect(await prune(layout, [A])).toEqual({ releases: [A], assets: 1 });
    expect(existsSync(path.join(layout.releases, A))).toBe(false);
    expect((await readdir(layout.sharedAssets)).sort()).toEqual(['site-same.js', 'style-bbbb.css']);
  });
});
