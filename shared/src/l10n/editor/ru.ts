/** Russian: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorRu: Catalog = {
  'syntax.unexpectedEndOfComment': 'Неожиданный конец комментария.',
  'syntax.unexpectedEndOfString': 'Неожиданный конец строки.',
  'syntax.unexpectedEndOfNumber': 'Неожиданный конец числа.',
  'syntax.invalidUnicode': 'Недопустимая последовательность Юникода в строке.',
  'syntax.invalidEscapeCharacter': 'Недопустимый escape-символ в строке.',
  'syntax.invalidCharacter': 'Недопустимые символы в строке. Управляющие символы необходимо экранировать.',
  'syntax.commentNotPermitted': 'Комментарии в JSON не допускаются.',
  'syntax.leadingZero': 'Числа не должны начинаться с нулей.',
  'syntax.commaOrBracketExpected': 'Ожидается запятая или закрывающая квадратная скобка',
  'syntax.commaOrBraceExpected': 'Ожидается запятая или закрывающая фигурная скобка',
  'syntax.valueExpected': 'Ожидается значение',
  'syntax.propertyExpected': 'Ожидается свойство',
  'syntax.trailingComma': 'Завершающая запятая',
  'syntax.commaExpected': 'Ожидается запятая',
  'syntax.keysDoubleQuoted': 'Ключи свойств должны быть заключены в двойные кавычки',
  'syntax.colonExpected': 'Ожидается двоеточие',
  'syntax.jsonValueExpected': 'Ожидается объект, массив или литерал JSON.',
  'syntax.endOfFileExpected': 'Ожидается конец файла.',
  'syntax.unparsable': 'Не удалось проанализировать документ.',
  'syntax.duplicateKey': 'Повторяющийся ключ объекта {key}.',
  'syntax.tooDeep': 'Вложенность глубже {limit} уровней не поддерживается.',
  'syntax.tooManyProblems': 'Сообщается только о первых {limit} проблемах.',
  'syntax.tooManyItems':
    'Контейнеры, содержащие более {limit} элементов, не поддерживаются: остальная часть этого контейнера не проверяется.',
  'syntax.tooManyProperties':
    'Контейнеры, содержащие более {limit} свойств, не поддерживаются: остальная часть этого контейнера не проверяется.',

  'load.subjectSchema': 'Схема {name}',
  'load.subjectReference': '{reference}, на который ссылается схема {schema},',
  'load.subjectCatalog': 'Каталог {name}',
  'load.untrusted': '{subject}: не скачивается, так как {domain} не является доверенным доменом ({trust}).',
  'load.untrustedRedirect':
    '{subject}: не скачивается (перенаправляет на {target}), так как {domain} не является доверенным доменом ({trust}).',
  'load.untrustedMirror':
    '{subject}: не скачивается с зеркала SchemaStore ({mirror}), так как {domain} не является доверенным доменом ({trust}).',
  'load.restricted':
    '{subject}: не скачивается, пока рабочая область находится в ограниченном режиме; доверьтесь рабочей области, чтобы проверять с ней.',
  'load.disabled':
    '{subject}: не скачивается, так как скачивание схем отключено ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    '{subject}: пока не удалось скачать ({reason}); документ будет проверен, как только она поступит.',
  'load.failedNoCopy': '{subject}: не удалось скачать ({reason}), и кэшированной копии нет.',
  'load.cannotUse': '{subject}: невозможно использовать ({reason}).',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'Правила, стоящие за этой ссылкой, не проверяются.',
  'load.documentNotValidated': 'Документ не проверяется.',
  'load.trustCli': '{setting} в параметрах или --trust-domain {domain}',
  'load.reason.notFound': 'файл не существует',
  'load.reason.folder': 'это папка',
  'load.reason.permission': 'отказано в доступе',
  'load.reason.notLoaded': 'не удалось загрузить',
  'load.reason.notRead': 'не удалось прочитать',
  'load.reason.notDownloaded': 'не удалось скачать',
  'load.reason.notJson': 'недопустимый JSON: {message}',
  'load.reason.notJsonAt': 'недопустимый JSON: {message} (строка {line}, столбец {column})',
  'load.reason.compileFailed': 'ошибка компиляции: {error}',
  'load.reason.scheme': 'схема URI для {uri} не поддерживается',
  'load.reason.tooLarge': 'размер превышает {limit}',
  'load.reason.editorOnly': 'собственные схемы VS Code может предоставить только VS Code',
  'load.reason.editorDidNotServe': 'редактор не предоставил ее',
  'load.reason.downloadFailed': 'не удалось скачать ({reason})',
  'load.reason.downloadFailedMirror': 'не удалось скачать с зеркала {mirror} ({reason})',
  'load.reason.untrusted': 'не скачивается, так как {domain} не является доверенным доменом ({setting})',
  'load.reason.restricted':
    'в ограниченном режиме рабочей области ничего не скачивается (доверьтесь рабочей области, чтобы разрешить это)',
  'load.reason.disabled': 'скачивание схем отключено ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'не скачивается',
  'load.cachedCopy': 'Не удалось скачать {url} ({reason}); используется копия, кэшированная {date}.',
  'load.cachedCopyMirror':
    'Не удалось скачать {url} с зеркала {mirror} ({reason}); используется копия, кэшированная {date}.',

  'association.schemaProperty': 'Ее указывает свойство "$schema" документа.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) указывает, что у файла нет схемы ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) выбирает для файла встроенную схему №{number} ("{pattern}").',
  'association.inline':
    'Встроенная схема №{number} из "jsonObjectValidator.schemas" ({where}) соответствует файлу по "{pattern}".',
  'association.chosenUrl': '"jsonObjectValidator.schemas" ({where}) выбирает для файла {url} ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) сопоставляет "{pattern}" с {url}.',
  'association.jsonSchemasInline':
    'Встроенная схема №{number} из "json.schemas" ({where}) соответствует файлу по "{pattern}".',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) сопоставляет "{pattern}" с {url}.',
  'association.extension': 'Вклад "jsonValidation" ({extension}) сопоставляет "{pattern}" с этой схемой.',
  'association.catalog': 'Каталог SchemaStore сопоставляет "{pattern}" с "{name}" ({url}).',
  'association.option': 'Она задана параметром --schema.',
  'association.settings': 'параметры',
  'association.folderSettings': 'параметры папки рабочей области',
  'association.userSettings': 'параметры пользователя',
  'association.workspaceSettings': 'параметры рабочей области',
  'association.vscode': 'сам VS Code',
  'association.theExtension': 'расширение {id}',
  'association.anExtension': 'установленное расширение',
  'association.noSchemaFor': 'Для этого файла нет схемы: {reason}',
  'association.isSchema': 'Этот документ является схемой: он проверяется проверками файлов схем.',
  'association.none':
    'Ни одна схема не применяется: в документе нет "$schema", и ему не соответствует ни один параметр, вклад расширения или запись каталога SchemaStore.',

  'worker.lost':
    'Этот документ не проверяется: {reason}. Закройте и снова откройте его, чтобы повторить попытку.',
  'worker.outOfSync':
    'Этот документ не проверяется: редактор отправил изменение, которое сервер не смог применить ({reason}), поэтому сервер больше не знает его текст. Закройте и снова откройте его (или замените весь текст), чтобы снова проверить.',
  'worker.stoppedReading':
    'поток, проверяющий большие документы, останавливался при его чтении ({count} раз; {reason})',
  'worker.stoppedOften':
    'поток, проверяющий большие документы, останавливался в течение минуты ({count} раз; {reason})',
  'worker.hiddenProblems': 'Еще проблем не показано: {count} (не более {max} на документ).',
  'settings.globList': '"{setting}" должно быть списком glob; {value} используется как [{value}].',
  'settings.globListNot': '"{setting}" должно быть списком glob, а не {value}.',
  'settings.notGlobString': '"{setting}" содержит {value}, что не является строкой glob; оно пропускается.',
  'settings.globIgnored': '"{setting}" содержит glob {value}, который пропускается: {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas" должно быть списком записей, а не {value}.',
  'settings.entryObject':
    '"{name}" должно быть объектом с "fileMatch" и "url" или "schema"; запись пропускается.',
  'settings.entryUrl': '"{name}.url" должно быть строкой пути или URI, а не {value}.',
  'settings.entrySchema':
    '"{name}.schema" должно быть объектом JSON Schema или логическим значением, а не {value}.',
  'settings.noFileMatch': 'У "{name}" нет "fileMatch"; запись пропускается.',
  'settings.noUsableFileMatch': 'У "{name}" нет пригодного шаблона "fileMatch"; запись пропускается.',
  'settings.entryFlag': '"{name}.{flag}" должно быть true или false, а не {value}.',
  'settings.entryEmpty': 'У "{name}" нет ни "url", ни "schema" (ни "noSchema": true); запись пропускается.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" должно быть объектом вида ключевое слово: серьезность, а не {value}.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" равно {value}: читается как "{alias}" (используйте одно из значений {allowed}).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" равно {value}, что не является серьезностью (используйте одно из значений {allowed}); применяется значение по умолчанию.',
  'settings.number':
    '"{setting}" должно быть числом не меньше 0, а не {value}; применяется значение по умолчанию {fallback}.',
  'settings.boolean':
    '"{setting}" должно быть true или false, а не {value}; применяется значение по умолчанию {fallback}.',
  'settings.trustedObject':
    '"{setting}" должно быть объектом с записями "https://domain/": true, а не {value}; применяются значения по умолчанию.',
  'settings.trustedValue': '"{setting}" содержит {domain}: {value}; значение должно быть true или false.',
  'settings.httpUrl':
    '"{setting}" должно быть URL-адресом http(s), а не {value}; применяется значение по умолчанию.',
  'settings.httpOrFileUrl':
    '"{setting}" должно быть URL-адресом http(s) или файла, а не {value}; применяется значение по умолчанию.',
  'settings.object': '"{setting}" должно быть объектом, а не {value}.',
  'settings.string': '"{setting}.{key}" должно быть строкой, а не {value}.',
  'settings.section': 'Параметры "jsonObjectValidator" должны быть объектом, а не {value}.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" равно {value}, что не является одним из значений "auto", "always", "off"; применяется "auto".',
  'settings.problems': 'Не удалось использовать параметры в записанном виде: {count} (см. журнал): {first}',

  'sort.alreadySorted': 'Уже в порядке схемы.',
  'sort.tooLarge': 'Документы размером от {limit} не сортируются (размер этого — {size}).',
  'sort.syntaxErrors':
    'В документе есть синтаксические ошибки, поэтому ничего не отсортировано: сначала исправьте их (строка {line}: {message}).',
  'sort.noObject': 'В документе нет объекта для сортировки.',
  'sort.noSchemaForDocument': 'К этому документу не применяется ни одна схема.',
  'sort.notInObject': 'Курсор находится не внутри объекта.',
  'sort.noSchemaForObject': 'К объекту под курсором не применяется ни одна схема.',
  'command.notValidatedNow':
    'Документ сейчас не проверяется (см. его диагностику), поэтому ничего не отсортировано.',
  'command.closed': 'Документ был закрыт.',
  'command.changed': 'Документ изменился во время сортировки: выполните команду еще раз.',
  'command.schemaNotLoaded': 'Не удалось загрузить схему этого документа, поэтому ничего не отсортировано.',
  'command.noSchema': 'К этому документу не применяется ни одна схема, поэтому нет порядка для сортировки.',
  'command.notApplied': 'Редактор не применил сортировку.',
  'command.notAppliedBecause': 'Редактор не применил сортировку: {reason}.',
  'command.sorted': 'Свойства отсортированы в порядке схемы.',

  'lens.unused': 'Ни один известный файл не использует эту схему · Проверить рабочую область',
  'lens.compliant': {
    one: 'Используется в {shown} файле · все соответствуют',
    few: 'Используется в {shown} файлах · все соответствуют',
    many: 'Используется в {shown} файлах · все соответствуют',
    other: 'Используется в {shown} файла · все соответствуют',
  },
  'lens.notCompliant': {
    one: 'Используется в {shown} файле · не соответствуют: {notCompliant}',
    few: 'Используется в {shown} файлах · не соответствуют: {notCompliant}',
    many: 'Используется в {shown} файлах · не соответствуют: {notCompliant}',
    other: 'Используется в {shown} файла · не соответствуют: {notCompliant}',
  },
  'lens.pick': '{file}: {title}. Откройте один из файлов:',
  'lens.pickFirst': '{file}: {title}; предлагаются первые {offered}. Откройте один из файлов:',
  'lens.fileProblems': {
    one: '{label} ({count} проблема)',
    few: '{label} ({count} проблемы)',
    many: '{label} ({count} проблем)',
    other: '{label} ({count} проблемы)',
  },

  'cli.usageHint': 'Чтобы узнать об использовании, выполните "json-object-validator --help".',
  'cli.noFilesMatch': 'нет файлов, соответствующих "{pattern}".',
  'cli.noDocuments': 'Нет документов для проверки.',
  'cli.noneValidated': 'Ни один документ не был проверен.',
  'cli.schemaInvalid': 'схема {name} недопустима; ни один документ не был проверен.',
  'cli.cannotRead': 'Не удается прочитать {file}: {reason}.',
  'cli.cannotReadFile': 'Не удается прочитать файл: {reason}.',
  'cli.cannotReadSchema': 'Не удается прочитать схему {name}: {reason}.',
  'cli.cannotLoadReference': 'Не удается загрузить схему {uri}, на которую указывает ссылка. {reason}',
  'cli.syntaxErrors': 'В {name} есть синтаксические ошибки.',
  'cli.onlyFilesAndUrls': 'Загружать можно только файлы и URL-адреса http(s).',
  'cli.schemaScheme':
    'Не удается загрузить схему {target}: загружать можно только файлы и URL-адреса http(s).',
  'cli.progress': 'Проверка файлов: {done}/{total}...',
  'cli.internalError': 'Внутренняя ошибка при проверке: {reason}.',
  'cli.noSchema':
    'Нет схемы для проверки: добавьте свойство "$schema" с именем файла схемы или передайте --schema FILE.',
  'cli.schemaNotString': '"$schema" должно быть строкой с именем файла схемы.',
  'cli.schemaHasErrors': {
    one: 'Не проверено: в схеме {name} {count} ошибка; сначала исправьте ее.',
    few: 'Не проверено: в схеме {name} {count} ошибки; сначала исправьте их.',
    many: 'Не проверено: в схеме {name} {count} ошибок; сначала исправьте их.',
    other: 'Не проверено: в схеме {name} {count} ошибки; сначала исправьте их.',
  },
  'cli.schemaHasErrorsBecause': 'Не проверено: в схеме {name} есть ошибки; сначала исправьте их. {reason}',
  'cli.invalidGlob': 'Недопустимый glob {glob}: {reason}.',
  'cli.changedSince': {
    one: 'Изменились после {ref} или используют изменившееся: {changed} из {count} документа.',
    few: 'Изменились после {ref} или используют изменившееся: {changed} из {count} документов.',
    many: 'Изменились после {ref} или используют изменившееся: {changed} из {count} документов.',
    other: 'Изменились после {ref} или используют изменившееся: {changed} из {count} документа.',
  },
  'cli.gitNotRun': 'не удалось запустить git: {reason}',
  'cli.needsGit': 'для --changed-since нужен репозиторий git: {reason}',
  'cli.notACommit': '--changed-since: "{ref}" не является фиксацией, веткой или тегом этого репозитория.',
  'cli.catalogNotJson': 'Каталог {name} не является допустимым JSON.',
  'cli.catalogNotJsonAt': 'Каталог {name} не является допустимым JSON (строка {line}: {message}).',
  'cli.catalogNoEntry':
    'В каталоге {name} нет пригодных записей: ожидается формат SchemaStore, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': 'Не удается прочитать каталог {name}: {reason}.',
  'cli.cannotReadSettings': 'Не удается прочитать файл параметров {name}: {reason}.',
  'cli.shippedOne': '{url}: {reason}; используется копия, поставляемая с CLI (SchemaStore, {date}).',
  'cli.shippedMany':
    'Схемы SchemaStore ({count}) взяты из копий, поставляемых с CLI (SchemaStore, {date}), первая ({url}) — потому что {reason}.',
  'cli.merge.notJunit': '{name} — это XML, но не отчет JUnit (нет <testsuites>).',
  'cli.merge.unknown': '{name} не является ни JSON, ни JUnit XML.',
  'cli.merge.notReport': '{name} — это JSON, но не журнал SARIF и не отчет json-object-validator.',
  'cli.merge.formats': 'Отчеты в разных форматах ({formats}): merge объединяет только один формат.',
  'cli.merge.noRun': 'В отчетах SARIF нет запусков.',
  'cli.encoding.utf16':
    'Этот файл в кодировке {encoding} (с меткой порядка байтов), а не UTF-8: он проверен после декодирования, но JSON передается в UTF-8 (RFC 8259), и другие инструменты могут его не прочитать; сохраните его в UTF-8.',
  'cli.encoding.badBom':
    'Этот файл начинается с метки порядка байтов {encoding}, но не является допустимым {encoding}; сохраните его в UTF-8.',
  'cli.encoding.notUtf8':
    'Файл не является допустимым UTF-8: байт {byte} по смещению {offset} не начинает допустимый символ UTF-8. Текст JSON должен быть в UTF-8 (RFC 8259): сохраните файл в UTF-8.',
  'jsonLines.notUtf8':
    'Эта строка не является допустимым UTF-8: байт {byte} не начинает допустимый символ UTF-8. Текст JSON должен быть в UTF-8 (RFC 8259).',
  'cli.schemaFragment':
    '"$schema" должно указывать на весь документ схемы; "{fragment}" указывает внутрь документа.',
  'cli.schemaBadUrl': 'Недопустимый URL-адрес "{value}" в "$schema".',
  'cli.schemaBadFileUri': 'Недопустимый URI файла "{value}": {reason}.',
  'cli.schemaBadScheme':
    'У схемы "{value}" неподдерживаемая схема URI: используйте относительный путь, URI file: или http(s): либо --schema FILE.',
  'cli.schemaEmpty': '"$schema" пусто: укажите файл схемы.',
  'cli.reason.noSuchFile': 'файл не существует',
  'cli.reason.fileNotFound': 'файл не найден',
  'cli.reason.directory': 'это каталог',
  'cli.reason.notAFile': 'это каталог, а не файл',
};
