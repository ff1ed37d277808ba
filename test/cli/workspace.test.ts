// "Same files, same answers as the editor": on one fixture with editor settings (associations of
// jsonObjectValidator.schemas and json.schemas, exclude, severity, the trusted domains and a SchemaStore
// catalog URL), the CLI without file arguments and the language server's Validate Workspace report the
// same problems, file by file, at the same ranges, with the same severities, codes and messages: local
// schemas, a "$schema" on a local HTTP server (one trusted, one not), and files the catalog matches
// (SchemaStore's real tsconfig.json and package.json schemas, served locally).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecuteCommandRequest } from 'vscode-languageserver-protocol/node';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { VALIDATE_WORKSPACE_COMMAND } from '../../shared/src/protocol';
import type { ValidateWorkspaceResult } from '../../shared/src/protocol';
import { Client, Fixture } from '../protocol/harness';
import { SchemaHost } from '../support/httpFixture';
import { schemastoreDir } from '../support/paths';
import { CliCopy } from './harness';

const host = new SchemaHost();

/** SchemaStore's hosts, as the catalog and its schemas name them, become the local server. */
function local(text: string): string {
  return text.replace(/https:\/\/(json|www)\.schemastore\.org\//g, `${host.origin}/`);
}

/** The settings as the editor sends them and as .vscode/settings.json holds them (dotted keys). */
function sections(): Record<string, Record<string, unknown>> {
  return {
    jsonObjectValidator: {
      schemas: [{ fileMatch: ['*.conf'], url: './schemas/conf.schema.json' }],
      exclude: ['**/generated/**'],
      severity: { additionalProperties: 'warning', minimum: 'off' },
      schemaDownload: { trustedDomains: { [`${host.origin}/`]: true } },
      schemaStore: { url: `${host.origin}/catalog.json` },
    },
    json: {
      schemas: [
        {
          fileMatch: ['plain/*.json'],
          schema: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'integer' } },
            additionalProperties: false,
          },
        },
        { fileMatch: ['plain/both-*.json'], url: './schemas/item.schema.json' },
      ],
    },
  };
}

function settingsFile(): string {
  const dotted: Record<string, unknown> = {};
  for (const [section, values] of Object.entries(sections())) {
    for (const [key, value] of Object.entries(values)) dotted[`${section}.${key}`] = value;
  }
  return '// workspace settings, as VS Code writes them\n' + JSON.stringify(dotted, null, 2) + '\n';
}

function files(): Record<string, string> {
  const out: Record<string, string> = {
    '.vscode/settings.json': settingsFile(),
    'schemas/item.schema.json': JSON.stringify(
      {
        type: 'object',
        properties: { id: { type: 'integer', minimum: 0 }, name: { type: 'string' } },
        required: ['id', 'name'],
        additionalProperties: false,
      },
      null,
      2,
    ),
    'schemas/conf.schema.json': '{ "type": "object", "required": ["name", "port"] }\n',
    'items/syntax.json': '{ "$schema": "../schemas/item.schema.json", "id": 1 "name": "x" }\n',
    'deploy/ok.conf': '{ "name": "a", "port": 1 }\n',
    'deploy/bad.conf': '{ "enabled": true }\n',
    'plain/p1.json': '{ "id": "one", "extra": true }\n',
    'plain/both-1.json': '{ "id": -1, "nmae": "x" }\n',
    'unassociated.json': '{ "anything": 1 }\n',
    'generated/bad.json': '{ "$schema": "../schemas/item.schema.json" }\n',
    'node_modules/pkg/bad.json': '{ "$schema": "../../schemas/item.schema.json" }\n',
    // Downloaded: a trusted "$schema", one on a host that is not trusted, and the catalog's matches.
    'remote/r1.json': `{\n  "$schema": "${host.origin}/remote.schema.json",\n  "port": "80",\n  "extra": 1\n}\n`,
    'remote/untrusted.json': `{ "$schema": "${host.otherOrigin}/remote.schema.json", "port": 1 }\n`,
    'app/tsconfig.json':
      '{\n  // JSONC by its name\n  "compilerOptions": {\n    "strict": "yes",\n    "moduleResolution": "nodee",\n  },\n}\n',
    'app/package.json': '{ "name": "Not Lower Case", "version": 1 }\n',
  };
  for (let i = 0; i < 6; i++) {
    out[`items/i${i}.json`] = JSON.stringify(
      {
        $schema: '../schemas/item.schema.json',
        id: i % 3 === 0 ? -i : i,
        ...(i % 2 ? { name: `n${i}` } : { nmae: 'x' }),
      },
      null,
      2,
    );
  }
  return out;
}

type Row = [file: string, range: string, severity: string, code: string, message: string];

const SEVERITIES = ['', 'error', 'warning', 'information', 'hint'];

let fixture: Fixture;
let cli: CliCopy;

before(async () => {
  await host.listen();
  host.json('/catalog.json', local(readFileSync(join(schemastoreDir, 'catalog.json'), 'utf8')));
  for (const name of readdirSync(join(schemastoreDir, 'schemas'))) {
    host.json(`/${name}`, local(readFileSync(join(schemastoreDir, 'schemas', name), 'utf8')));
  }
  host.json('/remote.schema.json', {
    type: 'object',
    required: ['port', 'host'],
    properties: { port: { type: 'integer' } },
    additionalProperties: false,
  });
  fixture = new Fixture(files());
  cli = new CliCopy();
});

