/**
 * Reads a probe (the validator's own evaluation, recorded at the cursor's location) as an editor needs
 * it: which subschemas apply to the instance now, and which of them describe it (as opposed to testing a
 * condition). Branch narrowing follows validation: `then`/`else` and `dependentSchemas` were selected by
 * the validator itself; an `anyOf`/`oneOf` branch applies when the instance as it stands does not rule
 * it out (a discriminator or type that does not match, a property the branch forbids). Only what typing
 * more could fix (a missing required property, a value still being typed) never rules a branch out.
 */
import { formatPointer } from '../../../../shared/src/index';
import type { JsonObject, JsonValue, ProbedSchema, ProbeResult } from '../../../../shared/src/index';
import type { ValidationError } from '../../../../shared/src/types';

/** Subschemas reached through these keywords test a condition, or apply to names: they describe nothing. */
const CONDITIONS = new Set(['if', 'not', 'propertyNames', 'contains']);
/** Errors at the instance itself that say a branch is for another kind of value. */
const MISMATCH_HERE = new Set(['type', 'const', 'enum', 'false', 'not']);
/** Errors at a member that discriminate: the member's kind or value does not match. */
const MISMATCH_MEMBER = new Set(['type', 'const', 'enum']);
/** Errors on a member's name: the branch does not allow that property. */
const FORBIDDEN_MEMBER = new Set(['additionalProperties', 'unevaluatedProperties', 'propertyNames', 'false']);

/** One subschema at the location, with whether it applies now and whether it describes the instance. */
export interface Applied {
  entry: ProbedSchema;
  /** Every branch on the way here holds (or cannot be ruled out yet). */
  active: boolean;
  /** Reached without passing through a condition (`if`, `not`, `propertyNames`, `contains`). */
  describes: boolean;
  /** The `anyOf`/`oneOf` branches on the way here, outermost first (for hover: "applies because ..."). */
  branches: ProbedSchema[];
}

export function isSchemaObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBranch(entry: ProbedSchema): boolean {
  return entry.via[0] === 'anyOf' || entry.via[0] === 'oneOf';
}

/**
 * Reads probe results. `ignoreBelow` (a JSON Pointer) names the value being completed: what it says
 * about itself (a placeholder, a half-typed string) must not rule any branch out.
 */
export class ApplicabilityReader {
  private readonly memo = new Map<ProbedSchema, boolean>();

  constructor(
    private readonly result: ProbeResult,
    private readonly ignoreBelow?: string,
  ) {}

  private ignored(error: ValidationError): boolean {
    const at = this.ignoreBelow;
    if (at === undefined) return false;
    // A name that is not allowed is about the member's name, not its value: it still counts.
    if (error.target.part === 'key' && error.instancePath !== error.target.path) return false;
    return error.instancePath === at || error.instancePath.startsWith(`${at}/`);
  }

  /** Whether nothing in the instance as it stands rules this branch out. */
  private compatible(entry: ProbedSchema): boolean {
    const here = formatPointer(entry.path);
    for (const e of entry.errors) {
      if (this.ignored(e)) continue;
      if (e.instancePath === here && MISMATCH_HERE.has(e.keyword)) return false;
      const member =
        e.target.path.startsWith(`${here}/`) && !e.target.path.slice(here.length + 1).includes('/');
      if (!member) continue;
      if (e.target.part === 'key' && FORBIDDEN_MEMBER.has(e.keyword)) return false;
      if (e.target.part === 'value' && e.instancePath === e.target.path && MISMATCH_MEMBER.has(e.keyword)) {
        return false;
      }
    }
    return true;
  }

  private siblings(entry: ProbedSchema): ProbedSchema[] {
    return this.result.entries.filter(
      (e) => e.parent === entry.parent && e.via[0] === entry.via[0] && e.path.length === entry.path.length,
    );
  }

  /** Whether the branch this entry is holds now (non-branches always do). */
  private gate(entry: ProbedSchema): boolean {
    if (!isBranch(entry)) return true;
    const siblings = this.siblings(entry);
    if (entry.via[0] === 'oneOf') {
      const passing = siblings.filter((s) => s.valid);
      if (passing.length === 1) return passing[0] === entry;
    }
    if (this.compatible(entry)) return true;
    // When every branch is ruled out the document has a mistake; offer what each branch says.
    return siblings.every((s) => !this.compatible(s));
  }

  /** Whether the entry and every branch on the way to it apply now. */
  active(entry: ProbedSchema): boolean {
    const known = this.memo.get(entry);
    if (known !== undefined) return known;
    const value = this.gate(entry) && (entry.parent === undefined || this.active(entry.parent));
    this.memo.set(entry, value);
    return value;
  }

