import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may happen again (SPEC.md section 4: the OTP resend link waits 60
 * seconds). `restart(n)` counts down from n again; the clock stops at 0.
 */
export function useCountdown(initialSeconds: number): { seconds: number; restart: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const restart = useCallback((next: number) => setSeconds(Math.max(0, Math.round(next))), []);
  return { seconds, restart };
}
