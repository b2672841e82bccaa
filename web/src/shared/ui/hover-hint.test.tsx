import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoverHint } from '@/shared/ui/hover-hint';

describe('HoverHint', () => {
  it('draws its hint beside the child, hidden from screen readers (the child carries the label)', () => {
    render(
      <HoverHint title="Add to cart" placement="start">
        <button type="button" aria-label="Add to cart" />
      </HoverHint>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    const hint = screen.getByText('Add to cart');
    expect(hint).toHaveAttribute('aria-hidden', 'true');
    expect(hint.parentElement).toHaveAttribute('data-placement', 'start');
    expect(hint.parentElement).toContainElement(button);
  });

  it('hides on Escape until the pointer or the focus leaves', () => {
    render(
      <HoverHint title="Go to Home">
        <button type="button" aria-label="Go to Home" />
      </HoverHint>,
    );
    const button = screen.getByRole('button', { name: 'Go to Home' });
    const wrapper = button.parentElement!;
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(wrapper).toHaveClass('hover-hint--dismissed');
    fireEvent.blur(button);
    expect(wrapper).not.toHaveClass('hover-hint--dismissed');
    fireEvent.keyDown(button, { key: 'Escape' });
    fireEvent.mouseLeave(wrapper);
    expect(wrapper).not.toHaveClass('hover-hint--dismissed');
  });
});
