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
  'cli.reason.noSuchFile': '파일이 없습니다',
  'cli.reason.fileNotFound': '파일을 찾을 수 없습니다',
  'cli.reason.directory': '디렉터리입니다',
  'cli.reason.notAFile': '파일이 아니라 디렉터리입니다',
};
