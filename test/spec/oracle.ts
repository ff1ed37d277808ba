// An independent implementation (ajv) as a second opinion on each row's expected outcome, so a
// wrong expectation in the tables cannot agree silently with a wrong validator.
import Ajv from 'ajv';
import type { Options } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import AjvDraft04 from 'ajv-draft-04';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import type { Draft, JsonValue } from '../../shared/src/types';

const options: Options = { strict: false, allErrors: true, validateSchema: false, validateFormats: false };

function create(draft: Draft): { compile(schema: object | boolean): (value: unknown) => boolean } {
  switch (draft) {
    case '4':
      return new AjvDraft04(options);
    case '6': {
      const ajv = new Ajv(options);
      ajv.addMetaSchema(draft06);
      return ajv;
    }
    case '7':
      return new Ajv(options);
    case '2019-09':
      return new Ajv2019(options);
    case '2020-12':
      return new Ajv2020(options);
  }
}

// One instance per draft: creating one (meta-schemas included) costs more than compiling a row.
const instances = new Map<Draft, ReturnType<typeof create>>();

/** ajv's verdict on the instance, the schema read as the given draft (no `$schema` needed). */
export function ajvAccepts(schema: JsonValue, instance: JsonValue, draft: Draft): boolean {
  let ajv = instances.get(draft);
  if (!ajv) {
    ajv = create(draft);
    instances.set(draft, ajv);
  }
  return ajv.compile(schema as object | boolean)(instance);
}
