/**
 * Command-line arguments: turns argv into options, or into a usage error that the caller prints
 * with exit status 2. No IO here.
 */
import { parseArgs } from 'node:util';
import type { Draft } from '../../shared/src/types';
import { OUTPUT_FORMATS } from './formats/index';
import type { OutputFormat } from './formats/index';

/** Options of `validate`. */
export interface ValidateOptions {
  schema?: string;
  draft?: Draft;
  format: OutputFormat;
  formatAssertion: boolean;
  allowComments: boolean;
  allowTrailingCommas: boolean;
  verbose: boolean;
  /** Read every input as JSON Lines (otherwise only `.jsonl` and `.ndjson` files). */
  jsonl: boolean;
  /** Check every input as a JSON Schema. */
  asSchema: boolean;
  /** Leave out documents that have no schema instead of reporting them. */
  skipUnassociated: boolean;
  /** `--config FILE`: the settings file (instead of `.vscode/settings.json`). */
  config?: string;
  /** `--no-config`: no settings file at all. */
  noConfig: boolean;
  /** `--trust-domain`: more domains schemas may be downloaded from (keys as in the trusted-domains setting). */
  trustDomains: string[];
  /** `--cache-dir`: where downloads are cached. */
  cacheDir?: string;
  /** `--offline`: nothing is downloaded; cached copies (then the shipped SchemaStore schemas) are used. */
  offline: boolean;
  /** `--schemastore-mirror URL`: the base of a SchemaStore mirror (see the setting `schemaStore.mirror`). */
  schemaStoreMirror?: string;
  /** `--catalog URL|FILE`: the SchemaStore catalog to use (in every mode). */
  catalog?: string;
  /** `--no-catalog`. */
  noCatalog: boolean;
  /** `--strict-catalog`: a catalog schema that cannot be had fails the run. */
  strictCatalog: boolean;
  /** `--no-suppressions`: suppression comments are ignored (audits: every problem is reported). */
  noSuppressions: boolean;
  /** `--max-errors N`: at most N problems shown per file and in the run; undefined = all. */
  maxErrors?: number;
  /** Worker threads; undefined = decided from the number of documents and cores. */
  jobs?: number;
  /** `--shard K/N`: only the documents of part K (1-based) of N stable parts. */
  shard?: { index: number; count: number };
  /** `--changed-since REF`: only documents changed since the git ref, or whose schema, settings or catalog did. */
  changedSince?: string;
  /** `--locale LANG`: the language of messages (else LC_ALL, LC_MESSAGES, LANG). */
  locale?: string;
  /** Files, directories, globs, or `-` for standard input; empty: what the editor's Validate Workspace validates. */
  inputs: string[];
}

/** Options of `merge`: reports of shards (SARIF, JUnit or JSON) made into one. */
export interface MergeOptions {
  files: string[];
}

export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'validate'; options: ValidateOptions }
  | { kind: 'merge'; options: MergeOptions }
  | { kind: 'usage-error'; message: string };

export const DRAFTS: readonly Draft[] = ['4', '6', '7', '2019-09', '2020-12'];

/** Accepts the spellings people use for drafts: `7`, `draft-07`, `draft7`, `2020-12`. */
export function parseDraft(text: string): Draft | undefined {
  const normalized = text
    .toLowerCase()
    .replace(/^draft-?/, '')
    .replace(/^0+(?=\d)/, '');
  return DRAFTS.find((d) => d === normalized);
}

