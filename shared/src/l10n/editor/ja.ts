/** Japanese: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorJa: Catalog = {
  'syntax.unexpectedEndOfComment': 'コメントが予期せず終了しました。',
  'syntax.unexpectedEndOfString': '文字列が予期せず終了しました。',
  'syntax.unexpectedEndOfNumber': '数値が予期せず終了しました。',
  'syntax.invalidUnicode': '文字列内の Unicode シーケンスが無効です。',
  'syntax.invalidEscapeCharacter': '文字列内のエスケープ文字が無効です。',
  'syntax.invalidCharacter': '文字列内に無効な文字があります。制御文字はエスケープする必要があります。',
  'syntax.commentNotPermitted': 'JSON ではコメントは許可されていません。',
  'syntax.leadingZero': '数値の先頭に 0 を付けることはできません。',
  'syntax.commaOrBracketExpected': 'コンマまたは閉じ角かっこが必要です',
  'syntax.commaOrBraceExpected': 'コンマまたは閉じ中かっこが必要です',
  'syntax.valueExpected': '値が必要です',
  'syntax.propertyExpected': 'プロパティが必要です',
  'syntax.trailingComma': '末尾のコンマ',
  'syntax.commaExpected': 'コンマが必要です',
  'syntax.keysDoubleQuoted': 'プロパティ キーは二重引用符で囲む必要があります',
  'syntax.colonExpected': 'コロンが必要です',
  'syntax.jsonValueExpected': 'JSON のオブジェクト、配列、またはリテラルが必要です。',
  'syntax.endOfFileExpected': 'ファイルの終わりが必要です。',
  'syntax.unparsable': 'ドキュメントを解析できませんでした。',
  'syntax.duplicateKey': 'オブジェクト キー {key} が重複しています。',
  'syntax.tooDeep': '{limit} レベルを超える入れ子はサポートされていません。',
  'syntax.tooManyProblems': '最初の {limit} 件の問題のみを報告します。',
  'syntax.tooManyItems':
    '{limit} 個を超える項目を持つコンテナーはサポートされていません。残りはチェックされません。',
  'syntax.tooManyProperties':
    '{limit} 個を超えるプロパティを持つコンテナーはサポートされていません。残りはチェックされません。',

  'load.subjectSchema': 'スキーマ {name}',
  'load.subjectReference': 'スキーマ {schema} が参照する {reference}',
  'load.subjectCatalog': 'カタログ {name}',
  'load.untrusted':
    '{subject} はダウンロードされません: {domain} は信頼されたドメインではありません ({trust})。',
  'load.untrustedRedirect':
    '{subject} はダウンロードされません ({target} にリダイレクトします): {domain} は信頼されたドメインではありません ({trust})。',
  'load.untrustedMirror':
    '{subject} は SchemaStore ミラー ({mirror}) からダウンロードされません: {domain} は信頼されたドメインではありません ({trust})。',
  'load.restricted':
    'ワークスペースが制限モードの間、{subject} はダウンロードされません。このスキーマで検証するには、ワークスペースを信頼してください。',
  'load.disabled':
    '{subject} はダウンロードされません: スキーマのダウンロードは無効になっています ("jsonObjectValidator.schemaDownload.enable")。',
  'load.failedRetrying':
    '{subject} はまだダウンロードできていません ({reason})。届きしだいドキュメントを検証します。',
  'load.failedNoCopy':
    '{subject} をダウンロードできませんでした ({reason})。使用できるキャッシュのコピーもありません。',
  'load.cannotUse': '{subject} は使用できません: {reason}。',
  'load.sentences': '{first}{second}',
  'load.referenceNotChecked': 'その参照先のルールはチェックされません。',
  'load.documentNotValidated': 'ドキュメントは検証されません。',
  'load.trustCli': '設定の {setting}、または --trust-domain {domain}',
  'load.reason.notFound': 'ファイルが存在しません',
  'load.reason.folder': 'フォルダーです',
  'load.reason.permission': 'アクセスが拒否されました',
  'load.reason.notLoaded': '読み込めませんでした',
  'load.reason.notRead': '読み取れませんでした',
  'load.reason.notDownloaded': 'ダウンロードできませんでした',
  'load.reason.notJson': '有効な JSON ではありません ({message})',
  'load.reason.notJsonAt': '有効な JSON ではありません ({line} 行目、{column} 列目: {message})',
  'load.reason.compileFailed': 'コンパイルに失敗しました ({error})',
  'load.reason.scheme': '{uri} の URI スキームはサポートされていません',
  'load.reason.tooLarge': '{limit} を超えています',
  'load.reason.editorOnly': 'VS Code 自身のスキーマは VS Code だけが提供できます',
  'load.reason.editorDidNotServe': 'エディターが提供しませんでした',
  'load.reason.downloadFailed': 'ダウンロードできませんでした ({reason})',
  'load.reason.downloadFailedMirror': 'ミラー {mirror} からダウンロードできませんでした ({reason})',
  'load.reason.untrusted': '{domain} は信頼されたドメインではないため、ダウンロードされません ({setting})',
  'load.reason.restricted':
    'ワークスペースが制限モードの間は何もダウンロードされません (許可するにはワークスペースを信頼してください)',
  'load.reason.disabled':
    'スキーマのダウンロードは無効になっています ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'ダウンロードされません',
  'load.cachedCopy':
    '{url} をダウンロードできませんでした ({reason})。{date} にキャッシュされたコピーを使用します。',
  'load.cachedCopyMirror':
    '{url} をミラー {mirror} からダウンロードできませんでした ({reason})。{date} にキャッシュされたコピーを使用します。',

  'association.schemaProperty': 'ドキュメントの "$schema" プロパティで指定されています。',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) で、このファイルにはスキーマがないと指定されています ("{pattern}")。',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) で、このファイルにインライン スキーマ #{number} が選択されています ("{pattern}")。',
  'association.inline':
    '"jsonObjectValidator.schemas" ({where}) のインライン スキーマ #{number} が "{pattern}" でこのファイルに一致します。',
  'association.chosenUrl':
    '"jsonObjectValidator.schemas" ({where}) で、このファイルに {url} が選択されています ("{pattern}")。',
  'association.url':
    '"jsonObjectValidator.schemas" ({where}) で "{pattern}" が {url} に割り当てられています。',
  'association.jsonSchemasInline':
    '"json.schemas" ({where}) のインライン スキーマ #{number} が "{pattern}" でこのファイルに一致します。',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) で "{pattern}" が {url} に割り当てられています。',
  'association.extension':
    '{extension} の "jsonValidation" コントリビューションで "{pattern}" がこのスキーマに割り当てられています。',
  'association.catalog': 'SchemaStore カタログで "{pattern}" が "{name}" ({url}) に割り当てられています。',
  'association.option': '--schema で指定されています。',
  'association.settings': '設定',
  'association.folderSettings': 'ワークスペース フォルダーの設定',
  'association.userSettings': 'ユーザー設定',
  'association.workspaceSettings': 'ワークスペースの設定',
  'association.vscode': 'VS Code 自体',
  'association.theExtension': '拡張機能 {id}',
  'association.anExtension': 'インストール済みの拡張機能',
  'association.noSchemaFor': 'このファイルにはスキーマがありません: {reason}',
  'association.isSchema': 'このドキュメントはスキーマです。スキーマ ファイルのチェックでチェックされます。',
  'association.none':
    '適用されるスキーマはありません。ドキュメントに "$schema" がなく、一致する設定、拡張機能のコントリビューション、SchemaStore カタログのエントリもありません。',

  'worker.lost':
    'このドキュメントは検証されていません: {reason}。もう一度試すには、閉じてから開き直してください。',
  'worker.outOfSync':
    'このドキュメントは検証されていません: エディターから送られた変更をサーバーが適用できなかった ({reason}) ため、サーバーはテキストを把握していません。もう一度検証するには、閉じてから開き直してください (またはテキスト全体を置き換えてください)。',
  'worker.stoppedReading':
    '大きなドキュメントを検証するスレッドが、読み取り中に {count} 回停止しました ({reason})',
  'worker.stoppedOften':
    '大きなドキュメントを検証するスレッドが、1 分以内に {count} 回停止しました ({reason})',
  'worker.hiddenProblems': 'ほかに {count} 件の問題は表示されません (1 ドキュメントあたり最大 {max} 件)。',
  'settings.globList':
    '"{setting}" は glob のリストである必要があります。{value} は [{value}] として使用されます。',
  'settings.globListNot': '"{setting}" は {value} ではなく、glob のリストである必要があります。',
  'settings.notGlobString': '"{setting}" の {value} は glob 文字列ではないため、無視されます。',
  'settings.globIgnored': '"{setting}" の glob {value} は無視されます: {reason}。',
  'settings.schemasList':
    '"jsonObjectValidator.schemas" は {value} ではなく、エントリのリストである必要があります。',
  'settings.entryObject':
    '"{name}" は "fileMatch" と "url" または "schema" を持つオブジェクトである必要があります。無視されます。',
  'settings.entryUrl': '"{name}.url" は {value} ではなく、パスまたは URI の文字列である必要があります。',
  'settings.entrySchema':
    '"{name}.schema" は {value} ではなく、JSON Schema のオブジェクトまたはブール値である必要があります。',
  'settings.noFileMatch': '"{name}" に "fileMatch" がありません。無視されます。',
  'settings.noUsableFileMatch': '"{name}" に使用できる "fileMatch" パターンがありません。無視されます。',
  'settings.entryFlag': '"{name}.{flag}" は {value} ではなく、true または false である必要があります。',
  'settings.entryEmpty':
    '"{name}" には "url" も "schema" も ("noSchema": true も) ありません。無視されます。',
  'settings.severityObject':
    '"jsonObjectValidator.severity" は {value} ではなく、キーワード: 重大度 のオブジェクトである必要があります。',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" は {value} です: "{alias}" として読み取ります ({allowed} のいずれかを使用してください)。',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" の {value} は重大度ではありません ({allowed} のいずれかを使用してください)。既定値が適用されます。',
  'settings.number':
    '"{setting}" は {value} ではなく、0 以上の数値である必要があります。既定値 {fallback} が適用されます。',
  'settings.boolean':
    '"{setting}" は {value} ではなく、true または false である必要があります。既定値 {fallback} が適用されます。',
  'settings.trustedObject':
    '"{setting}" は {value} ではなく、"https://domain/": true のエントリのオブジェクトである必要があります。既定値が適用されます。',
  'settings.trustedValue': '"{setting}" の {domain}: {value} の値は true または false である必要があります。',
  'settings.httpUrl':
    '"{setting}" は {value} ではなく、http(s) URL である必要があります。既定値が適用されます。',
  'settings.httpOrFileUrl':
    '"{setting}" は {value} ではなく、http(s) またはファイルの URL である必要があります。既定値が適用されます。',
  'settings.object': '"{setting}" は {value} ではなく、オブジェクトである必要があります。',
  'settings.string': '"{setting}.{key}" は {value} ではなく、文字列である必要があります。',
  'settings.section': '"jsonObjectValidator" の設定は {value} ではなく、オブジェクトである必要があります。',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" の {value} は "auto"、"always"、"off" のいずれでもありません。"auto" が適用されます。',
  'settings.problems': '{count} 個の設定を記述どおりに使用できませんでした (ログを参照): {first}',

  'sort.alreadySorted': 'すでにスキーマの順序です。',
  'sort.tooLarge': '{limit} 以上のドキュメントは並べ替えられません (このドキュメントは {size})。',
  'sort.syntaxErrors':
    'ドキュメントに構文エラーがあるため、並べ替えませんでした。先に修正してください ({line} 行目: {message})。',
  'sort.noObject': 'ドキュメントに並べ替えるオブジェクトがありません。',
  'sort.noSchemaForDocument': 'このドキュメントに適用されるスキーマはありません。',
  'sort.notInObject': 'カーソルがオブジェクト内にありません。',
  'sort.noSchemaForObject': 'カーソル位置のオブジェクトに適用されるスキーマはありません。',
  'command.notValidatedNow': 'ドキュメントは現在検証されていないため (診断を参照)、並べ替えませんでした。',
  'command.closed': 'ドキュメントは閉じられました。',
  'command.changed': '並べ替え中にドキュメントが変更されました。コマンドをもう一度実行してください。',
  'command.schemaNotLoaded': 'このドキュメントのスキーマを読み込めなかったため、並べ替えませんでした。',
  'command.noSchema':
    'このドキュメントに適用されるスキーマがないため、並べ替えの基準となる順序がありません。',
  'command.notApplied': 'エディターは並べ替えを適用しませんでした。',
  'command.notAppliedBecause': 'エディターは並べ替えを適用しませんでした: {reason}。',
  'command.sorted': 'プロパティをスキーマの順序に並べ替えました。',

  'lens.unused': 'このスキーマを使用している既知のファイルはありません · ワークスペースの検証',
  'lens.compliant': { other: '{shown} 個のファイルで使用 · すべて準拠' },
  'lens.notCompliant': { other: '{shown} 個のファイルで使用 · {notCompliant} 個が非準拠' },
  'lens.pick': '{file}: {title}。開くファイルを選択してください:',
  'lens.pickFirst': '{file}: {title}。最初の {offered} 個を表示しています。開くファイルを選択してください:',
  'lens.fileProblems': { other: '{label} ({count} 件の問題)' },

  'cli.usageHint': '使い方は "json-object-validator --help" を実行してください。',
  'cli.noFilesMatch': '"{pattern}" に一致するファイルはありません。',
  'cli.noDocuments': '検証するドキュメントがありません。',
  'cli.noneValidated': 'ドキュメントは検証されませんでした。',
  'cli.schemaInvalid': 'スキーマ {name} が無効です。ドキュメントは検証されませんでした。',
  'cli.cannotRead': '{file} を読み取れません: {reason}。',
  'cli.cannotReadFile': 'ファイルを読み取れません: {reason}。',
  'cli.cannotReadSchema': 'スキーマ {name} を読み取れません: {reason}。',
  'cli.cannotLoadReference': '参照先のスキーマ {uri} を読み込めません。{reason}',
  'cli.syntaxErrors': '{name} に構文エラーがあります。',
  'cli.onlyFilesAndUrls': '読み込めるのはファイルと http(s) URL のみです。',
  'cli.schemaScheme': 'スキーマ {target} を読み込めません: 読み込めるのはファイルと http(s) URL のみです。',
  'cli.progress': '{done}/{total} 個のファイルを検証しています...',
  'cli.internalError': '検証中の内部エラー: {reason}。',
  'cli.noSchema':
    '検証に使用するスキーマがありません: スキーマ ファイルを指定する "$schema" プロパティを追加するか、--schema FILE を指定してください。',
  'cli.schemaNotString': '"$schema" はスキーマ ファイルを指定する文字列である必要があります。',
  'cli.schemaHasErrors': {
    other: '未検証: スキーマ {name} に {count} 件のエラーがあります。先に修正してください。',
  },
  'cli.schemaHasErrorsBecause': '未検証: スキーマ {name} にエラーがあります。先に修正してください。{reason}',
  'cli.invalidGlob': '無効な glob {glob}: {reason}。',
  'cli.changedSince': {
    other:
      '{count} 個中 {changed} 個のドキュメントが {ref} 以降に変更されたか、変更されたものを使用しています。',
  },
  'cli.gitNotRun': 'git を実行できませんでした: {reason}',
  'cli.needsGit': '--changed-since には git リポジトリが必要です: {reason}',
  'cli.notACommit':
    '--changed-since: "{ref}" はこのリポジトリのコミット、ブランチ、タグのいずれでもありません。',
  'cli.catalogNotJson': 'カタログ {name} は有効な JSON ではありません。',
  'cli.catalogNotJsonAt': 'カタログ {name} は有効な JSON ではありません ({line} 行目: {message})。',
  'cli.catalogNoEntry':
    'カタログ {name} に使用できるエントリがありません: SchemaStore の形式 { "schemas": [{ "name", "fileMatch", "url" }] } が必要です。',
  'cli.cannotReadCatalog': 'カタログ {name} を読み取れません: {reason}。',
  'cli.cannotReadSettings': '設定ファイル {name} を読み取れません: {reason}。',
  'cli.shippedOne': '{url}: {reason}。CLI に同梱されたコピーを使用します (SchemaStore、{date})。',
  'cli.shippedMany':
    '{count} 個の SchemaStore スキーマは CLI に同梱されたコピー (SchemaStore、{date}) を使用しました。最初のもの ({url}) の理由: {reason}。',
  'cli.merge.notJunit': '{name} は XML ですが、JUnit レポートではありません (<testsuites> がありません)。',
  'cli.merge.unknown': '{name} は JSON でも JUnit XML でもありません。',
  'cli.merge.notReport':
    '{name} は JSON ですが、SARIF ログでも json-object-validator のレポートでもありません。',
  'cli.merge.formats': 'レポートの形式が異なります ({formats}): merge で結合できるのは 1 つの形式だけです。',
  'cli.merge.noRun': 'SARIF レポートに実行がありません。',
  'cli.encoding.utf16':
    'このファイルは UTF-8 ではなく {encoding} (バイト オーダー マーク付き) です。デコード後に検証しましたが、JSON は UTF-8 でやり取りされるため (RFC 8259)、ほかのツールでは読めない可能性があります。UTF-8 で保存してください。',
  'cli.encoding.badBom':
    'このファイルは {encoding} のバイト オーダー マークで始まっていますが、有効な {encoding} ではありません。UTF-8 で保存してください。',
  'cli.encoding.notUtf8':
    'ファイルが有効な UTF-8 ではありません: バイト オフセット {offset} のバイト {byte} は有効な UTF-8 文字の先頭ではありません。JSON テキストは UTF-8 である必要があります (RFC 8259)。ファイルを UTF-8 で保存してください。',
  'jsonLines.notUtf8':
    'この行は有効な UTF-8 ではありません: バイト {byte} は有効な UTF-8 文字の先頭ではありません。JSON テキストは UTF-8 である必要があります (RFC 8259)。',
  'cli.schemaFragment':
    '"$schema" はスキーマ ドキュメント全体を指定する必要があります。"{fragment}" はドキュメント内部を指しています。',
  'cli.schemaBadUrl': '"$schema" の URL "{value}" が無効です。',
  'cli.schemaBadFileUri': 'ファイル URI "{value}" が無効です: {reason}。',
  'cli.schemaBadScheme':
    'スキーマ "{value}" の URI スキームはサポートされていません: 相対パス、file: または http(s): の URI、または --schema FILE を使用してください。',
  'cli.schemaEmpty': '"$schema" が空です: スキーマ ファイルを指定してください。',
  'cli.reason.noSuchFile': 'ファイルがありません',
  'cli.reason.fileNotFound': 'ファイルが見つかりません',
  'cli.reason.directory': 'ディレクトリです',
  'cli.reason.notAFile': 'ファイルではなくディレクトリです',
};
