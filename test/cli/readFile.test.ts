// readRegularFile: a file's bytes exactly, with one read for a file whose size fstat gives, the rest
// (a size of 0 that is not, a limit) handled as before.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRegularFile } from '../../cli/src/readFile';

void describe('readRegularFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jov-read-'));
  const write = (name: string, content: string | Buffer): string => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  void test('the exact bytes of files of many sizes, empty included', () => {
    for (const size of [0, 1, 2, 1023, 1024, 65_537, 1_048_577]) {
      const content = Buffer.alloc(size, 'é{"a": 1}\n');
      const read = readRegularFile(write(`f${size}.json`, content), 10 << 20);
      assert.ok('bytes' in read, `size ${size}`);
      assert.ok(read.bytes.equals(content), `size ${size}`);
    }
  });

  void test('a file of exactly the limit is read; one byte more is too large', () => {
    const path = write('limit.json', '[1,2,3]');
    const atLimit = readRegularFile(path, 7);
    assert.ok('bytes' in atLimit);
    assert.equal(atLimit.bytes.toString(), '[1,2,3]');
    assert.deepEqual(readRegularFile(path, 6), { error: 'it is larger than 6 bytes' });
  });

  void test('a file whose size says 0 but that has content (/proc) is read to its end', (t) => {
    if (!existsSync('/proc/self/status')) {
      t.skip('no /proc on this system');
      return;
    }
    const read = readRegularFile('/proc/self/status', 1 << 20);
    assert.ok('bytes' in read);
    assert.match(read.bytes.toString(), /^Name:/);
    assert.match(read.bytes.toString(), /\nPid:\s+\d+\n/);
  });

  void test('what is not a regular file, or is not there, is an error', () => {
    assert.deepEqual(readRegularFile(join(dir, 'missing.json'), 100), {
      error: 'no such file',
      code: 'ENOENT',
    });
    assert.ok('error' in readRegularFile(dir, 100));
  });

  after(() => rmSync(dir, { recursive: true, force: true }));
});
