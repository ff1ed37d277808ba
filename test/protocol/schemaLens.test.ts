import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DidSaveTextDocumentNotification, ExecuteCommandRequest } from 'vscode-languageserver-protocol/node';
import type { CodeLens, Diagnostic } from 'vscode-languageserver-protocol/node';
import {
  SchemaUsersRequest,
  SHOW_SCHEMA_USERS_COMMAND,
  VALIDATE_WORKSPACE_COMMAND,
} from '../../shared/src/protocol';
import type { SchemaUsersResult, ValidateWorkspaceResult } from '../../shared/src/protocol';
import { Client, Fixture, rangeOf, summary } from './harness';

const ERROR = 1;

/** A schema whose root starts on line 2 (the lens sits above that line). */
function schema(required: string[]): string {
  return `\n\n${JSON.stringify({ type: 'object', properties: { name: { type: 'string' } }, required }, null, 2)}`;
}

const good = (schemaFile: string): string => JSON.stringify({ $schema: schemaFile, name: 'n' });
const bad = (schemaFile: string): string => JSON.stringify({ $schema: schemaFile });

const CAPABILITIES = {
  workspace: { configuration: false, workspaceFolders: true, codeLens: { refreshSupport: true } },
  window: { workDoneProgress: true, showDocument: { support: true } },
  textDocument: { publishDiagnostics: { relatedInformation: true, dataSupport: true } },
};

async function lenses(client: Client, uri: string): Promise<CodeLens[]> {
  return (await client.request<CodeLens[] | null>('textDocument/codeLens', { textDocument: { uri } })) ?? [];
}

/** The lens as [line, title, command, arguments]. */
async function lensOf(client: Client, uri: string): Promise<[number, string, string, unknown[]][]> {
  return (await lenses(client, uri)).map((l) => [
    l.range.start.line,
    l.command?.title ?? '',
    l.command?.command ?? '',
    l.command?.arguments ?? [],
  ]);
}

async function validateWorkspace(client: Client): Promise<ValidateWorkspaceResult> {
  return client.connection.sendRequest<ValidateWorkspaceResult>(ExecuteCommandRequest.method, {
    command: VALIDATE_WORKSPACE_COMMAND,
    arguments: [],
  });
}

