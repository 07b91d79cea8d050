import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';

/*
 * Browser storage for the admin-style drafts (STYLE.md §5). The first render uses the fallback, so
 * it matches the prerendered HTML; the stored value is read after mount and checked against the
 * schema, because storage is input too. Storage that is blocked (private mode, a privacy setting)
 * or full never throws: reads and writes report what went wrong instead.
 */

/** Why a value could not be read or written. */
export type StorageProblem =
  /** The browser refuses access to storage for this site (SecurityError, or no storage at all). */
  | 'blocked'
  /** The quota is used up (QuotaExceededError). */
  | 'full'
  /** What is stored is not JSON, or not the shape the page expects; it is treated as missing. */
  | 'corrupt'
  /** Anything else the browser threw. */
  | 'failed';

export type StorageWriteResult = { ok: true } | { ok: false; problem: StorageProblem };

export type LocalStorageState<T> = {
  value: T;
  /** 'pending' until the first read after mount. */
  status: 'pending' | 'ready';
  /** What went wrong reading the stored value, if anything (the value is then the fallback). */
  readProblem: StorageProblem | null;
  write: (value: T) => StorageWriteResult;
  remove: () => StorageWriteResult;
};

/** Names browsers give a full quota: the standard one, and Firefox's older one. */
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

export function classifyStorageError(error: unknown): StorageProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (QUOTA_NAMES.has(name)) return 'full';
  if (name === 'SecurityError') return 'blocked';
  return 'failed';
}

/** The storage object, or the reason there is none (the getter itself throws when it is blocked). */
function storage(): Storage | StorageProblem {
  try {
    return window.localStorage ?? 'blocked';
  } catch {
    // Reading the property throws (SecurityError) when the browser blocks storage for the site.
    return 'blocked';
  }
}

type Read<T> = { value: T; problem: StorageProblem | null };

function read<S extends z.ZodMiniType, F>(key: string, schema: S, fallback: F): Read<z.output<S> | F> {
  const store = storage();
  if (typeof store === 'string') return { value: fallback, problem: store };
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch (error) {
    return { value: fallback, problem: classifyStorageError(error) };
  }
  if (raw === null) return { value: fallback, problem: null };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { value: fallback, problem: 'corrupt' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { value: parsed.data, problem: null } : { value: fallback, problem: 'corrupt' };
}

function attempt(action: (store: Storage) => void): StorageWriteResult {
  const store = storage();
  if (typeof store === 'string') return { ok: false, problem: store };
  try {
    action(store);
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: classifyStorageError(error) };
  }
}

type State<T> = Read<T> & { status: 'pending' | 'ready' };

export function useLocalStorage<S extends z.ZodMiniType, F>(key: string, schema: S, fallback: F): LocalStorageState<z.output<S> | F> {
  type T = z.output<S> | F;
  const [state, setState] = useState<State<T>>({ value: fallback, problem: null, status: 'pending' });
  // Callers pass inline schemas and fallbacks; only a new key means reading again.
  const latest = useRef({ schema, fallback });
  useEffect(() => {
    latest.current = { schema, fallback };
  });

  useEffect(() => {
    const sync = () => setState({ ...read(key, latest.current.schema, latest.current.fallback), status: 'ready' });
    // Storage is outside React: read it once mounted, then follow changes made in other tabs.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) sync();
    };
    window.addEventListener('storage', onStorage);
    sync();
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  const write = useCallback(
    (value: T): StorageWriteResult => {
      const result = attempt((store) => store.setItem(key, JSON.stringify(value)));
      if (result.ok) setState({ value, problem: null, status: 'ready' });
      return result;
    },
    [key],
  );

  const remove = useCallback((): StorageWriteResult => {
    const result = attempt((store) => store.removeItem(key));
    if (result.ok) setState({ value: latest.current.fallback, problem: null, status: 'ready' });
    return result;
  }, [key]);

  return { value: state.value, status: state.status, readProblem: state.problem, write, remove };
}
