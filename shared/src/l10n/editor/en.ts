/**
 * The English templates of what the parser, the language server, the host layer and the CLI say
 * outside validation: syntax problems, why a schema could not be had, why a schema applies, the
 * document worker's notices, sorting and command results, code lens titles and the CLI's standard
 * error. Kept apart from the validator's templates (`../en.ts` spreads them in).
 */
export const editorEn = {
  // The recovering parser's problems.
  'syntax.unexpectedEndOfComment': 'Unexpected end of comment.',
  'syntax.unexpectedEndOfString': 'Unexpected end of string.',
  'syntax.unexpectedEndOfNumber': 'Unexpected end of number.',
  'syntax.invalidUnicode': 'Invalid unicode sequence in string.',
  'syntax.invalidEscapeCharacter': 'Invalid escape character in string.',
  'syntax.invalidCharacter': 'Invalid characters in string. Control characters must be escaped.',
  'syntax.commentNotPermitted': 'Comments are not permitted in JSON.',
  'syntax.leadingZero': 'Numbers must not have leading zeros.',
  'syntax.commaOrBracketExpected': 'Expected comma or closing bracket',
  'syntax.commaOrBraceExpected': 'Expected comma or closing brace',
  'syntax.valueExpected': 'Value expected',
  'syntax.propertyExpected': 'Property expected',
  'syntax.trailingComma': 'Trailing comma',
  'syntax.commaExpected': 'Expected comma',
  'syntax.keysDoubleQuoted': 'Property keys must be doublequoted',
  'syntax.colonExpected': 'Colon expected',
  'syntax.jsonValueExpected': 'Expected a JSON object, array or literal.',
  'syntax.endOfFileExpected': 'End of file expected.',
  'syntax.unparsable': 'The document could not be parsed.',
  'syntax.duplicateKey': 'Duplicate object key {key}.',
  'syntax.tooDeep': 'Nesting deeper than {limit} levels is not supported.',
  'syntax.tooManyProblems': 'Only the first {limit} problems are reported.',
  'syntax.tooManyItems':
    'Containers of more than {limit} items are not supported: the rest of this one is not checked.',
  'syntax.tooManyProperties':
    'Containers of more than {limit} properties are not supported: the rest of this one is not checked.',

  // Why a schema (or a `$ref` target) could not be had; {subject} is one of the two subjects.
  'load.subjectSchema': 'The schema {name}',
  'load.subjectReference': '{reference}, which the schema {schema} refers to,',
  'load.subjectCatalog': 'The catalog {name}',
  'load.untrusted': '{subject} is not downloaded: {domain} is not a trusted domain ({trust}).',
  'load.untrustedRedirect':
    '{subject} is not downloaded (it redirects to {target}): {domain} is not a trusted domain ({trust}).',
  'load.untrustedMirror':
    '{subject} is not downloaded from the SchemaStore mirror ({mirror}): {domain} is not a trusted domain ({trust}).',
  'load.restricted':
    '{subject} is not downloaded while the workspace is in Restricted Mode; trust the workspace to validate with it.',
  'load.disabled':
    '{subject} is not downloaded: downloading schemas is disabled ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    '{subject} could not be downloaded yet ({reason}); the document is validated as soon as it arrives.',
  'load.failedNoCopy': '{subject} could not be downloaded ({reason}), and there is no cached copy to use.',
  'load.cannotUse': '{subject} cannot be used: {reason}.',
  // One sentence after another (languages that write no space between sentences leave it out).
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'The rules behind that reference are not checked.',
  'load.documentNotValidated': 'The document is not validated.',
  'load.trustCli': '{setting} in the settings, or --trust-domain {domain}',
  // The reasons, in the clause after "cannot be used:".
  'load.reason.notFound': 'the file does not exist',
  'load.reason.folder': 'it is a folder',
  'load.reason.permission': 'permission denied',
  'load.reason.notLoaded': 'it could not be loaded',
  'load.reason.notRead': 'it could not be read',
  'load.reason.notDownloaded': 'it could not be downloaded',
  'load.reason.notJson': 'it is not valid JSON ({message})',
  'load.reason.notJsonAt': 'it is not valid JSON ({message} at line {line}, column {column})',
  'load.reason.compileFailed': 'compiling it failed ({error})',
  'load.reason.scheme': 'the URI scheme of {uri} is not supported',
  'load.reason.tooLarge': 'it is larger than {limit}',
  'load.reason.editorOnly': 'only VS Code can serve its own schemas',
  'load.reason.editorDidNotServe': 'the editor did not serve it',
  'load.reason.downloadFailed': 'it could not be downloaded ({reason})',
  'load.reason.downloadFailedMirror': 'it could not be downloaded from the mirror {mirror} ({reason})',
  'load.reason.untrusted': 'it is not downloaded because {domain} is not a trusted domain ({setting})',
  'load.reason.restricted':
    'nothing is downloaded while the workspace is in Restricted Mode (trust the workspace to allow it)',
  'load.reason.disabled': 'downloading schemas is disabled ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'it is not downloaded',
  // A copy used in place of a download.
  'load.cachedCopy': '{url} could not be downloaded ({reason}); using the copy cached on {date}.',
  'load.cachedCopyMirror':
    '{url} could not be downloaded from the mirror {mirror} ({reason}); using the copy cached on {date}.',

  // Why a schema applies to a document.
  'association.schemaProperty': 'The document\'s "$schema" property names it.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) says the file has no schema ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) chose the inline schema #{number} for the file ("{pattern}").',
  'association.inline':
    'The inline schema #{number} of "jsonObjectValidator.schemas" ({where}) matches the file with "{pattern}".',
  'association.chosenUrl': '"jsonObjectValidator.schemas" ({where}) chose {url} for the file ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) maps "{pattern}" to {url}.',
  'association.jsonSchemasInline':
    'The inline schema #{number} of "json.schemas" ({where}) matches the file with "{pattern}".',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) maps "{pattern}" to {url}.',
  'association.extension': 'A "jsonValidation" contribution of {extension} maps "{pattern}" to this schema.',
  'association.catalog': 'The SchemaStore catalog maps "{pattern}" to "{name}" ({url}).',
  'association.option': 'It is given with --schema.',
  'association.settings': 'settings',
  'association.folderSettings': 'workspace folder settings',
  'association.userSettings': 'user settings',
  'association.workspaceSettings': 'workspace settings',
  'association.vscode': 'VS Code itself',
  'association.theExtension': 'the extension {id}',
  'association.anExtension': 'an installed extension',
  'association.noSchemaFor': 'No schema for this file: {reason}',
  'association.isSchema': 'This document is a schema: it is checked with the schema-file checks.',
  'association.none':
    'No schema applies: the document has no "$schema", and no setting, extension contribution or SchemaStore catalog entry matches it.',

  // Documents the server does not validate for now.
  'worker.lost': 'This document is not validated: {reason}. Close and reopen it to try again.',
  'worker.outOfSync':
    'This document is not validated: the editor sent a change the server could not apply ({reason}), so the server no longer knows its text. Close and reopen it (or replace its whole text) to validate it again.',
  'worker.stoppedReading':
    'the thread that validates large documents stopped {count} times while reading it ({reason})',
  'worker.stoppedOften':
    'the thread that validates large documents stopped {count} times within a minute ({reason})',
  'worker.hiddenProblems': '{count} more problems are not shown (at most {max} per document).',
  // Settings that cannot be used as written.
  'settings.globList': '"{setting}" should be a list of globs; {value} is used as [{value}].',
  'settings.globListNot': '"{setting}" should be a list of globs, not {value}.',
  'settings.notGlobString': '"{setting}" has {value}, which is not a glob string; it is ignored.',
  'settings.globIgnored': '"{setting}" has the glob {value}, which is ignored: {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas" should be a list of entries, not {value}.',
  'settings.entryObject':
    '"{name}" should be an object with "fileMatch" and "url" or "schema"; it is ignored.',
  'settings.entryUrl': '"{name}.url" should be a path or URI string, not {value}.',
  'settings.entrySchema': '"{name}.schema" should be a JSON Schema object or boolean, not {value}.',
  'settings.noFileMatch': '"{name}" has no "fileMatch"; it is ignored.',
  'settings.noUsableFileMatch': '"{name}" has no usable "fileMatch" pattern; it is ignored.',
  'settings.entryFlag': '"{name}.{flag}" should be true or false, not {value}.',
  'settings.entryEmpty': '"{name}" has neither "url" nor "schema" (nor "noSchema": true); it is ignored.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" should be an object of keyword: severity, not {value}.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" is {value}: read as "{alias}" (use one of {allowed}).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" is {value}, which is not a severity (use one of {allowed}); the default applies.',
  'settings.number':
    '"{setting}" should be a number of 0 or more, not {value}; the default {fallback} applies.',
  'settings.boolean': '"{setting}" should be true or false, not {value}; the default {fallback} applies.',
  'settings.trustedObject':
    '"{setting}" should be an object of "https://domain/": true entries, not {value}; the defaults apply.',
  'settings.trustedValue': '"{setting}" has {domain}: {value}; the value should be true or false.',
  'settings.httpUrl': '"{setting}" should be an http(s) URL, not {value}; the default applies.',
  'settings.httpOrFileUrl': '"{setting}" should be an http(s) or file URL, not {value}; the default applies.',
  'settings.object': '"{setting}" should be an object, not {value}.',
  'settings.string': '"{setting}.{key}" should be a string, not {value}.',
  'settings.section': 'The "jsonObjectValidator" settings should be an object, not {value}.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" is {value}, which is not one of "auto", "always", "off"; "auto" applies.',
  'settings.problems': '{count} settings could not be used as written (see the log): {first}',

  // Sorting by the schema, and the sort command's results.
  'sort.alreadySorted': 'Already in schema order.',
  'sort.tooLarge': 'Documents of {limit} or more are not sorted (this one has {size}).',
  'sort.syntaxErrors':
    'The document has syntax errors, so nothing was sorted: fix them first (line {line}: {message}).',
  'sort.noObject': 'The document holds no object to sort.',
  'sort.noSchemaForDocument': 'No schema applies to this document.',
  'sort.notInObject': 'The cursor is not inside an object.',
  'sort.noSchemaForObject': 'No schema applies to the object at the cursor.',
  'command.notValidatedNow':
    'The document is not validated now (see its diagnostics), so nothing was sorted.',
  'command.closed': 'The document was closed.',
  'command.changed': 'The document changed while it was being sorted: run the command again.',
  'command.schemaNotLoaded': 'The schema of this document could not be loaded, so nothing was sorted.',
  'command.noSchema': 'No schema applies to this document, so there is no order to sort by.',
  'command.notApplied': 'The editor did not apply the sort.',
  'command.notAppliedBecause': 'The editor did not apply the sort: {reason}.',
  'command.sorted': 'Sorted the properties in schema order.',

  // The code lens above a schema, and its file list.
  'lens.unused': 'No known file uses this schema · Validate Workspace',
  'lens.compliant': {
    one: 'Used by {shown} file · compliant',
    other: 'Used by {shown} files · all compliant',
  },
  'lens.notCompliant': {
    one: 'Used by {shown} file · {notCompliant} not compliant',
    other: 'Used by {shown} files · {notCompliant} not compliant',
  },
  'lens.pick': '{file}: {title}. Open one:',
  'lens.pickFirst': '{file}: {title}; the first {offered} are offered. Open one:',
  'lens.fileProblems': { one: '{label} ({count} problem)', other: '{label} ({count} problems)' },

  // The command line's standard error.
  'cli.usageHint': 'Run "json-object-validator --help" for usage.',
  'cli.noFilesMatch': 'no files match "{pattern}".',
  'cli.noDocuments': 'No documents to validate.',
  'cli.noneValidated': 'No document was validated.',
  'cli.schemaInvalid': 'schema {name} is invalid; no document was validated.',
  'cli.cannotRead': 'Cannot read {file}: {reason}.',
  'cli.cannotReadFile': 'Cannot read file: {reason}.',
  'cli.cannotReadSchema': 'Cannot read schema {name}: {reason}.',
  'cli.cannotLoadReference': 'Cannot load the referenced schema {uri}. {reason}',
  'cli.syntaxErrors': '{name} has syntax errors.',
  'cli.onlyFilesAndUrls': 'Only files and http(s) URLs can be loaded.',
  'cli.schemaScheme': 'Cannot load schema {target}: only files and http(s) URLs can be loaded.',
  'cli.progress': 'Validating {done}/{total} files...',
  'cli.internalError': 'Internal error while validating: {reason}.',
  'cli.noSchema':
    'No schema to validate against: add a "$schema" property naming the schema file, or pass --schema FILE.',
  'cli.schemaNotString': '"$schema" must be a string naming the schema file.',
  'cli.schemaHasErrors': {
    one: 'Not validated: schema {name} has {count} error; fix it first.',
    other: 'Not validated: schema {name} has {count} errors; fix them first.',
  },
  'cli.schemaHasErrorsBecause': 'Not validated: schema {name} has errors; fix them first. {reason}',
  'cli.invalidGlob': 'Invalid glob {glob}: {reason}.',
  'cli.changedSince': {
    one: '{changed} of {count} document changed since {ref}, or use what changed.',
    other: '{changed} of {count} documents changed since {ref}, or use what changed.',
  },
  'cli.gitNotRun': 'git could not be run: {reason}',
  'cli.needsGit': '--changed-since needs a git repository: {reason}',
  'cli.notACommit': '--changed-since: "{ref}" is not a commit, branch or tag of this repository.',
  'cli.catalogNotJson': 'The catalog {name} is not valid JSON.',
  'cli.catalogNotJsonAt': 'The catalog {name} is not valid JSON (line {line}: {message}).',
  'cli.catalogNoEntry':
    'The catalog {name} has no usable entry: expected SchemaStore\'s format, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': 'Cannot read the catalog {name}: {reason}.',
  'cli.cannotReadSettings': 'Cannot read the settings file {name}: {reason}.',
  'cli.shippedOne': '{url}: {reason}; using the copy shipped with the CLI (SchemaStore, {date}).',
  'cli.shippedMany':
    '{count} SchemaStore schemas came from the copies shipped with the CLI (SchemaStore, {date}), the first ({url}) because {reason}.',
  'cli.merge.notJunit': '{name} is XML but not a JUnit report (no <testsuites>).',
  'cli.merge.unknown': '{name} is neither JSON nor JUnit XML.',
  'cli.merge.notReport': '{name} is JSON but neither a SARIF log nor a json-object-validator report.',
  'cli.merge.formats': 'The reports are in different formats ({formats}): merge joins one format.',
  'cli.merge.noRun': 'The SARIF reports have no run.',
  'cli.encoding.utf16':
    'This file is {encoding} (with a byte order mark), not UTF-8: it was validated after decoding, but JSON is exchanged as UTF-8 (RFC 8259) and other tools may not read it; save it as UTF-8.',
  'cli.encoding.badBom':
    'This file starts with a {encoding} byte order mark but is not valid {encoding}; save it as UTF-8.',
  'cli.encoding.notUtf8':
    'The file is not valid UTF-8: byte {byte} at byte offset {offset} does not begin a valid UTF-8 character. JSON text must be UTF-8 (RFC 8259): save the file as UTF-8.',
  // A line of a JSON Lines file whose bytes are not UTF-8 ({byte}: 0xe9).
  'jsonLines.notUtf8':
    'This line is not valid UTF-8: byte {byte} does not begin a valid UTF-8 character. JSON text must be UTF-8 (RFC 8259).',
  'cli.schemaFragment': '"$schema" must name a whole schema document; "{fragment}" points inside one.',
  'cli.schemaBadUrl': 'Invalid URL "{value}" in "$schema".',
  'cli.schemaBadFileUri': 'Invalid file URI "{value}": {reason}.',
  'cli.schemaBadScheme':
    'Schema "{value}" has an unsupported URI scheme: use a relative path, a file: or http(s): URI, or --schema FILE.',
  'cli.schemaEmpty': '"$schema" is empty: name a schema file.',
  'cli.reason.noSuchFile': 'no such file',
  'cli.reason.fileNotFound': 'file not found',
  'cli.reason.directory': 'it is a directory',
  'cli.reason.notAFile': 'it is a directory, not a file',
} as const;
