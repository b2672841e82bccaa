import { describe, expect, it } from 'vitest';
import { headerActions } from '@/app/layout/header/header-actions';
import { POLICIES } from '@/test/fixtures/marketplace';

describe('header actions', () => {
  it('give guests track order and the cart', () => {
    expect(headerActions({ loggedIn: false, hasZone: true, policy: POLICIES.grocery })).toEqual({
      trackOrder: true,
      chat: false,
      wishlist: false,
      cart: true,
      ownCart: false,
    });
  });

  it('give customers chat, and the wishlist once they have a zone', () => {
    expect(headerActions({ loggedIn: true, hasZone: true, policy: POLICIES.food })).toMatchObject({
      trackOrder: false,
      chat: true,
      wishlist: true,
    });
    expect(headerActions({ loggedIn: true, hasZone: false, policy: POLICIES.food }).wishlist).toBe(false);
  });

  it('drop the cart, wishlist and track order in parcel, and swap the cart for the trip cart in rental', () => {
    expect(headerActions({ loggedIn: true, hasZone: true, policy: POLICIES.parcel })).toMatchObject({
      wishlist: false,
      cart: false,
      ownCart: false,
    });
    expect(headerActions({ loggedIn: false, hasZone: true, policy: POLICIES.parcel }).trackOrder).toBe(false);
    expect(headerActions({ loggedIn: false, hasZone: true, policy: POLICIES.rental })).toMatchObject({
      cart: false,
      ownCart: true,
    });
  });
});
