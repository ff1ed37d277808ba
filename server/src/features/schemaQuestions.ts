/**
 * The questions about a document's schema that the status item and the picker ask
 * (`jsonObjectValidator/schemaFor`, `jsonObjectValidator/schemaChoices`), answered once the settings
 * are read, over the parts the server wired.
 */
import type { Configuration } from '../../../host/src/configuration';
import type { Environment } from '../../../host/src/environment';
import type { SchemaStore } from '../../../host/src/schemaStore';
import type {
  SchemaChoicesParams,
  SchemaChoicesResult,
  SchemaForParams,
  SchemaForResult,
  ValidatorSettings,
} from '../../../shared/src/protocol';
import type { DocumentStore } from '../documents/documentStore';
import type { DocumentValidator } from '../documents/validation';
import type { SchemaFileIndex } from '../schemas/schemaFiles';
import type { LargeDocuments } from '../worker/largeDocuments';
import { schemaChoices } from './schemaChoices';
import { answerSchemaFor } from './schemaFor';

export interface SchemaQuestionsHost {
  documents: DocumentStore;
  large: LargeDocuments;
  environment: Environment;
  config: Configuration;
  schemaFiles: SchemaFileIndex;
  store(): SchemaStore;
  validator(): DocumentValidator;
  ready(): Promise<void>;
  settingsFor(uri: string): ValidatorSettings;
  isExcluded(uri: string): boolean;
  isSchemaTarget(uri: string): boolean;
}

/** Answers the schema questions of the status item, "Show Schema" and "Select Schema". */
export class SchemaQuestions {
  constructor(private readonly host: SchemaQuestionsHost) {}

  /** `jsonObjectValidator/schemaFor`: which schema applies to a document, and why. */
  async schemaFor(params: SchemaForParams): Promise<SchemaForResult> {
    const host = this.host;
    await host.ready();
    return answerSchemaFor(
      {
        ...{ documents: host.documents, large: host.large, environment: host.environment },
        validator: host.validator(),
        store: host.store(),
        settingsFor: (uri) => host.settingsFor(uri),
        isExcluded: (uri) => host.isExcluded(uri),
        isSchemaTarget: (uri) => host.isSchemaTarget(uri),
        builtInValidation: () => host.config.builtInValidation,
      },
      params,
    );
  }

  /** `jsonObjectValidator/schemaChoices`: what "Select Schema for This File" offers. */
  async schemaChoices(params: SchemaChoicesParams): Promise<SchemaChoicesResult> {
    const host = this.host;
    await host.ready();
    return schemaChoices(
      {
        context: (uri) => host.config.associationContext(uri, undefined),
        schemaFiles: () => host.schemaFiles.listWithTitles(),
        titleOf: (uri) => host.store().peek(uri)?.title,
      },
      params.uri,
    );
  }
}