void describe('the schema lens over stdio', { timeout: 60_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  let refreshes = 0;
  let refreshed: () => void = () => undefined;
  const messages: { message: string; actions: string[] }[] = [];
  const shown: string[] = [];
  let onShown: () => void = () => undefined;

  before(async () => {
    fixture = new Fixture({
      's.json': schema(['name']),
      'a.json': good('./s.json'),
      'b.json': good('./s.json'),
      'c.json': good('./s.json'),
      'd.json': bad('./s.json'),
      'e.json': bad('./s.json'),
      'one/t.json': schema(['name']),
      'one/f.json': bad('./t.json'),
      'unused.schema.json': schema([]),
    });
    client = await Client.start({ rootUri: fixture.uri(''), capabilities: CAPABILITIES });
    client.connection.onRequest('workspace/codeLens/refresh', () => {
      refreshes++;
      refreshed();
      return null;
    });
    client.connection.onRequest(
      'window/showMessageRequest',
      (p: { message: string; actions?: { title: string }[] }) => {
        const actions = (p.actions ?? []).map((a) => a.title);
        messages.push({ message: p.message, actions });
        return { title: actions[0] };
      },
    );
    client.connection.onRequest('window/showDocument', (p: { uri: string }) => {
      shown.push(p.uri);
      onShown();
      return { success: true };
    });
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  void test('counts the files that use a schema: from Validate Workspace, then with open documents', async () => {
    const s = fixture.uri('s.json');
    const unused = fixture.uri('unused.schema.json');
    await client.open(unused, schema([]));
    assert.deepEqual(await lensOf(client, unused), [
      [2, 'No known file uses this schema · Validate Workspace', VALIDATE_WORKSPACE_COMMAND, []],
    ]);
    // A plain document nothing uses as a schema gets no lens.
    await client.open(fixture.uri('plain.json'), '{ "x": 1 }');
    assert.deepEqual(await lensOf(client, fixture.uri('plain.json')), []);

    await client.open(s, schema(['name']));
    const refresh = new Promise<void>((resolve) => (refreshed = resolve));
    const result = await validateWorkspace(client);
    assert.equal(result.filesNotCompliant, 3);
    assert.deepEqual(await lensOf(client, s), [
      [2, 'Used by 5 files · 2 not compliant', SHOW_SCHEMA_USERS_COMMAND, [s]],
    ]);
    // The client is asked to request the lenses again (the schema is open and its counts changed).
    await refresh;
    assert.ok(refreshes >= 1);
    assert.deepEqual(await lensOf(client, fixture.uri('one/t.json')), []);
    await client.open(fixture.uri('one/t.json'), schema(['name']));
    assert.deepEqual(await lensOf(client, fixture.uri('one/t.json')), [
      [2, 'Used by 1 file · 1 not compliant', SHOW_SCHEMA_USERS_COMMAND, [fixture.uri('one/t.json')]],
    ]);

    // An open document not on disk counts; an open file counts with its editor text.
    const extra = fixture.uri('extra.json');
    assert.equal((await client.open(extra, bad('./s.json'))).length, 1);
    assert.deepEqual((await lensOf(client, s))[0][1], 'Used by 6 files · 3 not compliant');
    const a = fixture.uri('a.json');
    assert.equal((await client.open(a, bad('./s.json'))).length, 1);
    assert.deepEqual((await lensOf(client, s))[0][1], 'Used by 6 files · 4 not compliant');
    await client.edit(a, rangeOf(client.text(a), '}'), ', "name": "fixed" }');
    assert.deepEqual((await lensOf(client, s))[0][1], 'Used by 6 files · 3 not compliant');
    // An open document that stops using the schema is not counted, though its file on disk does.
    await client.edit(a, rangeOf(client.text(a), './s.json'), './t.json');
    assert.deepEqual((await lensOf(client, s))[0][1], 'Used by 5 files · 3 not compliant');
    // Closed: the file on disk counts again.
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: a } });
    client.documents.delete(a);
    assert.deepEqual((await lensOf(client, s))[0][1], 'Used by 6 files · 3 not compliant');
  });

  void test("the lens's command lists the files, not compliant first, and offers to open them", async () => {
    const s = fixture.uri('s.json');
    const users = (uri: string, problems: number, open = false) => ({ uri, problems, open });
    const expected: SchemaUsersResult = {
      uri: s,
      files: [
        users(fixture.uri('d.json'), 1),
        users(fixture.uri('e.json'), 1),
        users(fixture.uri('extra.json'), 1, true),
        users(fixture.uri('a.json'), 0),
        users(fixture.uri('b.json'), 0),
        users(fixture.uri('c.json'), 0),
      ],
      notCompliant: 3,
      workspaceValidated: true,
    };
    assert.deepEqual(await client.request(SchemaUsersRequest.method, { uri: s }), expected);
    const opened = new Promise<void>((resolve) => (onShown = resolve));
    assert.deepEqual(
      await client.connection.sendRequest(ExecuteCommandRequest.method, {
        command: SHOW_SCHEMA_USERS_COMMAND,
        arguments: [s],
      }),
      expected,
    );
    await opened;
    assert.deepEqual(messages, [
      {
        message: 's.json: Used by 6 files · 3 not compliant. Open one:',
        actions: [
          'd.json (1 problem)',
          'e.json (1 problem)',
          'extra.json (1 problem)',
          'a.json',
          'b.json',
          'c.json',
        ],
      },
    ]);
    assert.deepEqual(shown, [fixture.uri('d.json')]);
    // Without the schema's URI, the command says what it takes.
    await assert.rejects(
      client.connection.sendRequest(ExecuteCommandRequest.method, {
        command: SHOW_SCHEMA_USERS_COMMAND,
        arguments: [],
      }),
      { code: -32602, message: "jsonObjectValidator.showSchemaUsers takes the schema's URI, not undefined" },
    );
    // A document nothing uses: an empty list, and nothing offered.
    const nobody = await client.request<SchemaUsersResult>(SchemaUsersRequest.method, {
      uri: fixture.uri('unused.schema.json'),
    });
    assert.deepEqual(nobody.files, []);
  });
});

