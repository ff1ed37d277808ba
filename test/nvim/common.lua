-- What the neovim scripts share: writing what they saw and leaving, and the diagnostics of a buffer.
-- Loaded with dofile from beside the script (see the top of check.lua).
local M = {}

-- A function that writes `result` (with `ok`) as JSON to `out` and quits, failing when not ok.
function M.finisher(result, out)
  return function(ok)
    result.ok = ok
    local f = assert(io.open(out, 'w'))
    f:write(vim.json.encode(result))
    f:close()
    vim.cmd(ok and 'qa!' or 'cq!')
  end
end

-- The diagnostics of a buffer, sorted by position.
function M.diagnostics_of(bufnr)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(list, {
      lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
      severity = d.severity, message = d.message, source = d.source, code = d.code,
    })
  end
  table.sort(list, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
  return list
end

return M
