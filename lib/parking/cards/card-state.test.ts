// A card's state at an instant, its graces to the exact second, and the days it has left.
import { type CardFacts, cardState, daysLeft, entryGraceEndsAt, honouredAtEntry, renewalOpen, renewalOpenUntil } from './card-state';

const local = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const card: CardFacts = { start: local('2025-03-01 00:00:00'), end: local('2025-03-31 23:59:59'), pausedAt: null, cancelled: false };

describe('card state', () => {
  it('is pending before the first second, active through the last', () => {
    expect(cardState(card, card.start - 1_000, 3)).toBe('pending');
    expect(cardState(card, card.start, 3)).toBe('active');
    expect(cardState(card, card.end, 3)).toBe('active');
  });

  it('is in grace to 23:59:59 of the last grace day, expired one second later', () => {
    expect(entryGraceEndsAt(card.end, 3)).toBe(local('2025-04-03 23:59:59'));
    expect(cardState(card, card.end + 1_000, 3)).toBe('inGrace');
    expect(cardState(card, local('2025-04-03 23:59:59'), 3)).toBe('inGrace');
    expect(cardState(card, local('2025-04-04 00:00:00'), 3)).toBe('expired');
    expect(cardState(card, card.end + 1_000, 0)).toBe('expired');
  });

  it('is paused from the midnight after the pause was asked', () => {
    const paused = { ...card, pausedAt: local('2025-03-10 15:00:00') };
    expect(cardState(paused, local('2025-03-10 23:59:59'), 3)).toBe('active');
    expect(cardState(paused, local('2025-03-11 00:00:00'), 3)).toBe('paused');
    // The end does not count while paused: a restart moves it.
    expect(cardState(paused, local('2025-05-01 00:00:00'), 3)).toBe('paused');
  });

  it('is cancelled after the end of the refund\'s day, with no grace', () => {
    const refunded = { ...card, end: local('2025-03-15 23:59:59'), cancelled: true };
    expect(cardState(refunded, local('2025-03-15 23:59:59'), 3)).toBe('active');
    expect(cardState(refunded, local('2025-03-16 00:00:00'), 3)).toBe('cancelled');
    // Refunded before its start: it never begins.
    const never = { ...card, end: local('2025-02-20 23:59:59'), cancelled: true };
    expect(cardState(never, local('2025-02-20 12:00:00'), 3)).toBe('pending');
    expect(cardState(never, local('2025-03-05 12:00:00'), 3)).toBe('cancelled');
  });

  it('is honoured at entry while active or in grace only', () => {
    expect(honouredAtEntry(card, card.start - 1_000, 3)).toBe(false);
    expect(honouredAtEntry(card, card.start, 3)).toBe(true);
    expect(honouredAtEntry(card, local('2025-04-03 23:59:59'), 3)).toBe(true);
    expect(honouredAtEntry(card, local('2025-04-04 00:00:00'), 3)).toBe(false);
    expect(honouredAtEntry({ ...card, pausedAt: local('2025-03-10 15:00:00') }, local('2025-03-12 08:00:00'), 3)).toBe(false);
  });
});

describe('renewal grace', () => {
  it('is open to the last second of the grace days after the end', () => {
    expect(renewalOpenUntil(card.end, 7)).toBe(local('2025-04-07 23:59:59'));
    expect(renewalOpen(card.end, 7, local('2025-04-07 23:59:59'))).toBe(true);
    expect(renewalOpen(card.end, 7, local('2025-04-08 00:00:00'))).toBe(false);
    expect(renewalOpen(card.end, 0, card.end)).toBe(true);
    expect(renewalOpen(card.end, 0, card.end + 1_000)).toBe(false);
    expect(renewalOpen(card.end, 0, card.start - 86_400_000)).toBe(true);
  });
});

describe('days left', () => {
  it('counts the whole days after the instant\'s day to the last day', () => {
    expect(daysLeft(card, local('2025-03-01 00:00:00'))).toBe(30);
    expect(daysLeft(card, local('2025-03-30 23:59:59'))).toBe(1);
    expect(daysLeft(card, local('2025-03-31 00:00:00'))).toBe(0);
    expect(daysLeft(card, local('2025-04-02 10:00:00'))).toBe(0);
  });

  it('leaves a card not yet begun all its days', () => {
    expect(daysLeft(card, local('2025-02-27 10:00:00'))).toBe(31);
    expect(daysLeft(card, local('2025-02-28 23:59:59'))).toBe(31);
  });
});