void describe('editing a schema validates the closed files that use it again', { timeout: 60_000 }, () => {
  const FILES = 12;
  let fixture: Fixture;
  let client: Client;
  const names = Array.from({ length: FILES }, (_, i) => `f${String(i).padStart(2, '0')}.json`);
  const missing = (name: string) => (d: Diagnostic[]) =>
    d.length === 1 && d[0].message === `Missing required property "${name}".`;
  const clean = (d: Diagnostic[]) => d.length === 0;

  before(async () => {
    const files: Record<string, string> = { 's.json': schema(['name']) };
    for (const name of names) files[name] = good('./s.json');
    fixture = new Fixture(files);
    client = await Client.start({ rootUri: fixture.uri(''), capabilities: CAPABILITIES });
    client.connection.onRequest('workspace/codeLens/refresh', () => null);
    const result = await validateWorkspace(client);
    assert.equal(result.filesChecked, FILES);
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  /** Resolves when every file's diagnostics satisfy `accept` (published since, or already). */
  const all = (accept: (d: Diagnostic[]) => boolean): Promise<Diagnostic[][]> =>
    Promise.all(names.map((n) => client.waitFor(fixture.uri(n), accept, true)));

  void test('before saving, after undo, after closing without saving, and after a change on disk', async () => {
    const s = fixture.uri('s.json');
    await client.open(s, schema(['name']));
    assert.deepEqual((await lensOf(client, s))[0][1], `Used by ${FILES} files · all compliant`);

    // An unsaved edit: every closed file is validated against the editor's text.
    await client.sendEdits(s, [
      { range: rangeOf(client.text(s), '"name"\n'), newText: '"name",\n    "id"\n' },
    ]);
    const found = await all(missing('id'));
    assert.deepEqual(summary(found[0]), [['0:0-0:1', 'required', ERROR, 'Missing required property "id".']]);
    assert.deepEqual((await lensOf(client, s))[0][1], `Used by ${FILES} files · ${FILES} not compliant`);

    // Undone: back to the text on disk.
    await client.sendEdits(s, [
      { range: rangeOf(client.text(s), '"name",\n    "id"\n'), newText: '"name"\n' },
    ]);
    await all(clean);
    assert.deepEqual((await lensOf(client, s))[0][1], `Used by ${FILES} files · all compliant`);

    await client.sendEdits(s, [{ range: rangeOf(client.text(s), '"name"\n'), newText: '"name", "zip"\n' }]);
    await all(missing('zip'));

    // Closed without saving: back to the file on disk.
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: s } });
    client.documents.delete(s);
    await all(clean);

    // Saved: the file on disk has the new rule, and closing the editor changes nothing; a change on disk
    // (the watcher's event) validates the files again.
    await client.open(s, schema(['name']));
    await client.sendEdits(s, [{ range: rangeOf(client.text(s), '"name"\n'), newText: '"name", "kind"\n' }]);
    await all(missing('kind'));
    fixture.write('s.json', client.text(s));
    await client.connection.sendNotification(DidSaveTextDocumentNotification.type, {
      textDocument: { uri: s },
    });
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: s } });
    client.documents.delete(s);
    fixture.write('s.json', schema(['name']));
    await client.fileChanged(s);
    await all(clean);
  });
});
