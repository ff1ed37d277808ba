/** Korean: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorKo: Catalog = {
  'syntax.unexpectedEndOfComment': '주석이 예기치 않게 끝났습니다.',
  'syntax.unexpectedEndOfString': '문자열이 예기치 않게 끝났습니다.',
  'syntax.unexpectedEndOfNumber': '숫자가 예기치 않게 끝났습니다.',
  'syntax.invalidUnicode': '문자열에 잘못된 유니코드 시퀀스가 있습니다.',
  'syntax.invalidEscapeCharacter': '문자열에 잘못된 이스케이프 문자가 있습니다.',
  'syntax.invalidCharacter': '문자열에 잘못된 문자가 있습니다. 제어 문자는 이스케이프해야 합니다.',
  'syntax.commentNotPermitted': 'JSON에서는 주석을 사용할 수 없습니다.',
  'syntax.leadingZero': '숫자는 0으로 시작할 수 없습니다.',
  'syntax.commaOrBracketExpected': '쉼표 또는 닫는 대괄호가 필요합니다.',
  'syntax.commaOrBraceExpected': '쉼표 또는 닫는 중괄호가 필요합니다.',
  'syntax.valueExpected': '값이 필요합니다.',
  'syntax.propertyExpected': '속성이 필요합니다.',
  'syntax.trailingComma': '후행 쉼표',
  'syntax.commaExpected': '쉼표가 필요합니다.',
  'syntax.keysDoubleQuoted': '속성 키는 큰따옴표로 묶어야 합니다.',
  'syntax.colonExpected': '콜론이 필요합니다.',
  'syntax.jsonValueExpected': 'JSON 개체, 배열 또는 리터럴이 필요합니다.',
  'syntax.endOfFileExpected': '파일의 끝이 필요합니다.',
  'syntax.unparsable': '문서를 구문 분석할 수 없습니다.',
  'syntax.duplicateKey': '개체 키 {key}이(가) 중복되었습니다.',
  'syntax.tooDeep': '{limit}단계보다 깊은 중첩은 지원되지 않습니다.',
  'syntax.tooManyProblems': '처음 {limit}개의 문제만 보고됩니다.',
  'syntax.tooManyItems':
    '항목이 {limit}개를 넘는 컨테이너는 지원되지 않습니다. 이 컨테이너의 나머지는 검사되지 않습니다.',
  'syntax.tooManyProperties':
    '속성이 {limit}개를 넘는 컨테이너는 지원되지 않습니다. 이 컨테이너의 나머지는 검사되지 않습니다.',

  'load.subjectSchema': '스키마 {name}',
  'load.subjectReference': '스키마 {schema}이(가) 참조하는 {reference}',
  'load.subjectCatalog': '카탈로그 {name}',
  'load.untrusted':
    '{subject}을(를) 다운로드하지 않습니다. {domain}은(는) 신뢰할 수 있는 도메인이 아닙니다({trust}).',
  'load.untrustedRedirect':
    '{subject}을(를) 다운로드하지 않습니다({target}(으)로 리디렉션됨). {domain}은(는) 신뢰할 수 있는 도메인이 아닙니다({trust}).',
  'load.untrustedMirror':
    '{subject}을(를) SchemaStore 미러({mirror})에서 다운로드하지 않습니다. {domain}은(는) 신뢰할 수 있는 도메인이 아닙니다({trust}).',
  'load.restricted':
    '작업 영역이 제한 모드인 동안에는 {subject}을(를) 다운로드하지 않습니다. 이 스키마로 유효성을 검사하려면 작업 영역을 신뢰하세요.',
  'load.disabled':
    '{subject}을(를) 다운로드하지 않습니다. 스키마 다운로드가 사용하지 않도록 설정되어 있습니다("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    '{subject}을(를) 아직 다운로드하지 못했습니다({reason}). 도착하는 즉시 문서의 유효성을 검사합니다.',
  'load.failedNoCopy': '{subject}을(를) 다운로드하지 못했으며({reason}) 사용할 캐시된 복사본이 없습니다.',
  'load.cannotUse': '{subject}을(를) 사용할 수 없습니다. {reason}.',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': '해당 참조의 규칙은 검사되지 않습니다.',
  'load.documentNotValidated': '문서의 유효성을 검사하지 않습니다.',
  'load.trustCli': '설정의 {setting} 또는 --trust-domain {domain}',
  'load.reason.notFound': '파일이 없습니다',
  'load.reason.folder': '폴더입니다',
  'load.reason.permission': '권한이 거부되었습니다',
  'load.reason.notLoaded': '로드할 수 없습니다',
  'load.reason.notRead': '읽을 수 없습니다',
  'load.reason.notDownloaded': '다운로드할 수 없습니다',
  'load.reason.notJson': '유효한 JSON이 아닙니다({message})',
  'load.reason.notJsonAt': '유효한 JSON이 아닙니다({line}줄, {column}열: {message})',
  'load.reason.compileFailed': '컴파일하지 못했습니다({error})',
  'load.reason.scheme': '{uri}의 URI 체계는 지원되지 않습니다',
  'load.reason.tooLarge': '{limit}보다 큽니다',
  'load.reason.editorOnly': 'VS Code 자체 스키마는 VS Code만 제공할 수 있습니다',
  'load.reason.editorDidNotServe': '편집기에서 제공하지 않았습니다',
  'load.reason.downloadFailed': '다운로드할 수 없습니다({reason})',
  'load.reason.downloadFailedMirror': '미러 {mirror}에서 다운로드할 수 없습니다({reason})',
  'load.reason.untrusted': '{domain}은(는) 신뢰할 수 있는 도메인이 아니므로 다운로드하지 않습니다({setting})',
  'load.reason.restricted':
    '작업 영역이 제한 모드인 동안에는 아무것도 다운로드하지 않습니다(허용하려면 작업 영역을 신뢰하세요)',
  'load.reason.disabled':
    '스키마 다운로드가 사용하지 않도록 설정되어 있습니다("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': '다운로드하지 않습니다',
  'load.cachedCopy': '{url}을(를) 다운로드할 수 없습니다({reason}). {date}에 캐시된 복사본을 사용합니다.',
  'load.cachedCopyMirror':
    '{url}을(를) 미러 {mirror}에서 다운로드할 수 없습니다({reason}). {date}에 캐시된 복사본을 사용합니다.',

  'association.schemaProperty': '문서의 "$schema" 속성에서 지정합니다.',
  'association.noSchema':
    '"jsonObjectValidator.schemas"({where})에서 이 파일에 스키마가 없다고 지정합니다("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas"({where})에서 이 파일에 인라인 스키마 #{number}을(를) 선택했습니다("{pattern}").',
  'association.inline':
    '"jsonObjectValidator.schemas"({where})의 인라인 스키마 #{number}이(가) "{pattern}"(으)로 이 파일과 일치합니다.',
  'association.chosenUrl':
    '"jsonObjectValidator.schemas"({where})에서 이 파일에 {url}을(를) 선택했습니다("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas"({where})에서 "{pattern}"을(를) {url}에 매핑합니다.',
  'association.jsonSchemasInline':
    '"json.schemas"({where})의 인라인 스키마 #{number}이(가) "{pattern}"(으)로 이 파일과 일치합니다.',
  'association.jsonSchemasUrl': '"json.schemas"({where})에서 "{pattern}"을(를) {url}에 매핑합니다.',
  'association.extension':
    '{extension}의 "jsonValidation" 기여에서 "{pattern}"을(를) 이 스키마에 매핑합니다.',
  'association.catalog': 'SchemaStore 카탈로그에서 "{pattern}"을(를) "{name}"({url})에 매핑합니다.',
  'association.option': '--schema로 지정되었습니다.',
  'association.settings': '설정',
  'association.folderSettings': '작업 영역 폴더 설정',
  'association.userSettings': '사용자 설정',
  'association.workspaceSettings': '작업 영역 설정',
  'association.vscode': 'VS Code 자체',
  'association.theExtension': '확장 {id}',
  'association.anExtension': '설치된 확장',
  'association.noSchemaFor': '이 파일에 대한 스키마 없음: {reason}',
  'association.isSchema': '이 문서는 스키마입니다. 스키마 파일 검사로 검사됩니다.',
  'association.none':
    '적용되는 스키마가 없습니다. 문서에 "$schema"가 없고, 일치하는 설정, 확장 기여 또는 SchemaStore 카탈로그 항목도 없습니다.',

  'worker.lost':
    '이 문서는 유효성을 검사하지 않습니다. {reason}. 다시 시도하려면 문서를 닫았다가 다시 여세요.',
  'worker.outOfSync':
    '이 문서는 유효성을 검사하지 않습니다. 편집기가 서버에서 적용할 수 없는 변경 내용을 보냈으므로({reason}) 서버가 더 이상 문서의 텍스트를 알지 못합니다. 다시 유효성을 검사하려면 문서를 닫았다가 다시 여세요(또는 전체 텍스트를 바꾸세요).',
  'worker.stoppedReading':
    '큰 문서의 유효성을 검사하는 스레드가 문서를 읽는 동안 {count}번 중지되었습니다({reason})',
  'worker.stoppedOften': '큰 문서의 유효성을 검사하는 스레드가 1분 이내에 {count}번 중지되었습니다({reason})',
  'worker.hiddenProblems': '문제 {count}개가 더 있지만 표시되지 않습니다(문서당 최대 {max}개).',
  'settings.globList': '"{setting}"은(는) glob 목록이어야 합니다. {value}은(는) [{value}](으)로 사용됩니다.',
  'settings.globListNot': '"{setting}"은(는) {value}이(가) 아니라 glob 목록이어야 합니다.',
  'settings.notGlobString': '"{setting}"의 {value}은(는) glob 문자열이 아니므로 무시됩니다.',
  'settings.globIgnored': '"{setting}"의 glob {value}은(는) 무시됩니다. {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas"는 {value}이(가) 아니라 항목 목록이어야 합니다.',
  'settings.entryObject':
    '"{name}"은(는) "fileMatch"와 "url" 또는 "schema"가 있는 개체여야 합니다. 무시됩니다.',
  'settings.entryUrl': '"{name}.url"은(는) {value}이(가) 아니라 경로 또는 URI 문자열이어야 합니다.',
  'settings.entrySchema': '"{name}.schema"는 {value}이(가) 아니라 JSON Schema 개체 또는 부울이어야 합니다.',
  'settings.noFileMatch': '"{name}"에 "fileMatch"가 없습니다. 무시됩니다.',
  'settings.noUsableFileMatch': '"{name}"에 사용할 수 있는 "fileMatch" 패턴이 없습니다. 무시됩니다.',
  'settings.entryFlag': '"{name}.{flag}"은(는) {value}이(가) 아니라 true 또는 false여야 합니다.',
  'settings.entryEmpty': '"{name}"에 "url"도 "schema"도("noSchema": true도) 없습니다. 무시됩니다.',
  'settings.severityObject':
    '"jsonObjectValidator.severity"는 {value}이(가) 아니라 키워드: 심각도 개체여야 합니다.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}"은(는) {value}입니다. "{alias}"(으)로 읽습니다({allowed} 중 하나를 사용하세요).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}"의 {value}은(는) 심각도가 아닙니다({allowed} 중 하나를 사용하세요). 기본값이 적용됩니다.',
  'settings.number':
    '"{setting}"은(는) {value}이(가) 아니라 0 이상의 숫자여야 합니다. 기본값 {fallback}이(가) 적용됩니다.',
  'settings.boolean':
    '"{setting}"은(는) {value}이(가) 아니라 true 또는 false여야 합니다. 기본값 {fallback}이(가) 적용됩니다.',
  'settings.trustedObject':
    '"{setting}"은(는) {value}이(가) 아니라 "https://domain/": true 항목의 개체여야 합니다. 기본값이 적용됩니다.',
  'settings.trustedValue': '"{setting}"에 {domain}: {value}이(가) 있습니다. 값은 true 또는 false여야 합니다.',
  'settings.httpUrl': '"{setting}"은(는) {value}이(가) 아니라 http(s) URL이어야 합니다. 기본값이 적용됩니다.',
  'settings.httpOrFileUrl':
    '"{setting}"은(는) {value}이(가) 아니라 http(s) 또는 파일 URL이어야 합니다. 기본값이 적용됩니다.',
  'settings.object': '"{setting}"은(는) {value}이(가) 아니라 개체여야 합니다.',
  'settings.string': '"{setting}.{key}"은(는) {value}이(가) 아니라 문자열이어야 합니다.',
  'settings.section': '"jsonObjectValidator" 설정은 {value}이(가) 아니라 개체여야 합니다.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures"의 {value}은(는) "auto", "always", "off" 중 하나가 아닙니다. "auto"가 적용됩니다.',
  'settings.problems': '설정 {count}개를 작성된 대로 사용할 수 없습니다(로그 참조): {first}',

  'sort.alreadySorted': '이미 스키마 순서입니다.',
  'sort.tooLarge': '{limit} 이상인 문서는 정렬하지 않습니다(이 문서는 {size}).',
  'sort.syntaxErrors':
    '문서에 구문 오류가 있어 정렬하지 않았습니다. 먼저 오류를 수정하세요({line}줄: {message}).',
  'sort.noObject': '문서에 정렬할 개체가 없습니다.',
  'sort.noSchemaForDocument': '이 문서에 적용되는 스키마가 없습니다.',
  'sort.notInObject': '커서가 개체 안에 있지 않습니다.',
  'sort.noSchemaForObject': '커서 위치의 개체에 적용되는 스키마가 없습니다.',
  'command.notValidatedNow': '현재 문서의 유효성을 검사하지 않으므로(진단 참조) 정렬하지 않았습니다.',
  'command.closed': '문서가 닫혔습니다.',
  'command.changed': '정렬하는 동안 문서가 변경되었습니다. 명령을 다시 실행하세요.',
  'command.schemaNotLoaded': '이 문서의 스키마를 로드할 수 없어 정렬하지 않았습니다.',
  'command.noSchema': '이 문서에 적용되는 스키마가 없어 정렬 기준이 되는 순서가 없습니다.',
  'command.notApplied': '편집기에서 정렬을 적용하지 않았습니다.',
  'command.notAppliedBecause': '편집기에서 정렬을 적용하지 않았습니다. {reason}.',
  'command.sorted': '속성을 스키마 순서로 정렬했습니다.',

  'lens.unused': '이 스키마를 사용하는 알려진 파일 없음 · 작업 영역 유효성 검사',
  'lens.compliant': { other: '파일 {shown}개에서 사용 · 모두 준수' },
  'lens.notCompliant': { other: '파일 {shown}개에서 사용 · {notCompliant}개 미준수' },
  'lens.pick': '{file}: {title}. 열 파일을 선택하세요.',
  'lens.pickFirst': '{file}: {title}. 처음 {offered}개를 제공합니다. 열 파일을 선택하세요.',
  'lens.fileProblems': { other: '{label}(문제 {count}개)' },

  'cli.usageHint': '사용법은 "json-object-validator --help"를 실행하세요.',
  'cli.noFilesMatch': '"{pattern}"과(와) 일치하는 파일이 없습니다.',
  'cli.noDocuments': '유효성을 검사할 문서가 없습니다.',
  'cli.noneValidated': '유효성을 검사한 문서가 없습니다.',
  'cli.schemaInvalid': '스키마 {name}이(가) 잘못되었습니다. 유효성을 검사한 문서가 없습니다.',
  'cli.cannotRead': '{file}을(를) 읽을 수 없습니다. {reason}.',
  'cli.cannotReadFile': '파일을 읽을 수 없습니다. {reason}.',
  'cli.cannotReadSchema': '스키마 {name}을(를) 읽을 수 없습니다. {reason}.',
  'cli.cannotLoadReference': '참조된 스키마 {uri}을(를) 로드할 수 없습니다. {reason}',
  'cli.syntaxErrors': '{name}에 구문 오류가 있습니다.',
  'cli.onlyFilesAndUrls': '파일과 http(s) URL만 로드할 수 있습니다.',
  'cli.schemaScheme': '스키마 {target}을(를) 로드할 수 없습니다. 파일과 http(s) URL만 로드할 수 있습니다.',
  'cli.progress': '파일 {done}/{total}개의 유효성을 검사하는 중...',
  'cli.internalError': '유효성 검사 중 내부 오류: {reason}.',
  'cli.noSchema':
    '유효성을 검사할 스키마가 없습니다. 스키마 파일을 지정하는 "$schema" 속성을 추가하거나 --schema FILE을 전달하세요.',
  'cli.schemaNotString': '"$schema"는 스키마 파일을 지정하는 문자열이어야 합니다.',
  'cli.schemaHasErrors': {
    other: '유효성 검사 안 됨: 스키마 {name}에 오류가 {count}개 있습니다. 먼저 수정하세요.',
  },
  'cli.schemaHasErrorsBecause':
    '유효성 검사 안 됨: 스키마 {name}에 오류가 있습니다. 먼저 수정하세요. {reason}',
  'cli.invalidGlob': '잘못된 glob {glob}: {reason}.',
  'cli.changedSince': {
    other: '문서 {count}개 중 {changed}개가 {ref} 이후 변경되었거나 변경된 항목을 사용합니다.',
  },
  'cli.gitNotRun': 'git을 실행할 수 없습니다: {reason}',
  'cli.needsGit': '--changed-since에는 git 리포지토리가 필요합니다: {reason}',
  'cli.notACommit': '--changed-since: "{ref}"은(는) 이 리포지토리의 커밋, 분기 또는 태그가 아닙니다.',
  'cli.catalogNotJson': '카탈로그 {name}은(는) 유효한 JSON이 아닙니다.',
  'cli.catalogNotJsonAt': '카탈로그 {name}은(는) 유효한 JSON이 아닙니다({line}줄: {message}).',
  'cli.catalogNoEntry':
    '카탈로그 {name}에 사용할 수 있는 항목이 없습니다. SchemaStore 형식 { "schemas": [{ "name", "fileMatch", "url" }] }이(가) 필요합니다.',
  'cli.cannotReadCatalog': '카탈로그 {name}을(를) 읽을 수 없습니다. {reason}.',
  'cli.cannotReadSettings': '설정 파일 {name}을(를) 읽을 수 없습니다. {reason}.',
  'cli.shippedOne': '{url}: {reason}. CLI와 함께 제공된 복사본을 사용합니다(SchemaStore, {date}).',
  'cli.shippedMany':
    'SchemaStore 스키마 {count}개는 CLI와 함께 제공된 복사본(SchemaStore, {date})을 사용했습니다. 첫 번째({url})의 이유: {reason}.',
  'cli.merge.notJunit': '{name}은(는) XML이지만 JUnit 보고서가 아닙니다(<testsuites> 없음).',
  'cli.merge.unknown': '{name}은(는) JSON도 JUnit XML도 아닙니다.',
  'cli.merge.notReport': '{name}은(는) JSON이지만 SARIF 로그도 json-object-validator 보고서도 아닙니다.',
  'cli.merge.formats': '보고서의 형식이 서로 다릅니다({formats}). merge는 한 가지 형식만 결합합니다.',
  'cli.merge.noRun': 'SARIF 보고서에 실행이 없습니다.',
  'cli.encoding.utf16':
    '이 파일은 UTF-8이 아니라 {encoding}(바이트 순서 표시 포함)입니다. 디코딩 후 유효성을 검사했지만 JSON은 UTF-8로 교환되며(RFC 8259) 다른 도구에서 읽지 못할 수 있습니다. UTF-8로 저장하세요.',
  'cli.encoding.badBom':
    '이 파일은 {encoding} 바이트 순서 표시로 시작하지만 유효한 {encoding}이(가) 아닙니다. UTF-8로 저장하세요.',
  'cli.encoding.notUtf8':
    '파일이 유효한 UTF-8이 아닙니다. 바이트 오프셋 {offset}의 바이트 {byte}은(는) 유효한 UTF-8 문자의 시작이 아닙니다. JSON 텍스트는 UTF-8이어야 합니다(RFC 8259). 파일을 UTF-8로 저장하세요.',
  'jsonLines.notUtf8':
    '이 줄은 유효한 UTF-8이 아닙니다. 바이트 {byte}은(는) 유효한 UTF-8 문자의 시작이 아닙니다. JSON 텍스트는 UTF-8이어야 합니다(RFC 8259).',
  'cli.schemaFragment':
    '"$schema"는 전체 스키마 문서를 지정해야 합니다. "{fragment}"은(는) 문서 내부를 가리킵니다.',
  'cli.schemaBadUrl': '"$schema"의 URL "{value}"이(가) 잘못되었습니다.',
  'cli.schemaBadFileUri': '파일 URI "{value}"이(가) 잘못되었습니다. {reason}.',
  'cli.schemaBadScheme':
    '스키마 "{value}"의 URI 체계는 지원되지 않습니다. 상대 경로, file: 또는 http(s): URI, 또는 --schema FILE을 사용하세요.',
  'cli.schemaEmpty': '"$schema"가 비어 있습니다. 스키마 파일을 지정하세요.',
  'cli.reason.noSuchFile': '파일이 없습니다',
  'cli.reason.fileNotFound': '파일을 찾을 수 없습니다',
  'cli.reason.directory': '디렉터리입니다',
  'cli.reason.notAFile': '파일이 아니라 디렉터리입니다',
};
