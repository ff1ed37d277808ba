/**
 * The common files of a JavaScript project as a new user opens them on a machine without internet,
 * with VS Code's built-in JSON support at its defaults: package.json and tsconfig.json (whose schemas
 * VS Code's own npm and TypeScript extensions name on schemastore.org) and .eslintrc.json (the
 * SchemaStore catalog) are validated from the schemas shipped with the extension, each problem once,
 * the ESLint rule with its "Replace with \"warn\"" fix; the status item says "shipped copy of
 * 2026-08-07". Then a company mirror of SchemaStore (`jsonObjectValidator.schemaStore.mirror`, trusted)
 * serves them instead. The "network" is a local server set as VS Code's `http.proxy`: it refuses every
 * https tunnel at once (no internet, deterministically, without waiting on DNS) and is the mirror
 * (http, on 127.0.0.1) at the same time.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { repoRoot, schemastoreDir } from '../support/paths';
import {
  api,
  closeAll,
  fixtureUri,
  quickFixes,
  rangeOf,
  shapes,
  waitForDiagnostics,
  waitForStatus,
  writeFixture,
} from './helpers';

const FILES = ['package.json', 'tsconfig.json', '.eslintrc.json'];
const MIRROR_TITLE = 'package.json (company mirror)';

/** A server that refuses CONNECT (no https anywhere) and serves SchemaStore's layout under /ss/. */
class NoInternetWithMirror {
  readonly requested: string[] = [];
  private server: Server | undefined;
  private port = 0;

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      // As a proxy it gets absolute URLs ("http://127.0.0.1:port/ss/x.json"); as a server, paths.
      const path = (request.url ?? '/').replace(/^https?:\/\/[^/]+/, '');
      this.requested.push(path);
      const name = /^\/ss\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
      let text: string | undefined;
      try {
        text = name ? readFileSync(join(schemastoreDir, 'schemas-all', `${name}.json`), 'utf8') : undefined;
      } catch {
        text = undefined;
      }
      if (text === undefined) {
        response.writeHead(404).end();
        return;
      }
      if (name === 'package') text = JSON.stringify({ ...(JSON.parse(text) as object), title: MIRROR_TITLE });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(text);
    });
    // No internet: every tunnel (https://json.schemastore.org/...) is refused at once.
    server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
      socket.end('HTTP/1.1 502 No internet here\r\n\r\n');
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('the common files offline: shipped copies and a mirror', () => {
  const network = new NoInternetWithMirror();
  const uri = (file: string): vscode.Uri => fixtureUri(`offline/${file}`);

  async function setGlobal(section: string, key: string, value: unknown): Promise<void> {
    await vscode.workspace.getConfiguration(section).update(key, value, vscode.ConfigurationTarget.Global);
  }

  /** Opens a file and waits for exactly one problem of ours, the only one VS Code shows. */
  async function oneProblem(file: string, needle: string): Promise<vscode.Diagnostic> {
    const document = await vscode.workspace.openTextDocument(uri(file));
    await vscode.window.showTextDocument(document);
    const expected = rangeOf(document, needle);
    const [problem] = await waitForDiagnostics(
      uri(file),
      (d) => d.length === 1 && d[0].range.isEqual(expected),
      `the problem of ${file}`,
      30_000,
    );
    assert.equal(vscode.languages.getDiagnostics(uri(file)).length, 1, JSON.stringify(shapes(uri(file))));
    return problem;
  }

  before(async () => {
    const validator = await api();
    await network.listen();
    for (const file of FILES) {
      await writeFixture(
        `offline/${file}`,
        readFileSync(join(repoRoot, 'test/e2e/fixtures/offline', file), 'utf8'),
      );
    }
    await setGlobal('http', 'proxy', network.origin);
    // Earlier suites may have downloaded (and cached) SchemaStore schemas: a new user has none.
    await vscode.commands.executeCommand('jsonObjectValidator.clearSchemaCache');
    assert.ok(validator);
  });

  after(async () => {
    await closeAll();
    await setGlobal('jsonObjectValidator', 'schemaStore.mirror', undefined);
    await setGlobal('jsonObjectValidator', 'schemaDownload.trustedDomains', undefined);
    await setGlobal('http', 'proxy', undefined);
    await vscode.workspace.fs
      .delete(fixtureUri('offline'), { recursive: true })
      .then(undefined, () => undefined);
    // The mirror's copies must not serve later suites (or the next run) from the cache.
    await vscode.commands.executeCommand('jsonObjectValidator.clearSchemaCache');
    await network.close();
  });

  it('package.json, tsconfig.json and .eslintrc.json are validated from the shipped copies', async () => {
    const validator = await api();
    const pkg = await oneProblem('package.json', '1');
    assert.equal(pkg.message, 'Incorrect type: expected string, got integer.');
    const status = await waitForStatus(
      validator,
      (s) => s.documentUri === uri('package.json').toString() && /shipped copy of/.test(s.text),
      'the status of package.json',
    );
    assert.match(status.text, / · shipped copy of 2026-08-07$/);
    assert.match(status.tooltip, /shipped with JSON Object Validator \(SchemaStore, 2026-08-07\)/);
    // VS Code's own extensions contribute six schemas for package.json; the npm one is SchemaStore's.
    assert.match(
      status.tooltip,
      /the copy of https:\/\/json\.schemastore\.org\/package \(and \d+ schemas it refers to\) shipped/,
    );

    const ts = await oneProblem('tsconfig.json', '"es2099"');
    assert.equal(typeof ts.code === 'object' ? ts.code.value : ts.code, 'anyOf');

    const eslint = await oneProblem('.eslintrc.json', '"warning"');
    assert.match(eslint.message, /"warn"/);
    const fixes = await quickFixes(uri('.eslintrc.json'), eslint.range);
    const replace = fixes.find((f) => f.title === 'Replace with "warn"');
    assert.ok(replace?.edit, JSON.stringify(fixes.map((f) => f.title)));
    assert.ok(await vscode.workspace.applyEdit(replace.edit));
    const document = await vscode.workspace.openTextDocument(uri('.eslintrc.json'));
    assert.match(document.getText(), /"no-unused-vars": "warn"\n/);
    await waitForDiagnostics(uri('.eslintrc.json'), (d) => d.length === 0, 'no problem after the fix');
    assert.ok(
      !network.requested.some((p) => p.startsWith('/ss/')),
      `nothing asked of a mirror no one set: ${JSON.stringify(network.requested)}`,
    );
    await closeAll();
  });

  it('with a trusted SchemaStore mirror, the mirror copy replaces the shipped one', async () => {
    const validator = await api();
    await oneProblem('package.json', '1');
    await setGlobal('jsonObjectValidator', 'schemaDownload.trustedDomains', {
      'https://json.schemastore.org/': true,
      'https://www.schemastore.org/': true,
      [`${network.origin}/`]: true,
    });
    await setGlobal('jsonObjectValidator', 'schemaStore.mirror', `${network.origin}/ss/`);
    const status = await waitForStatus(
      validator,
      (s) =>
        s.documentUri === uri('package.json').toString() &&
        s.tooltip.includes(MIRROR_TITLE) &&
        !/shipped/.test(s.text),
      'the mirror title in the status',
      30_000,
    );
    assert.doesNotMatch(status.tooltip, /shipped/);
    assert.equal(shapes(uri('package.json')).length, 1, JSON.stringify(shapes(uri('package.json'))));
    assert.deepEqual(shapes(uri('package.json'))[0].range, [2, 13, 2, 14]);
    assert.ok(network.requested.includes('/ss/package.json'), JSON.stringify(network.requested));
    assert.ok(network.requested.includes('/ss/ava.json'), JSON.stringify(network.requested));

    // tsconfig.json too, through the TypeScript extension's contribution.
    await oneProblem('tsconfig.json', '"es2099"');
    assert.ok(network.requested.includes('/ss/tsconfig.json'), JSON.stringify(network.requested));
    await closeAll();
  });
});
