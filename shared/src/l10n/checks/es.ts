/** Spanish: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksEs: ChecksCatalog = {
  'check.found.number': 'el número {value}',
  'check.found.string': 'la cadena {value}',
  'check.found.array': 'una matriz',
  'check.found.object': 'un objeto',

  'check.place.schema': 'El esquema',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': 'El valor de "{keyword}"',
  'check.place.eachValueOf': 'Cada valor de "{keyword}"',
  'check.place.eachEntryOf': 'Cada entrada de "{keyword}"',
  'check.place.eachArrayIn': 'Cada matriz de "{keyword}"',

  'check.mustBe': '{place} debe ser {expected}; se encontró {found}.{hint}',
  'check.expect.schemaObject': 'un esquema (un objeto)',
  'check.expect.schemaOrBoolean': 'un esquema (un objeto o un booleano)',
  'check.expect.booleanOrSchemaObject': 'un booleano o un objeto de esquema',
  'check.expect.schemaOrSchemaArray': 'un esquema o una matriz de esquemas',
  'check.expect.schemaArray': 'una matriz no vacía de esquemas',
  'check.expect.schemaMap': 'un objeto cuyos valores son esquemas',
  'check.expect.dependencies': 'un objeto cuyos valores son esquemas o matrices de nombres de propiedad',
  'check.expect.dependencyOrBoolean':
    'un esquema (un objeto o un booleano) o una matriz de nombres de propiedad',
  'check.expect.dependency': 'un esquema (un objeto) o una matriz de nombres de propiedad',
  'check.expect.nameListMap': 'un objeto cuyos valores son matrices de nombres de propiedad',
  'check.expect.nameList': 'una matriz de nombres de propiedad',
  'check.expect.propertyName': 'un nombre de propiedad (una cadena)',
  'check.expect.nonNegativeInteger': 'un entero no negativo',
  'check.expect.positiveNumber': 'un número mayor que 0',
  'check.expect.greaterThanZero': 'mayor que 0',
  'check.expect.number': 'un número',
  'check.expect.boolean': 'true o false',
  'check.expect.string': 'una cadena',
  'check.expect.array': 'una matriz',
  'check.expect.regex': 'una cadena con una expresión regular',
  'check.expect.uriReference': 'una cadena (una referencia URI)',
  'check.expect.vocabulary': 'un objeto que asigna URI de vocabulario a true o false',
  'check.expect.limitFlag': 'true o false (un indicador sobre "{limit}")',
  'check.expect.anchorName': 'una cadena (un nombre simple)',
  'check.expect.enumArray': 'una matriz de los valores permitidos',
  'check.expect.typeNames': 'un nombre de tipo o una matriz de nombres de tipo únicos',
  'check.expect.typeName': 'un nombre de tipo',

  'check.hint.draft4Boolean': ' En el draft {draft} un booleano no es un esquema (lo es desde el draft 6).',
  'check.hint.prefixItems':
    ' En el draft 2020-12, una matriz de esquemas de elementos se escribe con "prefixItems".',
  'check.hint.requiredFlag':
    ' "required": {value} en una propiedad es sintaxis del draft 3; incluya el nombre en la matriz "required" del objeto que contiene la propiedad.',
  'check.hint.write': ' Escriba {value}.',
  'check.hint.exclusiveNumber':
    ' Un número aquí es sintaxis del draft 6; en el draft 4, escriba "{limit}": {value}, "{keyword}": true.',
  'check.hint.exclusiveBoolean':
    ' Un booleano aquí es sintaxis del draft 4; desde el draft 6, escriba el propio límite: "{keyword}": <number>.',

  'check.schemaArray.empty': '"{keyword}" debe contener al menos un esquema; quite la matriz vacía.',
  'check.nameList.empty':
    'En el draft 4, "{keyword}" debe incluir al menos un nombre de propiedad; quite la matriz vacía.',
  'check.duplicate':
    '"{entry}" aparece dos veces en "{keyword}" (primero en el índice {first}); quite esta entrada.',
  'check.enum.emptyError':
    'En el draft {draft}, "enum" debe incluir al menos un valor; quite la matriz vacía.',
  'check.enum.empty':
    'Este "enum" está vacío, por lo que aquí no es válido ningún valor; indique los valores permitidos.',
  'check.enum.duplicate': 'Este valor repite la entrada {first} de "enum"; quite el duplicado.',
  'check.type.unknown': '"{name}" no es un tipo; use uno de {types}.{hint}',
  'check.type.any': ' Omita "type" para permitir cualquier tipo.',
  'check.type.format': ' Escriba "type": "string" con "format": "{format}".',
  'check.type.didYouMean': ' ¿Quiso decir "{suggestion}"?',
  'check.type.empty':
    '"type" debe indicar al menos un tipo; quite la matriz vacía para permitir cualquier tipo.',
  'check.id.fragment':
    '"{keyword}" no debe tener un fragmento en el draft {draft}; nombre la ubicación con "$anchor": "{fragment}" en su lugar.',
  'check.exclusive.withoutLimit':
    'En el draft 4, "{keyword}" solo modifica "{limit}", que este esquema no tiene; agregue "{limit}".',
  'check.anchor.invalid':
    '"{value}" no es un "{keyword}" válido: en el draft {draft}, un ancla debe empezar por una letra o "_" y contener solo letras, dígitos, "-", "_" y ".".',
  'check.anchor.invalid2019':
    '"{value}" no es un "{keyword}" válido: en el draft {draft}, un ancla debe empezar por una letra y contener solo letras, dígitos, "-", "_", ":" y ".".',
  'check.regex.unusable': '{pattern} no se puede usar como expresión regular: {error}.',
  'check.regex.invalid': '{pattern} no es una expresión regular válida (ECMA-262, marca "u"): {error}.',
  'check.minExceedsMax':
    '"{min}" ({low}) es mayor que "{max}" ({high}), por lo que ningún valor puede cumplir ambos.',

  'check.notInDraft.since':
    '"{keyword}" no es una palabra clave del draft {draft} (existe desde el draft {since}), por lo que aquí se ignora{instead}.',
  'check.notInDraft.only':
    '"{keyword}" no es una palabra clave del draft {draft} (solo existe en el draft {since}), por lo que aquí se ignora{instead}.',
  'check.notInDraft.range':
    '"{keyword}" no es una palabra clave del draft {draft} (existe del draft {since} al {until}), por lo que aquí se ignora{instead}.',
  'check.notInDraft.instead': '; {advice}',
  'check.dependencies.ignored': '"dependencies" no es una palabra clave del draft {draft} y se ignora.',
  'check.dependencies.moveRequired':
    '"dependencies" no es una palabra clave del draft {draft} y se ignora; mueva {required} a "dependentRequired".',
  'check.dependencies.moveSchemas':
    '"dependencies" no es una palabra clave del draft {draft} y se ignora; mueva {schemas} a "dependentSchemas".',
  'check.dependencies.moveBoth':
    '"dependencies" no es una palabra clave del draft {draft} y se ignora; mueva {required} a "dependentRequired" y {schemas} a "dependentSchemas".',
  'check.refSibling':
    'En el draft {draft}, las palabras clave junto a "$ref" se ignoran, por lo que "{keyword}" no tiene efecto aquí; ponga "$ref" y "{keyword}" en entradas "allOf" separadas para aplicar ambos.',
  'check.unknownKeyword':
    '"{keyword}" no es una palabra clave, por lo que aquí se ignora; ¿quiso decir "{suggestion}"?',

  'check.ifWithoutRequired':
    'Este "if" comprueba "{property}" pero no lo exige: un objeto sin "{property}" cumple el "if", así que "then" también se le aplica. Agregue "{property}" al "required" del "if" para que "then" se aplique solo cuando "{property}" esté presente.',
  'check.branchWithoutIf':
    '"{keyword}" sin un "if" al lado se ignora; agregue el "if" al que pertenece, o mueva sus palabras clave a este esquema (o a una entrada "allOf") para aplicarlas siempre.',
  'check.implicationWithoutRequired':
    'Esta condición negada comprueba "{property}" pero no lo exige: un objeto sin "{property}" cumple la condición, así que esta rama de "anyOf" falla y las demás ramas deben cumplirse. Agregue "required": ["{property}"] dentro del "not" para que la implicación se aplique solo cuando "{property}" esté presente.',
  'check.ifWithoutBranches':
    '"if" sin "then" ni "else" no afecta a la validación; agregue la rama que debe seleccionar, o quítelo.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': {
    one: '"additionalProperties": false rechaza {names}, que solo se declara mediante {via}: "additionalProperties" solo ve las "properties" y "patternProperties" de su propio objeto de esquema, por lo que un objeto que la use no es válido.',
    other:
      '"additionalProperties": false rechaza {names}, que solo se declaran mediante {via}: "additionalProperties" solo ve las "properties" y "patternProperties" de su propio objeto de esquema, por lo que un objeto que las use no es válido.',
  },
  'check.additional.appliesTo': {
    one: '"additionalProperties" también se aplica a {names}, que solo se declara mediante {via}: "additionalProperties" solo ve las "properties" y "patternProperties" de su propio objeto de esquema, por lo que su valor también debe cumplirlo.',
    other:
      '"additionalProperties" también se aplica a {names}, que solo se declaran mediante {via}: "additionalProperties" solo ve las "properties" y "patternProperties" de su propio objeto de esquema, por lo que sus valores también deben cumplirlo.',
  },
  'check.additional.useUnevaluated': {
    one: 'Use "unevaluatedProperties" en lugar de "additionalProperties" (ve lo que declaran los subesquemas), o vuelva a declararla como true en las "properties" de este objeto.',
    other:
      'Use "unevaluatedProperties" en lugar de "additionalProperties" (ve lo que declaran los subesquemas), o vuelva a declararlas como true en las "properties" de este objeto.',
  },
  'check.additional.redeclare': {
    one: 'Vuelva a declararla como true en las "properties" de este objeto ("unevaluatedProperties" lo haría, pero requiere el draft 2019-09; este es el draft {draft}).',
    other:
      'Vuelva a declararlas como true en las "properties" de este objeto ("unevaluatedProperties" lo haría, pero requiere el draft 2019-09; este es el draft {draft}).',
  },
  'check.required.falseSchema':
    '"{property}" es obligatoria, pero su esquema en "properties" es false, por lo que aquí ningún objeto puede ser válido.',
  'check.required.closed':
    '"{property}" es obligatoria, pero "additionalProperties": false la prohíbe (no está en las "properties" ni en las "patternProperties" de este objeto), por lo que aquí ningún objeto puede ser válido; declare "{property}" en "properties".',
  'check.required.propertyNames':
    '"{property}" es obligatoria, pero "propertyNames" la prohíbe ({reason}), por lo que aquí ningún objeto puede ser válido.',
  'check.names.false': 'es false',
  'check.names.pattern': 'el nombre no coincide con {pattern}',
  'check.names.enum': 'el nombre no está en su "enum"',
  'check.names.const': 'el único nombre permitido es {name}',
  'check.names.maxLength': 'los nombres tienen como máximo {max} caracteres',
  'check.names.minLength': 'los nombres tienen como mínimo {min} caracteres',
  'check.requiredExceedsMax': {
    one: '"required" incluye {count} nombre, pero "maxProperties" es {max}, por lo que aquí ningún objeto puede ser válido.',
    other:
      '"required" incluye {count} nombres, pero "maxProperties" es {max}, por lo que aquí ningún objeto puede ser válido.',
  },
  'check.closed.refClosed': {
    one: 'El esquema al que apunta "$ref" está cerrado por "{keyword}" (en {pointer}) y no declara {names}, por lo que un objeto que la tenga no lo cumple: "allOf" y "$ref" no pueden extender un esquema cerrado.',
    other:
      'El esquema al que apunta "$ref" está cerrado por "{keyword}" (en {pointer}) y no declara {names}, por lo que un objeto que las tenga no lo cumple: "allOf" y "$ref" no pueden extender un esquema cerrado.',
  },
  'check.closed.entryClosed': {
    one: 'Esta entrada de "allOf" está cerrada por "{keyword}" (en {pointer}) y no declara {names}, por lo que un objeto que la tenga no la cumple: "allOf" y "$ref" no pueden extender un esquema cerrado.',
    other:
      'Esta entrada de "allOf" está cerrada por "{keyword}" (en {pointer}) y no declara {names}, por lo que un objeto que las tenga no la cumple: "allOf" y "$ref" no pueden extender un esquema cerrado.',
  },
  'check.closed.refConstrained': {
    one: 'El esquema al que apunta "$ref" está restringido por "{keyword}" (en {pointer}) y no declara {names}, por lo que su valor también debe cumplir "{keyword}" allí.',
    other:
      'El esquema al que apunta "$ref" está restringido por "{keyword}" (en {pointer}) y no declara {names}, por lo que sus valores también deben cumplir "{keyword}" allí.',
  },
  'check.closed.entryConstrained': {
    one: 'Esta entrada de "allOf" está restringida por "{keyword}" (en {pointer}) y no declara {names}, por lo que su valor también debe cumplir "{keyword}" allí.',
    other:
      'Esta entrada de "allOf" está restringida por "{keyword}" (en {pointer}) y no declara {names}, por lo que sus valores también deben cumplir "{keyword}" allí.',
  },
  'check.closed.useUnevaluated':
    'Quite "{keyword}" del esquema cerrado y ponga "unevaluatedProperties": false en el esquema que lo extiende.',
  'check.closed.redeclare': {
    one: 'Vuelva a declararla en las "properties" del esquema cerrado, o mueva "additionalProperties": false al esquema que lo extiende y vuelva a declarar allí los nombres heredados como true.',
    other:
      'Vuelva a declararlas en las "properties" del esquema cerrado, o mueva "additionalProperties": false al esquema que lo extiende y vuelva a declarar allí los nombres heredados como true.',
  },
};
