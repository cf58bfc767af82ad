import { DEFAULT_APP_CONFIG, parseAppConfig, publicConfig } from './app-config';
import { applyDictionaryOverlay } from './dictionary-overlay';

describe('parseAppConfig', () => {
  it('reads the fields of spec section 3', () => {
    const config = parseAppConfig({ baseUrl: 'http://b/', language: 'en-US', storageType: '2', outTimeNumber: '3', isPrivate: 'true', projectName: 'P' });
    expect(config).toMatchObject({ baseUrl: 'http://b/', language: 'en-US', storageType: 2, outTimeNumber: 3, isPrivate: true, projectName: 'P' });
  });
  it('falls back on bad values and keeps a bad timeout setting bad', () => {
    const config = parseAppConfig({ language: 'fr', storageType: 9, outTimeNumber: '' });
    expect(config.language).toBe('zh-CN');
    expect(config.storageType).toBe(1);
    expect(Number.isNaN(config.outTimeNumber)).toBe(true);
  });
  it('defaults outTimeNumber to 1 hour when nothing is configured', () => {
    expect(parseAppConfig(null).outTimeNumber).toBe(1);
  });
  it('tells the browser nothing about backends or signing', () => {
    const shown = publicConfig({ ...DEFAULT_APP_CONFIG, baseUrl: 'http://secret-host/', lawEnforcementUrl: 'http://x/' });
    expect(JSON.stringify(shown)).not.toContain('secret-host');
    expect(shown).not.toHaveProperty('isPrivate');
  });
});

describe('applyDictionaryOverlay', () => {
  const config = parseAppConfig({ baseUrl: 'http://b/', biUrl: '' });
  it('overlays known keys, takes biUrl from the dictionary when unconfigured, and the Platform key', () => {
    const next = applyDictionaryOverlay(config, [{ dkey: 'projectName', dvalue: 'Lots' }, { dkey: 'biUrl', dvalue: 'http://bi/' }, { dkey: 'baseUrl', dvalue: 'http://evil/' }], '5');
    expect(next).toMatchObject({ projectName: 'Lots', biUrl: 'http://bi/', baseUrl: 'http://b/', Platform: '5' });
  });
  it('keeps a configured biUrl', () => {
    expect(applyDictionaryOverlay({ ...config, biUrl: 'http://mine/' }, [{ dkey: 'biUrl', dvalue: 'http://bi/' }]).biUrl).toBe('http://mine/');
  });
});
