/**
 * The schema store, the locator of rules in schema files and the document validator over them: made
 * together because each needs the others, and made again together when `initialize` names the
 * client's storage folder (the download cache moves there). Readers hold this object, never one of the
 * three, so they always use the current ones.
 */
import type { Configuration } from '../../../host/src/configuration';
import type { Environment } from '../../../host/src/environment';
import { languageOfFile } from '../../../host/src/languages';
import { SchemaStore } from '../../../host/src/schemaStore';
import { normalizeUri } from '../../../host/src/uris';
import type { ValidatorSettings } from '../../../shared/src/protocol';
import type { ClientPort } from '../transport/clientPort';
import { DocumentValidator } from '../documents/validation';
import type { DocumentWorker } from '../worker/documentWorker';
import { SchemaLocator } from './schemaLocations';

/** What the three need of the server. */
export interface SchemaServicesHost {
  readonly client: ClientPort;
  readonly environment: Environment;
  readonly config: Configuration;
  settingsFor(uri: string): ValidatorSettings;
  /** The document worker, which compiles large schemas, once it runs. */
  schemaWorker(): DocumentWorker | undefined;
  /** Validates these open documents again (a schema arrived on a later try). */
  revalidate(keys: readonly string[], delay: number): void;
  /** The shipped SchemaStore schemas' folder (the last resort offline), if any. */
  readonly shippedFolder?: string;
}

export class SchemaServices {
  store!: SchemaStore;
  locator!: SchemaLocator;
  validator!: DocumentValidator;

  constructor(
    private readonly host: SchemaServicesHost,
    cacheFolder: string | undefined,
  ) {
    this.use(cacheFolder);
  }

  /** Makes the three anew with the download cache in `cacheFolder`. */
  use(cacheFolder: string | undefined): void {
    const { client } = this.host;
    const content = client.schemaContent?.bind(client);
    const store = new SchemaStore({
      environment: this.host.environment,
      cacheFolder,
      log: (m) => client.log(m),
      ...(content ? { editorContent: content } : {}),
      compiler: () => this.host.schemaWorker(),
      ...(this.host.shippedFolder ? { shippedFolder: this.host.shippedFolder } : {}),
    });
    // A schema that could not be downloaded arrived on a later try: validate its documents now.
    store.onRetried = (documents) => this.host.revalidate(documents, 0);
    store.onForgotten = (uris) => this.locator.forget(uris);
    this.store = store;
    this.locator = new SchemaLocator(store);
    const { config } = this.host;
    this.validator = new DocumentValidator({
      store,
      locator: this.locator,
      associationsOf: (uri, schemaProperty) => config.associationsOf(uri, schemaProperty),
      settingsFor: (uri) => this.host.settingsFor(uri),
      isSchemaTarget: (uri) => this.isSchemaTarget(uri),
      languageOf: (uri) => languageOfFile(uri, config.jsoncPatterns),
      // Created after the store and the validator (it needs the documents): read when used.
      schemaWorker: () => this.host.schemaWorker(),
    });
  }

  /** Whether a document is a schema of other documents (then it gets the schema-file checks). */
  isSchemaTarget(uri: string): boolean {
    return this.store.documentsUsing(normalizeUri(uri)).length > 0 || this.host.config.namesAsSchema(uri);
  }
}
