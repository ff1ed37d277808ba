import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nvimAvailable, nvimSkip, runNvimScript, type NvimDiagnostic } from './harness';

interface NvimResult {
  ok: boolean;
  error?: string;
  before: NvimDiagnostic[];
  actions: string[];
  after_text: string[];
  after: NvimDiagnostic[];
  mapped: NvimDiagnostic[];
  completion: { label: string; detail?: string; newText?: string; format?: number }[];
  completed_text: string[];
  completed: NvimDiagnostic[];
  hover?: string;
  command: unknown;
  messages: string[];
  sort_actions: { title: string; kind: string }[];
  sorted_text: string[];
  sort_command: unknown;
  command_text: string[];
  sort_again: unknown;
}

function brief(list: NvimDiagnostic[]): [string, string, number, string, string][] {
  return list.map((d) => [
    `${d.lnum}:${d.col}-${d.end_lnum}:${d.end_col}`,
    d.code,
    d.severity,
    d.source,
    d.message,
  ]);
}

void test(
  'neovim (headless, as an LSP client nobody here wrote) shows our diagnostics, applies a quick fix and sorts by the schema',
  {
    skip: nvimSkip,
    timeout: 90_000,
  },
  () => {
    assert.ok(nvimAvailable, 'nvim is not installed but CI=true: .ci/run must install neovim');
    const root = mkdtempSync(join(tmpdir(), 'jov-nvim-'));
    try {
      writeFileSync(
        join(root, 'schema.json'),
        JSON.stringify(
          {
            type: 'object',
            properties: { name: { type: 'string' }, version: { type: 'number' } },
            required: ['name', 'version'],
          },
          null,
          2,
        ),
      );
      writeFileSync(join(root, 'doc.json'), '{\n  "$schema": "./schema.json",\n  "version": "one"\n}\n');
      writeFileSync(join(root, 'app.mapped.json'), '{\n  "name": "app"\n  \n}\n');
      const { result, run } = runNvimScript<NvimResult>('check.lua', root);
      assert.equal(result.error, undefined, `${result.error ?? ''}\n${run.stderr}`);
      assert.equal(run.status, 0);
      const ERROR = 1; // vim.diagnostic.severity.ERROR
      assert.deepEqual(brief(result.before), [
        ['0:0-0:1', 'required', ERROR, 'json-object-validator', 'Missing required property "name".'],
        ['2:13-2:18', 'type', ERROR, 'json-object-validator', 'Incorrect type: expected number, got string.'],
      ]);
      assert.deepEqual(result.actions, ['Add missing required property "name"']);
      assert.deepEqual(result.after_text, [
        '{',
        '  "$schema": "./schema.json",',
        '  "name": "",',
        '  "version": "one"',
        '}',
      ]);
      assert.deepEqual(brief(result.after), [
        ['3:13-3:18', 'type', ERROR, 'json-object-validator', 'Incorrect type: expected number, got string.'],
      ]);
      assert.deepEqual(brief(result.mapped), [
        ['0:0-0:1', 'required', ERROR, 'json-object-validator', 'Missing required property "version".'],
      ]);
      // nvim 0.7 has no snippet support: plain text; the missing comma is an additional edit.
      assert.deepEqual(result.completion, [
        { label: 'version', detail: 'required · number', newText: '"version": 0', format: 1 },
        { label: '$schema', detail: 'the schema of this document', newText: '"$schema": ""', format: 1 },
      ]);
      assert.deepEqual(result.completed_text, ['{', '  "name": "app",', '  "version": 0', '}']);
      assert.deepEqual(brief(result.completed), []);
      assert.equal(
        result.hover,
        `**name**\n\n\`string · required\`\n\n[schema.json:4](${pathToFileURL(join(root, 'schema.json')).href}#L4)`,
      );
      // schema.json counts as checked (it is a schema the settings name; it has no problems); the open
      // documents contribute their live diagnostics: after the quick fix and the accepted completion, one
      // problem is left (in doc.json).
      assert.deepEqual(result.command, {
        filesFound: 3,
        filesChecked: 3,
        filesWithoutSchema: 0,
        filesSkipped: 0,
        filesNotCompliant: 1,
        problems: 1,
        cancelled: false,
      });
      // Sort Properties in Schema Order: the source actions at the cursor (in the root object, so both
      // sort the same members), the document's applied by neovim, then the command applied by the server.
      assert.deepEqual(result.sort_actions, [
        { title: 'Sort Properties in Schema Order', kind: 'source.sortBySchema.jsonObjectValidator' },
      ]);
      assert.deepEqual(result.sorted_text, [
        '{',
        '  "$schema": "./schema.json",',
        '  "name": "app",',
        '  "version": 1',
        '}',
      ]);
      assert.deepEqual(result.sort_command, {
        changed: true,
        message: 'Sorted the properties in schema order.',
      });
      assert.deepEqual(result.command_text, ['{ "$schema": "./schema.json", "name": "cmd", "version": 2 }']);
      assert.deepEqual(result.sort_again, { changed: false, message: 'Already in schema order.' });
      assert.deepEqual(result.messages, ['Already in schema order.']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);
