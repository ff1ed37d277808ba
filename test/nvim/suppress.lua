-- Drives headless neovim 0.7 as a plain LSP client of dist/server.js --stdio through suppression
-- comments: the problems of a JSONC document (one schema problem, one comment that suppresses nothing),
-- the "Suppress" quick fix applied through its LSP edit, then "Remove unused suppression comment".
-- Writes what it saw as JSON to OUT_FILE.
-- usage: SERVER=/abs/dist/server.js ROOT=/abs/fixture OUT_FILE=/abs/out.json nvim --headless --clean -n -c 'luafile suppress.lua'
local server, root, out = vim.env.SERVER, vim.env.ROOT, vim.env.OUT_FILE
local result = {}

local common = dofile(debug.getinfo(1, 'S').source:sub(2):match('^(.*)/') .. '/common.lua')
local finish = common.finisher(result, out)
local diagnostics_of = common.diagnostics_of

-- The titles of the code actions with the cursor on the diagnostic of a line (as `vim.lsp.buf.code_action`
-- asks), and the one named `wanted`.
local function actions_at(bufnr, line, wanted)
  local diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr, line)
  local params = vim.lsp.util.make_range_params()
  local at = diagnostics[1] and diagnostics[1].range.start or { line = line, character = 0 }
  params.range = { start = at, ['end'] = at }
  params.context = { diagnostics = diagnostics }
  local responses = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, 10000) or {}
  local titles, chosen = {}, nil
  for _, response in pairs(responses) do
    for _, action in ipairs(response.result or {}) do
      table.insert(titles, action.title)
      if action.title == wanted then chosen = action end
    end
  end
  return titles, chosen
end

local client_id = vim.lsp.start_client({
  name = 'json-object-validator',
  cmd = { 'node', server, '--stdio' },
  root_dir = root,
  settings = { jsonObjectValidator = { validationDelay = 50 } },
  on_init = function(client)
    client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
  end,
})

local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/doc.jsonc'))
  local bufnr = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[bufnr].filetype
  vim.lsp.buf_attach_client(bufnr, client_id)
  if not vim.wait(20000, function() return #vim.diagnostic.get(bufnr) >= 2 end, 20) then
    result.before = diagnostics_of(bufnr)
    error('no diagnostics for doc.jsonc')
  end
  result.before = diagnostics_of(bufnr)

  -- The problem on "extra" (line 3): suppress it.
  local titles, suppress = actions_at(bufnr, 3, 'Suppress "additionalProperties" on this line')
  result.problem_actions = titles
  if not suppress then error('no "Suppress" action') end
  vim.lsp.util.apply_workspace_edit(suppress.edit, 'utf-16')
  result.suppressed_text = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  vim.wait(10000, function() return #vim.diagnostic.get(bufnr) == 1 end, 20)
  result.suppressed = diagnostics_of(bufnr)

  -- The comment that suppresses nothing (line 1): remove it.
  local unused_line = result.suppressed[1] and result.suppressed[1].lnum or 1
  local unused_titles, remove = actions_at(bufnr, unused_line, 'Remove unused suppression comment')
  result.unused_actions = unused_titles
  if not remove then error('no "Remove unused suppression comment" action') end
  vim.lsp.util.apply_workspace_edit(remove.edit, 'utf-16')
  result.cleaned_text = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  vim.wait(10000, function() return #vim.diagnostic.get(bufnr) == 0 end, 20)
  result.cleaned = diagnostics_of(bufnr)
end)
if not ok then result.error = tostring(err) end
finish(ok)
