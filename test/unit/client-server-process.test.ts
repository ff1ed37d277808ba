import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SERVER_EXEC_ARGV, serverEnvironment } from '../../client/src/serverProcess';

void describe('the server process the extension starts', () => {
  void test('gets two malloc arenas and a fixed mmap threshold, unless the person chose otherwise', () => {
    assert.deepEqual(serverEnvironment({ PATH: '/usr/bin' }), {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
    assert.deepEqual(serverEnvironment({ MALLOC_ARENA_MAX: '8' }), { MALLOC_MMAP_THRESHOLD_: '131072' });
    assert.deepEqual(serverEnvironment({ MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '65536' }), {});
  });

  void test('runs with small semi-spaces', () => {
    assert.deepEqual(SERVER_EXEC_ARGV, ['--max-semi-space-size=4']);
  });
});
