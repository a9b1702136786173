import { useSyncExternalStore } from "react";
import { readJson, writeJson, removeKey } from "./storage";

/**
 * A localStorage-backed value shared by every component that reads it, kept in sync across
 * tabs through the `storage` event.
 */
export interface LocalStore<T> {
  get(): T;
  set(next: T): void;
  clear(): void;
  subscribe(cb: () => void): () => void;
}

export function createLocalStore<T>(key: string, fallback: T, sanitize: (raw: unknown) => T): LocalStore<T> {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const load = () => sanitize(readJson<unknown>(key, fallback));
  const emit = () => listeners.forEach((l) => l());
  if (typeof window !== "undefined") {
    window.addEventListener("storage", (e) => {
      if (e.key === key) {
        value = load();
        emit();
      }
    });
  }
  return {
    get() {
      if (value === undefined) value = load();
      return value;
    },
    set(next) {
      value = next;
      writeJson(key, next);
      emit();
    },
    clear() {
      value = fallback;
      removeKey(key);
      emit();
    },
    subscribe(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
}

export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
