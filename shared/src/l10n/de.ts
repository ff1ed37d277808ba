/** German. */
import type { Catalog } from './catalogs';

export const de: Catalog = {
  'list.separator': ', ',
  'list.or': '{rest} oder {last}',
  'list.and': '{rest} und {last}',
  'list.more': '{list} und {count} weitere',
  'count.items': { one: '{count} Element', other: '{count} Elemente' },
  'count.properties': { one: '{count} Eigenschaft', other: '{count} Eigenschaften' },
  'count.characters': { one: '{count} Zeichen', other: '{count} Zeichen' },
  'count.morePlaces': { one: ' (und {count} weitere Stelle)', other: ' (und {count} weitere Stellen)' },

  'suggest.didYouMean': ' Meinten Sie {suggestion}?',
  'reason.wrap': '{message} ({reason}).',
  'sentence.end': '.',
  'reason.because': 'weil {because}: {rule}',

  'place.root': 'im Stamm des Schemas',
  'place.definition': 'in der Definition {name}',
  'place.property': 'unter {name}',
  'place.patternProperty': 'unter Namen, die {pattern} entsprechen',
  'place.branch': 'in {keyword}-Zweig {number}',
  'place.item': 'in Element {number}',
  'place.items': 'in den Elementen',
  'place.dependency': 'in {keyword} von {name}',
  'place.keyword': 'in {keyword}',
  'place.segment': 'in "{segment}"',

  'type.mismatch': 'Falscher Typ: erwartet wurde {expected}, erhalten {actual}.',
  'value.mustBe': 'Der Wert muss {value} sein.',
  'value.mustBeOneOf': 'Der Wert muss einer der folgenden sein: {values}.',
  'value.mustBeOneOfOrPattern':
    'Der Wert muss einer der folgenden sein: {values}, oder eine Variante, die das Muster des Schemas zulässt.',

  'words.valueMustBe': 'Der Wert muss {alternatives} sein.',
  'words.namedValueMustBe': 'Der Wert {value} muss {alternatives} sein.',
  'words.alternativeSeparator': ', oder ',
  'words.or': ' oder ',
  'words.and': ' und ',
  'words.kindWith': '{noun} {detail}',
  'words.oneOf': 'einer von {values}',
  'words.integer': 'eine Ganzzahl',
  'words.number': 'eine Zahl',
  'words.string': 'eine Zeichenfolge',
  'words.boolean': 'true oder false',
  'words.null': 'null',
  'words.object': 'ein Objekt',
  'words.array': 'ein Array',
  'words.range': 'von {low} bis {high}',
  'words.greaterThan': 'größer als {low}',
  'words.atLeast': 'von mindestens {low}',
  'words.lessThan': 'kleiner als {high}',
  'words.atMost': 'von höchstens {high}',
  'words.multipleOf': 'als Vielfaches von {value}',
  'words.lengthRange': 'mit {min} bis {max} Zeichen',
  'words.notEmpty': 'mit mindestens einem Zeichen',
  'words.minLength': 'mit mindestens {min} Zeichen',
  'words.maxLength': 'mit höchstens {max} Zeichen',
  'words.matching': 'passend zu {pattern}',
  'words.format': 'im Format {format}',

  'number.multipleOf': 'Der Wert {value} muss ein Vielfaches von {multipleOf} sein.',
  'number.maximum': 'Der Wert {value} liegt außerhalb des Bereichs: Er darf höchstens {limit} sein.',
  'number.exclusiveMaximum':
    'Der Wert {value} liegt außerhalb des Bereichs: Er muss kleiner als {limit} sein.',
  'number.minimum': 'Der Wert {value} liegt außerhalb des Bereichs: Er muss mindestens {limit} sein.',
  'number.exclusiveMinimum':
    'Der Wert {value} liegt außerhalb des Bereichs: Er muss größer als {limit} sein.',

  'string.pattern': 'Die Zeichenfolge {value} entspricht nicht dem Muster {pattern}.',
  'string.patternTooExpensive':
    'Die Zeichenfolge {value} konnte nicht mit dem Muster {pattern} geprüft werden: Das Muster ist für diese Zeichenfolge zu aufwendig (der Abgleich braucht mehr Schritte, als eine Prüfung ausführen darf).',
  'string.maxLength': 'Die Zeichenfolge ist zu lang: {length}; höchstens {limit} zulässig.',
  'string.minLength': 'Die Zeichenfolge ist zu kurz: {length}; mindestens {limit} erforderlich.',
  'string.format': 'Die Zeichenfolge {value} ist kein gültiges {format}.',
  'schema.invalidRegex': 'Ungültiger regulärer Ausdruck {pattern}: {error}',

  'array.maxItems': {
    one: 'Das Array hat {items}; höchstens {count} ist zulässig.',
    other: 'Das Array hat {items}; höchstens {count} sind zulässig.',
  },
  'array.minItems': {
    one: 'Das Array hat {items}; mindestens {count} ist erforderlich.',
    other: 'Das Array hat {items}; mindestens {count} sind erforderlich.',
  },
  'array.closedTuple': {
    one: 'Das Array hat {items}; höchstens {count} ist zulässig ({keyword} ist false).',
    other: 'Das Array hat {items}; höchstens {count} sind zulässig ({keyword} ist false).',
  },
  'array.minContains':
    'Das Array muss mindestens {items} enthalten, die dem "contains"-Schema entsprechen; es hat {found}.',
  'array.maxContains':
    'Das Array darf höchstens {items} enthalten, die dem "contains"-Schema entsprechen; es hat {found}.',
  'array.unique':
    'Die Elemente {first} und {second} sind gleich; die Elemente des Arrays müssen eindeutig sein.',
  'array.unevaluatedItem':
    'Element {index} ist nicht zulässig: Kein hier geltendes Teilschema wertet es aus (unevaluatedItems).',

  'object.allowsNothing': 'das Schema lässt hier keine Eigenschaften zu',
  'object.allowsOnly': 'das Schema lässt nur {allowed} zu',
  'object.namesMatching': 'Namen, die {patterns} entsprechen',
  'object.notAllowed': 'Die Eigenschaft {name} ist nicht zulässig: {summary}.',
  'object.unevaluatedNotAllowed':
    'Die Eigenschaft {name} ist nicht zulässig: {summary} (unevaluatedProperties).',
  'object.noSubschemaDeclares': 'kein hier geltendes Teilschema deklariert sie',
  'object.nameTooExpensive':
    'Der Eigenschaftsname {name} konnte nicht mit dem Muster {pattern} geprüft werden: Das Muster ist für diesen Namen zu aufwendig (der Abgleich braucht mehr Schritte, als eine Prüfung ausführen darf).',
  'object.required': 'Die erforderliche Eigenschaft {name} fehlt.',
  'object.requiredBecause': 'Die Eigenschaft {name} ist erforderlich, weil {because} ({rule}).',
  'object.maxProperties': {
    one: 'Das Objekt hat {properties}; höchstens {count} ist zulässig.',
    other: 'Das Objekt hat {properties}; höchstens {count} sind zulässig.',
  },
  'object.minProperties': {
    one: 'Das Objekt hat {properties}; mindestens {count} ist erforderlich.',
    other: 'Das Objekt hat {properties}; mindestens {count} sind erforderlich.',
  },
  'object.propertyNameInvalid': 'Der Eigenschaftsname {name} ist ungültig: {reason}',
  'object.propertyNameDefault': 'Er entspricht nicht dem propertyNames-Schema.',
  'object.dependentRequired': '{trigger} erfordert {name} ({keyword}).',
  'object.dependentSchema': 'gilt, weil {trigger} vorhanden ist: {keyword}',
  'object.propertyFalse': 'Die Eigenschaft {name} ist nicht zulässig.',
  'array.itemFalse': 'Element {index} ist hier nicht zulässig (sein Schema ist false).',
  'schema.false': 'Hier ist kein Wert zulässig (das Schema ist false).',

  'anyOf.noMatch': 'Der Wert entspricht keiner Alternative von {keyword}.',
  'anyOf.closest': 'nächstliegende von {count} Alternativen von {keyword}: die {where}',
  'oneOf.several':
    'Der Wert entspricht {count} Alternativen von oneOf {where} (Zweige {branches}); er muss genau einer entsprechen.',
  'not.matches': 'Der Wert darf dem "not"-Schema {where} nicht entsprechen{what}.',
  'not.mustNotHave': ' (er darf {names} nicht haben)',
  'implication.rule': 'die Implikation {where}',
  'implication.where': 'die Bedingung in "not"',
  'if.where': 'das "if"',
  'if.then': 'das if/then {where}',
  'if.else': 'das "if" {where} trifft nicht zu, daher gilt "else"',
  'condition.is': '{name} ist {value}',
  'condition.and': ' und ',
  'condition.absent': {
    one: '{names} fehlt und {where} hat kein "required" dafür, daher trifft die Bedingung zu',
    other: '{names} fehlen und {where} hat kein "required" dafür, daher trifft die Bedingung zu',
  },
  'ignored.besideRef':
    'Hinweis: In Draft {draft} werden Schlüsselwörter neben "$ref" ignoriert, so auch "{keyword}" bei {pointer}{more}; ein Teilschema hier lässt also mehr zu, als es angibt. Setzen Sie "$ref" und die anderen Schlüsselwörter in getrennte "allOf"-Einträge, damit beide gelten; dieses Ergebnis kann sich dann ändern.',
  'ignored.notInDraft':
    'Hinweis: Dieses Schema ist Draft {draft}, der kein "{keyword}" kennt; "{keyword}" bei {pointer}{more} wird daher ignoriert, und ein Teilschema hier lässt mehr zu, als es angibt{advice}.',
  'ignored.advice': '; {advice}, dann kann sich dieses Ergebnis ändern',
  'ignored.adviceSeparator': ', oder ',
  'ignored.declareDraft':
    'deklarieren Sie "$schema": "{uri}" (den ersten Draft mit "{keyword}") oder einen späteren Draft',

  'replace.use': 'verwenden Sie stattdessen {keyword}',
  'replace.const': 'schreiben Sie stattdessen "enum": [<value>]',
  'replace.ifThenElse': 'schreiben Sie die Bedingung stattdessen als "anyOf": [{ "not": <if> }, <then>]',
  'replace.unevaluatedProperties':
    'verwenden Sie "additionalProperties" und deklarieren Sie in "properties" erneut die Namen, die Teilschemas deklarieren',
  'replace.prefixItems': 'verwenden Sie stattdessen ein Array von Schemas in "items"',
  'replace.additionalItems': 'verwenden Sie stattdessen "items" neben "prefixItems"',

  'ref.unresolvable':
    'Der Verweis {ref} kann nicht aufgelöst werden: Kein Schema mit diesem URI ist verfügbar.',
  'ref.cannotCheck': 'Dieser Wert kann nicht geprüft werden: Der Verweis {ref} kann nicht aufgelöst werden.',
  'kind.array': 'ein Array',
  'kind.string': 'eine Zeichenfolge',
  'kind.number': 'eine Zahl',
  'ref.notSchema': 'Der Verweis {ref} zeigt auf {kind}, nicht auf ein Schema: Er kann nichts prüfen.',
  'ref.cannotCheckNotSchema':
    'Dieser Wert kann nicht geprüft werden: Der Verweis {ref} zeigt nicht auf ein Schema.',
  'ref.loop':
    'Dieser Wert kann nicht geprüft werden: Der Verweis {ref} führt zu sich selbst zurück, ohne etwas zu prüfen.',
  'ref.cycle':
    'Verweiszyklus ohne Fortschritt: {chain} verweist auf sich selbst zurück, ohne dazwischen eine Eigenschaft oder ein Element zu prüfen.',

  'limit.nesting':
    'Die Validierung wurde hier beendet: Der Wert ist mehr als {limit} Ebenen tief verschachtelt.',
  'limit.stack': 'Die Validierung wurde hier beendet: Der Wert ist für dieses Schema zu tief verschachtelt.',
  'limit.budget':
    'Die Validierung wurde hier beendet: Dieses Schema braucht für dieses Dokument mehr als {limit} Anwendungen von Teilschemas (es wendet seine Teilschemas immer wieder auf dieselben Werte an).',
  'limit.schemaTooDeep': 'Das Schema ist zu tief verschachtelt, um verwendet zu werden.',
  'schema.unknownDraft': 'Unbekanntes "$schema" {uri}: Es wird als Draft {draft} validiert.',

  'fix.trustDomain': '{domain} für Schemadownloads vertrauen',
  'fix.suppress': '"{keyword}" in dieser Zeile unterdrücken',
  'fix.removeSuppression': 'Nicht verwendeten Unterdrückungskommentar entfernen',
  'fix.all': 'Alle Probleme von JSON Object Validator mit eindeutiger Korrektur beheben',
  'fix.replaceWith': 'Durch {value} ersetzen',
  'fix.wrapInArray': 'In Array einschließen',
  'fix.convertTo': 'In {type} konvertieren',
  'fix.addRequired': 'Fehlende erforderliche Eigenschaft "{name}" hinzufügen',
  'fix.addRequiredBy': 'Von "{trigger}" erforderte Eigenschaft "{name}" hinzufügen',
  'fix.addAllRequired': 'Alle fehlenden erforderlichen Eigenschaften hinzufügen',
  'fix.rename': "Meinten Sie '{target}'? '{name}' umbenennen",
  'fix.removeProperty': 'Eigenschaft "{name}" entfernen',
  'fix.addToIfRequired': '"{name}" zu "required" des "if" hinzufügen',
  'fix.splitDependencies': '"dependencies" in "dependentRequired" und "dependentSchemas" aufteilen',
  'fix.useUnevaluated': '"additionalProperties": false durch "unevaluatedProperties": false ersetzen',
  'sort.document': 'Eigenschaften in Schemareihenfolge sortieren',
  'sort.object': 'Eigenschaften dieses Objekts in Schemareihenfolge sortieren',

  'related.rule': 'Die Regel: "{keyword}" in {file}',
  'diagnostic.maxFileSize':
    'Dieses Dokument ist größer als "jsonObjectValidator.maxFileSize" ({size}): Es wird beim Öffnen und Speichern validiert, nicht während der Eingabe.',
  'diagnostic.internalError':
    'Der Validator ist an diesem Dokument gescheitert ({reason}). Die Details stehen im Serverprotokoll; bitte melden Sie den Fehler.',

  'hover.noType': 'kein Typ zulässig',
  'hover.oneOf': 'einer von {values}',
  'hover.pattern': 'Muster {pattern}',
  'hover.format': 'Format {format}',
  'hover.characters': { one: '{shown} Zeichen', other: '{shown} Zeichen' },
  'hover.items': { one: '{shown} Element', other: '{shown} Elemente' },
  'hover.properties': { one: '{shown} Eigenschaft', other: '{shown} Eigenschaften' },
  'hover.atLeast': 'mindestens {count}',
  'hover.atMost': 'höchstens {count}',
  'hover.multipleOf': 'Vielfaches von {value}',
  'hover.uniqueItems': 'eindeutige Elemente',
  'hover.required': 'erforderlich',
  'hover.noMatch': 'es entspricht dem Dokument in seiner jetzigen Form nicht',
  'hover.branch': '{keyword}-Zweig {index} von {where}',
  'hover.default': 'Standardwert: {value}',
  'hover.deprecated': 'Veraltet.',
  'hover.deprecatedLabel': 'Veraltet:',
  'hover.alwaysApplies': 'gilt immer',
  'hover.appliesNow': 'gilt jetzt ({branch})',
  'hover.notApplyingNow': 'gilt jetzt nicht ({branch}: {reason})',
  'completion.default': 'Der Standardwert.',
  'completion.example': 'Ein Beispiel aus dem Schema.',

  'cli.filesChecked': { one: '{count} Datei geprüft', other: '{count} Dateien geprüft' },
  'cli.notCompliant': '{count} nicht konform',
  'cli.unreadable': '{count} nicht lesbar',
  'cli.errors': { one: '{count} Fehler', other: '{count} Fehler' },
  'cli.warnings': { one: '{count} Warnung', other: '{count} Warnungen' },
  'cli.skipped': '{count} übersprungen (ausgeschlossen oder ohne Schema)',
  'cli.unavailable': '{count} nicht validiert (das Schema des Katalogs war nicht erhältlich)',
  'cli.notShown': {
    one: '{count} Problem nicht angezeigt (--max-errors)',
    other: '{count} Probleme nicht angezeigt (--max-errors)',
  },
  'cli.moreNotShown': {
    one: '{count} weiteres Problem nicht angezeigt (--max-errors)',
    other: '{count} weitere Probleme nicht angezeigt (--max-errors)',
  },
  'cli.compliant': 'konform',
  'cli.notCompliantVerdict': 'nicht konform',
  'cli.verdictWith': '{verdict} mit {schema}',

  'deprecated.property': 'Die Eigenschaft {name} ist veraltet.',
  'deprecated.value': 'Dieser Wert ist veraltet.',
};
