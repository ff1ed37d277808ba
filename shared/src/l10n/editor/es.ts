/** Spanish: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorEs: Catalog = {
  'syntax.unexpectedEndOfComment': 'Fin de comentario inesperado.',
  'syntax.unexpectedEndOfString': 'Fin de cadena inesperado.',
  'syntax.unexpectedEndOfNumber': 'Fin de número inesperado.',
  'syntax.invalidUnicode': 'Secuencia Unicode no válida en la cadena.',
  'syntax.invalidEscapeCharacter': 'Carácter de escape no válido en la cadena.',
  'syntax.invalidCharacter': 'Caracteres no válidos en la cadena. Los caracteres de control deben escaparse.',
  'syntax.commentNotPermitted': 'No se permiten comentarios en JSON.',
  'syntax.leadingZero': 'Los números no deben tener ceros a la izquierda.',
  'syntax.commaOrBracketExpected': 'Se esperaba una coma o un corchete de cierre',
  'syntax.commaOrBraceExpected': 'Se esperaba una coma o una llave de cierre',
  'syntax.valueExpected': 'Se esperaba un valor',
  'syntax.propertyExpected': 'Se esperaba una propiedad',
  'syntax.trailingComma': 'Coma final',
  'syntax.commaExpected': 'Se esperaba una coma',
  'syntax.keysDoubleQuoted': 'Las claves de propiedad deben ir entre comillas dobles',
  'syntax.colonExpected': 'Se esperaban dos puntos',
  'syntax.jsonValueExpected': 'Se esperaba un objeto, una matriz o un literal JSON.',
  'syntax.endOfFileExpected': 'Se esperaba el final del archivo.',
  'syntax.unparsable': 'No se pudo analizar el documento.',
  'syntax.duplicateKey': 'Clave de objeto duplicada {key}.',
  'syntax.tooDeep': 'No se admite un anidamiento de más de {limit} niveles.',
  'syntax.tooManyProblems': 'Solo se notifican los primeros {limit} problemas.',
  'syntax.tooManyItems':
    'No se admiten contenedores de más de {limit} elementos: el resto de este no se comprueba.',
  'syntax.tooManyProperties':
    'No se admiten contenedores de más de {limit} propiedades: el resto de este no se comprueba.',

  'load.subjectSchema': 'El esquema {name}',
  'load.subjectReference': '{reference}, al que hace referencia el esquema {schema},',
  'load.subjectCatalog': 'El catálogo {name}',
  'load.untrusted': '{subject} no se descarga: {domain} no es un dominio de confianza ({trust}).',
  'load.untrustedRedirect':
    '{subject} no se descarga (redirige a {target}): {domain} no es un dominio de confianza ({trust}).',
  'load.untrustedMirror':
    '{subject} no se descarga desde el espejo de SchemaStore ({mirror}): {domain} no es un dominio de confianza ({trust}).',
  'load.restricted':
    '{subject} no se descarga mientras el área de trabajo esté en modo restringido; confíe en el área de trabajo para validar con él.',
  'load.disabled':
    '{subject} no se descarga: la descarga de esquemas está deshabilitada ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    '{subject} aún no se pudo descargar ({reason}); el documento se valida en cuanto llegue.',
  'load.failedNoCopy': '{subject} no se pudo descargar ({reason}) y no hay ninguna copia en caché que usar.',
  'load.cannotUse': '{subject} no se puede usar: {reason}.',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'Las reglas detrás de esa referencia no se comprueban.',
  'load.documentNotValidated': 'El documento no se valida.',
  'load.trustCli': '{setting} en la configuración, o --trust-domain {domain}',
  'load.reason.notFound': 'el archivo no existe',
  'load.reason.folder': 'es una carpeta',
  'load.reason.permission': 'permiso denegado',
  'load.reason.notLoaded': 'no se pudo cargar',
  'load.reason.notRead': 'no se pudo leer',
  'load.reason.notDownloaded': 'no se pudo descargar',
  'load.reason.notJson': 'no es JSON válido ({message})',
  'load.reason.notJsonAt': 'no es JSON válido ({message} en la línea {line}, columna {column})',
  'load.reason.compileFailed': 'no se pudo compilar ({error})',
  'load.reason.scheme': 'no se admite el esquema de URI de {uri}',
  'load.reason.tooLarge': 'supera {limit}',
  'load.reason.editorOnly': 'solo VS Code puede proporcionar sus propios esquemas',
  'load.reason.editorDidNotServe': 'el editor no lo proporcionó',
  'load.reason.downloadFailed': 'no se pudo descargar ({reason})',
  'load.reason.downloadFailedMirror': 'no se pudo descargar desde el espejo {mirror} ({reason})',
  'load.reason.untrusted': 'no se descarga porque {domain} no es un dominio de confianza ({setting})',
  'load.reason.restricted':
    'no se descarga nada mientras el área de trabajo esté en modo restringido (confíe en el área de trabajo para permitirlo)',
  'load.reason.disabled':
    'la descarga de esquemas está deshabilitada ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'no se descarga',
  'load.cachedCopy': 'No se pudo descargar {url} ({reason}); se usa la copia almacenada en caché el {date}.',
  'load.cachedCopyMirror':
    'No se pudo descargar {url} desde el espejo {mirror} ({reason}); se usa la copia almacenada en caché el {date}.',

  'association.schemaProperty': 'La propiedad "$schema" del documento lo indica.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) indica que el archivo no tiene esquema ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) eligió el esquema insertado n.º {number} para el archivo ("{pattern}").',
  'association.inline':
    'El esquema insertado n.º {number} de "jsonObjectValidator.schemas" ({where}) coincide con el archivo mediante "{pattern}".',
  'association.chosenUrl':
    '"jsonObjectValidator.schemas" ({where}) eligió {url} para el archivo ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) asigna "{pattern}" a {url}.',
  'association.jsonSchemasInline':
    'El esquema insertado n.º {number} de "json.schemas" ({where}) coincide con el archivo mediante "{pattern}".',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) asigna "{pattern}" a {url}.',
  'association.extension':
    'Una contribución "jsonValidation" de {extension} asigna "{pattern}" a este esquema.',
  'association.catalog': 'El catálogo de SchemaStore asigna "{pattern}" a "{name}" ({url}).',
  'association.option': 'Se indica con --schema.',
  'association.settings': 'configuración',
  'association.folderSettings': 'configuración de la carpeta del área de trabajo',
  'association.userSettings': 'configuración de usuario',
  'association.workspaceSettings': 'configuración del área de trabajo',
  'association.vscode': 'el propio VS Code',
  'association.theExtension': 'la extensión {id}',
  'association.anExtension': 'una extensión instalada',
  'association.noSchemaFor': 'No hay esquema para este archivo: {reason}',
  'association.isSchema':
    'Este documento es un esquema: se comprueba con las comprobaciones de archivos de esquema.',
  'association.none':
    'No se aplica ningún esquema: el documento no tiene "$schema", y ninguna configuración, contribución de extensión ni entrada del catálogo de SchemaStore coincide con él.',

  'worker.lost':
    'Este documento no se valida: {reason}. Ciérrelo y vuelva a abrirlo para intentarlo de nuevo.',
  'worker.outOfSync':
    'Este documento no se valida: el editor envió un cambio que el servidor no pudo aplicar ({reason}), por lo que el servidor ya no conoce su texto. Ciérrelo y vuelva a abrirlo (o reemplace todo su texto) para validarlo de nuevo.',
  'worker.stoppedReading':
    'el subproceso que valida los documentos grandes se detuvo {count} veces mientras lo leía ({reason})',
  'worker.stoppedOften':
    'el subproceso que valida los documentos grandes se detuvo {count} veces en un minuto ({reason})',
  'worker.hiddenProblems': 'No se muestran {count} problemas más (como máximo {max} por documento).',
  'settings.globList': '"{setting}" debe ser una lista de globs; {value} se usa como [{value}].',
  'settings.globListNot': '"{setting}" debe ser una lista de globs, no {value}.',
  'settings.notGlobString': '"{setting}" contiene {value}, que no es una cadena glob; se omite.',
  'settings.globIgnored': '"{setting}" contiene el glob {value}, que se omite: {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas" debe ser una lista de entradas, no {value}.',
  'settings.entryObject': '"{name}" debe ser un objeto con "fileMatch" y "url" o "schema"; se omite.',
  'settings.entryUrl': '"{name}.url" debe ser una cadena de ruta de acceso o URI, no {value}.',
  'settings.entrySchema': '"{name}.schema" debe ser un objeto JSON Schema o un booleano, no {value}.',
  'settings.noFileMatch': '"{name}" no tiene "fileMatch"; se omite.',
  'settings.noUsableFileMatch': '"{name}" no tiene ningún patrón "fileMatch" utilizable; se omite.',
  'settings.entryFlag': '"{name}.{flag}" debe ser true o false, no {value}.',
  'settings.entryEmpty': '"{name}" no tiene "url" ni "schema" (ni "noSchema": true); se omite.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" debe ser un objeto de palabra clave: gravedad, no {value}.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" es {value}: se lee como "{alias}" (use uno de {allowed}).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" es {value}, que no es una gravedad (use uno de {allowed}); se aplica el valor predeterminado.',
  'settings.number':
    '"{setting}" debe ser un número mayor o igual que 0, no {value}; se aplica el valor predeterminado {fallback}.',
  'settings.boolean':
    '"{setting}" debe ser true o false, no {value}; se aplica el valor predeterminado {fallback}.',
  'settings.trustedObject':
    '"{setting}" debe ser un objeto de entradas "https://domain/": true, no {value}; se aplican los valores predeterminados.',
  'settings.trustedValue': '"{setting}" contiene {domain}: {value}; el valor debe ser true o false.',
  'settings.httpUrl':
    '"{setting}" debe ser una dirección URL http(s), no {value}; se aplica el valor predeterminado.',
  'settings.httpOrFileUrl':
    '"{setting}" debe ser una dirección URL http(s) o de archivo, no {value}; se aplica el valor predeterminado.',
  'settings.object': '"{setting}" debe ser un objeto, no {value}.',
  'settings.string': '"{setting}.{key}" debe ser una cadena, no {value}.',
  'settings.section': 'La configuración "jsonObjectValidator" debe ser un objeto, no {value}.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" es {value}, que no es ninguno de "auto", "always", "off"; se aplica "auto".',
  'settings.problems':
    '{count} opciones de configuración no se pudieron usar tal como están escritas (consulte el registro): {first}',

  'sort.alreadySorted': 'Ya está en el orden del esquema.',
  'sort.tooLarge': 'Los documentos de {limit} o más no se ordenan (este tiene {size}).',
  'sort.syntaxErrors':
    'El documento tiene errores de sintaxis, por lo que no se ordenó nada: corríjalos primero (línea {line}: {message}).',
  'sort.noObject': 'El documento no contiene ningún objeto que ordenar.',
  'sort.noSchemaForDocument': 'No se aplica ningún esquema a este documento.',
  'sort.notInObject': 'El cursor no está dentro de un objeto.',
  'sort.noSchemaForObject': 'No se aplica ningún esquema al objeto del cursor.',
  'command.notValidatedNow':
    'El documento no se valida ahora (consulte sus diagnósticos), por lo que no se ordenó nada.',
  'command.closed': 'Se cerró el documento.',
  'command.changed': 'El documento cambió mientras se ordenaba: vuelva a ejecutar el comando.',
  'command.schemaNotLoaded': 'No se pudo cargar el esquema de este documento, por lo que no se ordenó nada.',
  'command.noSchema':
    'No se aplica ningún esquema a este documento, por lo que no hay un orden por el que ordenar.',
  'command.notApplied': 'El editor no aplicó la ordenación.',
  'command.notAppliedBecause': 'El editor no aplicó la ordenación: {reason}.',
  'command.sorted': 'Se ordenaron las propiedades en el orden del esquema.',

  'lens.unused': 'Ningún archivo conocido usa este esquema · Validar área de trabajo',
  'lens.compliant': {
    one: 'Usado por {shown} archivo · conforme',
    other: 'Usado por {shown} archivos · todos conformes',
  },
  'lens.notCompliant': {
    one: 'Usado por {shown} archivo · {notCompliant} no conforme',
    other: 'Usado por {shown} archivos · {notCompliant} no conformes',
  },
  'lens.pick': '{file}: {title}. Abra uno:',
  'lens.pickFirst': '{file}: {title}; se ofrecen los primeros {offered}. Abra uno:',
  'lens.fileProblems': { one: '{label} ({count} problema)', other: '{label} ({count} problemas)' },

  'cli.usageHint': 'Ejecute "json-object-validator --help" para ver el uso.',
  'cli.noFilesMatch': 'ningún archivo coincide con "{pattern}".',
  'cli.noDocuments': 'No hay documentos que validar.',
  'cli.noneValidated': 'No se validó ningún documento.',
  'cli.schemaInvalid': 'el esquema {name} no es válido; no se validó ningún documento.',
  'cli.cannotRead': 'No se puede leer {file}: {reason}.',
  'cli.cannotReadFile': 'No se puede leer el archivo: {reason}.',
  'cli.cannotReadSchema': 'No se puede leer el esquema {name}: {reason}.',
  'cli.cannotLoadReference': 'No se puede cargar el esquema referenciado {uri}. {reason}',
  'cli.syntaxErrors': '{name} tiene errores de sintaxis.',
  'cli.onlyFilesAndUrls': 'Solo se pueden cargar archivos y direcciones URL http(s).',
  'cli.schemaScheme':
    'No se puede cargar el esquema {target}: solo se pueden cargar archivos y direcciones URL http(s).',
  'cli.progress': 'Validando {done}/{total} archivos...',
  'cli.internalError': 'Error interno al validar: {reason}.',
  'cli.noSchema':
    'No hay ningún esquema con el que validar: agregue una propiedad "$schema" que indique el archivo de esquema, o pase --schema FILE.',
  'cli.schemaNotString': '"$schema" debe ser una cadena que indique el archivo de esquema.',
  'cli.schemaHasErrors': {
    one: 'No validado: el esquema {name} tiene {count} error; corríjalo primero.',
    other: 'No validado: el esquema {name} tiene {count} errores; corríjalos primero.',
  },
  'cli.schemaHasErrorsBecause': 'No validado: el esquema {name} tiene errores; corríjalos primero. {reason}',
  'cli.invalidGlob': 'Glob no válido {glob}: {reason}.',
  'cli.changedSince': {
    one: '{changed} de {count} documento cambió desde {ref} o usa lo que cambió.',
    other: '{changed} de {count} documentos cambiaron desde {ref} o usan lo que cambió.',
  },
  'cli.gitNotRun': 'no se pudo ejecutar git: {reason}',
  'cli.needsGit': '--changed-since necesita un repositorio git: {reason}',
  'cli.notACommit': '--changed-since: "{ref}" no es una confirmación, rama ni etiqueta de este repositorio.',
  'cli.catalogNotJson': 'El catálogo {name} no es JSON válido.',
  'cli.catalogNotJsonAt': 'El catálogo {name} no es JSON válido (línea {line}: {message}).',
  'cli.catalogNoEntry':
    'El catálogo {name} no tiene ninguna entrada utilizable: se esperaba el formato de SchemaStore, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': 'No se puede leer el catálogo {name}: {reason}.',
  'cli.cannotReadSettings': 'No se puede leer el archivo de configuración {name}: {reason}.',
  'cli.shippedOne': '{url}: {reason}; se usa la copia incluida con la CLI (SchemaStore, {date}).',
  'cli.shippedMany':
    '{count} esquemas de SchemaStore proceden de las copias incluidas con la CLI (SchemaStore, {date}), el primero ({url}) porque {reason}.',
  'cli.merge.notJunit': '{name} es XML pero no es un informe JUnit (no hay <testsuites>).',
  'cli.merge.unknown': '{name} no es JSON ni XML de JUnit.',
  'cli.merge.notReport':
    '{name} es JSON pero no es un registro SARIF ni un informe de json-object-validator.',
  'cli.merge.formats': 'Los informes tienen formatos distintos ({formats}): merge une un solo formato.',
  'cli.merge.noRun': 'Los informes SARIF no tienen ninguna ejecución.',
  'cli.encoding.utf16':
    'Este archivo es {encoding} (con marca de orden de bytes), no UTF-8: se validó tras descodificarlo, pero JSON se intercambia en UTF-8 (RFC 8259) y otras herramientas podrían no leerlo; guárdelo como UTF-8.',
  'cli.encoding.badBom':
    'Este archivo empieza con una marca de orden de bytes {encoding} pero no es {encoding} válido; guárdelo como UTF-8.',
  'cli.encoding.notUtf8':
    'El archivo no es UTF-8 válido: el byte {byte} en la posición {offset} no inicia un carácter UTF-8 válido. El texto JSON debe ser UTF-8 (RFC 8259): guarde el archivo como UTF-8.',
  'jsonLines.notUtf8':
    'Esta línea no es UTF-8 válido: el byte {byte} no inicia un carácter UTF-8 válido. El texto JSON debe ser UTF-8 (RFC 8259).',
  'cli.schemaFragment':
    '"$schema" debe indicar un documento de esquema completo; "{fragment}" apunta al interior de uno.',
  'cli.schemaBadUrl': 'Dirección URL no válida "{value}" en "$schema".',
  'cli.schemaBadFileUri': 'URI de archivo no válido "{value}": {reason}.',
  'cli.schemaBadScheme':
    'El esquema "{value}" tiene un esquema de URI no admitido: use una ruta de acceso relativa, un URI file: o http(s):, o --schema FILE.',
  'cli.schemaEmpty': '"$schema" está vacío: indique un archivo de esquema.',
  'cli.reason.noSuchFile': 'no existe el archivo',
  'cli.reason.fileNotFound': 'no se encontró el archivo',
  'cli.reason.directory': 'es un directorio',
  'cli.reason.notAFile': 'es un directorio, no un archivo',
};
