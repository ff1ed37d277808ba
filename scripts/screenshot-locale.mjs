// Draws images/locale-nvim-de.png for the README: neovim (a real TUI in a pseudo-terminal, `script`)
// as the LSP client of dist/server.js, sending `locale: "de"` in initialize; the terminal's bytes are
// rendered by xterm.js (from the code-server install) in Chromium and photographed with Playwright.
// Not part of CI: run it by hand after `npm run build` when the wording in the picture changes.
//   node scripts/screenshot-locale.mjs [locale]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const locale = process.argv[2] ?? 'de';
const server = join(root, 'dist/server.js');
const xtermDir = join(root, 'e2e/.code-server/node_modules/code-server/lib/vscode/node_modules/@xterm/xterm');
const [cols, rows] = [118, 16];

const work = mkdtempSync(join(tmpdir(), 'jov-shot-'));
try {
  writeFileSync(
    join(work, 'schema.json'),
    JSON.stringify(
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 3 },
          port: { type: 'integer', maximum: 65535 },
          mode: { enum: ['fast', 'slow'] },
        },
        required: ['name', 'version'],
        additionalProperties: false,
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(work, 'dienst.json'),
    '{\n  "$schema": "./schema.json",\n  "name": "ab",\n  "port": 70000,\n  "mode": "fats",\n  "colour": "red"\n}\n',
  );
  const ready = join(work, 'ready');
  writeFileSync(
    join(work, 'init.lua'),
    `
vim.o.number = true
vim.o.signcolumn = 'yes'
vim.o.laststatus = 0
vim.o.ruler = false
vim.o.showmode = false
vim.o.shortmess = vim.o.shortmess .. 'F'
local client = vim.lsp.start_client({
  name = 'json-object-validator',
  cmd = { 'node', ${JSON.stringify(server)}, '--stdio' },
  root_dir = ${JSON.stringify(work)},
  -- neovim 0.7 sends no locale of its own; other clients send theirs.
  before_init = function(params) params.locale = ${JSON.stringify(locale)} end,
})
-- init.lua runs before the file is read: attach once it is.
vim.api.nvim_create_autocmd('VimEnter', { callback = function()
vim.lsp.buf_attach_client(0, client)
local timer = vim.loop.new_timer()
timer:start(200, 200, vim.schedule_wrap(function()
  if #vim.diagnostic.get(0) >= 4 then
    timer:stop()
    vim.cmd('redraw!')
    vim.defer_fn(function() io.open(${JSON.stringify(ready)}, 'w'):close() end, 400)
  end
end))
end })
`,
  );
  const typescript = join(work, 'typescript');
  const child = spawn(
    'script',
    [
      '-q',
      '-f',
      '-c',
      `stty cols ${cols} rows ${rows}; TERM=xterm-256color nvim --clean -n -u init.lua dienst.json`,
      typescript,
    ],
    { cwd: work, stdio: ['pipe', 'ignore', 'inherit'], detached: true },
  );
  const started = Date.now();
  while (!existsSync(ready)) {
    if (Date.now() - started > 30_000) {
      process.kill(-child.pid, 'SIGKILL');
      throw new Error('neovim showed no diagnostics within 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const bytes = readFileSync(typescript);
  process.kill(-child.pid, 'SIGKILL');

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 400 }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><head><style>${readFileSync(join(xtermDir, 'css/xterm.css'), 'utf8')} body{margin:0;background:#1e1e1e}</style></head>` +
        `<body><div id="t"></div><script>${readFileSync(join(xtermDir, 'lib/xterm.js'), 'utf8')}</script></body></html>`,
    );
    await page.evaluate(
      ({ data, cols, rows }) =>
        new Promise((resolve) => {
          const term = new window.Terminal({ cols, rows, fontSize: 14, theme: { background: '#1e1e1e' } });
          term.open(document.getElementById('t'));
          const raw = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
          term.write(raw, resolve);
        }),
      { data: bytes.toString('base64'), cols, rows },
    );
    const box = await page.locator('.xterm-screen').boundingBox();
    await page.screenshot({ path: join(root, `images/locale-nvim-${locale}.png`), clip: box });
  } finally {
    await browser.close();
  }
  console.log(`images/locale-nvim-${locale}.png`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
