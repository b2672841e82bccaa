import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { IconAction, IconLink } from '@/app/layout/header/icon-link';

describe('IconAction', () => {
  it('is a button named by its label, pressed with a click', async () => {
    const onClick = vi.fn();
    render(<IconAction label="Cart" icon={<ShoppingCartOutlined aria-hidden />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(document.querySelector('.icon-count__number')).toBeNull();
  });

  it('shows a count on its corner, and 99+ above 99', () => {
    const { rerender } = render(<IconAction label="Cart" icon={<ShoppingCartOutlined aria-hidden />} onClick={() => undefined} count={1} />);
    const number = () => document.querySelector('.icon-count__number');
    expect(number()).toHaveTextContent(/^1$/);
    rerender(<IconAction label="Cart" icon={<ShoppingCartOutlined aria-hidden />} onClick={() => undefined} count={7} />);
    expect(number()).toHaveTextContent(/^7$/);
    rerender(<IconAction label="Cart" icon={<ShoppingCartOutlined aria-hidden />} onClick={() => undefined} count={120} />);
    expect(number()).toHaveTextContent(/^99\+$/);
    // The button keeps its own name; the count is read after it.
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
  });

  it('shows no count on an empty cart: nothing to count, no red 0', () => {
    render(<IconAction label="Cart" icon={<ShoppingCartOutlined aria-hidden />} onClick={() => undefined} count={0} />);
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(document.querySelector('.icon-count__number')).toBeNull();
  });
});

describe('IconLink', () => {
  it('is a link named by its label, with the unread count on its corner and none at zero', () => {
    const { rerender } = render(
      <MemoryRouter>
        <IconLink to="/profile?page=inbox" label="Messages" icon={<MessageOutlined aria-hidden />} count={3} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/profile?page=inbox');
    expect(document.querySelector('.icon-count__number')).toHaveTextContent(/^3$/);
    rerender(
      <MemoryRouter>
        <IconLink to="/profile?page=inbox" label="Messages" icon={<MessageOutlined aria-hidden />} count={0} />
      </MemoryRouter>,
    );
    expect(document.querySelector('.icon-count__number')).toBeNull();
  });
});
