import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseDocument } from '../../../shared/src/index';
import {
  applyEdit,
  randomEdit,
  schemaFor,
  seeded,
  shapedDocument,
  SHAPES,
  type TextEdit,
} from '../../support/documents';
import { startInProcess, summary } from './inProcessServer';

const EDITS = Number(process.env.EDITING_RANDOM_EDITS ?? 250);

const files: Record<string, string> = {};
for (const shape of SHAPES) files[`/w/${shape}.schema.json`] = JSON.stringify(schemaFor(shape));
const { server, next } = startInProcess(files, {
  schemas: SHAPES.map((shape) => ({ fileMatch: [`${shape}*.json*`], url: `/w/${shape}.schema.json` })),
  validationDelay: 0,
});

void describe('an open document edited at random has the diagnostics of a fresh validation', () => {
  after(() => server.dispose());
  let freshCount = 0;

  /** Opens the text as a new document (parsed and validated from scratch), returns its diagnostics, closes it. */
  async function fresh(shape: string, extension: string, text: string): Promise<string[]> {
    const uri = `file:///w/${shape}-fresh-${freshCount++}.${extension}`;
    const languageId = extension === 'jsonc' ? 'jsonc' : 'json';
    const published = next(uri, 1);
    server.didOpen({ textDocument: { uri, languageId, version: 1, text } });
    const diagnostics = summary(await published);
    server.didClose({ textDocument: { uri } });
    return diagnostics;
  }

  for (const shape of SHAPES) {
    for (const extension of ['json', 'jsonc']) {
      void test(`${shape}.${extension}: ${EDITS} random edits (seeded), messages, ranges and severities`, async () => {
        const seed = 3000 + SHAPES.indexOf(shape) * 10 + (extension === 'jsonc' ? 1 : 0);
        const rand = seeded(seed);
        const uri = `file:///w/${shape}-edited.${extension}`;
        const original = shapedDocument(shape, 40, seed);
        let text = original;
        let doc = TextDocument.create(uri, extension, 1, text);
        const opened = next(uri, 1);
        server.didOpen({ textDocument: { uri, languageId: extension, version: 1, text } });
        assert.deepEqual(summary(await opened), await fresh(shape, extension, text));
        const undo: TextEdit[] = [];
        const history: TextEdit[] = [];
        let broken = 0;
        for (let i = 0; i < EDITS; i++) {
          // Sometimes several changes arrive before a validation runs, as when a person types fast.
          const batch = rand() < 0.2 ? 2 + Math.floor(rand() * 3) : 1;
          const version = doc.version + batch;
          const published = next(uri, version);
          for (let e = 0; e < batch; e++) {
            // Undo (back through every earlier edit) a little more often than a new edit comes, so that
            // the walk goes through broken and restored syntax instead of drifting into a document that
            // stays broken.
            let edit: TextEdit;
            let undone = false;
            if (undo.length > 0 && rand() < 0.58) {
              edit = undo.pop() as TextEdit;
              undone = true;
            } else if (rand() < 0.02 && text !== original) {
              edit = [0, text.length, original];
              undo.length = 0;
              undone = true;
            } else edit = randomEdit(rand, text);
            if (!undone) undo.push([edit[0], edit[0] + edit[2].length, text.slice(edit[0], edit[1])]);
            history.push(edit);
            const range = { start: doc.positionAt(edit[0]), end: doc.positionAt(edit[1]) };
            text = applyEdit(text, edit);
            doc = TextDocument.update(doc, [{ range, text: edit[2] }], doc.version + 1);
            server.didChange({
              textDocument: { uri, version: doc.version },
              contentChanges: [{ range, text: edit[2] }],
            });
          }
          const got = summary(await published);
          const expected = await fresh(shape, extension, text);
          if (parseDocument(text, { allowComments: true, allowTrailingCommas: true }).hasSyntaxErrors) {
            broken++;
          }
          assert.deepEqual(
            got,
            expected,
            `seed ${seed}, step ${i}: ${JSON.stringify(history.slice(-batch))}`,
          );
        }
        server.didClose({ textDocument: { uri } });
        // The walk must have gone through broken and restored syntax, not stayed on one side.
        assert.ok(
          broken > EDITS / 10 && broken < EDITS * 0.9,
          `${broken} of ${EDITS} states had syntax errors`,
        );
      });
    }
  }
});
