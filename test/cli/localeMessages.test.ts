// Beyond validation problems, the CLI speaks the person's language in what it writes itself: syntax
// problems, a schema it cannot read, a schema with errors, a document without a schema, and its
// messages on standard error. The codes stay; English stays byte for byte.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { CliCopy, writeTree } from './harness';

const FILES = {
  'broken.json': '{\n  "a": 1\n  "b": 2,\n  "a": 3\n}\n',
  'missing.json': '{ "$schema": "./nowhere.json" }',
  'refs.schema.json': '{ "type": "object", "properties": { "x": { "$ref": "./gone.json" } } }',
  'refs.json': '{ "$schema": "./refs.schema.json", "x": 1 }',
};

const REPORT: Record<'fr' | 'en', string[]> = {
  fr: [
    'broken.json:1:1 error Aucun schéma pour la validation : ajoutez une propriété "$schema" qui désigne le fichier de schéma, ou passez --schema FILE. [no-schema]',
    'broken.json:3:3 error Virgule attendue [comma-expected]',
    'broken.json:4:3 warning Clé d\'objet en double "a". [duplicate-key]',
    'missing.json:1:14 error Impossible de lire le schéma nowhere.json : fichier introuvable. [unreadable-schema]',
    'refs.schema.json:1:52 error Impossible de résoudre la référence "./gone.json" : aucun schéma n\'est disponible avec cet URI. Impossible de lire gone.json : fichier introuvable. [unresolvable-ref]',
    "refs.json:1:14 error Non validé : le schéma refs.schema.json contient 1 erreur ; corrigez-la d'abord. [invalid-schema]",
    '3 fichiers vérifiés, 3 non conformes, 5 erreurs, 1 avertissement',
  ],
  en: [
    'broken.json:1:1 error No schema to validate against: add a "$schema" property naming the schema file, or pass --schema FILE. [no-schema]',
    'broken.json:3:3 error Expected comma [comma-expected]',
    'broken.json:4:3 warning Duplicate object key "a". [duplicate-key]',
    'missing.json:1:14 error Cannot read schema nowhere.json: file not found. [unreadable-schema]',
    'refs.schema.json:1:52 error Cannot resolve the reference "./gone.json": no schema with that URI is available. Cannot read gone.json: file not found. [unresolvable-ref]',
    'refs.json:1:14 error Not validated: schema refs.schema.json has 1 error; fix it first. [invalid-schema]',
    '3 files checked, 3 not compliant, 5 errors, 1 warning',
  ],
};

const STDERR: Record<'fr' | 'en', { schema: string; noMatch: string }> = {
  fr: {
    schema:
      'json-object-validator: Impossible de lire le schéma nowhere.json : fichier introuvable.\n' +
      'Exécutez "json-object-validator --help" pour l\'utilisation.\n',
    noMatch:
      'json-object-validator: aucun fichier ne correspond à "nomatch*.json".\n' +
      'json-object-validator: Aucun document à valider.\n' +
      'Exécutez "json-object-validator --help" pour l\'utilisation.\n',
  },
  en: {
    schema:
      'json-object-validator: Cannot read schema nowhere.json: file not found.\n' +
      'Run "json-object-validator --help" for usage.\n',
    noMatch:
      'json-object-validator: no files match "nomatch*.json".\n' +
      'json-object-validator: No documents to validate.\n' +
      'Run "json-object-validator --help" for usage.\n',
  },
};

const LANGS: Record<'fr' | 'en', string> = { fr: 'fr_FR.UTF-8', en: 'C' };

void describe("the CLI's own sentences in the person's language", { timeout: 60_000 }, () => {
  let cli: CliCopy;
  let dir: string;

  before(() => {
    cli = new CliCopy();
    dir = writeTree('jov-cli-locale-messages-', FILES);
  });
  after(() => {
    cli.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const language of ['fr', 'en'] as const) {
    const env = { LANG: LANGS[language] };

    void test(`LANG=${env.LANG}: syntax problems, an unreadable schema, a schema with errors`, () => {
      const run = cli.run(['validate', 'broken.json', 'missing.json', 'refs.json'], { cwd: dir, env });
      assert.equal(run.status, 2, run.stderr);
      assert.deepEqual(run.stdout.trimEnd().split('\n'), REPORT[language]);
      assert.equal(run.stderr, '');
    });

    void test(`LANG=${env.LANG}: --schema that cannot be read, on standard error`, () => {
      const run = cli.run(['validate', '--schema', 'nowhere.json', 'broken.json'], { cwd: dir, env });
      assert.equal(run.status, 2);
      assert.equal(run.stdout, '');
      assert.equal(run.stderr, STDERR[language].schema);
    });

    void test(`LANG=${env.LANG}: no file matches, on standard error`, () => {
      const run = cli.run(['validate', 'nomatch*.json'], { cwd: dir, env });
      assert.equal(run.status, 2);
      assert.equal(run.stderr, STDERR[language].noMatch);
    });
  }

  void test('--format json: the keywords as they are, the messages in French', () => {
    const run = cli.run(['validate', '--format', 'json', 'broken.json'], {
      cwd: dir,
      env: { LANG: 'fr_FR.UTF-8' },
    });
    const report = JSON.parse(run.stdout) as { files: { errors: { keyword: string; message: string }[] }[] };
    assert.deepEqual(
      report.files[0].errors.map((e) => [e.keyword, e.message]),
      [
        [
          '$schema',
          'Aucun schéma pour la validation : ajoutez une propriété "$schema" qui désigne le fichier de schéma, ou passez --schema FILE.',
        ],
        ['comma-expected', 'Virgule attendue'],
        ['duplicate-key', 'Clé d\'objet en double "a".'],
      ],
    );
  });
});

void describe("a settings file's syntax problems in the person's language", { timeout: 60_000 }, () => {
  let cli: CliCopy;
  let dir: string;

  before(() => {
    cli = new CliCopy();
    dir = writeTree('jov-cli-locale-settings-', {
      'settings.json': '{\n  "jsonObjectValidator.exclude": []\n  "files.a": 1,\n  "a": 1, "a": 2\n}\n',
      'doc.json': '{}',
    });
  });
  after(() => {
    cli.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [lang, said] of [
    ['fr_FR.UTF-8', 'Virgule attendue'],
    ['de_DE.UTF-8', 'Komma erwartet'],
    ['C', 'Expected comma'],
  ] as const) {
    void test(`LANG=${lang}: on standard error, errors only, at their line and column`, () => {
      const run = cli.run(['validate', '--config', 'settings.json', '--schema', 'doc.json', 'doc.json'], {
        cwd: dir,
        env: { LANG: lang },
      });
      assert.equal(run.stderr, `json-object-validator: settings.json:3:3: ${said}\n`);
    });
  }
});
