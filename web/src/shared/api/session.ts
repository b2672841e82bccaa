type Listener = () => void;

const listeners = new Set<Listener>();

/** Be told when the server rejects the stored token; returns the way to stop listening. */
export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tell every listener the session is over (the client has already dropped the token). */
export function announceSessionRejected(): void {
  for (const listener of listeners) listener();
}
