/**
 * The marketplace's wall clock (opening hours, time slots, item hours are its local time, never the
 * device's). Its rules live in the sdk, which web-verticals share (a rental trip's pickup time).
 */
export { dayAfter, dayText, instantOf, knowZoneOffset, wallTime, type CalendarDay, type MarketplaceClock, type WallTime } from '@storefront/sdk';
