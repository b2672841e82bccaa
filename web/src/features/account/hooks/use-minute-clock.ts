import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** This browser's time in milliseconds, moved on every minute so "5 minutes ago" stays true on an open page. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
