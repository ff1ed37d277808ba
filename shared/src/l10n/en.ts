/**
 * The English catalog: every message the validator, the schema checks, the language server, the client
 * and the CLI write, by stable id. Every other language translates these templates with the same
 * `{parameters}`; a plural template is an object of Intl.PluralRules forms chosen by `{count}`.
 */
import { checksEn } from './checks/en';
import { editorEn } from './editor/en';

export const en = {
  // Lists.
  'list.separator': ', ',
  'list.or': '{rest} or {last}',
  'list.and': '{rest} and {last}',
  'list.more': '{list} and {count} more',
  'count.items': { one: '{count} item', other: '{count} items' },
  'count.properties': { one: '{count} property', other: '{count} properties' },
  'count.characters': { one: '{count} character', other: '{count} characters' },
  'count.morePlaces': { one: ' (and {count} more place)', other: ' (and {count} more places)' },

  // Composing messages.
  'suggest.didYouMean': ' Did you mean {suggestion}?',
  'reason.wrap': '{message} ({reason}).',
  'sentence.end': '.',
  'reason.because': 'because {because}: {rule}',

  // Schema locations said for people.
  'place.root': "at the schema's root",
  'place.definition': 'in the definition {name}',
  'place.property': 'under {name}',
  'place.patternProperty': 'under names matching {pattern}',
  'place.branch': 'in {keyword} branch {number}',
  'place.item': 'in item {number}',
  'place.items': 'in the items',
  'place.dependency': 'in the {keyword} of {name}',
  'place.keyword': 'in {keyword}',
  'place.segment': 'in "{segment}"',

  // Keywords on any value.
  'type.mismatch': 'Incorrect type: expected {expected}, got {actual}.',
  'value.mustBe': 'Value must be {value}.',
  'value.mustBeOneOf': 'Value must be one of {values}.',
  'value.mustBeOneOfOrPattern': "Value must be one of {values}, or a variant the schema's pattern allows.",

  // The alternatives of an anyOf/oneOf in words ("an integer from 0 to 2, or an array").
  'words.valueMustBe': 'Value must be {alternatives}.',
  'words.namedValueMustBe': 'Value {value} must be {alternatives}.',
  'words.alternativeSeparator': ', or ',
  'words.or': ' or ',
  'words.and': ' and ',
  'words.kindWith': '{noun} {detail}',
  'words.oneOf': 'one of {values}',
  'words.integer': 'an integer',
  'words.number': 'a number',
  'words.string': 'a string',
  'words.boolean': 'true or false',
  'words.null': 'null',
  'words.object': 'an object',
  'words.array': 'an array',
  'words.range': 'from {low} to {high}',
  'words.greaterThan': 'greater than {low}',
  'words.atLeast': 'of at least {low}',
  'words.lessThan': 'less than {high}',
  'words.atMost': 'of at most {high}',
  'words.multipleOf': 'that is a multiple of {value}',
  'words.lengthRange': 'of {min} to {max} characters',
  'words.notEmpty': 'that is not empty',
  'words.minLength': 'of at least {min} characters',
  'words.maxLength': 'of at most {max} characters',
  'words.matching': 'matching {pattern}',
  'words.format': 'in the format {format}',

  // Numbers.
  'number.multipleOf': 'Value {value} must be a multiple of {multipleOf}.',
  'number.maximum': 'Value {value} is out of range: it must be at most {limit}.',
  'number.exclusiveMaximum': 'Value {value} is out of range: it must be less than {limit}.',
  'number.minimum': 'Value {value} is out of range: it must be at least {limit}.',
  'number.exclusiveMinimum': 'Value {value} is out of range: it must be greater than {limit}.',

  // Strings.
  'string.pattern': 'String {value} does not match the pattern {pattern}.',
  'string.patternTooExpensive':
    'String {value} could not be checked against the pattern {pattern}: this pattern is too expensive to check on this string (matching it needs more steps than one check may take).',
  'string.maxLength': 'String is too long: {length}; at most {limit} allowed.',
  'string.minLength': 'String is too short: {length}; at least {limit} required.',
  'string.format': 'String {value} is not a valid {format}.',
  'schema.invalidRegex': 'Invalid regular expression {pattern}: {error}',

  // Arrays.
  'array.maxItems': {
    one: 'Array has {items}; at most {count} is allowed.',
    other: 'Array has {items}; at most {count} are allowed.',
  },
  'array.minItems': {
    one: 'Array has {items}; at least {count} is required.',
    other: 'Array has {items}; at least {count} are required.',
  },
  'array.closedTuple': {
    one: 'Array has {items}; at most {count} is allowed ({keyword} is false).',
    other: 'Array has {items}; at most {count} are allowed ({keyword} is false).',
  },
  'array.minContains': 'Array must contain at least {items} matching the "contains" schema; it has {found}.',
  'array.maxContains': 'Array must contain at most {items} matching the "contains" schema; it has {found}.',
  'array.unique': 'Items {first} and {second} are identical; array items must be unique.',
  'array.unevaluatedItem':
    'Item {index} is not allowed: no subschema that applies here evaluates it (unevaluatedItems).',

  // Objects.
  'object.allowsNothing': 'the schema allows no properties here',
  'object.allowsOnly': 'the schema allows only {allowed}',
  'object.namesMatching': 'names matching {patterns}',
  'object.notAllowed': 'Property {name} is not allowed: {summary}.',
  'object.unevaluatedNotAllowed': 'Property {name} is not allowed: {summary} (unevaluatedProperties).',
  'object.noSubschemaDeclares': 'no subschema that applies here declares it',
  'object.nameTooExpensive':
    'Property name {name} could not be checked against the pattern {pattern}: this pattern is too expensive to check on this name (matching it needs more steps than one check may take).',
  'object.required': 'Missing required property {name}.',
  'object.requiredBecause': 'Property {name} is required because {because} ({rule}).',
  'object.maxProperties': {
    one: 'Object has {properties}; at most {count} is allowed.',
    other: 'Object has {properties}; at most {count} are allowed.',
  },
  'object.minProperties': {
    one: 'Object has {properties}; at least {count} is required.',
    other: 'Object has {properties}; at least {count} are required.',
  },
  'object.propertyNameInvalid': 'Property name {name} is not valid: {reason}',
  'object.propertyNameDefault': 'it does not match the propertyNames schema.',
  'object.dependentRequired': '{trigger} requires {name} ({keyword}).',
  'object.dependentSchema': 'applies because {trigger} is present: {keyword}',
  'object.propertyFalse': 'Property {name} is not allowed.',
  'array.itemFalse': 'Item {index} is not allowed here (its schema is false).',
  'schema.false': 'No value is allowed here (the schema is false).',

  // Combinators and conditions.
  'anyOf.noMatch': 'Value does not match any alternative of {keyword}.',
  'anyOf.closest': 'closest of {count} alternatives of {keyword}: the one {where}',
  'oneOf.several':
    'Value matches {count} alternatives of the oneOf {where} (branches {branches}); it must match exactly one.',
  'not.matches': 'Value must not match the "not" schema {where}{what}.',
  'not.mustNotHave': ' (it must not have {names})',
  'implication.rule': 'the implication {where}',
  'implication.where': 'the condition in "not"',
  'if.where': 'the "if"',
  'if.then': 'the if/then {where}',
  'if.else': 'the "if" {where} did not match, so "else" applies',
  'condition.is': '{name} is {value}',
  'condition.and': ' and ',
  'condition.absent': {
    one: '{names} is absent and {where} has no "required" for it, so the condition holds',
    other: '{names} are absent and {where} has no "required" for them, so the condition holds',
  },
  'ignored.besideRef':
    'Note: in draft {draft}, keywords beside "$ref" are ignored, as "{keyword}" at {pointer}{more} is, so a subschema here accepts more than it says; put the "$ref" and the other keywords in separate "allOf" entries to apply both, and this result may change.',
  'ignored.notInDraft':
    'Note: this schema is draft {draft}, which has no "{keyword}", so "{keyword}" at {pointer}{more} is ignored and a subschema here accepts more than it says{advice}.',
  'ignored.advice': '; {advice}, and this result may change',
  'ignored.adviceSeparator': ', or ',
  'ignored.declareDraft': 'declare "$schema": "{uri}" (the first draft with "{keyword}") or a later draft',

  'replace.use': 'use {keyword} instead',
  'replace.const': 'write "enum": [<value>] instead',
  'replace.ifThenElse': 'write the condition as "anyOf": [{ "not": <if> }, <then>] instead',
  'replace.unevaluatedProperties':
    'use "additionalProperties" and redeclare in "properties" the names that subschemas declare',
  'replace.prefixItems': 'use an array of schemas in "items" instead',
  'replace.additionalItems': 'use "items" beside "prefixItems" instead',

  // References.
  'ref.unresolvable': 'Cannot resolve the reference {ref}: no schema with that URI is available.',
  'ref.cannotCheck': 'Cannot check this value: the reference {ref} cannot be resolved.',
  'kind.array': 'an array',
  'kind.string': 'a string',
  'kind.number': 'a number',
  'ref.notSchema': 'The reference {ref} points to {kind}, not to a schema: it cannot check anything.',
  'ref.cannotCheckNotSchema': 'Cannot check this value: the reference {ref} does not point to a schema.',
  'ref.loop': 'Cannot check this value: the reference {ref} leads back to itself without checking anything.',
  'ref.cycle':
    'Reference cycle without progress: {chain} refers back to itself without checking any property or item in between.',

  // Limits.
  'limit.nesting': 'Validation stopped here: the value is nested more than {limit} levels deep.',
  'limit.stack': 'Validation stopped here: the value is nested too deeply for this schema.',
  'limit.budget':
    'Validation stopped here: this schema needs more than {limit} subschema applications for this document (it applies its subschemas to the same values over and over).',
  'limit.schemaTooDeep': 'The schema is nested too deeply to be used.',
  'schema.unknownDraft': 'Unknown "$schema" {uri}: validating as draft {draft}.',

  // Quick fixes and source actions.
  'fix.trustDomain': 'Trust {domain} for schema downloads',
  'fix.suppress': 'Suppress "{keyword}" on this line',
  'fix.removeSuppression': 'Remove unused suppression comment',
  'fix.all': 'Fix all JSON Object Validator problems that have an unambiguous fix',
  'fix.replaceWith': 'Replace with {value}',
  'fix.wrapInArray': 'Wrap in array',
  'fix.convertTo': 'Convert to {type}',
  'fix.addRequired': 'Add missing required property "{name}"',
  'fix.addRequiredBy': 'Add property "{name}" required by "{trigger}"',
  'fix.addAllRequired': 'Add all missing required properties',
  'fix.rename': "Did you mean '{target}'? Rename '{name}'",
  'fix.removeProperty': 'Remove property "{name}"',
  'fix.addToIfRequired': 'Add "{name}" to the "if"\'s "required"',
  'fix.splitDependencies': 'Split "dependencies" into "dependentRequired" and "dependentSchemas"',
  'fix.useUnevaluated': 'Replace "additionalProperties": false by "unevaluatedProperties": false',
  'sort.document': 'Sort Properties in Schema Order',
  'sort.object': 'Sort Properties of This Object in Schema Order',

  // The server's own diagnostics.
  'related.rule': 'The rule: "{keyword}" in {file}',
  'diagnostic.maxFileSize':
    'This document is larger than "jsonObjectValidator.maxFileSize" ({size}): it is validated when it is opened and saved, not while you type.',
  'diagnostic.internalError':
    'The validator failed on this document ({reason}). The details are in the server log; please report it.',

  // Hover and completion.
  'hover.noType': 'no type allowed',
  'hover.oneOf': 'one of {values}',
  'hover.pattern': 'pattern {pattern}',
  'hover.format': 'format {format}',
  'hover.characters': { one: '{shown} character', other: '{shown} characters' },
  'hover.items': { one: '{shown} item', other: '{shown} items' },
  'hover.properties': { one: '{shown} property', other: '{shown} properties' },
  'hover.atLeast': 'at least {count}',
  'hover.atMost': 'at most {count}',
  'hover.multipleOf': 'multiple of {value}',
  'hover.uniqueItems': 'unique items',
  'hover.required': 'required',
  'hover.noMatch': 'it does not match the document as it stands',
  'hover.branch': '{keyword} branch {index} of {where}',
  'hover.default': 'Default: {value}',
  'hover.deprecated': 'Deprecated.',
  'hover.deprecatedLabel': 'Deprecated:',
  'hover.alwaysApplies': 'always applies',
  'hover.appliesNow': 'applies now ({branch})',
  'hover.notApplyingNow': 'does not apply now ({branch}: {reason})',
  'completion.default': 'The default value.',
  'completion.example': 'An example from the schema.',

  // The command line's summary.
  'cli.filesChecked': { one: '{count} file checked', other: '{count} files checked' },
  'cli.notCompliant': '{count} not compliant',
  'cli.unreadable': '{count} unreadable',
  'cli.errors': { one: '{count} error', other: '{count} errors' },
  'cli.warnings': { one: '{count} warning', other: '{count} warnings' },
  'cli.skipped': '{count} skipped (excluded or without a schema)',
  'cli.unavailable': "{count} not validated (the catalog's schema could not be had)",
  'cli.notShown': {
    one: '{count} problem not shown (--max-errors)',
    other: '{count} problems not shown (--max-errors)',
  },
  'cli.moreNotShown': {
    one: '{count} more problem not shown (--max-errors)',
    other: '{count} more problems not shown (--max-errors)',
  },
  'cli.compliant': 'compliant',
  'cli.notCompliantVerdict': 'not compliant',
  'cli.verdictWith': '{verdict} with {schema}',

  // What schema authors flag.
  'deprecated.property': 'Property {name} is deprecated.',
  'deprecated.value': 'This value is deprecated.',

  // The schema-file checks (shared/src/checks), in their own section.
  ...checksEn,
  // The parser's, the server's, the host's and the CLI's own sentences (see editor/en.ts).
  ...editorEn,
} as const;

/** The id of a message. */
export type MessageId = keyof typeof en;
