/** German: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksDe: ChecksCatalog = {
  'check.found.number': 'die Zahl {value}',
  'check.found.string': 'die Zeichenfolge {value}',
  'check.found.array': 'ein Array',
  'check.found.object': 'ein Objekt',

  'check.place.schema': 'Das Schema',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': 'Der Wert von "{keyword}"',
  'check.place.eachValueOf': 'Jeder Wert von "{keyword}"',
  'check.place.eachEntryOf': 'Jeder Eintrag von "{keyword}"',
  'check.place.eachArrayIn': 'Jedes Array in "{keyword}"',

  'check.mustBe': '{place} muss {expected} sein; gefunden: {found}.{hint}',
  'check.expect.schemaObject': 'ein Schema (ein Objekt)',
  'check.expect.schemaOrBoolean': 'ein Schema (ein Objekt oder ein boolescher Wert)',
  'check.expect.booleanOrSchemaObject': 'ein boolescher Wert oder ein Schemaobjekt',
  'check.expect.schemaOrSchemaArray': 'ein Schema oder ein Array von Schemas',
  'check.expect.schemaArray': 'ein nicht leeres Array von Schemas',
  'check.expect.schemaMap': 'ein Objekt, dessen Werte Schemas sind',
  'check.expect.dependencies': 'ein Objekt, dessen Werte Schemas oder Arrays von Eigenschaftsnamen sind',
  'check.expect.dependencyOrBoolean':
    'ein Schema (ein Objekt oder ein boolescher Wert) oder ein Array von Eigenschaftsnamen',
  'check.expect.dependency': 'ein Schema (ein Objekt) oder ein Array von Eigenschaftsnamen',
  'check.expect.nameListMap': 'ein Objekt, dessen Werte Arrays von Eigenschaftsnamen sind',
  'check.expect.nameList': 'ein Array von Eigenschaftsnamen',
  'check.expect.propertyName': 'ein Eigenschaftsname (eine Zeichenfolge)',
  'check.expect.nonNegativeInteger': 'eine nicht negative Ganzzahl',
  'check.expect.positiveNumber': 'eine Zahl größer als 0',
  'check.expect.greaterThanZero': 'größer als 0',
  'check.expect.number': 'eine Zahl',
  'check.expect.boolean': 'true oder false',
  'check.expect.string': 'eine Zeichenfolge',
  'check.expect.array': 'ein Array',
  'check.expect.regex': 'eine Zeichenfolge mit einem regulären Ausdruck',
  'check.expect.uriReference': 'eine Zeichenfolge (ein URI-Verweis)',
  'check.expect.vocabulary': 'ein Objekt, das Vokabular-URIs auf true oder false abbildet',
  'check.expect.limitFlag': 'true oder false (ein Schalter für "{limit}")',
  'check.expect.anchorName': 'eine Zeichenfolge (ein einfacher Name)',
  'check.expect.enumArray': 'ein Array der zulässigen Werte',
  'check.expect.typeNames': 'ein Typname oder ein Array eindeutiger Typnamen',
  'check.expect.typeName': 'ein Typname',

  'check.hint.draft4Boolean': ' In Draft {draft} ist ein boolescher Wert kein Schema (erst ab Draft 6).',
  'check.hint.prefixItems':
    ' In Draft 2020-12 wird ein Array von Elementschemas mit "prefixItems" geschrieben.',
  'check.hint.requiredFlag':
    ' "required": {value} an einer Eigenschaft ist Syntax von Draft 3; führen Sie den Namen im "required"-Array des Objekts auf, das die Eigenschaft enthält.',
  'check.hint.write': ' Schreiben Sie {value}.',
  'check.hint.exclusiveNumber':
    ' Eine Zahl ist hier Syntax von Draft 6; schreiben Sie in Draft 4 "{limit}": {value}, "{keyword}": true.',
  'check.hint.exclusiveBoolean':
    ' Ein boolescher Wert ist hier Syntax von Draft 4; ab Draft 6 schreiben Sie die Grenze selbst: "{keyword}": <number>.',

  'check.schemaArray.empty':
    '"{keyword}" muss mindestens ein Schema enthalten; entfernen Sie das leere Array.',
  'check.nameList.empty':
    'In Draft 4 muss "{keyword}" mindestens einen Eigenschaftsnamen enthalten; entfernen Sie das leere Array.',
  'check.duplicate':
    '"{entry}" steht zweimal in "{keyword}" (zuerst an Index {first}); entfernen Sie diesen Eintrag.',
  'check.enum.emptyError':
    'In Draft {draft} muss "enum" mindestens einen Wert enthalten; entfernen Sie das leere Array.',
  'check.enum.empty':
    'Dieses "enum" ist leer, daher ist hier kein Wert gültig; führen Sie die zulässigen Werte auf.',
  'check.enum.duplicate': 'Dieser Wert wiederholt den "enum"-Eintrag {first}; entfernen Sie das Duplikat.',
  'check.type.unknown': '"{name}" ist kein Typ; verwenden Sie einen von {types}.{hint}',
  'check.type.any': ' Lassen Sie "type" weg, um jeden Typ zuzulassen.',
  'check.type.format': ' Schreiben Sie "type": "string" mit "format": "{format}".',
  'check.type.didYouMean': ' Meinten Sie "{suggestion}"?',
  'check.type.empty':
    '"type" muss mindestens einen Typ nennen; entfernen Sie das leere Array, um jeden Typ zuzulassen.',
  'check.id.fragment':
    '"{keyword}" darf in Draft {draft} kein Fragment enthalten; benennen Sie die Stelle stattdessen mit "$anchor": "{fragment}".',
  'check.exclusive.withoutLimit':
    'In Draft 4 ändert "{keyword}" nur "{limit}", das dieses Schema nicht hat; fügen Sie "{limit}" hinzu.',
  'check.anchor.invalid':
    '"{value}" ist kein gültiger "{keyword}": In Draft {draft} muss ein Anker mit einem Buchstaben oder "_" beginnen und darf nur Buchstaben, Ziffern, "-", "_" und "." enthalten.',
  'check.anchor.invalid2019':
    '"{value}" ist kein gültiger "{keyword}": In Draft {draft} muss ein Anker mit einem Buchstaben beginnen und darf nur Buchstaben, Ziffern, "-", "_", ":" und "." enthalten.',
  'check.regex.unusable': '{pattern} kann nicht als regulärer Ausdruck verwendet werden: {error}.',
  'check.regex.invalid': '{pattern} ist kein gültiger regulärer Ausdruck (ECMA-262, Flag "u"): {error}.',
  'check.minExceedsMax':
    '"{min}" ({low}) ist größer als "{max}" ({high}), daher kann kein Wert beide erfüllen.',

  'check.notInDraft.since':
    '"{keyword}" ist in Draft {draft} kein Schlüsselwort (es gibt es ab Draft {since}) und wird hier daher ignoriert{instead}.',
  'check.notInDraft.only':
    '"{keyword}" ist in Draft {draft} kein Schlüsselwort (es gibt es nur in Draft {since}) und wird hier daher ignoriert{instead}.',
  'check.notInDraft.range':
    '"{keyword}" ist in Draft {draft} kein Schlüsselwort (es gibt es in Draft {since} bis {until}) und wird hier daher ignoriert{instead}.',
  'check.notInDraft.instead': '; {advice}',
  'check.dependencies.ignored': '"dependencies" ist in Draft {draft} kein Schlüsselwort und wird ignoriert.',
  'check.dependencies.moveRequired':
    '"dependencies" ist in Draft {draft} kein Schlüsselwort und wird ignoriert; verschieben Sie {required} nach "dependentRequired".',
  'check.dependencies.moveSchemas':
    '"dependencies" ist in Draft {draft} kein Schlüsselwort und wird ignoriert; verschieben Sie {schemas} nach "dependentSchemas".',
  'check.dependencies.moveBoth':
    '"dependencies" ist in Draft {draft} kein Schlüsselwort und wird ignoriert; verschieben Sie {required} nach "dependentRequired" und {schemas} nach "dependentSchemas".',
  'check.refSibling':
    'In Draft {draft} werden Schlüsselwörter neben "$ref" ignoriert, daher wirkt "{keyword}" hier nicht; setzen Sie "$ref" und "{keyword}" in getrennte "allOf"-Einträge, um beide anzuwenden.',
  'check.unknownKeyword':
    '"{keyword}" ist kein Schlüsselwort und wird hier daher ignoriert; meinten Sie "{suggestion}"?',

  'check.ifWithoutRequired':
    'Dieses "if" prüft "{property}", verlangt es aber nicht: Ein Objekt ohne "{property}" erfüllt das "if", daher gilt "then" auch dafür. Fügen Sie "{property}" dem "required" des "if" hinzu, damit "then" nur gilt, wenn "{property}" vorhanden ist.',
  'check.branchWithoutIf':
    '"{keyword}" ohne "if" daneben wird ignoriert; fügen Sie das zugehörige "if" hinzu oder verschieben Sie seine Schlüsselwörter in dieses Schema (oder einen "allOf"-Eintrag), damit sie immer gelten.',
  'check.implicationWithoutRequired':
    'Diese negierte Bedingung prüft "{property}", verlangt es aber nicht: Ein Objekt ohne "{property}" erfüllt die Bedingung, daher schlägt dieser "anyOf"-Zweig fehl und die anderen Zweige müssen dafür gelten. Fügen Sie "required": ["{property}"] im "not" hinzu, damit die Implikation nur gilt, wenn "{property}" vorhanden ist.',
  'check.ifWithoutBranches':
    '"if" ohne "then" oder "else" wirkt sich nicht auf die Validierung aus; fügen Sie den Zweig hinzu, den es auswählen soll, oder entfernen Sie es.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': {
    one: '"additionalProperties": false lehnt {names} ab, das nur über {via} deklariert ist: "additionalProperties" sieht nur "properties" und "patternProperties" seines eigenen Schemaobjekts, daher ist ein Objekt, das es verwendet, ungültig.',
    other:
      '"additionalProperties": false lehnt {names} ab, die nur über {via} deklariert sind: "additionalProperties" sieht nur "properties" und "patternProperties" seines eigenen Schemaobjekts, daher ist ein Objekt, das sie verwendet, ungültig.',
  },
  'check.additional.appliesTo': {
    one: '"additionalProperties" gilt auch für {names}, das nur über {via} deklariert ist: "additionalProperties" sieht nur "properties" und "patternProperties" seines eigenen Schemaobjekts, daher muss sein Wert auch dazu passen.',
    other:
      '"additionalProperties" gilt auch für {names}, die nur über {via} deklariert sind: "additionalProperties" sieht nur "properties" und "patternProperties" seines eigenen Schemaobjekts, daher müssen ihre Werte auch dazu passen.',
  },
  'check.additional.useUnevaluated': {
    one: 'Verwenden Sie "unevaluatedProperties" statt "additionalProperties" (es sieht, was Teilschemas deklarieren), oder deklarieren Sie es erneut in den "properties" dieses Objekts als true.',
    other:
      'Verwenden Sie "unevaluatedProperties" statt "additionalProperties" (es sieht, was Teilschemas deklarieren), oder deklarieren Sie sie erneut in den "properties" dieses Objekts als true.',
  },
  'check.additional.redeclare': {
    one: 'Deklarieren Sie es erneut in den "properties" dieses Objekts als true ("unevaluatedProperties" würde das leisten, erfordert aber Draft 2019-09; dies ist Draft {draft}).',
    other:
      'Deklarieren Sie sie erneut in den "properties" dieses Objekts als true ("unevaluatedProperties" würde das leisten, erfordert aber Draft 2019-09; dies ist Draft {draft}).',
  },
  'check.required.falseSchema':
    '"{property}" ist erforderlich, aber sein Schema in "properties" ist false, daher kann hier kein Objekt gültig sein.',
  'check.required.closed':
    '"{property}" ist erforderlich, aber "additionalProperties": false verbietet es (es steht nicht in "properties" oder "patternProperties" dieses Objekts), daher kann hier kein Objekt gültig sein; deklarieren Sie "{property}" in "properties".',
  'check.required.propertyNames':
    '"{property}" ist erforderlich, aber "propertyNames" verbietet es ({reason}), daher kann hier kein Objekt gültig sein.',
  'check.names.false': 'es ist false',
  'check.names.pattern': 'der Name entspricht nicht {pattern}',
  'check.names.enum': 'der Name steht nicht in seinem "enum"',
  'check.names.const': 'der einzige zulässige Name ist {name}',
  'check.names.maxLength': 'Namen sind höchstens {max} Zeichen lang',
  'check.names.minLength': 'Namen sind mindestens {min} Zeichen lang',
  'check.requiredExceedsMax': {
    one: '"required" nennt {count} Namen, aber "maxProperties" ist {max}, daher kann hier kein Objekt gültig sein.',
    other:
      '"required" nennt {count} Namen, aber "maxProperties" ist {max}, daher kann hier kein Objekt gültig sein.',
  },
  'check.closed.refClosed': {
    one: 'Das Schema, auf das "$ref" verweist, ist durch "{keyword}" (bei {pointer}) geschlossen und deklariert {names} nicht, daher schlägt ein Objekt damit fehl: "allOf" und "$ref" können ein geschlossenes Schema nicht erweitern.',
    other:
      'Das Schema, auf das "$ref" verweist, ist durch "{keyword}" (bei {pointer}) geschlossen und deklariert {names} nicht, daher schlägt ein Objekt mit ihnen fehl: "allOf" und "$ref" können ein geschlossenes Schema nicht erweitern.',
  },
  'check.closed.entryClosed': {
    one: 'Dieser "allOf"-Eintrag ist durch "{keyword}" (bei {pointer}) geschlossen und deklariert {names} nicht, daher schlägt ein Objekt damit fehl: "allOf" und "$ref" können ein geschlossenes Schema nicht erweitern.',
    other:
      'Dieser "allOf"-Eintrag ist durch "{keyword}" (bei {pointer}) geschlossen und deklariert {names} nicht, daher schlägt ein Objekt mit ihnen fehl: "allOf" und "$ref" können ein geschlossenes Schema nicht erweitern.',
  },
  'check.closed.refConstrained': {
    one: 'Das Schema, auf das "$ref" verweist, ist durch "{keyword}" (bei {pointer}) eingeschränkt und deklariert {names} nicht, daher muss sein Wert dort auch "{keyword}" entsprechen.',
    other:
      'Das Schema, auf das "$ref" verweist, ist durch "{keyword}" (bei {pointer}) eingeschränkt und deklariert {names} nicht, daher müssen ihre Werte dort auch "{keyword}" entsprechen.',
  },
  'check.closed.entryConstrained': {
    one: 'Dieser "allOf"-Eintrag ist durch "{keyword}" (bei {pointer}) eingeschränkt und deklariert {names} nicht, daher muss sein Wert dort auch "{keyword}" entsprechen.',
    other:
      'Dieser "allOf"-Eintrag ist durch "{keyword}" (bei {pointer}) eingeschränkt und deklariert {names} nicht, daher müssen ihre Werte dort auch "{keyword}" entsprechen.',
  },
  'check.closed.useUnevaluated':
    'Entfernen Sie "{keyword}" aus dem geschlossenen Schema und setzen Sie stattdessen "unevaluatedProperties": false in das erweiternde Schema.',
  'check.closed.redeclare': {
    one: 'Deklarieren Sie es erneut in den "properties" des geschlossenen Schemas, oder verschieben Sie "additionalProperties": false in das erweiternde Schema und deklarieren Sie die geerbten Namen dort erneut als true.',
    other:
      'Deklarieren Sie sie erneut in den "properties" des geschlossenen Schemas, oder verschieben Sie "additionalProperties": false in das erweiternde Schema und deklarieren Sie die geerbten Namen dort erneut als true.',
  },
};