after(async () => {
  fixture.dispose();
  cli.dispose();
  await host.close();
});

void describe("the CLI without file arguments and the editor's Validate Workspace", () => {
  void test('report the same problems, file by file', { timeout: 60_000 }, async () => {
    const client = await Client.start({ rootUri: fixture.uri(''), settings: sections() });
    let server: Row[];
    let summary: ValidateWorkspaceResult;
    try {
      summary = (await client.connection.sendRequest(ExecuteCommandRequest.type, {
        command: VALIDATE_WORKSPACE_COMMAND,
        arguments: [],
      })) as ValidateWorkspaceResult;
      server = [...client.diagnostics].flatMap(([uri, diagnostics]: [string, Diagnostic[]]) =>
        diagnostics.map((d): Row => [
          relative(fixture.root, fileURLToPath(uri)),
          `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`,
          SEVERITIES[d.severity ?? 1],
          String(d.code),
          typeof d.message === 'string' ? d.message : d.message.value,
        ]),
      );
    } finally {
      await client.stop();
    }

    const run = await cli.runAsync(['validate', '-f', 'json'], { cwd: fixture.root });
    const report = JSON.parse(run.stdout) as {
      files: {
        file: string;
        valid: boolean;
        errors: {
          keyword: string;
          code?: string;
          message: string;
          severity: string;
          range: { start: { line: number; character: number }; end: { line: number; character: number } };
        }[];
      }[];
    };
    // The one deliberate difference in wording: for a domain that is not trusted, the CLI names its
    // --trust-domain option beside the setting.
    const untrusted = `${host.otherOrigin}/`;
    const option = ` in the settings, or --trust-domain ${untrusted})`;
    assert.ok(
      report.files.some((f) => f.errors.some((e) => e.message.includes(option))),
      'the CLI names --trust-domain',
    );
    const ours = report.files.flatMap((f) =>
      f.errors.map((e): Row => [
        f.file,
        `${e.range.start.line}:${e.range.start.character}-${e.range.end.line}:${e.range.end.character}`,
        e.severity,
        e.code ?? e.keyword,
        e.message.replace(option, ')'),
      ]),
    );
    const order = (a: Row, b: Row) => (a.join('\u0000') < b.join('\u0000') ? -1 : 1);
    assert.deepEqual(ours.sort(order), server.sort(order));
    // The same files counted, the same not compliant.
    assert.equal(report.files.length, summary.filesChecked);
    assert.equal(report.files.filter((f) => !f.valid).length, summary.filesNotCompliant);
    // An untrusted "$schema" is named by the document: the run cannot pass.
    assert.equal(run.status, 2);
    assert.ok(ours.length > 10, 'the fixture has problems to compare');
    // Each kind of source took part.
    for (const file of ['remote/r1.json', 'remote/untrusted.json', 'app/tsconfig.json', 'app/package.json']) {
      assert.ok(
        ours.some((row) => row[0] === file),
        `${file} has problems in both`,
      );
    }
    assert.ok(
      ours.some((row) => row[0] === 'app/tsconfig.json' && row[3] === 'anyOf'),
      'the catalog schema was used',
    );
  });
});

void describe('--config and --no-config', () => {
  void test('--no-config: only the documents that name their schema', () => {
    const run = cli.run(['validate', '--no-config', 'deploy/bad.conf', 'plain/p1.json', 'items/i1.json'], {
      cwd: fixture.root,
    });
    assert.deepEqual(
      run.stdout
        .split('\n')
        .filter((l) => l.includes(' error '))
        .map((l) => l.split(' ')[0]),
      ['deploy/bad.conf:1:1', 'plain/p1.json:1:1'],
    );
    assert.match(run.stdout, /\[no-schema\]/);
    assert.equal(run.status, 2);
  });

  void test('--config FILE reads the settings from another file; exclude and severity apply to named files', () => {
    fixture.write(
      'ci/settings.json',
      JSON.stringify({
        'jsonObjectValidator.schemas': [{ fileMatch: ['*.conf'], url: './schemas/conf.schema.json' }],
        'jsonObjectValidator.severity': { required: 'warning' },
        'jsonObjectValidator.exclude': ['deploy/ok.conf'],
      }),
    );
    const run = cli.run(['validate', '--config', 'ci/settings.json', 'deploy/bad.conf', 'deploy/ok.conf'], {
      cwd: fixture.root,
    });
    assert.equal(
      run.stdout,
      'deploy/bad.conf:1:1 warning Missing required property "name". [required]\n' +
        'deploy/bad.conf:1:1 warning Missing required property "port". [required]\n' +
        '1 file checked, 0 not compliant, 0 errors, 2 warnings, 1 skipped (excluded or without a schema)\n',
    );
    assert.equal(run.status, 0);
  });

  void test('a --config file that cannot be read is a usage error', () => {
    const run = cli.run(['validate', '--config', 'nope.json', 'deploy/bad.conf'], { cwd: fixture.root });
    assert.match(run.stderr, /^json-object-validator: Cannot read the settings file nope\.json: /);
    assert.equal(run.status, 2);
  });
});
