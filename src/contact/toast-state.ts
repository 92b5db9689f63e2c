import { globalTimers, type Timers } from '../timers/timers.ts';

// The forms' notifications: a short list shown bottom-right, at most three at
// once (the oldest leaves when a fourth arrives), each closing by itself.
// Timers are injected so tests can drive them.

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export const maxVisibleToasts = 3;
/** How long a toast stays: errors longer, they ask for an action. */
export const toastDurations: Record<ToastKind, number> = { success: 6000, error: 9000 };

/** The visible list after `toast` arrives. */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  return [...list, toast].slice(-maxVisibleToasts);
}

function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((toast) => toast.id !== id);
}

export interface ToastStore {
  show(kind: ToastKind, text: string): number;
  dismiss(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createToastStore(timers: Timers = globalTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const pending = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const update = (next: readonly Toast[]) => {
    const kept = new Set(next.map((toast) => toast.id));
    for (const [id, handle] of pending) {
      if (!kept.has(id)) {
        timers.clearTimeout(handle);
        pending.delete(id);
      }
    }
    toasts = next;
    for (const listener of listeners) listener();
  };
  const store: ToastStore = {
    show(kind, text) {
      const id = nextId++;
      update(addToast(toasts, { id, kind, text }));
      if (toasts.some((toast) => toast.id === id))
        pending.set(
          id,
          timers.setTimeout(() => store.dismiss(id), toastDurations[kind]),
        );
      return id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) update(removeToast(toasts, id));
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const handle of pending.values()) timers.clearTimeout(handle);
      pending.clear();
      listeners.clear();
    },
  };
  return store;
}
