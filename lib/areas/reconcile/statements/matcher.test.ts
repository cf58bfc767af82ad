// One pair of each kind, and the pool.
import { classify, type OurSide, type TheirSide } from './matcher';

const ours = (amount: number, expectedFee: number | null = 6): OurSide => ({ kind: 'payment', amount, expectedFee });
const theirs = (amount: number, fee = 6): TheirSide => ({ kind: 'payment', amount, fee });
const revoked = (amount: number): TheirSide => ({ kind: 'revoked', amount, fee: 6 });

test.each([
  ['the same amount and fee match', { ours: ours(1000), theirs: theirs(1000) }, { result: 'matched' }],
  ['ours higher', { ours: ours(1200), theirs: theirs(1000) }, { result: 'difference', kind: 'oursHigher' }],
  ['ours lower', { ours: ours(800), theirs: theirs(1000) }, { result: 'difference', kind: 'oursLower' }],
  ['a wrong amount is that, not a fee difference', { ours: ours(800), theirs: theirs(1000, 9) }, { result: 'difference', kind: 'oursLower' }],
  ['fee differs', { ours: ours(1000), theirs: theirs(1000, 7) }, { result: 'difference', kind: 'feeDiffers' }],
  ['fee not checked', { ours: ours(1000, null), theirs: theirs(1000, 7) }, { result: 'matched' }],
  ['status differs: the channel took money for an order we hold unpaid', { ours: null, theirs: theirs(1000), knownUnpaid: true }, { result: 'difference', kind: 'statusDiffers' }],
  ['missing on our side', { ours: null, theirs: theirs(1000) }, { result: 'difference', kind: 'missingOurs' }],
  ['missing from the statement: pooled', { ours: ours(1000), theirs: null }, { result: 'pooled' }],
  ['missing from the statements after the wait', { ours: ours(1000), theirs: null, waitOver: true }, { result: 'difference', kind: 'missingChannel' }],
  ['a revoked payment we never booked: nothing stayed on either side', { ours: null, theirs: revoked(1000), knownUnpaid: true }, { result: 'matched' }],
  ['its payment row, revoked, without a payment of ours', { ours: null, theirs: theirs(1000), knownUnpaid: true, revoked: true }, { result: 'matched' }],
  ['a revoked payment we hold as paid', { ours: ours(1000, null), theirs: revoked(1000) }, { result: 'difference', kind: 'revokedPaid' }],
  ['its payment row, revoked, with our payment: matched (the revoked row is the difference)', { ours: ours(1000), theirs: theirs(1000), revoked: true }, { result: 'matched' }],
])('%s', (_name, pair, outcome) => {
  expect(classify(pair)).toEqual(outcome);
});

test('a pair without sides is a bug', () => {
  expect(() => classify({ ours: null, theirs: null })).toThrow();
});
