// A tiny typed event emitter, for events that are not state (e.g. "login expired").
export interface Emitter<T> {
  emit(value: T): void;
  on(listener: (value: T) => void): () => void;
}

export function createEmitter<T = void>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value) {
      for (const l of [...listeners]) l(value);
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Emitted when the server answers 401 (at most once per second, see api/client.ts). */
export const loginExpired = createEmitter<{ path: string }>();
