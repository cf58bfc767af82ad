import { MERCHANT_REFUSALS } from './refusals';

it('says every refusal of the merchants in both languages', () => {
  for (const language of ['zh-CN', 'en-US']) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const texts = require(`../../../messages/${language}/backend-merchants.json`) as Record<string, string>;
    for (const key of Object.values(MERCHANT_REFUSALS)) expect([language, key, typeof texts[key]]).toEqual([language, key, 'string']);
  }
});
