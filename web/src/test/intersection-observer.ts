import { vi } from 'vitest';

/** The screen as the fake IntersectionObserver sees it: report elements as having come near it. */
export interface FakeScreen {
  /** The elements some observer watches now. */
  watched: () => Element[];
  /** The root margin of each observer that watches something now. */
  margins: () => string[];
  /** Every watched element comes near the screen (the shopper scrolled to it). */
  scrollToAll: () => void;
  /** These elements come near the screen, the others stay away (the shopper jumped to them). */
  bringNear: (elements: Element[]) => void;
}

/**
 * jsdom has no IntersectionObserver (and the app then draws everything at once). This one is the
 * browser's API in little: it reports an element as near the screen only when the test says so.
 */
export function stubIntersectionObserver(): FakeScreen {
  const observers = new Set<FakeIntersectionObserver>();
  class FakeIntersectionObserver {
    readonly targets = new Set<Element>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {}
    observe(target: Element) {
      this.targets.add(target);
      observers.add(this);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    report(near: (target: Element) => boolean) {
      const entries = [...this.targets].filter(near).map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    watched: () => [...observers].flatMap((observer) => [...observer.targets]),
    margins: () => [...observers].filter((observer) => observer.targets.size > 0).map((observer) => observer.options.rootMargin ?? '0px'),
    scrollToAll: () => [...observers].forEach((observer) => observer.report(() => true)),
    bringNear: (elements) => [...observers].forEach((observer) => observer.report((target) => elements.includes(target))),
  };
}
