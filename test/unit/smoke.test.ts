import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Draft } from '../../shared/src/types';

void test('drafts are named as in $schema', () => {
  const drafts: Draft[] = ['4', '6', '7', '2019-09', '2020-12'];
  assert.equal(drafts.length, 5);
});
