// The CLI speaks --locale, else LC_ALL, LC_MESSAGES or LANG: the problems and the summary in that
// language, the keyword codes as they are; JSON and SARIF keep the codes beside the localized message.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { CliCopy, writeTree } from './harness';

const SCHEMA = JSON.stringify({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 } },
  additionalProperties: false,
});

const DOCUMENT = '{\n  "$schema": "./person.schema.json",\n  "age": -1,\n  "nmae": "Ada"\n}\n';

/** A schema file: the CLI runs the editor's schema-file checks on it. */
const CHECKED_SCHEMA =
  '{\n  "$schema": "http://json-schema.org/draft-07/schema#",\n  "type": "object",\n  "requird": ["name"],\n' +
  '  "properties": {\n    "tags": { "prefixItems": [{ "type": "string" }] },\n    "size": { "minimum": 5, "maximum": 1 }\n  }\n}\n';

const FRENCH = [
  'person.json:1:1 error Propriété obligatoire "name" manquante. [required]',
  'person.json:3:10 error La valeur -1 est hors limites : elle doit être au moins 0. [minimum]',
  'person.json:4:3 error La propriété "nmae" n\'est pas autorisée : le schéma n\'autorise que "name", "age". Vouliez-vous dire "name" ? [additionalProperties]',
  '1 fichier vérifié, 1 non conforme, 3 erreurs, 0 avertissement',
];

const ENGLISH = [
  'person.json:1:1 error Missing required property "name". [required]',
  'person.json:3:10 error Value -1 is out of range: it must be at least 0. [minimum]',
  'person.json:4:3 error Property "nmae" is not allowed: the schema allows only "name", "age". Did you mean "name"? [additionalProperties]',
  '1 file checked, 1 not compliant, 3 errors, 0 warnings',
];

