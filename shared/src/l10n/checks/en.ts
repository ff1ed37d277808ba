/**
 * The English templates of the schema-file checks (`shared/src/checks`), spread into the main catalog.
 * `{draft}` is a draft's number ("7", "2020-12"); `{place}`, `{expected}` and `{found}` are noun phrases
 * of this section; `{hint}` is a whole sentence with its leading space, or empty.
 */
import type { Template } from '../catalogs';

export const checksEn = {
  // What a value was found to be.
  'check.found.number': 'the number {value}',
  'check.found.string': 'the string {value}',
  'check.found.array': 'an array',
  'check.found.object': 'an object',

  // Where a keyword value is, as the subject of "must be".
  'check.place.schema': 'The schema',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': 'The value of "{keyword}"',
  'check.place.eachValueOf': 'Each value of "{keyword}"',
  'check.place.eachEntryOf': 'Each entry of "{keyword}"',
  'check.place.eachArrayIn': 'Each array in "{keyword}"',

  // What a keyword value must be.
  'check.mustBe': '{place} must be {expected}; found {found}.{hint}',
  'check.expect.schemaObject': 'a schema (an object)',
  'check.expect.schemaOrBoolean': 'a schema (an object or a boolean)',
  'check.expect.booleanOrSchemaObject': 'a boolean or a schema object',
  'check.expect.schemaOrSchemaArray': 'a schema or an array of schemas',
  'check.expect.schemaArray': 'a non-empty array of schemas',
  'check.expect.schemaMap': 'an object whose values are schemas',
  'check.expect.dependencies': 'an object whose values are schemas or arrays of property names',
  'check.expect.dependencyOrBoolean': 'a schema (an object or a boolean) or an array of property names',
  'check.expect.dependency': 'a schema (an object) or an array of property names',
  'check.expect.nameListMap': 'an object whose values are arrays of property names',
  'check.expect.nameList': 'an array of property names',
  'check.expect.propertyName': 'a property name (a string)',
  'check.expect.nonNegativeInteger': 'a non-negative integer',
  'check.expect.positiveNumber': 'a number greater than 0',
  'check.expect.greaterThanZero': 'greater than 0',
  'check.expect.number': 'a number',
  'check.expect.boolean': 'true or false',
  'check.expect.string': 'a string',
  'check.expect.array': 'an array',
  'check.expect.regex': 'a string holding a regular expression',
  'check.expect.uriReference': 'a string (a URI reference)',
  'check.expect.vocabulary': 'an object mapping vocabulary URIs to true or false',
  'check.expect.limitFlag': 'true or false (a flag on "{limit}")',
  'check.expect.anchorName': 'a string (a plain name)',
  'check.expect.enumArray': 'an array of the allowed values',
  'check.expect.typeNames': 'a type name or an array of unique type names',
  'check.expect.typeName': 'a type name',

  // Sentences added to "must be".
  'check.hint.draft4Boolean': ' In draft {draft} a boolean is not a schema (it is from draft 6 on).',
  'check.hint.prefixItems': ' In draft 2020-12 an array of item schemas is written with "prefixItems".',
  'check.hint.requiredFlag':
    ' "required": {value} on a property is draft 3 syntax; list the name in the "required" array of the object that holds the property.',
  'check.hint.write': ' Write {value}.',
  'check.hint.exclusiveNumber':
    ' A number here is draft 6 syntax; in draft 4 write "{limit}": {value}, "{keyword}": true.',
  'check.hint.exclusiveBoolean':
    ' A boolean here is draft 4 syntax; from draft 6 on write the limit itself: "{keyword}": <number>.',

  // Other keyword values.
  'check.schemaArray.empty': '"{keyword}" must hold at least one schema; remove the empty array.',
  'check.nameList.empty':
    'In draft 4, "{keyword}" must list at least one property name; remove the empty array.',
  'check.duplicate': '"{entry}" is listed twice in "{keyword}" (first at index {first}); remove this entry.',
  'check.enum.emptyError': 'In draft {draft}, "enum" must list at least one value; remove the empty array.',
  'check.enum.empty': 'This "enum" is empty, so no value is valid here; list the allowed values.',
  'check.enum.duplicate': 'This value repeats "enum" entry {first}; remove the duplicate.',
  'check.type.unknown': '"{name}" is not a type; use one of {types}.{hint}',
  'check.type.any': ' Leave out "type" to allow every type.',
  'check.type.format': ' Write "type": "string" with "format": "{format}".',
  'check.type.didYouMean': ' Did you mean "{suggestion}"?',
  'check.type.empty': '"type" must name at least one type; remove the empty array to allow every type.',
  'check.id.fragment':
    '"{keyword}" must not have a fragment in draft {draft}; name the location with "$anchor": "{fragment}" instead.',
  'check.exclusive.withoutLimit':
    'In draft 4, "{keyword}" only modifies "{limit}", which this schema does not have; add "{limit}".',
  'check.anchor.invalid':
    '"{value}" is not a valid "{keyword}": in draft {draft} an anchor must start with a letter or "_" and contain only letters, digits, "-", "_" and ".".',
  'check.anchor.invalid2019':
    '"{value}" is not a valid "{keyword}": in draft {draft} an anchor must start with a letter and contain only letters, digits, "-", "_", ":" and ".".',
  'check.regex.unusable': '{pattern} cannot be used as a regular expression: {error}.',
  'check.regex.invalid': '{pattern} is not a valid regular expression (ECMA-262, "u" flag): {error}.',
  'check.minExceedsMax': '"{min}" ({low}) is greater than "{max}" ({high}), so no value can satisfy both.',

  // Keywords the draft ignores.
  'check.notInDraft.since':
    '"{keyword}" is not a keyword in draft {draft} (it exists from draft {since} on), so it is ignored here{instead}.',
  'check.notInDraft.only':
    '"{keyword}" is not a keyword in draft {draft} (it exists only in draft {since}), so it is ignored here{instead}.',
  'check.notInDraft.range':
    '"{keyword}" is not a keyword in draft {draft} (it exists in draft {since} to {until}), so it is ignored here{instead}.',
  'check.notInDraft.instead': '; {advice}',
  'check.dependencies.ignored': '"dependencies" is not a keyword in draft {draft} and is ignored.',
  'check.dependencies.moveRequired':
    '"dependencies" is not a keyword in draft {draft} and is ignored; move {required} to "dependentRequired".',
  'check.dependencies.moveSchemas':
    '"dependencies" is not a keyword in draft {draft} and is ignored; move {schemas} to "dependentSchemas".',
  'check.dependencies.moveBoth':
    '"dependencies" is not a keyword in draft {draft} and is ignored; move {required} to "dependentRequired" and {schemas} to "dependentSchemas".',
  'check.refSibling':
    'In draft {draft}, keywords beside "$ref" are ignored, so "{keyword}" has no effect here; put the "$ref" and "{keyword}" in separate "allOf" entries to apply both.',
  'check.unknownKeyword': '"{keyword}" is not a keyword, so it is ignored here; did you mean "{suggestion}"?',

  // Conditionals.
  'check.ifWithoutRequired':
    'This "if" tests "{property}" but does not require it: an object without "{property}" passes the "if", so "then" applies to it too. Add "{property}" to the "if"\'s "required" so that "then" applies only when "{property}" is present.',
  'check.branchWithoutIf':
    '"{keyword}" without "if" beside it is ignored; add the "if" it belongs to, or move its keywords into this schema (or an "allOf" entry) to apply them always.',
  'check.implicationWithoutRequired':
    'This negated condition tests "{property}" but does not require it: an object without "{property}" meets the condition, so this "anyOf" branch fails and the other branches must hold for it. Add "required": ["{property}"] inside the "not" so that the implication applies only when "{property}" is present.',
  'check.ifWithoutBranches':
    '"if" without "then" or "else" has no effect on validation; add the branch it should select, or remove it.',

  // Closed objects.
  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': {
    one: '"additionalProperties": false rejects {names}, which is declared only through {via}: "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so an object that uses it is not valid.',
    other:
      '"additionalProperties": false rejects {names}, which are declared only through {via}: "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so an object that uses them is not valid.',
  },
  'check.additional.appliesTo': {
    one: '"additionalProperties" also applies to {names}, which is declared only through {via}: "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so its value must match it as well.',
    other:
      '"additionalProperties" also applies to {names}, which are declared only through {via}: "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so their values must match it as well.',
  },
  'check.additional.useUnevaluated': {
    one: 'Use "unevaluatedProperties" instead of "additionalProperties" (it sees what subschemas declare), or redeclare it in this object\'s "properties" as true.',
    other:
      'Use "unevaluatedProperties" instead of "additionalProperties" (it sees what subschemas declare), or redeclare them in this object\'s "properties" as true.',
  },
  'check.additional.redeclare': {
    one: 'Redeclare it in this object\'s "properties" as true ("unevaluatedProperties" would do this but needs draft 2019-09; this is draft {draft}).',
    other:
      'Redeclare them in this object\'s "properties" as true ("unevaluatedProperties" would do this but needs draft 2019-09; this is draft {draft}).',
  },
  'check.required.falseSchema':
    '"{property}" is required but its schema in "properties" is false, so no object can be valid here.',
  'check.required.closed':
    '"{property}" is required but "additionalProperties": false forbids it (it is not in this object\'s "properties" or "patternProperties"), so no object can be valid here; declare "{property}" in "properties".',
  'check.required.propertyNames':
    '"{property}" is required but "propertyNames" forbids it ({reason}), so no object can be valid here.',
  'check.names.false': 'it is false',
  'check.names.pattern': 'the name does not match {pattern}',
  'check.names.enum': 'the name is not in its "enum"',
  'check.names.const': 'the only allowed name is {name}',
  'check.names.maxLength': 'names are at most {max} characters long',
  'check.names.minLength': 'names are at least {min} characters long',
  'check.requiredExceedsMax':
    '"required" lists {count} names but "maxProperties" is {max}, so no object can be valid here.',
  'check.closed.refClosed': {
    one: 'The schema that "$ref" points to is closed by "{keyword}" (at {pointer}) and does not declare {names}, so an object with it fails it: "allOf" and "$ref" cannot extend a closed schema.',
    other:
      'The schema that "$ref" points to is closed by "{keyword}" (at {pointer}) and does not declare {names}, so an object with them fails it: "allOf" and "$ref" cannot extend a closed schema.',
  },
  'check.closed.entryClosed': {
    one: 'This "allOf" entry is closed by "{keyword}" (at {pointer}) and does not declare {names}, so an object with it fails it: "allOf" and "$ref" cannot extend a closed schema.',
    other:
      'This "allOf" entry is closed by "{keyword}" (at {pointer}) and does not declare {names}, so an object with them fails it: "allOf" and "$ref" cannot extend a closed schema.',
  },
  'check.closed.refConstrained': {
    one: 'The schema that "$ref" points to is constrained by "{keyword}" (at {pointer}) and does not declare {names}, so its value must also match "{keyword}" there.',
    other:
      'The schema that "$ref" points to is constrained by "{keyword}" (at {pointer}) and does not declare {names}, so their values must also match "{keyword}" there.',
  },
  'check.closed.entryConstrained': {
    one: 'This "allOf" entry is constrained by "{keyword}" (at {pointer}) and does not declare {names}, so its value must also match "{keyword}" there.',
    other:
      'This "allOf" entry is constrained by "{keyword}" (at {pointer}) and does not declare {names}, so their values must also match "{keyword}" there.',
  },
  'check.closed.useUnevaluated':
    'Remove "{keyword}" from the closed schema and put "unevaluatedProperties": false in the extending schema instead.',
  'check.closed.redeclare': {
    one: 'Redeclare it in the closed schema\'s "properties", or move "additionalProperties": false into the extending schema and redeclare the inherited names there as true.',
    other:
      'Redeclare them in the closed schema\'s "properties", or move "additionalProperties": false into the extending schema and redeclare the inherited names there as true.',
  },
} as const;

/** One language's translation of the checks' templates. */
export type ChecksCatalog = Readonly<Partial<Record<keyof typeof checksEn, Template>>>;
