/**
 * Where the official JSON-Schema-Test-Suite is read from (never copied into the repo): the folder
 * `../shared/json-schema-test-suite` beside the repository, or `JSON_SCHEMA_TEST_SUITE`.
 */
import { resolve } from 'node:path';
import type { Draft } from '../../shared/src/types';

// Test bundles live two levels below out/ (out/test/<folder>/x.test.js), so the repo is three up.
const repoRoot = resolve(__dirname, '../../..');

/** The suite's root folder (the one with `tests/` and `remotes/`). */
export const suiteDir: string =
  process.env.JSON_SCHEMA_TEST_SUITE ?? resolve(repoRoot, '../shared/json-schema-test-suite');

/** The suite's draft folders and the drafts they test. */
export const SUITE_DRAFTS: readonly [string, Draft][] = [
  ['draft4', '4'],
  ['draft6', '6'],
  ['draft7', '7'],
  ['draft2019-09', '2019-09'],
  ['draft2020-12', '2020-12'],
];
