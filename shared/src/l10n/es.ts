/** Spanish. */
import type { Catalog } from './catalogs';
import { checksEs } from './checks/es';
import { editorEs } from './editor/es';

export const es: Catalog = {
  'list.separator': ', ',
  'list.or': '{rest} o {last}',
  'list.and': '{rest} y {last}',
  'list.more': '{list} y {count} más',
  'count.items': { one: '{count} elemento', other: '{count} elementos' },
  'count.properties': { one: '{count} propiedad', other: '{count} propiedades' },
  'count.characters': { one: '{count} carácter', other: '{count} caracteres' },
  'count.morePlaces': { one: ' (y en {count} lugar más)', other: ' (y en {count} lugares más)' },

  'suggest.didYouMean': ' ¿Quería decir {suggestion}?',
  'reason.wrap': '{message} ({reason}).',
  'sentence.end': '.',
  'reason.because': 'porque {because}: {rule}',

  'place.root': 'en la raíz del esquema',
  'place.definition': 'en la definición {name}',
  'place.property': 'bajo {name}',
  'place.patternProperty': 'bajo los nombres que coinciden con {pattern}',
  'place.branch': 'en la rama {number} de {keyword}',
  'place.item': 'en el elemento {number}',
  'place.items': 'en los elementos',
  'place.dependency': 'en {keyword} de {name}',
  'place.keyword': 'en {keyword}',
  'place.segment': 'en "{segment}"',

  'type.mismatch': 'Tipo incorrecto: se esperaba {expected}, se obtuvo {actual}.',
  'value.mustBe': 'El valor debe ser {value}.',
  'value.mustBeOneOf': 'El valor debe ser uno de estos: {values}.',
  'value.mustBeOneOfOrPattern':
    'El valor debe ser uno de estos: {values}, o una variante que admita el patrón del esquema.',

  'words.valueMustBe': 'El valor debe ser {alternatives}.',
  'words.namedValueMustBe': 'El valor {value} debe ser {alternatives}.',
  'words.alternativeSeparator': ', o ',
  'words.or': ' o ',
  'words.and': ' y ',
  'words.kindWith': '{noun} {detail}',
  'words.oneOf': 'uno de estos valores: {values}',
  'words.integer': 'un entero',
  'words.number': 'un número',
  'words.string': 'una cadena',
  'words.boolean': 'true o false',
  'words.null': 'null',
  'words.object': 'un objeto',
  'words.array': 'una matriz',
  'words.range': 'de {low} a {high}',
  'words.greaterThan': 'mayor que {low}',
  'words.atLeast': 'de al menos {low}',
  'words.lessThan': 'menor que {high}',
  'words.atMost': 'de como máximo {high}',
  'words.multipleOf': 'múltiplo de {value}',
  'words.lengthRange': 'de {min} a {max} caracteres',
  'words.notEmpty': 'no vacía',
  'words.minLength': 'de al menos {min} caracteres',
  'words.maxLength': 'de como máximo {max} caracteres',
  'words.matching': 'que coincida con {pattern}',
  'words.format': 'con el formato {format}',

  'number.multipleOf': 'El valor {value} debe ser un múltiplo de {multipleOf}.',
  'number.maximum': 'El valor {value} está fuera del intervalo: debe ser como máximo {limit}.',
  'number.exclusiveMaximum': 'El valor {value} está fuera del intervalo: debe ser menor que {limit}.',
  'number.minimum': 'El valor {value} está fuera del intervalo: debe ser como mínimo {limit}.',
  'number.exclusiveMinimum': 'El valor {value} está fuera del intervalo: debe ser mayor que {limit}.',

  'string.pattern': 'La cadena {value} no coincide con el patrón {pattern}.',
  'string.patternTooExpensive':
    'No se pudo comprobar la cadena {value} con el patrón {pattern}: este patrón es demasiado costoso de comprobar en esta cadena (la coincidencia necesita más pasos de los que admite una comprobación).',
  'string.maxLength': 'La cadena es demasiado larga: {length}; se admiten {limit} como máximo.',
  'string.minLength': 'La cadena es demasiado corta: {length}; se requieren {limit} como mínimo.',
  'string.format': 'La cadena {value} no es un {format} válido.',
  'schema.invalidRegex': 'Expresión regular no válida {pattern}: {error}',

  'array.maxItems': {
    one: 'La matriz tiene {items}; se admite {count} como máximo.',
    other: 'La matriz tiene {items}; se admiten {count} como máximo.',
  },
  'array.minItems': {
    one: 'La matriz tiene {items}; se requiere {count} como mínimo.',
    other: 'La matriz tiene {items}; se requieren {count} como mínimo.',
  },
  'array.closedTuple': {
    one: 'La matriz tiene {items}; se admite {count} como máximo ({keyword} es false).',
    other: 'La matriz tiene {items}; se admiten {count} como máximo ({keyword} es false).',
  },
  'array.minContains':
    'La matriz debe contener al menos {items} que coincidan con el esquema "contains"; tiene {found}.',
  'array.maxContains':
    'La matriz debe contener como máximo {items} que coincidan con el esquema "contains"; tiene {found}.',
  'array.unique':
    'Los elementos {first} y {second} son idénticos; los elementos de la matriz deben ser únicos.',
  'array.unevaluatedItem':
    'El elemento {index} no está permitido: ningún subesquema aplicable aquí lo evalúa (unevaluatedItems).',

  'object.allowsNothing': 'el esquema no admite propiedades aquí',
  'object.allowsOnly': 'el esquema solo admite {allowed}',
  'object.namesMatching': 'nombres que coinciden con {patterns}',
  'object.notAllowed': 'La propiedad {name} no está permitida: {summary}.',
  'object.unevaluatedNotAllowed': 'La propiedad {name} no está permitida: {summary} (unevaluatedProperties).',
  'object.noSubschemaDeclares': 'ningún subesquema aplicable aquí la declara',
  'object.nameTooExpensive':
    'No se pudo comprobar el nombre de propiedad {name} con el patrón {pattern}: este patrón es demasiado costoso de comprobar en este nombre (la coincidencia necesita más pasos de los que admite una comprobación).',
  'object.required': 'Falta la propiedad obligatoria {name}.',
  'object.requiredBecause': 'La propiedad {name} es obligatoria porque {because} ({rule}).',
  'object.maxProperties': {
    one: 'El objeto tiene {properties}; se admite {count} como máximo.',
    other: 'El objeto tiene {properties}; se admiten {count} como máximo.',
  },
  'object.minProperties': {
    one: 'El objeto tiene {properties}; se requiere {count} como mínimo.',
    other: 'El objeto tiene {properties}; se requieren {count} como mínimo.',
  },
  'object.propertyNameInvalid': 'El nombre de propiedad {name} no es válido: {reason}',
  'object.propertyNameDefault': 'no coincide con el esquema propertyNames.',
  'object.dependentRequired': '{trigger} requiere {name} ({keyword}).',
  'object.dependentSchema': 'se aplica porque {trigger} está presente: {keyword}',
  'object.propertyFalse': 'La propiedad {name} no está permitida.',
  'array.itemFalse': 'El elemento {index} no está permitido aquí (su esquema es false).',
  'schema.false': 'No se admite ningún valor aquí (el esquema es false).',

  'anyOf.noMatch': 'El valor no coincide con ninguna alternativa de {keyword}.',
  'anyOf.closest': 'la más cercana de {count} alternativas de {keyword}: la que está {where}',
  'oneOf.several':
    'El valor coincide con {count} alternativas del oneOf {where} (ramas {branches}); debe coincidir exactamente con una.',
  'not.matches': 'El valor no debe coincidir con el esquema "not" {where}{what}.',
  'not.mustNotHave': ' (no debe tener {names})',
  'implication.rule': 'la implicación {where}',
  'implication.where': 'la condición de "not"',
  'if.where': 'el "if"',
  'if.then': 'el if/then {where}',
  'if.else': 'el "if" {where} no coincide, así que se aplica "else"',
  'condition.is': '{name} es {value}',
  'condition.and': ' y ',
  'condition.absent': {
    one: '{names} no está y {where} no tiene "required" para ella, así que la condición se cumple',
    other: '{names} no están y {where} no tiene "required" para ellas, así que la condición se cumple',
  },
  'ignored.besideRef':
    'Nota: en el draft {draft}, las palabras clave junto a "$ref" se ignoran, como "{keyword}" en {pointer}{more}; por eso un subesquema aquí acepta más de lo que dice. Ponga "$ref" y las demás palabras clave en entradas "allOf" distintas para aplicar ambas; este resultado puede cambiar.',
  'ignored.notInDraft':
    'Nota: este esquema es del draft {draft}, que no tiene "{keyword}"; por eso "{keyword}" en {pointer}{more} se ignora y un subesquema aquí acepta más de lo que dice{advice}.',
  'ignored.advice': '; {advice}, y este resultado puede cambiar',
  'ignored.adviceSeparator': ', o ',
  'ignored.declareDraft': 'declare "$schema": "{uri}" (el primer draft con "{keyword}") o un draft posterior',

  'replace.use': 'use {keyword} en su lugar',
  'replace.const': 'escriba "enum": [<value>] en su lugar',
  'replace.ifThenElse': 'escriba la condición como "anyOf": [{ "not": <if> }, <then>] en su lugar',
  'replace.unevaluatedProperties':
    'use "additionalProperties" y vuelva a declarar en "properties" los nombres que declaran los subesquemas',
  'replace.prefixItems': 'use una matriz de esquemas en "items" en su lugar',
  'replace.additionalItems': 'use "items" junto a "prefixItems" en su lugar',

  'ref.unresolvable':
    'No se puede resolver la referencia {ref}: no hay ningún esquema disponible con ese URI.',
  'ref.cannotCheck': 'No se puede comprobar este valor: la referencia {ref} no se puede resolver.',
  'kind.array': 'una matriz',
  'kind.string': 'una cadena',
  'kind.number': 'un número',
  'ref.notSchema': 'La referencia {ref} apunta a {kind}, no a un esquema: no puede comprobar nada.',
  'ref.cannotCheckNotSchema': 'No se puede comprobar este valor: la referencia {ref} no apunta a un esquema.',
  'ref.loop': 'No se puede comprobar este valor: la referencia {ref} vuelve a sí misma sin comprobar nada.',
  'ref.cycle':
    'Ciclo de referencias sin avance: {chain} vuelve a sí mismo sin comprobar ninguna propiedad ni elemento entre medias.',

  'limit.nesting': 'La validación se detuvo aquí: el valor está anidado en más de {limit} niveles.',
  'limit.stack': 'La validación se detuvo aquí: el valor está demasiado anidado para este esquema.',
  'limit.budget':
    'La validación se detuvo aquí: este esquema necesita más de {limit} aplicaciones de subesquemas para este documento (aplica sus subesquemas a los mismos valores una y otra vez).',
  'limit.schemaTooDeep': 'El esquema está demasiado anidado para poder usarse.',
  'schema.unknownDraft': '"$schema" desconocido {uri}: se valida como draft {draft}.',

  'fix.trustDomain': 'Confiar en {domain} para descargar esquemas',
  'fix.suppress': 'Suprimir "{keyword}" en esta línea',
  'fix.removeSuppression': 'Quitar el comentario de supresión sin usar',
  'fix.all': 'Corregir todos los problemas de JSON Object Validator que tienen una corrección inequívoca',
  'fix.replaceWith': 'Reemplazar por {value}',
  'fix.wrapInArray': 'Encapsular en una matriz',
  'fix.convertTo': 'Convertir en {type}',
  'fix.addRequired': 'Agregar la propiedad obligatoria que falta "{name}"',
  'fix.addRequiredBy': 'Agregar la propiedad "{name}" que requiere "{trigger}"',
  'fix.addAllRequired': 'Agregar todas las propiedades obligatorias que faltan',
  'fix.rename': "¿Quería decir '{target}'? Cambiar el nombre de '{name}'",
  'fix.removeProperty': 'Quitar la propiedad "{name}"',
  'fix.addToIfRequired': 'Agregar "{name}" al "required" del "if"',
  'fix.splitDependencies': 'Dividir "dependencies" en "dependentRequired" y "dependentSchemas"',
  'fix.useUnevaluated': 'Reemplazar "additionalProperties": false por "unevaluatedProperties": false',
  'sort.document': 'Ordenar las propiedades según el esquema',
  'sort.object': 'Ordenar las propiedades de este objeto según el esquema',

  'related.rule': 'La regla: "{keyword}" en {file}',
  'diagnostic.maxFileSize':
    'Este documento supera "jsonObjectValidator.maxFileSize" ({size}): se valida al abrirlo y al guardarlo, no mientras escribe.',
  'diagnostic.internalError':
    'El validador falló en este documento ({reason}). Los detalles están en el registro del servidor; notifique el problema.',

  'hover.noType': 'no se admite ningún tipo',
  'hover.oneOf': 'uno de estos: {values}',
  'hover.pattern': 'patrón {pattern}',
  'hover.format': 'formato {format}',
  'hover.characters': { one: '{shown} carácter', other: '{shown} caracteres' },
  'hover.items': { one: '{shown} elemento', other: '{shown} elementos' },
  'hover.properties': { one: '{shown} propiedad', other: '{shown} propiedades' },
  'hover.atLeast': 'al menos {count}',
  'hover.atMost': 'como máximo {count}',
  'hover.multipleOf': 'múltiplo de {value}',
  'hover.uniqueItems': 'elementos únicos',
  'hover.required': 'obligatoria',
  'hover.noMatch': 'no coincide con el documento tal como está',
  'hover.branch': 'rama {index} de {keyword} de {where}',
  'hover.default': 'Valor predeterminado: {value}',
  'hover.deprecated': 'En desuso.',
  'hover.deprecatedLabel': 'En desuso:',
  'hover.alwaysApplies': 'se aplica siempre',
  'hover.appliesNow': 'se aplica ahora ({branch})',
  'hover.notApplyingNow': 'no se aplica ahora ({branch}: {reason})',
  'completion.default': 'El valor predeterminado.',
  'completion.example': 'Un ejemplo del esquema.',

  'cli.filesChecked': { one: '{count} archivo comprobado', other: '{count} archivos comprobados' },
  'cli.notCompliant': { one: '{count} no conforme', other: '{count} no conformes' },
  'cli.unreadable': { one: '{count} ilegible', other: '{count} ilegibles' },
  'cli.errors': { one: '{count} error', other: '{count} errores' },
  'cli.warnings': { one: '{count} advertencia', other: '{count} advertencias' },
  'cli.skipped': {
    one: '{count} omitido (excluido o sin esquema)',
    other: '{count} omitidos (excluidos o sin esquema)',
  },
  'cli.unavailable': {
    one: '{count} sin validar (no se pudo obtener el esquema del catálogo)',
    other: '{count} sin validar (no se pudo obtener el esquema del catálogo)',
  },
  'cli.notShown': {
    one: '{count} problema no mostrado (--max-errors)',
    other: '{count} problemas no mostrados (--max-errors)',
  },
  'cli.moreNotShown': {
    one: '{count} problema más no mostrado (--max-errors)',
    other: '{count} problemas más no mostrados (--max-errors)',
  },
  'cli.compliant': 'conforme',
  'cli.notCompliantVerdict': 'no conforme',
  'cli.verdictWith': '{verdict} con {schema}',

  'deprecated.property': 'La propiedad {name} está en desuso.',
  'deprecated.value': 'Este valor está en desuso.',

  ...checksEs,
  ...editorEs,
};
