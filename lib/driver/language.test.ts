import { driverLanguage } from './language';

describe('the driver page language', () => {
  it.each([
    [null, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US,en;q=0.9', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['fr-FR,en;q=0.5', 'en-US'],
    ['fr-FR', 'zh-CN'],
    ['zh;q=0.4,en;q=0.8', 'en-US'],
    ['en;q=0', 'zh-CN'],
  ])('%p speaks %s', (header, language) => {
    expect(driverLanguage(header)).toBe(language);
  });
});
