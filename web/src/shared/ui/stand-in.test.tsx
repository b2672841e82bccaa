import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StandIn } from '@/shared/ui/stand-in';

/** A lazily loaded component whose chunk arrives when the test says so. */
function chunk<P extends object>(component: ComponentType<P>) {
  let arrive = () => {};
  const arrived = new Promise<{ default: ComponentType<P> }>((resolve) => {
    arrive = () => resolve({ default: component });
  });
  return { Lazy: lazy(() => arrived), arrive: () => act(async () => arrive()) };
}

/** The real control: counts its own clicks, and opens at once when the stand-in was pressed. */
function Menu({ pressed = false, onClick }: { pressed?: boolean; onClick: () => void }) {
  const [open, setOpen] = useState(pressed);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          onClick();
          setOpen(!open);
        }}
      >
        Profile
      </button>
      {open ? <p>menu open</p> : null}
    </>
  );
}

const profile = () => screen.getByRole('button', { name: 'Profile' });

/**
 * One thing the shopper does, in act(): what React does about it (the stand-in holds the control back
 * from a microtask after the event) is done before the test reads the page.
 */
const step = (action: () => void) => act(async () => action());

/** The pointer goes down on `target`, which takes the focus as a button does. */
const pointerDown = (target: HTMLElement) =>
  step(() => {
    fireEvent.pointerDown(target);
    fireEvent.mouseDown(target);
    target.focus();
  });

/** The pointer comes up where it went down: a click there, if that element is still in the page. */
const pointerUp = (target: HTMLElement) =>
  step(() => {
    fireEvent.pointerUp(target);
    fireEvent.mouseUp(target);
    fireEvent.click(target);
  });

describe('StandIn', () => {
  it('hands a press made while the chunk loads to the control once it arrives', async () => {
    const onClick = vi.fn();
    const { Lazy, arrive } = chunk(Menu);
    render(<StandIn standIn={<button type="button">Profile</button>}>{(pressed) => <Lazy pressed={pressed} onClick={onClick} />}</StandIn>);

    const standIn = profile();
    await pointerDown(standIn);
    await pointerUp(standIn);
    expect(screen.queryByText('menu open')).toBeNull();
    await arrive();

    expect(await screen.findByText('menu open')).toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the stand-in while a press on it is under way: the chunk arriving mid-press loses nothing', async () => {
    const standInClick = vi.fn();
    const { Lazy, arrive } = chunk(Menu);
    render(
      <StandIn
        standIn={
          <button type="button" onClick={standInClick}>
            Profile
          </button>
        }
      >
        {(pressed) => <Lazy pressed={pressed} onClick={vi.fn()} />}
      </StandIn>,
    );

    const standIn = profile();
    await pointerDown(standIn);
    await arrive();
    expect(profile()).toBe(standIn);
    await pointerUp(standIn);

    expect(standInClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('menu open')).toBeInTheDocument();
    expect(profile()).toHaveFocus();
  });

  it('loses that press with a plain Suspense fallback (what StandIn is for)', async () => {
    const standInClick = vi.fn();
    const realClick = vi.fn();
    const { Lazy, arrive } = chunk(Menu);
    render(
      <Suspense
        fallback={
          <button type="button" onClick={standInClick}>
            Profile
          </button>
        }
      >
        <Lazy onClick={realClick} />
      </Suspense>,
    );

    const standIn = profile();
    await pointerDown(standIn);
    await arrive();
    await pointerUp(standIn);

    expect(standInClick).not.toHaveBeenCalled();
    expect(realClick).not.toHaveBeenCalled();
    expect(profile()).not.toHaveFocus();
  });

  it('moves the keyboard focus from the stand-in to the control, where Enter then works', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { Lazy, arrive } = chunk(Menu);
    render(<StandIn standIn={<button type="button">Profile</button>}>{(pressed) => <Lazy pressed={pressed} onClick={onClick} />}</StandIn>);

    await user.tab();
    expect(profile()).toHaveFocus();
    await arrive();

    expect(profile()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('menu open')).toBeInTheDocument();
  });

  it('keeps a key held on the stand-in: Space let go after the chunk arrived still presses', async () => {
    const { Lazy, arrive } = chunk(Menu);
    render(<StandIn standIn={<button type="button">Profile</button>}>{(pressed) => <Lazy pressed={pressed} onClick={vi.fn()} />}</StandIn>);

    profile().focus();
    await step(() => fireEvent.keyDown(document.activeElement!, { key: ' ', code: 'Space' }));
    await arrive();
    expect(screen.queryByText('menu open')).toBeNull();
    // A button clicks when Space comes up on it (jsdom does not, so the test does).
    await step(() => {
      const focused = document.activeElement!;
      fireEvent.keyUp(focused, { key: ' ', code: 'Space' });
      fireEvent.click(focused);
    });

    expect(await screen.findByText('menu open')).toBeInTheDocument();
  });

  it('draws the control at once when its chunk is in, and leaves its presses to it', async () => {
    const onClick = vi.fn();
    const { Lazy, arrive } = chunk(Menu);
    await arrive();
    render(<StandIn standIn={<span>stand-in</span>}>{(pressed) => <Lazy pressed={pressed} onClick={onClick} />}</StandIn>);

    await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(screen.queryByText('stand-in')).toBeNull();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('menu open')).toBeInTheDocument();
  });
});
