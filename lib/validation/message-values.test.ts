import { messageOf, withValues } from './message-values';

describe('field errors with values', () => {
  it('carry the values of their placeholders, whatever characters they hold', () => {
    const error = withValues('stepsFormat', { part: '两小时:8?&=%' });
    expect(messageOf(error)).toEqual({ key: 'stepsFormat', values: { part: '两小时:8?&=%' } });
  });

  it('leave a plain key as it is', () => {
    expect(messageOf('blank')).toEqual({ key: 'blank', values: {} });
  });
});