void describe("the CLI in the person's language", { timeout: 60_000 }, () => {
  let cli: CliCopy;
  let dir: string;

  before(() => {
    cli = new CliCopy();
    dir = writeTree('jov-cli-locale-', {
      'person.schema.json': SCHEMA,
      'person.json': DOCUMENT,
      'checks.schema.json': CHECKED_SCHEMA,
    });
  });
  after(() => {
    cli.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const lines = (stdout: string): string[] => stdout.trimEnd().split('\n');

  void test('LANG=fr_FR.UTF-8 prints French', () => {
    const run = cli.run(['validate', 'person.json'], { cwd: dir, env: { LANG: 'fr_FR.UTF-8' } });
    assert.equal(run.status, 1, run.stderr);
    assert.deepEqual(lines(run.stdout), FRENCH);
  });

  void test('LC_ALL wins over LC_MESSAGES, which wins over LANG', () => {
    const all = cli.run(['validate', 'person.json'], {
      cwd: dir,
      env: { LC_ALL: 'fr_CA.UTF-8', LC_MESSAGES: 'de_DE.UTF-8', LANG: 'ja_JP.UTF-8' },
    });
    assert.deepEqual(lines(all.stdout), FRENCH);
    const messages = cli.run(['validate', 'person.json'], {
      cwd: dir,
      env: { LC_MESSAGES: 'fr_FR.UTF-8', LANG: 'de_DE.UTF-8' },
    });
    assert.deepEqual(lines(messages.stdout), FRENCH);
  });

  void test('--locale wins over the environment', () => {
    const run = cli.run(['validate', '--locale', 'fr', 'person.json'], {
      cwd: dir,
      env: { LANG: 'de_DE.UTF-8' },
    });
    assert.deepEqual(lines(run.stdout), FRENCH);
    const english = cli.run(['validate', '--locale', 'en', 'person.json'], {
      cwd: dir,
      env: { LANG: 'fr_FR.UTF-8' },
    });
    assert.deepEqual(lines(english.stdout), ENGLISH);
  });

  void test('an unknown locale, C and POSIX give English', () => {
    const envs: Record<string, string>[] = [
      { LANG: 'xx_YY.UTF-8' },
      { LANG: 'C' },
      { LC_ALL: 'POSIX', LANG: 'fr_FR.UTF-8' },
    ];
    for (const env of envs) {
      const run = cli.run(['validate', 'person.json'], { cwd: dir, env });
      assert.deepEqual(lines(run.stdout), ENGLISH, JSON.stringify(env));
    }
    const flag = cli.run(['validate', '--locale', 'tlh', 'person.json'], { cwd: dir });
    assert.deepEqual(lines(flag.stdout), ENGLISH);
  });

  void test('JSON keeps the keyword codes and carries the message in the chosen language', () => {
    const run = cli.run(['validate', '--format', 'json', 'person.json'], {
      cwd: dir,
      env: { LANG: 'de_DE.UTF-8' },
    });
    const report = JSON.parse(run.stdout) as { files: { errors: { keyword: string; message: string }[] }[] };
    assert.deepEqual(
      report.files[0].errors.map((e) => [e.keyword, e.message]),
      [
        ['required', 'Die erforderliche Eigenschaft "name" fehlt.'],
        ['minimum', 'Der Wert -1 liegt außerhalb des Bereichs: Er muss mindestens 0 sein.'],
        [
          'additionalProperties',
          'Die Eigenschaft "nmae" ist nicht zulässig: das Schema lässt nur "name", "age" zu. Meinten Sie "name"?',
        ],
      ],
    );
  });

  void test("SARIF keeps the rule ids, localizes the messages and names the run's language", () => {
    const run = cli.run(['validate', '--format', 'sarif', 'person.json'], {
      cwd: dir,
      env: { LANG: 'pt_BR.UTF-8' },
    });
    const sarif = JSON.parse(run.stdout) as {
      runs: { language?: string; results: { ruleId: string; message: { text: string } }[] }[];
    };
    assert.equal(sarif.runs[0].language, 'pt-BR');
    assert.deepEqual(
      sarif.runs[0].results.map((r) => [r.ruleId, r.message.text]),
      [
        ['required', 'A propriedade obrigatória "name" está ausente.'],
        ['minimum', 'O valor -1 está fora do intervalo: deve ser no mínimo 0.'],
        [
          'additionalProperties',
          'A propriedade "nmae" não é permitida: o esquema permite apenas "name", "age". Você quis dizer "name"?',
        ],
      ],
    );
    const english = cli.run(['validate', '--format', 'sarif', 'person.json'], { cwd: dir });
    assert.equal(
      (JSON.parse(english.stdout) as { runs: { language?: string }[] }).runs[0].language,
      undefined,
    );
  });

  void test("a schema file's checks in French and Japanese, the codes as they are", () => {
    const french = cli.run(['validate', 'checks.schema.json'], { cwd: dir, env: { LANG: 'fr_FR.UTF-8' } });
    assert.equal(french.status, 0, french.stderr);
    assert.deepEqual(lines(french.stdout), [
      'checks.schema.json:4:3 warning "requird" n\'est pas un mot clé, il est donc ignoré ici ; vouliez-vous dire "required" ? [unknown-keyword]',
      'checks.schema.json:6:15 warning "prefixItems" n\'est pas un mot clé du draft 7 (il existe à partir du draft 2020-12), il est donc ignoré ici ; utilisez plutôt un tableau de schémas dans "items". [keyword-not-in-draft]',
      'checks.schema.json:7:26 warning "minimum" (5) est supérieur à "maximum" (1), donc aucune valeur ne peut satisfaire les deux. [min-exceeds-max]',
      '1 fichier vérifié, 0 non conforme, 0 erreur, 3 avertissements',
    ]);
    const japanese = cli.run(['validate', '--locale', 'ja', '--format', 'json', 'checks.schema.json'], {
      cwd: dir,
    });
    const report = JSON.parse(japanese.stdout) as {
      files: { errors: { code: string; message: string }[] }[];
    };
    assert.deepEqual(
      report.files[0].errors.map((e) => [e.code, e.message]),
      [
        [
          'unknown-keyword',
          '"requird" はキーワードではないため、ここでは無視されます。もしかして "required" ですか?',
        ],
        [
          'keyword-not-in-draft',
          '"prefixItems" はドラフト 7 のキーワードではない (ドラフト 2020-12 以降に存在します) ため、ここでは無視されます。代わりに "items" でスキーマの配列を使用してください。',
        ],
        ['min-exceeds-max', '"minimum" (5) が "maximum" (1) より大きいため、両方を満たす値はありません。'],
      ],
    );
    const english = cli.run(['validate', 'checks.schema.json'], { cwd: dir, env: { LANG: 'C' } });
    assert.deepEqual(lines(english.stdout), [
      'checks.schema.json:4:3 warning "requird" is not a keyword, so it is ignored here; did you mean "required"? [unknown-keyword]',
      'checks.schema.json:6:15 warning "prefixItems" is not a keyword in draft 7 (it exists from draft 2020-12 on), so it is ignored here; use an array of schemas in "items" instead. [keyword-not-in-draft]',
      'checks.schema.json:7:26 warning "minimum" (5) is greater than "maximum" (1), so no value can satisfy both. [min-exceeds-max]',
      '1 file checked, 0 not compliant, 0 errors, 3 warnings',
    ]);
  });

  void test('the workers of a parallel run speak the same language', () => {
    const many: Record<string, string> = { 'person.schema.json': SCHEMA };
    for (let i = 0; i < 12; i++) many[`p${i}.json`] = DOCUMENT;
    const folder = writeTree('jov-cli-locale-jobs-', many);
    try {
      const run = cli.run(['validate', '--jobs', '3', '.'], { cwd: folder, env: { LANG: 'fr_FR.UTF-8' } });
      const problems = lines(run.stdout).filter((l) => l.includes(' error '));
      assert.equal(problems.length, 36);
      for (const line of problems) assert.doesNotMatch(line, /Missing|not allowed|out of range/, line);
      assert.match(lines(run.stdout).at(-1) ?? '', /^13 fichiers vérifiés, 12 non conformes, 36 erreurs/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
