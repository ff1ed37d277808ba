// The UI scenario: what a person does, through the workbench itself (keyboard and mouse in Chromium),
// with screenshots along the way. Open a file with Ctrl+P, see the squiggle and its hover, Ctrl+.
// and apply "Add missing required property", run "Validate Workspace" from the command palette.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageServerPids, latestOutputChannel, workbenchUrl } from './codeServer.mjs';

const STEP_TIMEOUT_MS = 30_000;
const FILE = 'acme.json';
/** Screenshots worth showing in the README (copied to docs/ with --update-screenshots). */
const FOR_DOCS = [
  'one-source.png',
  'diagnostic-hover.png',
  'quick-fix.png',
  'validate-workspace.png',
  'completion.png',
  'schema-picker.png',
  'schema-lens.png',
];

/** Text of the editor's visible lines, with VS Code's non-breaking spaces made plain. */
async function editorText(page) {
  const text = await page.locator('.editor-instance .view-lines').first().innerText();
  return text.replace(/\u00a0/g, ' ');
}

/**
 * Runs the scenario in a new page; resolves with { passed, failed }. Each step is one check; the
 * first failing step ends the scenario (the later ones depend on it). Without devPath the
 * extension must be installed (from the .vsix); `smoke` stops after the squiggle and status bar, then
 * runs `smokeCheck` ({ name, run }) as one more step, if given, while the workbench is still open.
 */
