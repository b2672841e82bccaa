/**
 * This device at the top, then the others in the server's order (the most recently used first): the
 * customer finds the one they hold before deciding about the rest.
 */
export function currentFirst<T extends { current: boolean }>(sessions: readonly T[]): T[] {
  return [...sessions.filter((session) => session.current), ...sessions.filter((session) => !session.current)];
}
