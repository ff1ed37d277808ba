import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { serverEnvironment } from '../../client/src/serverProcess';

void describe('the server process the extension starts', () => {
  void test('gets two malloc arenas unless the person chose a number', () => {
    assert.deepEqual(serverEnvironment({ PATH: '/usr/bin' }), { MALLOC_ARENA_MAX: '2' });
    assert.deepEqual(serverEnvironment({ MALLOC_ARENA_MAX: '8' }), {});
  });
});
