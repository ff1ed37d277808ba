-- Drives headless neovim 0.7 as the LSP client of dist/server.js --stdio: diagnostics of a document
-- with "$schema", one quick fix applied through the LSP edit, diagnostics of a document associated by
-- settings only, a completion accepted there, a hover, the workspace command, and "Sort Properties in
-- Schema Order" as a source action and as a command (whose edit the server applies through
-- workspace/applyEdit). Writes what it saw as JSON to OUT_FILE.
-- usage: SERVER=/abs/dist/server.js ROOT=/abs/fixture OUT_FILE=/abs/out.json nvim --headless --clean -n -c 'luafile check.lua'
local server, root, out = vim.env.SERVER, vim.env.ROOT, vim.env.OUT_FILE
local result = { steps = {} }

local common = dofile(debug.getinfo(1, 'S').source:sub(2):match('^(.*)/') .. '/common.lua')
local finish = common.finisher(result, out)
local diagnostics_of = common.diagnostics_of

-- What the server tells the person (window/showMessage), kept instead of printed.
result.messages = {}
vim.lsp.handlers['window/showMessage'] = function(_, params)
  table.insert(result.messages, params.message)
end

local settings = {
  jsonObjectValidator = {
    schemas = { { fileMatch = { '*.mapped.json' }, url = './schema.json' } },
    validationDelay = 50,
  },
}

local client_id = vim.lsp.start_client({
  name = 'json-object-validator',
  -- Started as the README says other editors should (and as the VS Code extension does).
  cmd = { 'node', '--max-semi-space-size=4', server, '--stdio' },
  cmd_env = { MALLOC_ARENA_MAX = '2', MALLOC_MMAP_THRESHOLD_ = '131072' },
  root_dir = root,
  settings = settings,
  -- nvim 0.7 does not send the settings by itself.
  on_init = function(client)
    client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
  end,
})

local ok, err = pcall(function()
  -- 1. A document that names its schema.
  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/doc.json'))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(bufnr, client_id)
  local got = vim.wait(20000, function() return #vim.diagnostic.get(bufnr) >= 2 end, 20)
  result.before = diagnostics_of(bufnr)
  if not got then error('no diagnostics for doc.json') end

  -- 2. The quick fix for the missing property, requested at the diagnostic and applied.
  local line = 0
  local params = vim.lsp.util.make_range_params()
  params.range = { start = { line = line, character = 0 }, ['end'] = { line = line, character = 1 } }
  params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr, line) }
  local responses = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, 10000) or {}
  local chosen
  result.actions = {}
  for _, response in pairs(responses) do
    for _, action in ipairs(response.result or {}) do
      table.insert(result.actions, action.title)
      if action.title == 'Add missing required property "name"' then chosen = action end
    end
  end
  if not chosen then error('no "Add missing required property" action') end
  vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
  result.after_text = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  vim.wait(10000, function() return #vim.diagnostic.get(bufnr) == 1 end, 20)
  result.after = diagnostics_of(bufnr)

  -- 3. A document associated through the settings only.
  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/app.mapped.json'))
  local mapped = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(mapped, client_id)
  vim.wait(20000, function() return #vim.diagnostic.get(mapped) > 0 end, 20)
  result.mapped = diagnostics_of(mapped)

  -- 4. Completion on the empty line after the last property: the required "version", and the comma
  --    that property now needs.
  local text_params = vim.lsp.util.make_text_document_params(mapped)
  local completions = vim.lsp.buf_request_sync(mapped, 'textDocument/completion',
    { textDocument = text_params, position = { line = 2, character = 2 } }, 10000) or {}
  result.completion = {}
  local version
  for _, response in pairs(completions) do
    local items = response.result and (response.result.items or response.result) or {}
    for _, item in ipairs(items) do
      table.insert(result.completion, { label = item.label, detail = item.detail,
        newText = item.textEdit and item.textEdit.newText, format = item.insertTextFormat })
      if item.label == 'version' then version = item end
    end
  end
  if not version then error('no "version" among the completion items') end
  local edits = { version.textEdit }
  for _, e in ipairs(version.additionalTextEdits or {}) do table.insert(edits, e) end
  vim.lsp.util.apply_text_edits(edits, mapped, 'utf-16')
  result.completed_text = vim.api.nvim_buf_get_lines(mapped, 0, -1, false)
  vim.wait(10000, function() return #vim.diagnostic.get(mapped) == 0 end, 20)
  result.completed = diagnostics_of(mapped)

  -- 5. Hover on a key.
  local hovers = vim.lsp.buf_request_sync(mapped, 'textDocument/hover',
    { textDocument = text_params, position = { line = 1, character = 4 } }, 10000) or {}
  for _, response in pairs(hovers) do
    if response.result then result.hover = response.result.contents.value end
  end

  -- 6. The workspace command, executed on the server.
  local command = vim.lsp.buf_request_sync(mapped, 'workspace/executeCommand',
    { command = 'jsonObjectValidator.validateWorkspace', arguments = {} }, 20000) or {}
  for _, response in pairs(command) do result.command = response.result end

  -- 7. Sort Properties in Schema Order, in buffers that are not on disk (the workspace command above
  --    counted the files): the source action's edit, then the command, whose edit the server applies.
  local function scratch(name, lines)
    vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/' .. name))
    local buf = vim.api.nvim_get_current_buf()
    vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
    vim.lsp.buf_attach_client(buf, client_id)
    return buf
  end
  local sort_buf = scratch('sort.json', { '{', '  "version": 1,', '  "name": "app",', '  "$schema": "./schema.json"', '}' })
  local sort_params = {
    textDocument = vim.lsp.util.make_text_document_params(sort_buf),
    range = { start = { line = 1, character = 2 }, ['end'] = { line = 1, character = 2 } },
    context = { diagnostics = {}, only = { 'source.sortBySchema' } },
  }
  local sort_responses = vim.lsp.buf_request_sync(sort_buf, 'textDocument/codeAction', sort_params, 10000) or {}
  result.sort_actions = {}
  local sort_action
  for _, response in pairs(sort_responses) do
    for _, action in ipairs(response.result or {}) do
      table.insert(result.sort_actions, { title = action.title, kind = action.kind })
      if action.kind == 'source.sortBySchema.jsonObjectValidator' then sort_action = action end
    end
  end
  if not sort_action then error('no "Sort Properties in Schema Order" source action') end
  vim.lsp.util.apply_workspace_edit(sort_action.edit, 'utf-16')
  result.sorted_text = vim.api.nvim_buf_get_lines(sort_buf, 0, -1, false)

  local command_buf = scratch('by-command.json', { '{ "version": 2, "name": "cmd", "$schema": "./schema.json" }' })
  local sort_command = { command = 'jsonObjectValidator.sortBySchema', arguments = { vim.uri_from_bufnr(command_buf) } }
  for _, response in pairs(vim.lsp.buf_request_sync(command_buf, 'workspace/executeCommand', sort_command, 10000) or {}) do
    result.sort_command = response.result
  end
  result.command_text = vim.api.nvim_buf_get_lines(command_buf, 0, -1, false)
  -- Once more: nothing to do, and the server says so.
  for _, response in pairs(vim.lsp.buf_request_sync(command_buf, 'workspace/executeCommand', sort_command, 10000) or {}) do
    result.sort_again = response.result
  end
end)
if not ok then result.error = tostring(err) end
finish(ok)