export const USAGE = `Usage: json-object-validator validate [options] [FILE|DIR|GLOB|- ...]
       json-object-validator merge REPORT...

Validates JSON and JSONC documents against JSON Schema (drafts 4, 6, 7, 2019-09, 2020-12).
Without --schema, each document gets the schema the editor would give it: its "$schema" (a
path relative to the document, a file: URI, an http(s) URL, or a meta-schema URI, known
offline), else the associations of .vscode/settings.json ("jsonObjectValidator.schemas" and
"json.schemas", with "jsonObjectValidator.exclude" and ".severity"), else the SchemaStore
catalog (without FILE or with --skip-unassociated). A "$schema" property that names the
schema in use is metadata: a closed schema does not reject it. Without FILE, the command
validates what the editor's Validate Workspace validates in the working directory.
http(s) schemas and their "$ref"s are downloaded from trusted domains only (the settings'
"jsonObjectValidator.schemaDownload.trustedDomains"; by default SchemaStore, GitHub's raw
files and json-schema.org), through HTTPS_PROXY/HTTP_PROXY (NO_PROXY honoured), and cached.

Arguments:
  FILE                      a document; "-" reads standard input
  DIR                       every .json and .jsonc file below DIR
  GLOB                      quoted pattern with *, ?, [abc], ** and {a,b} (node_modules and .git are skipped)

Options:
  -s, --schema FILE|URL     validate every document against this schema
  -d, --draft DRAFT         use draft 4, 6, 7, 2019-09 or 2020-12, whatever the schema's "$schema" says
  -f, --format FORMAT       output format (default: text):
                              text    file:line:column severity message [keyword]
                              json    one JSON object, zero-based LSP positions
                              github  GitHub Actions annotations (::error file=...)
                              sarif   SARIF 2.1.0 (GitHub code scanning and others)
                              junit   JUnit XML, one test case per document
      --as-schema           check every input as a JSON Schema: against its draft's
                            meta-schema, plus the editor's schema-file checks
      --skip-unassociated   leave out documents that have no schema (for hooks that
                            get every changed .json file) instead of reporting them
      --config FILE         read the editor settings from FILE instead of .vscode/settings.json
      --no-config           ignore the editor settings
      --trust-domain URL    also download schemas from URL ("https://example.com/", a
                            longer path narrows it, "*" trusts everything); repeatable
      --offline             download nothing: use cached copies, then the SchemaStore
                            schemas shipped with the CLI (package.json, tsconfig.json, ...)
      --schemastore-mirror URL
                            fetch every SchemaStore schema (json.schemastore.org/NAME,
                            www.schemastore.org/NAME.json) from URL/NAME.json instead; its
                            domain must be trusted (default: the settings'
                            "jsonObjectValidator.schemaStore.mirror")
      --cache-dir DIR       cache downloads in DIR (default: $XDG_CACHE_HOME/json-object-validator,
                            else ~/.cache/json-object-validator)
      --catalog URL|FILE    use this SchemaStore-format catalog, in every mode
      --no-catalog          do not use the SchemaStore catalog
      --strict-catalog      a catalog schema that cannot be had fails the run (exit 2)
                            instead of a warning
      --jsonl               read every input as JSON Lines: one document per line, read
                            and reported as it comes (always so for .jsonl and .ndjson files)
      --max-errors N        show at most N problems per file and in all; the rest are
                            counted in the summary (JSON and JUnit keep only these in memory)
  -j, --jobs N              validate on N threads, this one and N - 1 workers (default, with
                            3 or more cores: one per core for many documents, 2 for the lines
                            of a JSON Lines file past 8 MB; 1 = no worker)
      --shard K/N           validate only part K of N (1 <= K <= N): each document lands in the
                            same part on every machine (by its path), so a CI matrix of N jobs
                            covers every document once; "merge" joins their reports
      --changed-since REF   validate only the documents changed since the git REF (committed or
                            not, new files included), and every document whose schema, a file its
                            "$ref"s read, the settings file or a --catalog file changed
      --format-assertion    treat "format" as an assertion (default: annotation only)
      --allow-comments      accept // and /* */ comments (always on for .jsonc files)
      --allow-trailing-commas
                            accept a comma before } or ] (always on for .jsonc files)
      --no-suppressions     ignore "json-object-validator-disable" comments (for audits):
                            every problem is reported, no unused-comment warnings
      --verbose             also list compliant documents and the schema each one used
      --locale LANG         write messages in LANG (cs, de, en, es, fr, it, ja, ko, pl, pt-br,
                            ru, tr, zh-cn, zh-tw; a region falls back to its language);
                            default: LC_ALL, LC_MESSAGES or LANG, else English
  -h, --help                show this help
  -v, --version             show the version

merge REPORT... joins the reports of shards, all SARIF, all JUnit or all JSON (as --format
wrote them), into one on standard output: one SARIF run, one JUnit test suite, one JSON report.

Exit status: 0 every document is compliant, 1 a document is not (syntax errors included),
2 usage error, unreadable input, or a schema that is unreadable, invalid or could not be
downloaded. A schema the catalog gives a file that cannot be had is a warning (exit status
unchanged) unless --strict-catalog.`;

