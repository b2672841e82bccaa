import { act, render, screen } from '@testing-library/react';
import { Profiler, StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubIntersectionObserver, type FakeScreen } from '@/test/intersection-observer';
import { useNearScreen, WhenVisible } from '@/shared/ui/when-visible';

function Card({ margin }: { margin?: string }) {
  const [anchor, near] = useNearScreen<HTMLElement>(margin);
  return <article ref={anchor}>{near ? 'drawn' : 'waiting'}</article>;
}

/** One hook watching several elements, which come and go (a list's grey cards). */
function GreyCards({ count }: { count: number }) {
  const [anchor, near] = useNearScreen<HTMLDivElement>();
  return (
    <>
      <p>{near ? 'all drawn' : 'grey'}</p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} ref={anchor} data-testid={`grey-${index}`} />
      ))}
    </>
  );
}

describe('useNearScreen', () => {
  let screenNear: FakeScreen;
  beforeEach(() => {
    screenNear = stubIntersectionObserver();
  });

  it('watches an element and draws it once it comes near', () => {
    render(<Card />);
    expect(screenNear.watched()).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('waiting');

    act(() => screenNear.scrollToAll());
    expect(screen.getByRole('article')).toHaveTextContent('drawn');
    // Once near, it stays near and nothing is watched any more.
    expect(screenNear.watched()).toHaveLength(0);
  });

  it('counts any of its elements coming near, watching those drawn later too, and forgets those gone', () => {
    const view = render(<GreyCards count={2} />);
    expect(screenNear.watched()).toHaveLength(2);
    view.rerender(<GreyCards count={4} />);
    expect(screenNear.watched()).toHaveLength(4);
    view.rerender(<GreyCards count={3} />);
    expect(screenNear.watched()).toHaveLength(3);

    act(() => screenNear.bringNear([screen.getByTestId('grey-2')]));
    expect(screen.getByText('all drawn')).toBeInTheDocument();
  });

  it('watches again with the new margin when the margin changes', () => {
    const view = render(<Card margin="100px" />);
    expect(screenNear.margins()).toEqual(['100px']);
    view.rerender(<Card margin="400px" />);
    expect(screenNear.watched()).toHaveLength(1);
    expect(screenNear.margins()).toEqual(['400px']);
    act(() => screenNear.scrollToAll());
    expect(screen.getByRole('article')).toHaveTextContent('drawn');
  });

  it('watches without drawing again: nothing renders inside the commit that attached the ref', () => {
    let commits = 0;
    render(
      <Profiler id="card" onRender={() => (commits += 1)}>
        <Card />
      </Profiler>,
    );
    expect(screenNear.watched()).toHaveLength(1);
    expect(commits).toBe(1);
    expect(screen.getByRole('article')).toHaveTextContent('waiting');
  });

  it('keeps watching through StrictMode’s second mount', () => {
    render(
      <StrictMode>
        <Card />
      </StrictMode>,
    );
    expect(screenNear.watched()).toHaveLength(1);
    act(() => screenNear.scrollToAll());
    expect(screen.getByRole('article')).toHaveTextContent('drawn');
  });

  it('draws what came near in a transition when asked to', () => {
    function SlicedCard() {
      const [anchor, near] = useNearScreen<HTMLElement>('200px', { inTransition: true });
      return <article ref={anchor}>{near ? 'drawn' : 'waiting'}</article>;
    }
    render(<SlicedCard />);
    expect(screenNear.margins()).toEqual(['200px']);
    act(() => screenNear.scrollToAll());
    expect(screen.getByRole('article')).toHaveTextContent('drawn');
    expect(screenNear.watched()).toHaveLength(0);
  });

  it('stops watching when its element goes', () => {
    const view = render(<Card />);
    view.unmount();
    expect(screenNear.watched()).toHaveLength(0);
  });
});

describe('WhenVisible', () => {
  it('holds the place with its placeholder until it comes near the screen', () => {
    const screenNear = stubIntersectionObserver();
    render(
      <WhenVisible placeholder={<span>placeholder</span>}>
        <span>the footer</span>
      </WhenVisible>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('the footer')).toBeNull();
    act(() => screenNear.scrollToAll());
    expect(screen.getByText('the footer')).toBeInTheDocument();
  });
});
