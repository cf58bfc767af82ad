// The upload spool: the file as it came, gone afterwards; past the bound refused and gone too.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { SpoolTooLarge, withSpooledUpload } from './spool';

const chunks = (...sizes: number[]) => Readable.from(sizes.map((n, i) => Buffer.alloc(n, 65 + i)));

describe('withSpooledUpload', () => {
  it('hands the upload over as a private file, removed afterwards', async () => {
    let seen = '';
    const answer = await withSpooledUpload(chunks(3, 2), 10, async (file) => {
      seen = file.path;
      expect(file.bytes).toBe(5);
      return (await readFile(file.path, 'latin1'));
    });
    expect(answer).toBe('AAABB');
    expect(existsSync(seen)).toBe(false);
  });

  it('refuses an upload past the bound and keeps nothing', async () => {
    const use = jest.fn();
    await expect(withSpooledUpload(chunks(6, 6), 10, use)).rejects.toBeInstanceOf(SpoolTooLarge);
    expect(use).not.toHaveBeenCalled();
  });
});
