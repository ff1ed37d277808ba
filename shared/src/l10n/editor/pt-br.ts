/** Brazilian Portuguese: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorPtBr: Catalog = {
  'syntax.unexpectedEndOfComment': 'Fim de comentário inesperado.',
  'syntax.unexpectedEndOfString': 'Fim de cadeia de caracteres inesperado.',
  'syntax.unexpectedEndOfNumber': 'Fim de número inesperado.',
  'syntax.invalidUnicode': 'Sequência Unicode inválida na cadeia de caracteres.',
  'syntax.invalidEscapeCharacter': 'Caractere de escape inválido na cadeia de caracteres.',
  'syntax.invalidCharacter':
    'Caracteres inválidos na cadeia de caracteres. Caracteres de controle precisam de escape.',
  'syntax.commentNotPermitted': 'Comentários não são permitidos em JSON.',
  'syntax.leadingZero': 'Números não podem ter zeros à esquerda.',
  'syntax.commaOrBracketExpected': 'Vírgula ou colchete de fechamento esperado',
  'syntax.commaOrBraceExpected': 'Vírgula ou chave de fechamento esperada',
  'syntax.valueExpected': 'Valor esperado',
  'syntax.propertyExpected': 'Propriedade esperada',
  'syntax.trailingComma': 'Vírgula à direita',
  'syntax.commaExpected': 'Vírgula esperada',
  'syntax.keysDoubleQuoted': 'As chaves de propriedade devem estar entre aspas duplas',
  'syntax.colonExpected': 'Dois-pontos esperados',
  'syntax.jsonValueExpected': 'Objeto, matriz ou literal JSON esperado.',
  'syntax.endOfFileExpected': 'Fim do arquivo esperado.',
  'syntax.unparsable': 'Não foi possível analisar o documento.',
  'syntax.duplicateKey': 'Chave de objeto duplicada {key}.',
  'syntax.tooDeep': 'Aninhamento com mais de {limit} níveis não é suportado.',
  'syntax.tooManyProblems': 'Somente os primeiros {limit} problemas são relatados.',
  'syntax.tooManyItems':
    'Contêineres com mais de {limit} itens não são suportados: o restante deste não é verificado.',
  'syntax.tooManyProperties':
    'Contêineres com mais de {limit} propriedades não são suportados: o restante deste não é verificado.',

  'load.subjectSchema': 'O esquema {name}',
  'load.subjectReference': '{reference}, referenciado pelo esquema {schema},',
  'load.subjectCatalog': 'O catálogo {name}',
  'load.untrusted': '{subject} não é baixado: {domain} não é um domínio confiável ({trust}).',
  'load.untrustedRedirect':
    '{subject} não é baixado (ele redireciona para {target}): {domain} não é um domínio confiável ({trust}).',
  'load.untrustedMirror':
    '{subject} não é baixado do espelho do SchemaStore ({mirror}): {domain} não é um domínio confiável ({trust}).',
  'load.restricted':
    '{subject} não é baixado enquanto o workspace estiver no Modo Restrito; confie no workspace para validar com ele.',
  'load.disabled':
    '{subject} não é baixado: o download de esquemas está desabilitado ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    '{subject} ainda não pôde ser baixado ({reason}); o documento é validado assim que ele chegar.',
  'load.failedNoCopy': '{subject} não pôde ser baixado ({reason}) e não há cópia em cache para usar.',
  'load.cannotUse': '{subject} não pode ser usado: {reason}.',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'As regras por trás dessa referência não são verificadas.',
  'load.documentNotValidated': 'O documento não é validado.',
  'load.trustCli': '{setting} nas configurações, ou --trust-domain {domain}',
  'load.reason.notFound': 'o arquivo não existe',
  'load.reason.folder': 'é uma pasta',
  'load.reason.permission': 'permissão negada',
  'load.reason.notLoaded': 'não foi possível carregá-lo',
  'load.reason.notRead': 'não foi possível lê-lo',
  'load.reason.notDownloaded': 'não foi possível baixá-lo',
  'load.reason.notJson': 'não é um JSON válido ({message})',
  'load.reason.notJsonAt': 'não é um JSON válido ({message} na linha {line}, coluna {column})',
  'load.reason.compileFailed': 'a compilação falhou ({error})',
  'load.reason.scheme': 'o esquema de URI de {uri} não é suportado',
  'load.reason.tooLarge': 'é maior que {limit}',
  'load.reason.editorOnly': 'somente o VS Code pode fornecer seus próprios esquemas',
  'load.reason.editorDidNotServe': 'o editor não o forneceu',
  'load.reason.downloadFailed': 'não foi possível baixá-lo ({reason})',
  'load.reason.downloadFailedMirror': 'não foi possível baixá-lo do espelho {mirror} ({reason})',
  'load.reason.untrusted': 'ele não é baixado porque {domain} não é um domínio confiável ({setting})',
  'load.reason.restricted':
    'nada é baixado enquanto o workspace estiver no Modo Restrito (confie no workspace para permitir)',
  'load.reason.disabled':
    'o download de esquemas está desabilitado ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'ele não é baixado',
  'load.cachedCopy':
    'Não foi possível baixar {url} ({reason}); usando a cópia armazenada em cache em {date}.',
  'load.cachedCopyMirror':
    'Não foi possível baixar {url} do espelho {mirror} ({reason}); usando a cópia armazenada em cache em {date}.',

  'association.schemaProperty': 'A propriedade "$schema" do documento o indica.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) diz que o arquivo não tem esquema ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) escolheu o esquema embutido nº {number} para o arquivo ("{pattern}").',
  'association.inline':
    'O esquema embutido nº {number} de "jsonObjectValidator.schemas" ({where}) corresponde ao arquivo com "{pattern}".',
  'association.chosenUrl':
    '"jsonObjectValidator.schemas" ({where}) escolheu {url} para o arquivo ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) mapeia "{pattern}" para {url}.',
  'association.jsonSchemasInline':
    'O esquema embutido nº {number} de "json.schemas" ({where}) corresponde ao arquivo com "{pattern}".',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) mapeia "{pattern}" para {url}.',
  'association.extension':
    'Uma contribuição "jsonValidation" de {extension} mapeia "{pattern}" para este esquema.',
  'association.catalog': 'O catálogo do SchemaStore mapeia "{pattern}" para "{name}" ({url}).',
  'association.option': 'Ele é fornecido com --schema.',
  'association.settings': 'configurações',
  'association.folderSettings': 'configurações da pasta do workspace',
  'association.userSettings': 'configurações do usuário',
  'association.workspaceSettings': 'configurações do workspace',
  'association.vscode': 'o próprio VS Code',
  'association.theExtension': 'a extensão {id}',
  'association.anExtension': 'uma extensão instalada',
  'association.noSchemaFor': 'Nenhum esquema para este arquivo: {reason}',
  'association.isSchema':
    'Este documento é um esquema: ele é verificado com as verificações de arquivos de esquema.',
  'association.none':
    'Nenhum esquema se aplica: o documento não tem "$schema", e nenhuma configuração, contribuição de extensão ou entrada do catálogo do SchemaStore corresponde a ele.',

  'worker.lost': 'Este documento não é validado: {reason}. Feche-o e abra-o novamente para tentar outra vez.',
  'worker.outOfSync':
    'Este documento não é validado: o editor enviou uma alteração que o servidor não pôde aplicar ({reason}), então o servidor não conhece mais o seu texto. Feche-o e abra-o novamente (ou substitua todo o texto) para validá-lo outra vez.',
  'worker.stoppedReading':
    'o thread que valida documentos grandes parou {count} vezes enquanto o lia ({reason})',
  'worker.stoppedOften': 'o thread que valida documentos grandes parou {count} vezes em um minuto ({reason})',
  'worker.hiddenProblems': 'Mais {count} problemas não são mostrados (no máximo {max} por documento).',
  'settings.globList': '"{setting}" deve ser uma lista de globs; {value} é usado como [{value}].',
  'settings.globListNot': '"{setting}" deve ser uma lista de globs, não {value}.',
  'settings.notGlobString':
    '"{setting}" contém {value}, que não é uma cadeia de caracteres glob; ele é ignorado.',
  'settings.globIgnored': '"{setting}" contém o glob {value}, que é ignorado: {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas" deve ser uma lista de entradas, não {value}.',
  'settings.entryObject': '"{name}" deve ser um objeto com "fileMatch" e "url" ou "schema"; ele é ignorado.',
  'settings.entryUrl': '"{name}.url" deve ser uma cadeia de caracteres de caminho ou URI, não {value}.',
  'settings.entrySchema': '"{name}.schema" deve ser um objeto JSON Schema ou um booliano, não {value}.',
  'settings.noFileMatch': '"{name}" não tem "fileMatch"; ele é ignorado.',
  'settings.noUsableFileMatch': '"{name}" não tem nenhum padrão "fileMatch" utilizável; ele é ignorado.',
  'settings.entryFlag': '"{name}.{flag}" deve ser true ou false, não {value}.',
  'settings.entryEmpty': '"{name}" não tem "url" nem "schema" (nem "noSchema": true); ele é ignorado.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" deve ser um objeto de palavra-chave: gravidade, não {value}.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" é {value}: lido como "{alias}" (use um de {allowed}).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" é {value}, que não é uma gravidade (use um de {allowed}); o padrão se aplica.',
  'settings.number':
    '"{setting}" deve ser um número maior ou igual a 0, não {value}; o padrão {fallback} se aplica.',
  'settings.boolean': '"{setting}" deve ser true ou false, não {value}; o padrão {fallback} se aplica.',
  'settings.trustedObject':
    '"{setting}" deve ser um objeto de entradas "https://domain/": true, não {value}; os padrões se aplicam.',
  'settings.trustedValue': '"{setting}" contém {domain}: {value}; o valor deve ser true ou false.',
  'settings.httpUrl': '"{setting}" deve ser uma URL http(s), não {value}; o padrão se aplica.',
  'settings.httpOrFileUrl':
    '"{setting}" deve ser uma URL http(s) ou de arquivo, não {value}; o padrão se aplica.',
  'settings.object': '"{setting}" deve ser um objeto, não {value}.',
  'settings.string': '"{setting}.{key}" deve ser uma cadeia de caracteres, não {value}.',
  'settings.section': 'As configurações "jsonObjectValidator" devem ser um objeto, não {value}.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" é {value}, que não é um de "auto", "always", "off"; "auto" se aplica.',
  'settings.problems': '{count} configurações não puderam ser usadas como escritas (consulte o log): {first}',

  'sort.alreadySorted': 'Já está na ordem do esquema.',
  'sort.tooLarge': 'Documentos de {limit} ou mais não são classificados (este tem {size}).',
  'sort.syntaxErrors':
    'O documento tem erros de sintaxe, então nada foi classificado: corrija-os primeiro (linha {line}: {message}).',
  'sort.noObject': 'O documento não contém nenhum objeto para classificar.',
  'sort.noSchemaForDocument': 'Nenhum esquema se aplica a este documento.',
  'sort.notInObject': 'O cursor não está dentro de um objeto.',
  'sort.noSchemaForObject': 'Nenhum esquema se aplica ao objeto no cursor.',
  'command.notValidatedNow':
    'O documento não está sendo validado agora (veja seus diagnósticos), então nada foi classificado.',
  'command.closed': 'O documento foi fechado.',
  'command.changed': 'O documento mudou enquanto era classificado: execute o comando novamente.',
  'command.schemaNotLoaded':
    'Não foi possível carregar o esquema deste documento, então nada foi classificado.',
  'command.noSchema': 'Nenhum esquema se aplica a este documento, então não há ordem para classificar.',
  'command.notApplied': 'O editor não aplicou a classificação.',
  'command.notAppliedBecause': 'O editor não aplicou a classificação: {reason}.',
  'command.sorted': 'As propriedades foram classificadas na ordem do esquema.',

  'lens.unused': 'Nenhum arquivo conhecido usa este esquema · Validar Workspace',
  'lens.compliant': {
    one: 'Usado por {shown} arquivo · em conformidade',
    other: 'Usado por {shown} arquivos · todos em conformidade',
  },
  'lens.notCompliant': {
    one: 'Usado por {shown} arquivo · {notCompliant} fora de conformidade',
    other: 'Usado por {shown} arquivos · {notCompliant} fora de conformidade',
  },
  'lens.pick': '{file}: {title}. Abra um:',
  'lens.pickFirst': '{file}: {title}; os primeiros {offered} são oferecidos. Abra um:',
  'lens.fileProblems': { one: '{label} ({count} problema)', other: '{label} ({count} problemas)' },

  'cli.usageHint': 'Execute "json-object-validator --help" para ver o uso.',
  'cli.noFilesMatch': 'nenhum arquivo corresponde a "{pattern}".',
  'cli.noDocuments': 'Nenhum documento para validar.',
  'cli.noneValidated': 'Nenhum documento foi validado.',
  'cli.schemaInvalid': 'o esquema {name} é inválido; nenhum documento foi validado.',
  'cli.cannotRead': 'Não é possível ler {file}: {reason}.',
  'cli.cannotReadFile': 'Não é possível ler o arquivo: {reason}.',
  'cli.cannotReadSchema': 'Não é possível ler o esquema {name}: {reason}.',
  'cli.cannotLoadReference': 'Não é possível carregar o esquema referenciado {uri}. {reason}',
  'cli.syntaxErrors': '{name} tem erros de sintaxe.',
  'cli.onlyFilesAndUrls': 'Somente arquivos e URLs http(s) podem ser carregados.',
  'cli.schemaScheme':
    'Não é possível carregar o esquema {target}: somente arquivos e URLs http(s) podem ser carregados.',
  'cli.progress': 'Validando {done}/{total} arquivos...',
  'cli.internalError': 'Erro interno durante a validação: {reason}.',
  'cli.noSchema':
    'Nenhum esquema para validar: adicione uma propriedade "$schema" que indique o arquivo de esquema, ou passe --schema FILE.',
  'cli.schemaNotString': '"$schema" deve ser uma cadeia de caracteres que indique o arquivo de esquema.',
  'cli.schemaHasErrors': {
    one: 'Não validado: o esquema {name} tem {count} erro; corrija-o primeiro.',
    other: 'Não validado: o esquema {name} tem {count} erros; corrija-os primeiro.',
  },
  'cli.schemaHasErrorsBecause': 'Não validado: o esquema {name} tem erros; corrija-os primeiro. {reason}',
  'cli.invalidGlob': 'Glob inválido {glob}: {reason}.',
  'cli.changedSince': {
    one: '{changed} de {count} documento mudou desde {ref} ou usa o que mudou.',
    other: '{changed} de {count} documentos mudaram desde {ref} ou usam o que mudou.',
  },
  'cli.gitNotRun': 'não foi possível executar o git: {reason}',
  'cli.needsGit': '--changed-since precisa de um repositório git: {reason}',
  'cli.notACommit': '--changed-since: "{ref}" não é um commit, branch ou tag deste repositório.',
  'cli.catalogNotJson': 'O catálogo {name} não é um JSON válido.',
  'cli.catalogNotJsonAt': 'O catálogo {name} não é um JSON válido (linha {line}: {message}).',
  'cli.catalogNoEntry':
    'O catálogo {name} não tem nenhuma entrada utilizável: esperado o formato do SchemaStore, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': 'Não é possível ler o catálogo {name}: {reason}.',
  'cli.cannotReadSettings': 'Não é possível ler o arquivo de configurações {name}: {reason}.',
  'cli.shippedOne': '{url}: {reason}; usando a cópia fornecida com a CLI (SchemaStore, {date}).',
  'cli.shippedMany':
    '{count} esquemas do SchemaStore vieram das cópias fornecidas com a CLI (SchemaStore, {date}), o primeiro ({url}) porque {reason}.',
  'cli.merge.notJunit': '{name} é XML, mas não é um relatório JUnit (sem <testsuites>).',
  'cli.merge.unknown': '{name} não é JSON nem XML do JUnit.',
  'cli.merge.notReport': '{name} é JSON, mas não é um log SARIF nem um relatório do json-object-validator.',
  'cli.merge.formats':
    'Os relatórios estão em formatos diferentes ({formats}): merge junta um único formato.',
  'cli.merge.noRun': 'Os relatórios SARIF não têm nenhuma execução.',
  'cli.encoding.utf16':
    'Este arquivo está em {encoding} (com marca de ordem de bytes), não em UTF-8: ele foi validado após a decodificação, mas JSON é trocado em UTF-8 (RFC 8259) e outras ferramentas podem não lê-lo; salve-o como UTF-8.',
  'cli.encoding.badBom':
    'Este arquivo começa com uma marca de ordem de bytes {encoding}, mas não é {encoding} válido; salve-o como UTF-8.',
  'cli.encoding.notUtf8':
    'O arquivo não é UTF-8 válido: o byte {byte} na posição {offset} não inicia um caractere UTF-8 válido. O texto JSON deve ser UTF-8 (RFC 8259): salve o arquivo como UTF-8.',
  'jsonLines.notUtf8':
    'Esta linha não é UTF-8 válido: o byte {byte} não inicia um caractere UTF-8 válido. O texto JSON deve ser UTF-8 (RFC 8259).',
  'cli.schemaFragment':
    '"$schema" deve indicar um documento de esquema inteiro; "{fragment}" aponta para dentro de um.',
  'cli.schemaBadUrl': 'URL inválida "{value}" em "$schema".',
  'cli.schemaBadFileUri': 'URI de arquivo inválido "{value}": {reason}.',
  'cli.schemaBadScheme':
    'O esquema "{value}" tem um esquema de URI sem suporte: use um caminho relativo, um URI file: ou http(s):, ou --schema FILE.',
  'cli.schemaEmpty': '"$schema" está vazio: indique um arquivo de esquema.',
  'cli.reason.noSuchFile': 'o arquivo não existe',
  'cli.reason.fileNotFound': 'arquivo não encontrado',
  'cli.reason.directory': 'é um diretório',
  'cli.reason.notAFile': 'é um diretório, não um arquivo',
};