  /** What an entry (at any location of the run) means for the editor. */
  applied(entry: ProbedSchema): Applied {
    const branches: ProbedSchema[] = [];
    let describes = true;
    for (let e: ProbedSchema | undefined = entry; e; e = e.parent) {
      if (CONDITIONS.has(String(e.via[0]))) describes = false;
      if (isBranch(e)) branches.unshift(e);
    }
    return { entry, active: this.active(entry), describes, branches };
  }

  /** Every subschema at the target, in evaluation order, with what it means for the editor. */
  atTarget(): Applied[] {
    return this.result.atTarget.map((entry) => this.applied(entry));
  }

  /** The subschemas that describe the target and apply now. */
  describing(): ProbedSchema[] {
    return this.atTarget()
      .filter((a) => a.active && a.describes)
      .map((a) => a.entry);
  }

  /**
   * The subschemas that describe a target that is not being typed (sorting a finished object): those of
   * `describing`, except that of an `anyOf`/`oneOf` where some branch holds, only the branches that hold
   * count (a branch that is merely not ruled out yet does not describe what the object is).
   */
  holding(): ProbedSchema[] {
    return this.describing().filter((entry) => {
      for (let e: ProbedSchema | undefined = entry; e; e = e.parent) {
        if (isBranch(e) && !e.valid && this.siblings(e).some((s) => s.valid)) return false;
      }
      return true;
    });
  }

  /**
   * The describing subschemas, split by what is still open: those that apply whatever happens, and per
   * `anyOf`/`oneOf` with several branches still possible, the subschemas of each branch.
   */
  description(): Description {
    const all = this.describing();
    const mandatory: ProbedSchema[] = [];
    const choices = new Map<string, Map<ProbedSchema, ProbedSchema[]>>();
    const keys = new Map<ProbedSchema, string>();
    const keyOf = (branch: ProbedSchema): string => {
      let key = keys.get(branch.parent as ProbedSchema);
      if (key === undefined) {
        key = `${keys.size}`;
        keys.set(branch.parent as ProbedSchema, key);
      }
      return `${key}/${String(branch.via[0])}`;
    };
    for (const e of all) {
      let open: ProbedSchema | undefined;
      for (let b: ProbedSchema | undefined = e; b; b = b.parent) {
        if (isBranch(b) && this.siblings(b).filter((x) => this.active(x)).length > 1) open = b;
      }
      if (open === undefined) {
        mandatory.push(e);
        continue;
      }
      const key = keyOf(open);
      const branches = choices.get(key) ?? new Map<ProbedSchema, ProbedSchema[]>();
      choices.set(key, branches);
      branches.set(open, [...(branches.get(open) ?? []), e]);
    }
    return { all, mandatory, choices: [...choices.values()].map((m) => [...m.values()]) };
  }
}

/**
 * Subschemas that describe a location: `mandatory` all apply; of each choice (an `anyOf`/`oneOf` with
 * several branches still possible), one branch's subschemas will.
 */
export interface Description {
  all: ProbedSchema[];
  mandatory: ProbedSchema[];
  choices: ProbedSchema[][][];
}

/** A description with every subschema mandatory (no open choice). */
export function plainDescription(entries: ProbedSchema[]): Description {
  return { all: entries, mandatory: entries, choices: [] };
}

/**
 * Combines a per-subschema constraint over a description: every mandatory subschema's, and for each
 * choice, any one branch's (a branch's own subschemas all apply). `undefined` means "no constraint".
 */
export function combine<T>(
  d: Description,
  of: (entry: ProbedSchema) => T[] | undefined,
  key: (item: T) => string,
): T[] | undefined {
  const intersect = (lists: (T[] | undefined)[]): T[] | undefined => {
    let result: T[] | undefined;
    for (const list of lists) {
      if (list === undefined) continue;
      if (result === undefined) result = list;
      else {
        const keep = new Set(list.map(key));
        result = result.filter((x) => keep.has(key(x)));
      }
    }
    return result;
  };
  const parts: (T[] | undefined)[] = d.mandatory.map(of);
  for (const choice of d.choices) {
    const branches = choice.map((entries) => intersect(entries.map(of)));
    // A branch without the constraint allows anything: the choice constrains nothing then.
    if (branches.some((b) => b === undefined)) continue;
    const union: T[] = [];
    const seen = new Set<string>();
    for (const b of branches as T[][]) {
      for (const x of b) {
        if (!seen.has(key(x))) {
          seen.add(key(x));
          union.push(x);
        }
      }
    }
    parts.push(union);
  }
  return intersect(parts);
}

/** The outermost subschemas at the target: those applied from the level above (or the root). */
export function outermost(result: ProbeResult): ProbedSchema[] {
  const depth = result.target.length;
  return result.atTarget.filter((e) => e.parent === undefined || e.parent.path.length < depth);
}
