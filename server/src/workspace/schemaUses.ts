/**
 * Which files use which schema, and whether they comply: from the last workspace validation (files on
 * disk, kept up to date as they are validated again) and from the open documents' analyses (an open
 * document's own text wins over its file's). A file uses every schema document its compiled schema
 * was made of: the root and the documents its `$ref`s reached. The schema lens counts from here, and the
 * background re-validation (schemaImpact.ts) finds here the files a schema edit touches.
 */
import { createHash } from 'node:crypto';
import type { Diagnostic } from 'vscode-languageserver';
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { SchemaEntry } from '../../../host/src/schemaStore';
import type { SchemaUser } from '../../../shared/src/protocol';
import type { Analysis } from '../documents/validation';

/** What is known of one file's use of schemas. */
export interface FileUse {
  /** The schema documents it was validated with (normalised, the root first). */
  readonly schemas: readonly string[];
  /** Its errors and warnings: not compliant when above 0. */
  readonly problems: number;
  /** A digest of the diagnostics published with this result (a re-validation that finds the same sends nothing). */
  readonly digest: string;
}

/** One list per compiled schema: 10,000 files of one schema share it. */
const schemaLists = new WeakMap<SchemaEntry, readonly string[]>();

/** Errors and warnings among diagnostics (what makes a file not compliant, as Validate Workspace counts). */
export function problemCount(diagnostics: readonly Diagnostic[]): number {
  let count = 0;
  for (const d of diagnostics) {
    if (d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning) count++;
  }
  return count;
}

/**
 * A file's use of schemas from its analysis and the diagnostics published for it; `digest` only for
 * files on disk (an open document's diagnostics are not compared, and hashing them on every keystroke
 * would cost a large document a millisecond).
 */
export function useOf(analysis: Analysis, diagnostics: readonly Diagnostic[], digest: boolean): FileUse {
  const entry = analysis.schema;
  let schemas: readonly string[] = [];
  if (entry) {
    schemas = schemaLists.get(entry) ?? [...entry.dependencies];
    schemaLists.set(entry, schemas);
  }
  return {
    schemas,
    problems: problemCount(diagnostics),
    digest: digest ? createHash('sha1').update(JSON.stringify(diagnostics)).digest('base64') : '',
  };
}

function sameUse(a: FileUse | undefined, b: FileUse | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    a.problems === b.problems &&
    a.schemas.length === b.schemas.length &&
    a.schemas.every((s, i) => s === b.schemas[i])
  );
}

/** Files (normalised URIs) per schema document. */
class UserIndex {
  private readonly users = new Map<string, Set<string>>();

  add(file: string, use: FileUse): void {
    for (const schema of use.schemas) {
      let set = this.users.get(schema);
      if (!set) this.users.set(schema, (set = new Set()));
      set.add(file);
    }
  }

  remove(file: string, use: FileUse): void {
    for (const schema of use.schemas) {
      const set = this.users.get(schema);
      set?.delete(file);
      if (set?.size === 0) this.users.delete(schema);
    }
  }

  of(schema: string): ReadonlySet<string> {
    return this.users.get(schema) ?? EMPTY;
  }
}

const EMPTY: ReadonlySet<string> = new Set();

export class SchemaUses {
  /** Files on disk (not open), from the workspace validation and what validated them again since. */
  private readonly files = new Map<string, FileUse>();
  /** Open documents, by key: their text's analysis. */
  private readonly open = new Map<string, FileUse>();
  private readonly fileUsers = new UserIndex();
  private readonly openUsers = new UserIndex();
  /** Whether a workspace validation's list of files is known (run here, or restored). */
  workspaceValidated = false;

  /** Called with the schema documents whose counts may have changed. */
  constructor(private readonly changed: (schemas: readonly string[]) => void) {}

  /** Records a file's result on disk (undefined: no schema applies to it, or it is gone). */
  noteFile(file: string, use: FileUse | undefined): void {
    this.note(this.files, this.fileUsers, file, use && use.schemas.length > 0 ? use : undefined);
  }

  /**
   * Records an open document's result (undefined: it closed, or this server does not validate it). An
   * open document that uses no schema is kept too: its text, not its file on disk, says what it uses.
   */
  noteOpen(key: string, use: FileUse | undefined): void {
    this.note(this.open, this.openUsers, key, use);
  }

  private note(map: Map<string, FileUse>, index: UserIndex, file: string, use: FileUse | undefined): void {
    const before = map.get(file);
    if (before) index.remove(file, before);
    if (use) {
      map.set(file, use);
      index.add(file, use);
    } else map.delete(file);
    if (sameUse(before, use)) return;
    this.changed([...new Set([...(before?.schemas ?? []), ...(use?.schemas ?? [])])]);
  }

  /** Keeps the files of a workspace validation's list only (the others were not checked by it). */
  retainFiles(kept: ReadonlySet<string>): void {
    this.workspaceValidated = true;
    for (const file of [...this.files.keys()]) if (!kept.has(file)) this.noteFile(file, undefined);
  }

  /** A file's last result on disk. */
  fileUse(file: string): FileUse | undefined {
    return this.files.get(file);
  }

  /** Whether files on disk (not open) are known to use the schema document. */
  hasFileUsers(schema: string): boolean {
    for (const file of this.fileUsers.of(schema)) if (!this.open.has(file)) return true;
    return false;
  }

  /** The files on disk known to use the schema document, open ones left out (they follow their text). */
  fileUsersOf(schema: string): string[] {
    return [...this.fileUsers.of(schema)].filter((file) => !this.open.has(file));
  }

  /** Whether any file, open or not, is known to use the schema document. */
  isUsed(schema: string): boolean {
    return this.openUsers.of(schema).size > 0 || this.hasFileUsers(schema);
  }

  /** Every file known to use the schema document, with its problems (an open document's own text wins). */
  usersOf(schema: string): SchemaUser[] {
    const users: SchemaUser[] = [];
    for (const key of this.openUsers.of(schema)) {
      users.push({ uri: key, problems: (this.open.get(key) as FileUse).problems, open: true });
    }
    for (const file of this.fileUsers.of(schema)) {
      if (this.open.has(file)) continue;
      users.push({ uri: file, problems: (this.files.get(file) as FileUse).problems, open: false });
    }
    return users;
  }

  /** How many files use the schema document, and how many of them are not compliant. */
  counts(schema: string): { files: number; notCompliant: number } {
    let files = 0;
    let notCompliant = 0;
    for (const key of this.openUsers.of(schema)) {
      files++;
      if ((this.open.get(key) as FileUse).problems > 0) notCompliant++;
    }
    for (const file of this.fileUsers.of(schema)) {
      if (this.open.has(file)) continue;
      files++;
      if ((this.files.get(file) as FileUse).problems > 0) notCompliant++;
    }
    return { files, notCompliant };
  }
}
