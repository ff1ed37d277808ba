/** Brazilian Portuguese: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksPtBr: ChecksCatalog = {
  'check.found.number': 'o número {value}',
  'check.found.string': 'a cadeia de caracteres {value}',
  'check.found.array': 'uma matriz',
  'check.found.object': 'um objeto',

  'check.place.schema': 'O esquema',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': 'O valor de "{keyword}"',
  'check.place.eachValueOf': 'Cada valor de "{keyword}"',
  'check.place.eachEntryOf': 'Cada entrada de "{keyword}"',
  'check.place.eachArrayIn': 'Cada matriz em "{keyword}"',

  'check.mustBe': '{place} deve ser {expected}; encontrado: {found}.{hint}',
  'check.expect.schemaObject': 'um esquema (um objeto)',
  'check.expect.schemaOrBoolean': 'um esquema (um objeto ou um booliano)',
  'check.expect.booleanOrSchemaObject': 'um booliano ou um objeto de esquema',
  'check.expect.schemaOrSchemaArray': 'um esquema ou uma matriz de esquemas',
  'check.expect.schemaArray': 'uma matriz não vazia de esquemas',
  'check.expect.schemaMap': 'um objeto cujos valores são esquemas',
  'check.expect.dependencies': 'um objeto cujos valores são esquemas ou matrizes de nomes de propriedade',
  'check.expect.dependencyOrBoolean':
    'um esquema (um objeto ou um booliano) ou uma matriz de nomes de propriedade',
  'check.expect.dependency': 'um esquema (um objeto) ou uma matriz de nomes de propriedade',
  'check.expect.nameListMap': 'um objeto cujos valores são matrizes de nomes de propriedade',
  'check.expect.nameList': 'uma matriz de nomes de propriedade',
  'check.expect.propertyName': 'um nome de propriedade (uma cadeia de caracteres)',
  'check.expect.nonNegativeInteger': 'um inteiro não negativo',
  'check.expect.positiveNumber': 'um número maior que 0',
  'check.expect.greaterThanZero': 'maior que 0',
  'check.expect.number': 'um número',
  'check.expect.boolean': 'true ou false',
  'check.expect.string': 'uma cadeia de caracteres',
  'check.expect.array': 'uma matriz',
  'check.expect.regex': 'uma cadeia de caracteres com uma expressão regular',
  'check.expect.uriReference': 'uma cadeia de caracteres (uma referência de URI)',
  'check.expect.vocabulary': 'um objeto que mapeia URIs de vocabulário para true ou false',
  'check.expect.limitFlag': 'true ou false (um sinalizador de "{limit}")',
  'check.expect.anchorName': 'uma cadeia de caracteres (um nome simples)',
  'check.expect.enumArray': 'uma matriz dos valores permitidos',
  'check.expect.typeNames': 'um nome de tipo ou uma matriz de nomes de tipo exclusivos',
  'check.expect.typeName': 'um nome de tipo',

  'check.hint.draft4Boolean':
    ' No draft {draft}, um booliano não é um esquema (passa a ser a partir do draft 6).',
  'check.hint.prefixItems': ' No draft 2020-12, uma matriz de esquemas de itens é escrita com "prefixItems".',
  'check.hint.requiredFlag':
    ' "required": {value} em uma propriedade é sintaxe do draft 3; liste o nome na matriz "required" do objeto que contém a propriedade.',
  'check.hint.write': ' Escreva {value}.',
  'check.hint.exclusiveNumber':
    ' Um número aqui é sintaxe do draft 6; no draft 4, escreva "{limit}": {value}, "{keyword}": true.',
  'check.hint.exclusiveBoolean':
    ' Um booliano aqui é sintaxe do draft 4; a partir do draft 6, escreva o próprio limite: "{keyword}": <number>.',

  'check.schemaArray.empty': '"{keyword}" deve conter pelo menos um esquema; remova a matriz vazia.',
  'check.nameList.empty':
    'No draft 4, "{keyword}" deve listar pelo menos um nome de propriedade; remova a matriz vazia.',
  'check.duplicate':
    '"{entry}" está listado duas vezes em "{keyword}" (primeiro no índice {first}); remova esta entrada.',
  'check.enum.emptyError': 'No draft {draft}, "enum" deve listar pelo menos um valor; remova a matriz vazia.',
  'check.enum.empty':
    'Este "enum" está vazio, então nenhum valor é válido aqui; liste os valores permitidos.',
  'check.enum.duplicate': 'Este valor repete a entrada {first} de "enum"; remova a duplicata.',
  'check.type.unknown': '"{name}" não é um tipo; use um destes: {types}.{hint}',
  'check.type.any': ' Omita "type" para permitir qualquer tipo.',
  'check.type.format': ' Escreva "type": "string" com "format": "{format}".',
  'check.type.didYouMean': ' Você quis dizer "{suggestion}"?',
  'check.type.empty':
    '"type" deve indicar pelo menos um tipo; remova a matriz vazia para permitir qualquer tipo.',
  'check.id.fragment':
    '"{keyword}" não deve ter um fragmento no draft {draft}; em vez disso, nomeie o local com "$anchor": "{fragment}".',
  'check.exclusive.withoutLimit':
    'No draft 4, "{keyword}" apenas modifica "{limit}", que este esquema não tem; adicione "{limit}".',
  'check.anchor.invalid':
    '"{value}" não é um "{keyword}" válido: no draft {draft}, uma âncora deve começar com uma letra ou "_" e conter apenas letras, dígitos, "-", "_" e ".".',
  'check.anchor.invalid2019':
    '"{value}" não é um "{keyword}" válido: no draft {draft}, uma âncora deve começar com uma letra e conter apenas letras, dígitos, "-", "_", ":" e ".".',
  'check.regex.unusable': '{pattern} não pode ser usado como expressão regular: {error}.',
  'check.regex.invalid': '{pattern} não é uma expressão regular válida (ECMA-262, sinalizador "u"): {error}.',
  'check.minExceedsMax':
    '"{min}" ({low}) é maior que "{max}" ({high}), então nenhum valor pode satisfazer ambos.',

  'check.notInDraft.since':
    '"{keyword}" não é uma palavra-chave do draft {draft} (existe a partir do draft {since}), então é ignorada aqui{instead}.',
  'check.notInDraft.only':
    '"{keyword}" não é uma palavra-chave do draft {draft} (existe apenas no draft {since}), então é ignorada aqui{instead}.',
  'check.notInDraft.range':
    '"{keyword}" não é uma palavra-chave do draft {draft} (existe do draft {since} ao {until}), então é ignorada aqui{instead}.',
  'check.notInDraft.instead': '; {advice}',
  'check.dependencies.ignored': '"dependencies" não é uma palavra-chave do draft {draft} e é ignorada.',
  'check.dependencies.moveRequired':
    '"dependencies" não é uma palavra-chave do draft {draft} e é ignorada; mova {required} para "dependentRequired".',
  'check.dependencies.moveSchemas':
    '"dependencies" não é uma palavra-chave do draft {draft} e é ignorada; mova {schemas} para "dependentSchemas".',
  'check.dependencies.moveBoth':
    '"dependencies" não é uma palavra-chave do draft {draft} e é ignorada; mova {required} para "dependentRequired" e {schemas} para "dependentSchemas".',
  'check.refSibling':
    'No draft {draft}, as palavras-chave ao lado de "$ref" são ignoradas, então "{keyword}" não tem efeito aqui; coloque "$ref" e "{keyword}" em entradas "allOf" separadas para aplicar ambos.',
  'check.unknownKeyword':
    '"{keyword}" não é uma palavra-chave, então é ignorada aqui; você quis dizer "{suggestion}"?',

  'check.ifWithoutRequired':
    'Este "if" testa "{property}", mas não o exige: um objeto sem "{property}" passa no "if", então "then" também se aplica a ele. Adicione "{property}" ao "required" do "if" para que "then" se aplique somente quando "{property}" estiver presente.',
  'check.branchWithoutIf':
    '"{keyword}" sem um "if" ao lado é ignorado; adicione o "if" ao qual ele pertence ou mova suas palavras-chave para este esquema (ou para uma entrada "allOf") para aplicá-las sempre.',
  'check.implicationWithoutRequired':
    'Esta condição negada testa "{property}", mas não o exige: um objeto sem "{property}" atende à condição, então este ramo de "anyOf" falha e os outros ramos precisam valer. Adicione "required": ["{property}"] dentro do "not" para que a implicação se aplique somente quando "{property}" estiver presente.',
  'check.ifWithoutBranches':
    '"if" sem "then" ou "else" não tem efeito na validação; adicione o ramo que ele deve selecionar ou remova-o.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': {
    one: '"additionalProperties": false rejeita {names}, que só é declarada por meio de {via}: "additionalProperties" vê apenas as "properties" e "patternProperties" do próprio objeto de esquema, então um objeto que a usa não é válido.',
    other:
      '"additionalProperties": false rejeita {names}, que só são declaradas por meio de {via}: "additionalProperties" vê apenas as "properties" e "patternProperties" do próprio objeto de esquema, então um objeto que as usa não é válido.',
  },
  'check.additional.appliesTo': {
    one: '"additionalProperties" também se aplica a {names}, que só é declarada por meio de {via}: "additionalProperties" vê apenas as "properties" e "patternProperties" do próprio objeto de esquema, então o valor dela também deve corresponder a ele.',
    other:
      '"additionalProperties" também se aplica a {names}, que só são declaradas por meio de {via}: "additionalProperties" vê apenas as "properties" e "patternProperties" do próprio objeto de esquema, então os valores delas também devem corresponder a ele.',
  },
  'check.additional.useUnevaluated': {
    one: 'Use "unevaluatedProperties" em vez de "additionalProperties" (ele vê o que os subesquemas declaram) ou declare-a novamente como true nas "properties" deste objeto.',
    other:
      'Use "unevaluatedProperties" em vez de "additionalProperties" (ele vê o que os subesquemas declaram) ou declare-as novamente como true nas "properties" deste objeto.',
  },
  'check.additional.redeclare': {
    one: 'Declare-a novamente como true nas "properties" deste objeto ("unevaluatedProperties" faria isso, mas exige o draft 2019-09; este é o draft {draft}).',
    other:
      'Declare-as novamente como true nas "properties" deste objeto ("unevaluatedProperties" faria isso, mas exige o draft 2019-09; este é o draft {draft}).',
  },
  'check.required.falseSchema':
    '"{property}" é obrigatória, mas seu esquema em "properties" é false, então nenhum objeto pode ser válido aqui.',
  'check.required.closed':
    '"{property}" é obrigatória, mas "additionalProperties": false a proíbe (ela não está nas "properties" nem nas "patternProperties" deste objeto), então nenhum objeto pode ser válido aqui; declare "{property}" em "properties".',
  'check.required.propertyNames':
    '"{property}" é obrigatória, mas "propertyNames" a proíbe ({reason}), então nenhum objeto pode ser válido aqui.',
  'check.names.false': 'ele é false',
  'check.names.pattern': 'o nome não corresponde a {pattern}',
  'check.names.enum': 'o nome não está no seu "enum"',
  'check.names.const': 'o único nome permitido é {name}',
  'check.names.maxLength': 'os nomes têm no máximo {max} caracteres',
  'check.names.minLength': 'os nomes têm no mínimo {min} caracteres',
  'check.requiredExceedsMax': {
    one: '"required" lista {count} nome, mas "maxProperties" é {max}, então nenhum objeto pode ser válido aqui.',
    other:
      '"required" lista {count} nomes, mas "maxProperties" é {max}, então nenhum objeto pode ser válido aqui.',
  },
  'check.closed.refClosed': {
    one: 'O esquema para o qual "$ref" aponta é fechado por "{keyword}" (em {pointer}) e não declara {names}, então um objeto com ela falha nele: "allOf" e "$ref" não podem estender um esquema fechado.',
    other:
      'O esquema para o qual "$ref" aponta é fechado por "{keyword}" (em {pointer}) e não declara {names}, então um objeto com elas falha nele: "allOf" e "$ref" não podem estender um esquema fechado.',
  },
  'check.closed.entryClosed': {
    one: 'Esta entrada de "allOf" é fechada por "{keyword}" (em {pointer}) e não declara {names}, então um objeto com ela falha nela: "allOf" e "$ref" não podem estender um esquema fechado.',
    other:
      'Esta entrada de "allOf" é fechada por "{keyword}" (em {pointer}) e não declara {names}, então um objeto com elas falha nela: "allOf" e "$ref" não podem estender um esquema fechado.',
  },
  'check.closed.refConstrained': {
    one: 'O esquema para o qual "$ref" aponta é restringido por "{keyword}" (em {pointer}) e não declara {names}, então o valor dela também deve corresponder a "{keyword}" ali.',
    other:
      'O esquema para o qual "$ref" aponta é restringido por "{keyword}" (em {pointer}) e não declara {names}, então os valores delas também devem corresponder a "{keyword}" ali.',
  },
  'check.closed.entryConstrained': {
    one: 'Esta entrada de "allOf" é restringida por "{keyword}" (em {pointer}) e não declara {names}, então o valor dela também deve corresponder a "{keyword}" ali.',
    other:
      'Esta entrada de "allOf" é restringida por "{keyword}" (em {pointer}) e não declara {names}, então os valores delas também devem corresponder a "{keyword}" ali.',
  },
  'check.closed.useUnevaluated':
    'Remova "{keyword}" do esquema fechado e coloque "unevaluatedProperties": false no esquema que o estende.',
  'check.closed.redeclare': {
    one: 'Declare-a novamente nas "properties" do esquema fechado ou mova "additionalProperties": false para o esquema que o estende e declare ali novamente os nomes herdados como true.',
    other:
      'Declare-as novamente nas "properties" do esquema fechado ou mova "additionalProperties": false para o esquema que o estende e declare ali novamente os nomes herdados como true.',
  },
};
