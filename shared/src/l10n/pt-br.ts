/** Brazilian Portuguese (also used for every other Portuguese region). */
import type { Catalog } from './catalogs';

export const ptBr: Catalog = {
  'list.separator': ', ',
  'list.or': '{rest} ou {last}',
  'list.and': '{rest} e {last}',
  'list.more': '{list} e mais {count}',
  'count.items': { one: '{count} item', other: '{count} itens' },
  'count.properties': { one: '{count} propriedade', other: '{count} propriedades' },
  'count.characters': { one: '{count} caractere', other: '{count} caracteres' },
  'count.morePlaces': { one: ' (e em mais {count} lugar)', other: ' (e em mais {count} lugares)' },

  'suggest.didYouMean': ' Você quis dizer {suggestion}?',
  'reason.wrap': '{message} ({reason}).',
  'sentence.end': '.',
  'reason.because': 'porque {because}: {rule}',

  'place.root': 'na raiz do esquema',
  'place.definition': 'na definição {name}',
  'place.property': 'em {name}',
  'place.patternProperty': 'nos nomes que correspondem a {pattern}',
  'place.branch': 'na ramificação {number} de {keyword}',
  'place.item': 'no item {number}',
  'place.items': 'nos itens',
  'place.dependency': 'em {keyword} de {name}',
  'place.keyword': 'em {keyword}',
  'place.segment': 'em "{segment}"',

  'type.mismatch': 'Tipo incorreto: esperado {expected}, obtido {actual}.',
  'value.mustBe': 'O valor deve ser {value}.',
  'value.mustBeOneOf': 'O valor deve ser um destes: {values}.',
  'value.mustBeOneOfOrPattern':
    'O valor deve ser um destes: {values}, ou uma variante permitida pelo padrão do esquema.',

  'words.valueMustBe': 'O valor deve ser {alternatives}.',
  'words.namedValueMustBe': 'O valor {value} deve ser {alternatives}.',
  'words.alternativeSeparator': ', ou ',
  'words.or': ' ou ',
  'words.and': ' e ',
  'words.kindWith': '{noun} {detail}',
  'words.oneOf': 'um destes: {values}',
  'words.integer': 'um inteiro',
  'words.number': 'um número',
  'words.string': 'uma cadeia de caracteres',
  'words.boolean': 'true ou false',
  'words.null': 'null',
  'words.object': 'um objeto',
  'words.array': 'uma matriz',
  'words.range': 'de {low} a {high}',
  'words.greaterThan': 'maior que {low}',
  'words.atLeast': 'de no mínimo {low}',
  'words.lessThan': 'menor que {high}',
  'words.atMost': 'de no máximo {high}',
  'words.multipleOf': 'múltiplo de {value}',
  'words.lengthRange': 'de {min} a {max} caracteres',
  'words.notEmpty': 'não vazia',
  'words.minLength': 'de no mínimo {min} caracteres',
  'words.maxLength': 'de no máximo {max} caracteres',
  'words.matching': 'que corresponda a {pattern}',
  'words.format': 'no formato {format}',

  'number.multipleOf': 'O valor {value} deve ser um múltiplo de {multipleOf}.',
  'number.maximum': 'O valor {value} está fora do intervalo: deve ser no máximo {limit}.',
  'number.exclusiveMaximum': 'O valor {value} está fora do intervalo: deve ser menor que {limit}.',
  'number.minimum': 'O valor {value} está fora do intervalo: deve ser no mínimo {limit}.',
  'number.exclusiveMinimum': 'O valor {value} está fora do intervalo: deve ser maior que {limit}.',

  'string.pattern': 'A cadeia de caracteres {value} não corresponde ao padrão {pattern}.',
  'string.patternTooExpensive':
    'Não foi possível verificar a cadeia de caracteres {value} com o padrão {pattern}: este padrão é caro demais para verificar nesta cadeia (a correspondência precisa de mais passos do que uma verificação pode dar).',
  'string.maxLength': 'A cadeia de caracteres é longa demais: {length}; no máximo {limit} permitidos.',
  'string.minLength': 'A cadeia de caracteres é curta demais: {length}; no mínimo {limit} obrigatórios.',
  'string.format': 'A cadeia de caracteres {value} não é um {format} válido.',
  'schema.invalidRegex': 'Expressão regular inválida {pattern}: {error}',

  'array.maxItems': {
    one: 'A matriz tem {items}; no máximo {count} é permitido.',
    other: 'A matriz tem {items}; no máximo {count} são permitidos.',
  },
  'array.minItems': {
    one: 'A matriz tem {items}; no mínimo {count} é obrigatório.',
    other: 'A matriz tem {items}; no mínimo {count} são obrigatórios.',
  },
  'array.closedTuple': {
    one: 'A matriz tem {items}; no máximo {count} é permitido ({keyword} é false).',
    other: 'A matriz tem {items}; no máximo {count} são permitidos ({keyword} é false).',
  },
  'array.minContains':
    'A matriz deve conter no mínimo {items} que correspondam ao esquema "contains"; ela tem {found}.',
  'array.maxContains':
    'A matriz deve conter no máximo {items} que correspondam ao esquema "contains"; ela tem {found}.',
  'array.unique': 'Os itens {first} e {second} são idênticos; os itens da matriz devem ser exclusivos.',
  'array.unevaluatedItem':
    'O item {index} não é permitido: nenhum subesquema aplicável aqui o avalia (unevaluatedItems).',

  'object.allowsNothing': 'o esquema não permite propriedades aqui',
  'object.allowsOnly': 'o esquema permite apenas {allowed}',
  'object.namesMatching': 'nomes que correspondem a {patterns}',
  'object.notAllowed': 'A propriedade {name} não é permitida: {summary}.',
  'object.unevaluatedNotAllowed': 'A propriedade {name} não é permitida: {summary} (unevaluatedProperties).',
  'object.noSubschemaDeclares': 'nenhum subesquema aplicável aqui a declara',
  'object.nameTooExpensive':
    'Não foi possível verificar o nome de propriedade {name} com o padrão {pattern}: este padrão é caro demais para verificar neste nome (a correspondência precisa de mais passos do que uma verificação pode dar).',
  'object.required': 'A propriedade obrigatória {name} está ausente.',
  'object.requiredBecause': 'A propriedade {name} é obrigatória porque {because} ({rule}).',
  'object.maxProperties': {
    one: 'O objeto tem {properties}; no máximo {count} é permitida.',
    other: 'O objeto tem {properties}; no máximo {count} são permitidas.',
  },
  'object.minProperties': {
    one: 'O objeto tem {properties}; no mínimo {count} é obrigatória.',
    other: 'O objeto tem {properties}; no mínimo {count} são obrigatórias.',
  },
  'object.propertyNameInvalid': 'O nome de propriedade {name} não é válido: {reason}',
  'object.propertyNameDefault': 'ele não corresponde ao esquema propertyNames.',
  'object.dependentRequired': '{trigger} exige {name} ({keyword}).',
  'object.dependentSchema': 'aplica-se porque {trigger} está presente: {keyword}',
  'object.propertyFalse': 'A propriedade {name} não é permitida.',
  'array.itemFalse': 'O item {index} não é permitido aqui (o esquema dele é false).',
  'schema.false': 'Nenhum valor é permitido aqui (o esquema é false).',

  'anyOf.noMatch': 'O valor não corresponde a nenhuma alternativa de {keyword}.',
  'anyOf.closest': 'a mais próxima de {count} alternativas de {keyword}: a {where}',
  'oneOf.several':
    'O valor corresponde a {count} alternativas do oneOf {where} (ramificações {branches}); ele deve corresponder a exatamente uma.',
  'not.matches': 'O valor não deve corresponder ao esquema "not" {where}{what}.',
  'not.mustNotHave': ' (ele não deve ter {names})',
  'implication.rule': 'a implicação {where}',
  'implication.where': 'a condição em "not"',
  'if.where': 'o "if"',
  'if.then': 'o if/then {where}',
  'if.else': 'o "if" {where} não correspondeu, então "else" se aplica',
  'condition.is': '{name} é {value}',
  'condition.and': ' e ',
  'condition.absent': {
    one: '{names} está ausente e {where} não tem "required" para ela, então a condição é satisfeita',
    other: '{names} estão ausentes e {where} não tem "required" para elas, então a condição é satisfeita',
  },
  'ignored.besideRef':
    'Observação: no draft {draft}, as palavras-chave ao lado de "$ref" são ignoradas, como "{keyword}" em {pointer}{more}; assim, um subesquema aqui aceita mais do que diz. Coloque "$ref" e as outras palavras-chave em entradas "allOf" separadas para aplicar ambos; este resultado pode mudar.',
  'ignored.notInDraft':
    'Observação: este esquema é do draft {draft}, que não tem "{keyword}"; por isso "{keyword}" em {pointer}{more} é ignorada e um subesquema aqui aceita mais do que diz{advice}.',
  'ignored.advice': '; {advice}, e este resultado pode mudar',
  'ignored.adviceSeparator': ', ou ',
  'ignored.declareDraft':
    'declare "$schema": "{uri}" (o primeiro draft com "{keyword}") ou um draft posterior',

  'replace.use': 'use {keyword} em vez disso',
  'replace.const': 'escreva "enum": [<value>] em vez disso',
  'replace.ifThenElse': 'escreva a condição como "anyOf": [{ "not": <if> }, <then>] em vez disso',
  'replace.unevaluatedProperties':
    'use "additionalProperties" e declare novamente em "properties" os nomes que os subesquemas declaram',
  'replace.prefixItems': 'use uma matriz de esquemas em "items" em vez disso',
  'replace.additionalItems': 'use "items" ao lado de "prefixItems" em vez disso',

  'ref.unresolvable':
    'Não é possível resolver a referência {ref}: nenhum esquema com esse URI está disponível.',
  'ref.cannotCheck': 'Não é possível verificar este valor: a referência {ref} não pode ser resolvida.',
  'kind.array': 'uma matriz',
  'kind.string': 'uma cadeia de caracteres',
  'kind.number': 'um número',
  'ref.notSchema': 'A referência {ref} aponta para {kind}, não para um esquema: ela não pode verificar nada.',
  'ref.cannotCheckNotSchema':
    'Não é possível verificar este valor: a referência {ref} não aponta para um esquema.',
  'ref.loop':
    'Não é possível verificar este valor: a referência {ref} volta para si mesma sem verificar nada.',
  'ref.cycle':
    'Ciclo de referências sem progresso: {chain} volta para si mesmo sem verificar nenhuma propriedade ou item no caminho.',

  'limit.nesting': 'A validação parou aqui: o valor está aninhado em mais de {limit} níveis.',
  'limit.stack': 'A validação parou aqui: o valor está aninhado profundamente demais para este esquema.',
  'limit.budget':
    'A validação parou aqui: este esquema precisa de mais de {limit} aplicações de subesquemas para este documento (ele aplica seus subesquemas aos mesmos valores repetidamente).',
  'limit.schemaTooDeep': 'O esquema está aninhado profundamente demais para ser usado.',
  'schema.unknownDraft': '"$schema" desconhecido {uri}: validando como draft {draft}.',

  'fix.trustDomain': 'Confiar em {domain} para downloads de esquemas',
  'fix.suppress': 'Suprimir "{keyword}" nesta linha',
  'fix.removeSuppression': 'Remover comentário de supressão não usado',
  'fix.all': 'Corrigir todos os problemas do JSON Object Validator que têm uma correção inequívoca',
  'fix.replaceWith': 'Substituir por {value}',
  'fix.wrapInArray': 'Colocar em uma matriz',
  'fix.convertTo': 'Converter em {type}',
  'fix.addRequired': 'Adicionar a propriedade obrigatória ausente "{name}"',
  'fix.addRequiredBy': 'Adicionar a propriedade "{name}" exigida por "{trigger}"',
  'fix.addAllRequired': 'Adicionar todas as propriedades obrigatórias ausentes',
  'fix.rename': "Você quis dizer '{target}'? Renomear '{name}'",
  'fix.removeProperty': 'Remover a propriedade "{name}"',
  'fix.addToIfRequired': 'Adicionar "{name}" ao "required" do "if"',
  'fix.splitDependencies': 'Dividir "dependencies" em "dependentRequired" e "dependentSchemas"',
  'fix.useUnevaluated': 'Substituir "additionalProperties": false por "unevaluatedProperties": false',
  'sort.document': 'Classificar Propriedades na Ordem do Esquema',
  'sort.object': 'Classificar Propriedades Deste Objeto na Ordem do Esquema',

  'related.rule': 'A regra: "{keyword}" em {file}',
  'diagnostic.maxFileSize':
    'Este documento é maior que "jsonObjectValidator.maxFileSize" ({size}): ele é validado ao ser aberto e salvo, não enquanto você digita.',
  'diagnostic.internalError':
    'O validador falhou neste documento ({reason}). Os detalhes estão no log do servidor; relate o problema.',

  'hover.noType': 'nenhum tipo permitido',
  'hover.oneOf': 'um destes: {values}',
  'hover.pattern': 'padrão {pattern}',
  'hover.format': 'formato {format}',
  'hover.characters': { one: '{shown} caractere', other: '{shown} caracteres' },
  'hover.items': { one: '{shown} item', other: '{shown} itens' },
  'hover.properties': { one: '{shown} propriedade', other: '{shown} propriedades' },
  'hover.atLeast': 'no mínimo {count}',
  'hover.atMost': 'no máximo {count}',
  'hover.multipleOf': 'múltiplo de {value}',
  'hover.uniqueItems': 'itens exclusivos',
  'hover.required': 'obrigatória',
  'hover.noMatch': 'ele não corresponde ao documento como está',
  'hover.branch': 'ramificação {index} de {keyword} de {where}',
  'hover.default': 'Padrão: {value}',
  'hover.deprecated': 'Preterido.',
  'hover.deprecatedLabel': 'Preterido:',
  'hover.alwaysApplies': 'sempre se aplica',
  'hover.appliesNow': 'aplica-se agora ({branch})',
  'hover.notApplyingNow': 'não se aplica agora ({branch}: {reason})',
  'completion.default': 'O valor padrão.',
  'completion.example': 'Um exemplo do esquema.',

  'cli.filesChecked': { one: '{count} arquivo verificado', other: '{count} arquivos verificados' },
  'cli.notCompliant': { one: '{count} não conforme', other: '{count} não conformes' },
  'cli.unreadable': { one: '{count} ilegível', other: '{count} ilegíveis' },
  'cli.errors': { one: '{count} erro', other: '{count} erros' },
  'cli.warnings': { one: '{count} aviso', other: '{count} avisos' },
  'cli.skipped': {
    one: '{count} ignorado (excluído ou sem esquema)',
    other: '{count} ignorados (excluídos ou sem esquema)',
  },
  'cli.unavailable': {
    one: '{count} não validado (não foi possível obter o esquema do catálogo)',
    other: '{count} não validados (não foi possível obter o esquema do catálogo)',
  },
  'cli.notShown': {
    one: '{count} problema não mostrado (--max-errors)',
    other: '{count} problemas não mostrados (--max-errors)',
  },
  'cli.moreNotShown': {
    one: 'mais {count} problema não mostrado (--max-errors)',
    other: 'mais {count} problemas não mostrados (--max-errors)',
  },
  'cli.compliant': 'conforme',
  'cli.notCompliantVerdict': 'não conforme',
  'cli.verdictWith': '{verdict} com {schema}',

  'deprecated.property': 'A propriedade {name} foi preterida.',
  'deprecated.value': 'Este valor foi preterido.',
};