function isParseArgsError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * Whether `--trust-domain` got something the trusted-domains setting accepts: `*`, or an http(s)
 * URL (`https://` is assumed without a scheme, as the setting does), optionally `*.` before the host.
 */
function isDomainKey(text: string): boolean {
  const key = text.trim();
  if (key === '*') return true;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(key) ? key : `https://${key}`;
  try {
    const url = new URL(withScheme.replace('://*.', '://wildcard.'));
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isOutputFormat(text: string): text is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(text);
}

/** Parses `argv` (without node and the script path). */
export function parseCommand(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        schema: { type: 'string', short: 's' },
        draft: { type: 'string', short: 'd' },
        format: { type: 'string', short: 'f' },
        'format-assertion': { type: 'boolean' },
        'allow-comments': { type: 'boolean' },
        'allow-trailing-commas': { type: 'boolean' },
        verbose: { type: 'boolean' },
        jsonl: { type: 'boolean' },
        'as-schema': { type: 'boolean' },
        'skip-unassociated': { type: 'boolean' },
        config: { type: 'string' },
        'no-config': { type: 'boolean' },
        'trust-domain': { type: 'string', multiple: true },
        offline: { type: 'boolean' },
        'cache-dir': { type: 'string' },
        'schemastore-mirror': { type: 'string' },
        catalog: { type: 'string' },
        'no-catalog': { type: 'boolean' },
        'strict-catalog': { type: 'boolean' },
        'no-suppressions': { type: 'boolean' },
        jobs: { type: 'string', short: 'j' },
        shard: { type: 'string' },
        'changed-since': { type: 'string' },
        'max-errors': { type: 'string' },
        locale: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    if (isParseArgsError(error) && error.code.startsWith('ERR_PARSE_ARGS')) {
      // Node's own wording ends with advice about positionals that does not apply to most mistakes.
      return { kind: 'usage-error', message: error.message.replace(/\. To specify a positional.*$/s, '.') };
    }
    throw error;
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const [command, ...inputs] = positionals;
  if (command === undefined) {
    return { kind: 'usage-error', message: 'Missing command: expected "validate" or "merge".' };
  }
  if (command === 'merge') {
    const used = Object.keys(values).filter((k) => k !== 'help' && k !== 'version');
    if (used.length > 0) {
      return { kind: 'usage-error', message: `"merge" takes no option; got --${used[0]}.` };
    }
    if (inputs.length === 0) return { kind: 'usage-error', message: '"merge" needs the reports to join.' };
    return { kind: 'merge', options: { files: inputs } };
  }
  if (command !== 'validate') {
    return { kind: 'usage-error', message: `Unknown command "${command}": expected "validate" or "merge".` };
  }
  if (inputs.filter((i) => i === '-').length > 1) {
    return { kind: 'usage-error', message: 'Standard input ("-") can be read only once.' };
  }
  let draft: Draft | undefined;
  if (values.draft !== undefined) {
    draft = parseDraft(values.draft);
    if (draft === undefined) {
      return {
        kind: 'usage-error',
        message: `Unknown draft "${values.draft}": expected one of ${DRAFTS.join(', ')}.`,
      };
    }
  }
  const format = values.format ?? 'text';
  if (!isOutputFormat(format)) {
    return {
      kind: 'usage-error',
      message: `Unknown format "${format}": expected ${OUTPUT_FORMATS.join(', ')}.`,
    };
  }
  let jobs: number | undefined;
  if (values.jobs !== undefined) {
    jobs = Number(values.jobs);
    if (!/^\d+$/.test(values.jobs) || jobs < 1 || jobs > 256) {
      return {
        kind: 'usage-error',
        message: `Option --jobs needs a number from 1 to 256; got "${values.jobs}".`,
      };
    }
  }
  let shard: ValidateOptions['shard'];
  if (values.shard !== undefined) {
    const match = /^(\d{1,4})\/(\d{1,4})$/.exec(values.shard);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || count < 1 || index < 1 || index > count) {
      return {
        kind: 'usage-error',
        message: `Option --shard needs K/N with 1 <= K <= N (such as 2/4); got "${values.shard}".`,
      };
    }
    shard = { index, count };
  }
  if (values['changed-since'] !== undefined && !/^[^\s-][^\s]*$/.test(values['changed-since'])) {
    return {
      kind: 'usage-error',
      message: `Option --changed-since needs a git ref (a branch, tag or commit); got "${values['changed-since']}".`,
    };
  }
  let maxErrors: number | undefined;
  const maxText = values['max-errors'];
  if (maxText !== undefined) {
    maxErrors = Number(maxText);
    if (!/^\d+$/.test(maxText) || !Number.isSafeInteger(maxErrors)) {
      return {
        kind: 'usage-error',
        message: `Option --max-errors needs a whole number (0 or more); got "${maxText}".`,
      };
    }
  }
  if (values.schema === '') {
    return { kind: 'usage-error', message: 'Option --schema needs a file name or a URL.' };
  }
  if (values.config !== undefined && values['no-config'] === true) {
    return { kind: 'usage-error', message: 'Options --config and --no-config cannot be used together.' };
  }
  if (values.catalog !== undefined && values['no-catalog'] === true) {
    return { kind: 'usage-error', message: 'Options --catalog and --no-catalog cannot be used together.' };
  }
  if (values.catalog === '') {
    return { kind: 'usage-error', message: 'Option --catalog needs a URL or a file name.' };
  }
  if (values['cache-dir'] === '') {
    return { kind: 'usage-error', message: 'Option --cache-dir needs a folder.' };
  }
  const mirror = values['schemastore-mirror'];
  if (mirror !== undefined && !/^https?:\/\/[^/]/i.test(mirror)) {
    return {
      kind: 'usage-error',
      message: `Option --schemastore-mirror needs an http(s) URL such as "https://mirror.example/schemastore/"; got "${mirror}".`,
    };
  }
  const trustDomains = values['trust-domain'] ?? [];
  const badDomain = trustDomains.find((d) => !isDomainKey(d));
  if (badDomain !== undefined) {
    return {
      kind: 'usage-error',
      message: `Option --trust-domain needs an http(s) URL such as "https://example.com/" (or "*"); got "${badDomain}".`,
    };
  }
  if (values.schema !== undefined && values['as-schema'] === true) {
    return { kind: 'usage-error', message: 'Options --schema and --as-schema cannot be used together.' };
  }
  return {
    kind: 'validate',
    options: {
      schema: values.schema,
      draft,
      format,
      formatAssertion: values['format-assertion'] ?? false,
      allowComments: values['allow-comments'] ?? false,
      allowTrailingCommas: values['allow-trailing-commas'] ?? false,
      verbose: values.verbose ?? false,
      jsonl: values.jsonl ?? false,
      asSchema: values['as-schema'] ?? false,
      skipUnassociated: values['skip-unassociated'] ?? false,
      config: values.config,
      noConfig: values['no-config'] ?? false,
      trustDomains,
      offline: values.offline ?? false,
      cacheDir: values['cache-dir'],
      ...(mirror !== undefined ? { schemaStoreMirror: mirror } : {}),
      catalog: values.catalog,
      noCatalog: values['no-catalog'] ?? false,
      strictCatalog: values['strict-catalog'] ?? false,
      noSuppressions: values['no-suppressions'] ?? false,
      jobs,
      ...(shard ? { shard } : {}),
      ...(values['changed-since'] !== undefined ? { changedSince: values['changed-since'] } : {}),
      maxErrors,
      ...(values.locale !== undefined ? { locale: values.locale } : {}),
      inputs,
    },
  };
}
