/*
 * Where a deployed site keeps its things, under one folder (DEPLOY_ROOT, /srv/site in
 * docs/operating.md):
 *
 *   app/              the git checkout the operator deploys from (npm run deploy, backup, restore)
 *   releases/<name>/  one folder per release: the built site, the compiled server, its node_modules
 *   current           a symbolic link to the live release, switched by one rename
 *   shared/assets/    the hashed files (stylesheets, scripts, fonts) of every release kept
 *   run/<port>.json   each running instance's state, written by its supervisor
 *   deploys.log       one line per switch: when, to which release, from which
 *
 * The supervisor (deploy/supervisor.ts) and npm run deploy read it through this module alone.
 */
import path from 'node:path';

export type Layout = {
  root: string;
  releases: string;
  current: string;
  shared: string;
  sharedAssets: string;
  run: string;
  log: string;
  lock: string;
};

export function layoutOf(root: string): Layout {
  const at = (...parts: string[]) => path.join(root, ...parts);
  return {
    root,
    releases: at('releases'),
    current: at('current'),
    shared: at('shared'),
    sharedAssets: at('shared', 'assets'),
    run: at('run'),
    log: at('deploys.log'),
    lock: at('deploy.lock'),
  };
}

/** A release's name: when it was built (UTC) and the commit it was built from, so names sort by age. */
export const RELEASE_NAME = /^\d{8}-\d{6}-[0-9a-f]{7,40}$/;

/** What each instance's supervisor writes to run/<port>.json. */
export type InstanceState = {
  pid: number;
  port: number;
  /** The release its worker answers from; null before the first worker listens. */
  serving: string | null;
  /** The last reload that did not take, kept until one does: the release and why. */
  failed: { release: string; reason: string; at: string } | null;
  updatedAt: string;
};

export const instanceStateFile = (layout: Layout, port: number) => path.join(layout.run, `${port}.json`);
