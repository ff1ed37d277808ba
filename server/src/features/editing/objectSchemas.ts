/**
 * The properties an object at the cursor can take, from everything that applies to it as it stands:
 * names declared by the subschemas that describe it (through `$ref`, `allOf`, the selected `then`/`else`,
 * the `anyOf`/`oneOf` branches still possible, `dependentSchemas` of present properties), which of them
 * are required, and, for one name, whether adding it would be rejected (a closed object, `propertyNames`,
 * a reached `maxProperties`) and which subschemas its value would get. Each question is answered by
 * letting the validator evaluate the object with that property added.
 */
import { formatPointer } from '../../../../shared/src/index';
import type {
  CompiledSchema,
  JsonObject,
  JsonValue,
  PathSegment,
  ProbedSchema,
  ProbeResult,
} from '../../../../shared/src/index';
import type { ValidationError } from '../../../../shared/src/types';
import type { Description } from './applicable';
import { ApplicabilityReader, isSchemaObject, outermost } from './applicable';
import { valueAt } from './probeValues';

/** Findings that mean "this name cannot be added here". */
const REJECTING = new Set(['additionalProperties', 'unevaluatedProperties', 'propertyNames', 'false']);

/** What adding one property would bring. */
export interface PropertyResolution {
  /** The subschemas its value would get (that describe it and apply). */
  description: Description;
  /** Whether a closed object, `propertyNames` or `maxProperties` would reject it. */
  rejected: boolean;
  /** The subschemas that declare the name (`properties`/`patternProperties`/`additionalProperties` holders), with how. */
  declarations: { holder: ProbedSchema; via: readonly PathSegment[] }[];
}

function setOwn(object: JsonObject, name: string, value: JsonValue): void {
  Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
}

/** The subschemas of one object location, read through the probe. */
export class ObjectSchemas {
  readonly probe: ProbeResult;
  readonly reader: ApplicabilityReader;
  /** The subschemas that describe the object and apply now. */
  readonly describing: ProbedSchema[];
  readonly description: Description;
  /** The object as it stands (without the property being typed). */
  readonly object: JsonObject;
  private readonly tops: ProbedSchema[];
  /** `not` rules the object already breaks (adding a name cannot be blamed for them). */
  private readonly brokenNots: Set<string>;

  constructor(
    compiled: CompiledSchema,
    root: JsonValue,
    readonly path: PathSegment[],
  ) {
    this.probe = compiled.probe(root, path);
    this.reader = new ApplicabilityReader(this.probe);
    this.description = this.reader.description();
    this.describing = this.description.all;
    const value = valueAt(root, path);
    this.object = isSchemaObject(value) ? value : {};
    this.tops = outermost(this.probe).filter((e) => this.reader.active(e));
    const here = formatPointer(path);
    this.brokenNots = new Set(
      this.probe.entries.flatMap((e) =>
        e.ownErrors
          .filter((err) => err.keyword === 'not' && err.instancePath === here)
          .map((err) => err.schemaPath),
      ),
    );
  }

  /** Property names the describing subschemas declare (`properties`, `propertyNames` enum/const), in order. */
  declaredNames(): string[] {
    const names = new Set<string>();
    for (const e of this.describing) {
      const props = e.schema.properties;
      if (e.has('properties') && isSchemaObject(props)) for (const n of Object.keys(props)) names.add(n);
      const pn = e.schema.propertyNames;
      if (e.has('propertyNames') && isSchemaObject(pn)) {
        if (Object.hasOwn(pn, 'const') && typeof pn.const === 'string') names.add(pn.const);
        if (Array.isArray(pn.enum)) for (const n of pn.enum) if (typeof n === 'string') names.add(n);
      }
    }
    return [...names];
  }

  /**
   * Required names: `required` (and dependents of present triggers) of every subschema that applies
   * whatever happens, and the names every branch of an open choice requires.
   */
  requiredNames(): Set<string> {
    const own = (entries: readonly ProbedSchema[]): Set<string> => {
      const required = new Set<string>();
      for (const e of entries) {
        if (e.has('required') && Array.isArray(e.schema.required)) {
          for (const n of e.schema.required) if (typeof n === 'string') required.add(n);
        }
        for (const k of ['dependentRequired', 'dependencies']) {
          const map = e.schema[k];
          if (!e.has(k) || !isSchemaObject(map)) continue;
          for (const [trigger, list] of Object.entries(map)) {
            if (!Object.hasOwn(this.object, trigger) || !Array.isArray(list)) continue;
            for (const n of list) if (typeof n === 'string') required.add(n);
          }
        }
      }
      return required;
    };
    const required = own(this.description.mandatory);
    for (const choice of this.description.choices) {
      const [first, ...rest] = choice.map(own);
      for (const n of first ?? []) if (rest.every((r) => r.has(n))) required.add(n);
    }
    return required;
  }

  /**
   * Evaluates the object with `name` set to `value` (a placeholder by default) and reads what that says:
   * the value's subschemas, and whether the name is rejected. `below` probes deeper inside the value.
   */
  resolve(name: string, value: JsonValue = null, below: PathSegment[] = []): PropertyResolution {
    const target = [...this.path, name, ...below];
    const memberPointer = formatPointer([...this.path, name]);
    const objectPointer = formatPointer(this.path);
    const hypothetical: JsonObject = { ...this.object };
    setOwn(hypothetical, name, value);
    const resolution: PropertyResolution = {
      description: { all: [], mandatory: [], choices: [] },
      rejected: false,
      declarations: [],
    };
    for (const top of this.tops) {
      const run = top.probe(hypothetical, target);
      const reader = new ApplicabilityReader(run, memberPointer);
      for (const e of run.entries) {
        if (e.path.length !== this.path.length) continue;
        const applied = reader.applied(e);
        if (!applied.active || !applied.describes) continue;
        if (e.ownErrors.some((err) => this.rejects(err, memberPointer, objectPointer))) {
          resolution.rejected = true;
        }
      }
      for (const e of run.entries) {
        if (e.path.length !== this.path.length + 1 || e.parent === undefined) continue;
        if (e.parent.path.length !== this.path.length) continue;
        const applied = reader.applied(e);
        if (applied.active && applied.describes) {
          resolution.declarations.push({ holder: e.parent, via: e.via });
        }
      }
      const d = reader.description();
      resolution.description.all.push(...d.all);
      resolution.description.mandatory.push(...d.mandatory);
      resolution.description.choices.push(...d.choices);
    }
    return resolution;
  }

  /**
   * Whether a finding of the evaluation with a name added rejects that name: a closed object,
   * `propertyNames`, `maxProperties`, a `false` subschema, or a `not` the object did not break before
   * (such as `"else": { "not": { "required": ["shippedAt"] } }`).
   */
  private rejects(error: ValidationError, memberPointer: string, objectPointer: string): boolean {
    if (error.keyword === 'maxProperties') return error.instancePath === objectPointer;
    if (error.keyword === 'not') {
      return error.instancePath === objectPointer && !this.brokenNots.has(error.schemaPath);
    }
    return REJECTING.has(error.keyword) && error.target.path === memberPointer && error.target.part === 'key';
  }
}
