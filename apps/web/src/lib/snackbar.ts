import { useSyncExternalStore } from 'react';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/** Shows one toast (notistack's enqueueSnackbar, as the host displays it). */
export type Enqueue = (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;

// The toasts' library (notistack) is not in the first load: the host (app/snackbar-host.tsx) is
// mounted on the first toast, or when the signed-in shell loads; what is asked before it is ready
// waits here.
let sink: Enqueue | null = null;
let waiting: [SnackbarMessage, OptionsObject | undefined][] = [];
// Each ask for the host counts: after a failed load (network), the next toast tries again.
let requests = 0;
const listeners = new Set<() => void>();

/** Asks the app to mount the toasts' host (app/snackbar-host.tsx) now. */
export function mountSnackbars(): void {
  requests += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times the host was asked for, 0 while it is not wanted (read by the app's providers). */
export function useSnackbarRequests(): number {
  return useSyncExternalStore(subscribe, () => requests);
}

/** The mounted host hands over its enqueue (null when it unmounts); waiting toasts are shown. */
export function attachSnackbarHost(enqueue: Enqueue | null): void {
  sink = enqueue;
  if (!sink) return;
  const pending = waiting;
  waiting = [];
  for (const [message, options] of pending) sink(message, options);
}

let nextKey = 0;

/** Shows a toast; the same options as notistack's. */
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): SnackbarKey {
  if (sink) return sink(message, options);
  const key = options?.key ?? `toast-${++nextKey}`;
  waiting.push([message, { ...options, key }]);
  mountSnackbars();
  return key;
}

const snackbar = { enqueueSnackbar };

/** notistack's useSnackbar, without its provider in the first load. */
export function useSnackbar(): typeof snackbar {
  return snackbar;
}
