import { buyerPaid, campaignRefusal } from './alipay-discounts';

describe("an Alipay campaign's discount", () => {
  it('is recorded on an Alipay payment, up to the whole payment', () => {
    expect(campaignRefusal('alipay', 800, 300)).toBeNull();
    expect(campaignRefusal('alipay', 800, 800)).toBeNull();
    expect(buyerPaid(800, 300)).toBe(500);
  });
  it('is refused on another channel, above the payment, or not a positive whole fen', () => {
    expect(campaignRefusal('wechat', 800, 300)).toBe('channel');
    expect(campaignRefusal('alipay', 800, 801)).toBe('discount');
    expect(campaignRefusal('alipay', 800, 0)).toBe('discount');
    expect(campaignRefusal('alipay', 800, 1.5)).toBe('discount');
  });
});