export async function runUiScenario(
  browser,
  server,
  { folder, devPath, screenshotDir, docsDir, smoke = false, smokeCheck },
) {
  mkdirSync(screenshotDir, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1100, height: 640 } });
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const result = { passed: 0, failed: 0 };
  const shots = [];
  const shot = async (name) => {
    await page.screenshot({ path: join(screenshotDir, name) });
    shots.push(name);
  };
  const step = async (name, body) => {
    const started = Date.now();
    try {
      await body();
      result.passed++;
      console.log(`  ✔ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      result.failed++;
      console.log(`  ✖ ${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      await page
        .screenshot({ path: join(screenshotDir, `failed-${name.replace(/\W+/g, '-')}.png`) })
        .catch(() => {});
      throw error;
    }
  };

  try {
    await step('the workbench opens the fixture folder', async () => {
      await page.goto(workbenchUrl(server.url, { folder, devPath }));
      await page.locator('.monaco-workbench').waitFor();
      await page.locator('.explorer-folders-view').waitFor();
    });

    await step(`Ctrl+P opens ${FILE} and the squiggles appear`, async () => {
      // Quick Open needs the workbench to have keyboard focus.
      await page.locator('.explorer-folders-view').click();
      await page.keyboard.press('Control+P');
      await page.locator('.quick-input-widget input').fill(FILE);
      await page.locator('.quick-input-list .monaco-list-row').first().waitFor();
      await page.keyboard.press('Enter');
      await page.locator('.editor-instance .view-lines').waitFor();
      await page.locator('.squiggly-error').first().waitFor();
    });

    await step('the status bar names the schema', async () => {
      await page.locator('.statusbar-item', { hasText: 'Customer' }).first().waitFor();
      const title = await page.title();
      const development = title.includes('[Extension Development Host]');
      if (development !== Boolean(devPath)) throw new Error(`unexpected window title: ${title}`);
    });
    if (smoke) {
      if (smokeCheck) await step(smokeCheck.name, smokeCheck.run);
      return result;
    }

    await step("the Problems panel lists each problem once, beside VS Code's JSON support", async () => {
      await page.keyboard.press('Control+Shift+M');
      // Both problems of the file, from this extension, and no second copy from VS Code's validation.
      await page.waitForFunction(
        () => {
          const rows = [...document.querySelectorAll('.markers-panel .monaco-list-row')].map(
            (r) => r.textContent ?? '',
          );
          return (
            rows.some((r) => r.includes('billing_adress')) && rows.some((r) => r.includes('Missing required'))
          );
        },
        undefined,
        { timeout: STEP_TIMEOUT_MS },
      );
      const rows = await page.locator('.markers-panel .monaco-list-row').allInnerTexts();
      const problems = rows.filter((r) => /billing_adress|Missing required/.test(r));
      if (problems.length !== 2 || problems.some((r) => !r.includes('json-object-validator'))) {
        throw new Error(`expected each problem once, from json-object-validator: ${JSON.stringify(rows)}`);
      }
      await shot('one-source.png');
      // Back to the editor, panel closed, for the next steps.
      await page.keyboard.press('Control+J');
    });

    await step('hovering the misspelt property shows the message', async () => {
      const misspelt = page.locator('.view-line span', { hasText: '"billing_adress"' }).first();
      await misspelt.hover();
      const hover = page.locator('.monaco-hover', { hasText: 'billing_adress' });
      await hover.waitFor();
      // The hover lists the quick fixes once the server has answered.
      await hover
        .getByText(/^Quick Fix\.\.\./)
        .first()
        .waitFor();
      // The hover fades in; a picture taken at once shows it half-transparent over the text.
      await page.waitForTimeout(600);
      await shot('diagnostic-hover.png');
      await page.keyboard.press('Escape');
    });

    await step(
      'Ctrl+. on the missing property offers "Add missing required property \"email\"" and applies it',
      async () => {
        // The missing "email" is reported on the root object's opening brace (line 1, column 1).
        await page
          .locator('.view-line')
          .first()
          .click({ position: { x: 2, y: 5 } });
        await page.keyboard.press('Home');
        await page.keyboard.press('Control+.');
        const widget = page.locator('.action-widget');
        await widget.waitFor();
        const rows = widget.locator('.monaco-list-row.action');
        await rows.first().waitFor();
        const titles = await rows.allInnerTexts();
        const index = titles.findIndex((t) => /Add missing required property "email"/.test(t));
        if (index < 0)
          throw new Error(`no "Add missing required property \"email\"" in ${JSON.stringify(titles)}`);
        await shot('quick-fix.png');
        // The widget's pointer blocker swallows clicks: choose with the keyboard.
        const focused = await rows.evaluateAll((els) =>
          els.findIndex((e) => e.classList.contains('focused')),
        );
        const from = Math.max(0, focused);
        for (let i = from; i < index; i++) await page.keyboard.press('ArrowDown');
        for (let i = from; i > index; i--) await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          () => document.querySelector('.editor-instance .view-lines')?.textContent?.includes('"email"'),
          undefined,
          { timeout: STEP_TIMEOUT_MS },
        );
        const text = await editorText(page);
        if (!/"email": ""/.test(text))
          throw new Error(`the fix did not insert "email": "" (editor shows: ${text})`);
      },
    );

    await step('Problems panel lists the remaining problem only', async () => {
      await page.keyboard.press('Control+Shift+M');
      const markers = page.locator('.markers-panel .monaco-list-row');
      await page.waitForFunction(
        () => {
          const rows = [...document.querySelectorAll('.markers-panel .monaco-list-row')].map(
            (r) => r.textContent ?? '',
          );
          return (
            rows.some((r) => r.includes('billing_adress')) &&
            !rows.some((r) => r.includes('Missing required'))
          );
        },
        undefined,
        { timeout: STEP_TIMEOUT_MS },
      );
      await markers.first().waitFor();
    });

    await step('F1 > "Validate Workspace" shows a summary with a Problems button', async () => {
      await page.locator('.editor-instance .view-lines').first().click();
      await page.keyboard.press('F1');
      await page.locator('.quick-input-widget input').fill('>JSON Object Validator: Validate Workspace');
      await page
        .locator('.quick-input-list .monaco-list-row', { hasText: 'Validate Workspace' })
        .first()
        .waitFor();
      await page.keyboard.press('Enter');
      const toast = page.locator('.notifications-toasts .notification-toast', { hasText: 'Validated' });
      await toast.waitFor();
      const text = await toast.innerText();
      if (!/not compliant/.test(text) || !/Open Problems/.test(text)) {
        throw new Error(`unexpected summary: ${text}`);
      }
      // The progress notification closes a moment after the summary opens.
      await page
        .locator('.notifications-toasts .notification-toast', { hasText: 'Validating JSON files' })
        .waitFor({ state: 'detached' });
      await shot('validate-workspace.png');
    });

    await step(
      'typing a circle in a drawing offers only the circle branch; Enter inserts the first',
      async () => {
        // The summary toast would cover the suggestions in the picture: hide it (Escape), not clear
        // it (the notification center must keep it).
        await page.locator('.explorer-folders-view').click();
        await page.keyboard.press('Escape');
        await page.locator('.notifications-toasts .notification-toast').first().waitFor({ state: 'hidden' });
        // Through the Explorer, as a person would (the summary toast may hold the keyboard focus).
        const explorer = page.locator('.explorer-folders-view');
        await explorer.locator('.monaco-list-row', { hasText: /^shapes$/ }).click();
        await explorer.locator('.monaco-list-row', { hasText: 'sketch.shapes.json' }).click();
        await page.locator('.editor-instance .view-lines', { hasText: 'Sketch' }).waitFor();
        // Between the brackets of "shapes": [] (a click on that line gives the editor the focus), then
        // type as a person does: the editor closes braces and quotes, the last quote opens suggestions.
        await page.locator('.view-line', { hasText: '"shapes"' }).first().click();
        await page.keyboard.press('End');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.type('{"kind": "circle", "', { delay: 30 });
        const rows = page.locator('.suggest-widget .monaco-list-row');
        await page.locator('.suggest-widget .monaco-list-row', { hasText: 'radius' }).first().waitFor();
        const labels = (await rows.allInnerTexts()).map((t) => t.split(/\s/)[0]);
        for (const wanted of ['center', 'radius', 'color']) {
          if (!labels.includes(wanted)) throw new Error(`no "${wanted}" among ${JSON.stringify(labels)}`);
        }
        for (const other of ['origin', 'width', 'height', 'points']) {
          if (labels.includes(other))
            throw new Error(`"${other}" offered for a circle: ${JSON.stringify(labels)}`);
        }
        // The documentation of the focused item beside the list (Ctrl+Space toggles it), then the picture.
        await page.keyboard.press('Control+Space');
        await page.locator('.suggest-details', { hasText: 'The center of the circle.' }).waitFor();
        await page.waitForTimeout(300);
        await shot('completion.png');
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          () => document.querySelector('.editor-instance .view-lines')?.textContent?.includes('"center"'),
          undefined,
          { timeout: STEP_TIMEOUT_MS },
        );
        const text = await editorText(page);
        if (!/"center": \{/.test(text))
          throw new Error(`no "center" object inserted (editor shows: ${text})`);
        await page.keyboard.press('Escape');
      },
    );

    await step('hovering the inserted key shows its description from the circle branch', async () => {
      // The token itself (a line's outer span also contains the text).
      const key = page.locator('.editor-instance .view-lines').getByText('"center"', { exact: true }).first();
      await key.hover();
      await page.locator('.monaco-hover', { hasText: 'The center of the circle.' }).waitFor();
      await page.keyboard.press('Escape');
    });

    await step('F12 on the key opens the schema where "center" is declared', async () => {
      await page
        .locator('.editor-instance .view-lines')
        .getByText('"center"', { exact: true })
        .first()
        .click();
      await page.keyboard.press('F12');
      await page.locator('.tab.active', { hasText: 'drawing.schema.json' }).waitFor();
      await page.locator('.editor-instance .view-lines', { hasText: 'The center of the circle.' }).waitFor();
    });

    await step('the server is restarted after each crash, and the notification says so once', async () => {
      for (let crash = 1; crash <= 2; crash++) {
        const [pid] = languageServerPids(server);
        if (!pid) throw new Error(`no language server process before crash ${crash}`);
        // Started as client/src/serverProcess.ts says, whatever restarted it.
        const environment = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0');
        for (const setting of ['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072']) {
          if (!environment.includes(setting)) {
            throw new Error(`the language server (crash ${crash}) runs without ${setting}`);
          }
        }
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
        if (!commandLine.includes('--max-semi-space-size=4')) {
          throw new Error(`the language server (crash ${crash}) runs as ${commandLine.join(' ')}`);
        }
        process.kill(pid, 'SIGKILL');
        const deadline = Date.now() + STEP_TIMEOUT_MS;
        let next;
        while (!(next = languageServerPids(server).find((p) => p !== pid))) {
          if (Date.now() > deadline) throw new Error(`no new server after crash ${crash}`);
          await page.waitForTimeout(250);
        }
      }
      // The notification center keeps every notification, also those whose toast has closed.
      await page.keyboard.press('F1');
      await page.locator('.quick-input-widget input').fill('>Notifications: Show Notifications');
      await page
        .locator('.quick-input-list .monaco-list-row', { hasText: 'Show Notifications' })
        .first()
        .waitFor();
      await page.keyboard.press('Enter');
      const center = page.locator('.notifications-center');
      await center.waitFor();
      await center.locator('.notification-list-item', { hasText: 'Validated' }).first().waitFor();
      const notices = await center
        .locator('.notification-list-item', { hasText: 'stopped unexpectedly and was restarted' })
        .count();
      if (notices !== 1) throw new Error(`${notices} crash notifications after 2 crashes (expected 1)`);
      // The center merges equal notifications, so the output channel tells how often it was shown.
      const log = latestOutputChannel(server);
      const restarts = log.match(/stopped unexpectedly and was restarted/g)?.length ?? 0;
      const told = log.match(/Told the person in a notification/g)?.length ?? 0;
      if (restarts !== 2 || told !== 1)
        throw new Error(`${restarts} restarts logged, ${told} notifications shown`);
    });

    await step(
      'a click on the schema item opens the picker; "No schema" clears the squiggles, "Automatic" brings them back',
      async () => {
        // The crash step leaves the notification center open.
        await page.keyboard.press('Escape');
        // The Problems panel would leave the picture little room: close it, as a person would.
        if (await page.locator('.markers-panel').isVisible()) await page.keyboard.press('Control+J');
        await page.locator('.tab', { hasText: 'acme.json' }).first().click();
        await page.locator('.tab.active', { hasText: 'acme.json' }).waitFor();
        await page.locator('.editor-instance .view-lines', { hasText: 'billing_adress' }).waitFor();
        await page.locator('.squiggly-error').first().waitFor();
        const item = page.locator('.statusbar-item', { hasText: 'Customer' }).first();
        await item.click();
        const picker = page.locator('.quick-input-widget');
        await picker.locator('.monaco-list-row', { hasText: 'No schema for this file' }).waitFor();
        // The list is virtual: the catalog's section, further down, is not drawn until scrolled to.
        for (const section of ['in use', 'choose', 'workspace schema files']) {
          await picker.locator('.quick-input-list', { hasText: section }).first().waitFor();
        }
        await page.waitForTimeout(300);
        await shot('schema-picker.png');
        await page.keyboard.type('No schema for this file', { delay: 10 });
        await picker.locator('.monaco-list-row.focused', { hasText: 'No schema for this file' }).waitFor();
        await page.keyboard.press('Enter');
        await page
          .locator('.statusbar-item', { hasText: 'no schema · chosen in settings' })
          .first()
          .waitFor();
        await page.locator('.squiggly-error').first().waitFor({ state: 'detached' });
        await page.locator('.statusbar-item', { hasText: 'no schema' }).first().click();
        await picker.locator('.monaco-list-row', { hasText: 'Automatic' }).waitFor();
        await page.keyboard.type('Automatic', { delay: 10 });
        await picker.locator('.monaco-list-row.focused', { hasText: 'Automatic' }).waitFor();
        await page.keyboard.press('Enter');
        await page.locator('.statusbar-item', { hasText: 'Customer' }).first().waitFor();
        await page.locator('.squiggly-error').first().waitFor();
      },
    );

    await step(
      'a schema file shows the lens: the files that use it and how many are not compliant',
      async () => {
        // Validate Workspace ran earlier in this scenario: the lens counts what it found.
        await page.locator('.explorer-folders-view').click();
        await page.keyboard.press('Control+P');
        await page.locator('.quick-input-widget input').fill('customer.schema.json');
        await page
          .locator('.quick-input-list .monaco-list-row', { hasText: 'customer.schema.json' })
          .first()
          .waitFor();
        await page.keyboard.press('Enter');
        await page.locator('.tab.active', { hasText: 'customer.schema.json' }).waitFor();
        const lens = page.locator('.codelens-decoration', { hasText: /Used by \d+ files? · / });
        await lens.first().waitFor();
        const text = await lens.first().innerText();
        if (!/^Used by \d+ files? · (\d+ not compliant|all compliant)$/.test(text.trim())) {
          throw new Error(`unexpected lens: ${text}`);
        }
        await page.waitForTimeout(300);
        await shot('schema-lens.png');
      },
    );
  } catch {
    // Already counted and reported by step().
  } finally {
    await page.close().catch(() => {});
  }
  if (docsDir && result.failed === 0) {
    mkdirSync(docsDir, { recursive: true });
    for (const name of FOR_DOCS)
      if (shots.includes(name)) copyFileSync(join(screenshotDir, name), join(docsDir, name));
    console.log(`  screenshots copied to ${docsDir}`);
  }
  return result;
}
