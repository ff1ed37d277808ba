import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nvimAvailable, nvimSkip, runNvimScript, type NvimDiagnostic } from './harness';

interface SuppressResult {
  ok: boolean;
  error?: string;
  filetype: string;
  before: NvimDiagnostic[];
  problem_actions: string[];
  suppressed_text: string[];
  suppressed: NvimDiagnostic[];
  unused_actions: string[];
  cleaned_text: string[];
  cleaned: NvimDiagnostic[];
}

function brief(list: NvimDiagnostic[]): [string, string, number, string][] {
  return list.map((d) => [`${d.lnum}:${d.col}-${d.end_lnum}:${d.end_col}`, d.code, d.severity, d.message]);
}

void test(
  'neovim (plain LSP): suppression comments, the "Suppress" quick fix and the removal of an unused one',
  {
    skip: nvimSkip,
    timeout: 90_000,
  },
  () => {
    assert.ok(nvimAvailable, 'nvim is not installed but CI=true: .ci/run must install neovim');
    const root = mkdtempSync(join(tmpdir(), 'jov-nvim-suppress-'));
    try {
      writeFileSync(
        join(root, 'schema.json'),
        JSON.stringify({
          type: 'object',
          properties: { name: { type: 'string' }, port: { type: 'integer' } },
          additionalProperties: false,
        }),
      );
      const doc = [
        '{',
        '  // json-object-validator-disable-next-line required',
        '  "$schema": "./schema.json",',
        '  "extra": 1,',
        '  "name": "app"',
        '}',
        '',
      ].join('\n');
      writeFileSync(join(root, 'doc.jsonc'), doc);
      const { result, run } = runNvimScript<SuppressResult>('suppress.lua', root);
      assert.equal(
        result.error,
        undefined,
        `${result.error ?? ''}\n${JSON.stringify(result)}\n${run.stderr}`,
      );
      assert.equal(run.status, 0);
      const ERROR = 1;
      const HINT = 4;
      assert.deepEqual(brief(result.before), [
        ['1:2-1:53', 'unused-suppression', HINT, 'This comment suppresses no problem.'],
        [
          '3:2-3:9',
          'additionalProperties',
          ERROR,
          'Property "extra" is not allowed: the schema allows only "name", "port".',
        ],
      ]);
      assert.ok(result.problem_actions.includes('Suppress "additionalProperties" on this line'));
      assert.deepEqual(result.suppressed_text, [
        '{',
        '  // json-object-validator-disable-next-line required',
        '  "$schema": "./schema.json",',
        '  // json-object-validator-disable-next-line additionalProperties',
        '  "extra": 1,',
        '  "name": "app"',
        '}',
      ]);
      assert.deepEqual(brief(result.suppressed), [
        ['1:2-1:53', 'unused-suppression', HINT, 'This comment suppresses no problem.'],
      ]);
      assert.deepEqual(result.unused_actions, ['Remove unused suppression comment']);
      assert.deepEqual(result.cleaned_text, [
        '{',
        '  "$schema": "./schema.json",',
        '  // json-object-validator-disable-next-line additionalProperties',
        '  "extra": 1,',
        '  "name": "app"',
        '}',
      ]);
      assert.deepEqual(brief(result.cleaned), []);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);
