import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject, type SyntheticEvent } from 'react';

export interface StandInProps {
  /**
   * Drawn until the real control's code is in: a working control of its own (the same button, acting
   * alone) or one that only looks the part (its presses are handed on, see `children`).
   */
  standIn: ReactNode;
  /**
   * The real control, a lazily loaded component. As a function it is told whether the stand-in was
   * pressed, to do what the press asked for once it is drawn (open the menu the stand-in stood for).
   */
  children: ReactNode | ((pressed: boolean) => ReactNode);
}

/**
 * A press under way on the stand-in, which the real control waits for. Once over it stays in state,
 * settled, until the next press: a waiting render that React replays must find it again.
 */
interface Press {
  over: Promise<void>;
  /** Ends the press a task after the event that ended it, so that event has run its course first. */
  letGo: () => void;
  /** Drops the press at once (the stand-in is going). */
  drop: () => void;
}

/** What ends a press, wherever it happens (the pointer may leave the stand-in before it is let go). */
const RELEASES = ['pointerup', 'pointercancel', 'keyup'] as const;

function startPress(onOver: () => void): Press {
  let settle = () => {};
  const over = new Promise<void>((resolve) => {
    settle = resolve;
  });
  let timer: number | undefined;
  const letGo = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(drop, 0);
  };
  function drop() {
    window.clearTimeout(timer);
    for (const name of RELEASES) window.removeEventListener(name, letGo, true);
    settle();
    onOver();
  }
  for (const name of RELEASES) window.addEventListener(name, letGo, true);
  return { over, letGo, drop };
}

/** What can take the keyboard focus in the real control (the first one gets it). */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/** Lays out as if absent: the frames only mark where the stand-in and the control are. */
const CONTENTS = { display: 'contents' } as const;

/**
 * A lazily loaded control drawn with a stand-in until its code arrives, without losing what the
 * shopper does meanwhile. React swaps the stand-in's elements for the control's when the code is in:
 * a press under way at that moment (pointer or key down) would end on an element no longer there, and
 * the keyboard focus would fall back to the page. So the swap waits until no press is under way on the
 * stand-in (and for the event that ended it to finish: a menu opening within that click would take it
 * for a click outside), a press the stand-in took is handed to the control (`pressed`), and the focus
 * moves from the stand-in to the control.
 */
export function StandIn({ standIn, children }: StandInProps) {
  const [press, setPress] = useState<Press | null>(null);
  const [pressed, setPressed] = useState(false);
  const frameRef = useRef<HTMLSpanElement>(null);
  // The stand-in's own frame while it is drawn, and whether it had the focus when it went.
  const shownRef = useRef<HTMLSpanElement | null>(null);
  const hadFocusRef = useRef(false);
  const pressRef = useRef<Press | null>(null);

  /** A press began on the stand-in (not on the control once drawn): hold the control back until it ends. */
  const grab = (event: SyntheticEvent) => {
    if (pressRef.current || !shownRef.current?.contains(event.target as Node)) return;
    const next = startPress(() => {
      if (pressRef.current === next) pressRef.current = null;
    });
    pressRef.current = next;
    // Drawn once the event's own handlers have run (before any task: the control cannot come between),
    // so the control never waits inside the press's own update (React's test act() would lose it).
    queueMicrotask(() => setPress(next));
  };
  useEffect(() => () => pressRef.current?.drop(), []);

  return (
    <span
      ref={frameRef}
      style={CONTENTS}
      onPointerDownCapture={grab}
      onKeyDownCapture={grab}
      onClickCapture={(event) => {
        if (!shownRef.current?.contains(event.target as Node)) return;
        grab(event);
        queueMicrotask(() => setPressed(true));
        // A click comes once its pointer or key is up (or alone, from assistive tools): the press is over.
        pressRef.current?.letGo();
      }}
    >
      <Suspense
        fallback={
          <Shown shownRef={shownRef} hadFocusRef={hadFocusRef}>
            {standIn}
          </Shown>
        }
      >
        <Gate press={press} />
        {typeof children === 'function' ? children(pressed) : children}
        <Arrived frameRef={frameRef} hadFocusRef={hadFocusRef} />
      </Suspense>
    </span>
  );
}

/** Suspends the real control while a press on the stand-in is under way. */
function Gate({ press }: { press: Press | null }) {
  if (press) use(press.over);
  return null;
}

interface ShownProps {
  shownRef: RefObject<HTMLSpanElement | null>;
  hadFocusRef: RefObject<boolean>;
  children: ReactNode;
}

/** The stand-in, framed: marks it as drawn, and notes whether it had the focus when it goes. */
function Shown({ shownRef, hadFocusRef, children }: ShownProps) {
  const ownRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ownRef.current;
    shownRef.current = element;
    // Runs while the stand-in is still in the page, before React takes it out.
    return () => {
      hadFocusRef.current = Boolean(element?.contains(document.activeElement));
      if (shownRef.current === element) shownRef.current = null;
    };
  }, [shownRef, hadFocusRef]);
  return (
    <span ref={ownRef} style={CONTENTS}>
      {children}
    </span>
  );
}

/** Drawn with the real control: gives it the focus the stand-in had. */
function Arrived({ frameRef, hadFocusRef }: { frameRef: RefObject<HTMLSpanElement | null>; hadFocusRef: RefObject<boolean> }) {
  useLayoutEffect(() => {
    if (!hadFocusRef.current) return;
    hadFocusRef.current = false;
    const target = frameRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    // A text field keeps its caret after what was typed (focus() puts it first; inputs without one: null).
    if (target instanceof HTMLInputElement && target.selectionStart !== null) target.setSelectionRange(target.value.length, target.value.length);
  }, [frameRef, hadFocusRef]);
  return null;
}
