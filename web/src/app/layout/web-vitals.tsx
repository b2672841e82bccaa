import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startVitalsBeacon } from '@/shared/lib/vitals/beacon';

/** The router's path now, read by the beacon when a metric changes. */
let currentPath = typeof window === 'undefined' ? '/' : window.location.pathname;
let started = false;

/**
 * Field data (README.md, "Field data"): the web vitals beacon of a sampled page load. Only a sampled
 * load draws this part (app-layout.tsx), and it is fetched after the first view, with the
 * `web-vitals` library, as one chunk: neither weighs on what draws the page. Draws nothing.
 */
export default function WebVitals() {
  const { pathname } = useLocation();
  useEffect(() => {
    currentPath = pathname;
  }, [pathname]);
  useEffect(() => {
    if (started) return;
    started = true;
    startVitalsBeacon(() => currentPath);
  }, []);
  return null;
}
