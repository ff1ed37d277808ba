/**
 * The status bar item for the active JSON editor: the name of the schema in use (or "no schema"),
 * a tooltip that says why (the association the server chose, and every other source that matches),
 * and a click that opens "Select Schema for This File".
 */
import * as vscode from 'vscode';
import { SchemaForRequest, SETTINGS_SECTION } from '../../shared/src/protocol';
import type { SchemaForParams, SchemaForResult } from '../../shared/src/protocol';
import { describeSchema } from './describe';
import type { ValidatorClient } from './languageClient';
import { t } from './l10n';

/** What the item shows; also what the extension's API reports to tests. */
export interface SchemaStatusState {
  visible: boolean;
  text: string;
  tooltip: string;
  /** The document the state is about. */
  documentUri?: string;
  schemaUri?: string;
}

const REFRESH_DELAY_MS = 300;
const LATE_REFRESH_MS = 1500;

/** Keeps the item in step with the active editor, its text, the settings and server restarts. */
export class SchemaStatus implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem(
    'jsonObjectValidator.schema',
    vscode.StatusBarAlignment.Right,
    100,
  );
  private readonly changed = new vscode.EventEmitter<SchemaStatusState>();
  private readonly disposables: vscode.Disposable[] = [];
  private state: SchemaStatusState = { visible: false, text: '', tooltip: '' };
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lateTimer: ReturnType<typeof setTimeout> | undefined;

  /** Fires after each update of the item (tests wait on it instead of sleeping). */
  readonly onDidChange = this.changed.event;

  constructor(private readonly validator: ValidatorClient) {
    this.item.name = 'JSON Object Validator: Schema';
    this.item.command = 'jsonObjectValidator.selectSchema';
    this.disposables.push(
      this.item,
      this.changed,
      vscode.window.onDidChangeActiveTextEditor(() => this.schedule(0)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document === vscode.window.activeTextEditor?.document) this.schedule(REFRESH_DELAY_MS);
      }),
      vscode.workspace.onDidSaveTextDocument(() => this.schedule(REFRESH_DELAY_MS)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration(SETTINGS_SECTION)) return;
        this.schedule(REFRESH_DELAY_MS);
        // The server pulls the new settings on its own schedule and says nothing when it is done;
        // ask once more after it has surely applied them.
        this.scheduleLate();
      }),
      // New diagnostics for the active document mean the server validated it again, possibly
      // against another schema (a settings change, a restart, an edited "$schema").
      vscode.languages.onDidChangeDiagnostics((e) => {
        const active = vscode.window.activeTextEditor?.document.uri.toString();
        if (active && e.uris.some((u) => u.toString() === active)) this.schedule(REFRESH_DELAY_MS);
      }),
      validator.onDidStart(() => {
        this.schedule(0);
        this.scheduleLate();
      }),
    );
    this.schedule(0);
  }

  /** The current state of the item. */
  get current(): SchemaStatusState {
    return this.state;
  }

  /** Asks the server again now and resolves with the new state. */
  async refresh(): Promise<SchemaStatusState> {
    const generation = ++this.generation;
    const document = vscode.window.activeTextEditor?.document;
    if (!document || !this.validator.handles(document)) {
      this.apply({ visible: false, text: '', tooltip: '' }, generation);
      return this.state;
    }
    let next: SchemaStatusState;
    try {
      const client = await this.validator.ready();
      const params: SchemaForParams = { uri: document.uri.toString() };
      const result = await client.sendRequest<SchemaForResult>(SchemaForRequest.method, params);
      next = {
        visible: true,
        ...describeSchema(result),
        documentUri: params.uri,
        schemaUri: result.schemaUri,
      };
    } catch (error) {
      next = {
        visible: true,
        text: `$(warning) ${t('schema unknown')}`,
        tooltip: t('The server could not say which schema applies: {0}', String(error)),
        documentUri: document.uri.toString(),
      };
    }
    this.apply(next, generation);
    return this.state;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.lateTimer) clearTimeout(this.lateTimer);
    for (const d of this.disposables) d.dispose();
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.refresh();
    }, delay);
  }

  private scheduleLate(): void {
    if (this.lateTimer) clearTimeout(this.lateTimer);
    this.lateTimer = setTimeout(() => {
      this.lateTimer = undefined;
      this.schedule(0);
    }, LATE_REFRESH_MS);
  }

  /** Applies a state unless a newer refresh started meanwhile (answers can arrive out of order). */
  private apply(state: SchemaStatusState, generation: number): void {
    if (generation !== this.generation) return;
    this.state = state;
    if (state.visible) {
      this.item.text = state.text;
      this.item.tooltip = state.tooltip;
      this.item.show();
    } else {
      this.item.hide();
    }
    this.changed.fire(state);
  }
}
