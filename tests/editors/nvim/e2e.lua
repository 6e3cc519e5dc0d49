-- Drives the gamerec Neovim plugin headless against the real server, for tests/tests/editor_nvim.rs.
--
-- Run: nvim --headless -u NONE -i NONE -n --cmd 'set rtp^=editors/nvim' -c 'luafile e2e.lua'
-- Environment:
--   GAMEREC_CASES  a JSON file written by the Rust test: { start = "setup"|"late-setup"|
--                  "enable"|"documented", plugin = editors/nvim (late-setup only),
--                  snippet = a Lua file from docs/editors.md (documented only),
--                  scenario = "main"|"missing-binary", cmd = [...] (setup only),
--                  missing = the command expected to be reported missing, settings = {...},
--                  format_on_save, root = the project root (it holds .git),
--                  files = [ { path, filetype, code, line, character, severity,
--                  hover = { line, character, contains }, inlay = { line, contains },
--                  formatted,
--                  fix = the start of a quick fix's title, or nil,
--                  convert = { title, path, contains, message } or nil: a conversion to
--                  carry out, the new file, a line it must hold, and the start of the
--                  message that tells of it } ] }
-- Prints one `ok` or `FAIL` line per check, then `RESULT PASS` or `RESULT FAIL n`, and quits
-- with status 0 or n. Works on Neovim 0.7 and later: features are detected, never versions.

local failures = 0
local WAIT_MS = 20000

local function out(line)
  io.stdout:write(line .. '\n')
  io.stdout:flush()
end

local function check(ok, what)
  out((ok and 'ok   ' or 'FAIL ') .. what)
  if not ok then
    failures = failures + 1
  end
  return ok
end

local function read_json(path)
  return vim.fn.json_decode(table.concat(vim.fn.readfile(path), '\n'))
end

-- Everything the editor would show the user: vim.notify and the server's window/showMessage.
local notices = {}
local function capture_notices()
  vim.notify = function(message, level)
    table.insert(notices, { message = tostring(message), level = level or vim.log.levels.INFO })
  end
  local show = vim.lsp.handlers['window/showMessage']
  vim.lsp.handlers['window/showMessage'] = function(err, result, ctx, config)
    if result then
      -- LSP MessageType 1 = Error, 2 = Warning: map onto vim.log.levels.
      local level = ({ vim.log.levels.ERROR, vim.log.levels.WARN })[result.type] or vim.log.levels.INFO
      table.insert(notices, { message = 'showMessage: ' .. tostring(result.message), level = level })
    end
    return show(err, result, ctx, config)
  end
end

local expected_notices
local function notices_at_least(level)
  local found = {}
  for _, notice in ipairs(notices) do
    local expected = false
    for _, start in ipairs(expected_notices or {}) do
      expected = expected or notice.message:find(start, 1, true) == 1
    end
    if notice.level >= level and not expected then
      table.insert(found, notice.message)
    end
  end
  return found
end

local function clients_of(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr })
  end
  return vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
end

local function attached_client(bufnr)
  for _, client in ipairs(clients_of(bufnr)) do
    if client.name == 'gamerec' and client.initialized ~= false and client.server_capabilities then
      return client
    end
  end
  return nil
end

local function diagnostic_code(d)
  if d.code ~= nil then
    return d.code
  end
  local lsp = d.user_data and d.user_data.lsp
  return lsp and lsp.code
end

local function buffer_text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n') .. '\n'
end

local function file_text(path)
  return table.concat(vim.fn.readfile(path, 'b'), '\n')
end

local function format_buffer(bufnr)
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ bufnr = bufnr, async = false, timeout_ms = WAIT_MS })
  else
    vim.lsp.buf.formatting_sync(nil, WAIT_MS)
  end
end

-- Clients became objects with methods when vim.lsp.config arrived; before, client.stop was a
-- closure, and client:stop() would have passed the client as its `force` argument.
local function stop_client(client)
  if vim.lsp.config then
    client:stop()
  else
    vim.lsp.stop_client(client.id)
  end
end

-- As stop_client: a method on clients with vim.lsp.config, a closure before.
local function client_request(client, method, params, bufnr)
  local done = false
  local handler = function() done = true end
  if vim.lsp.config then
    client:request(method, params, handler, bufnr)
  else
    client.request(method, params, handler, bufnr)
  end
  return function() return done end
end

-- Whether this Neovim lets a workspace edit create files, as it tells the server.
local function creates_files()
  local capabilities = vim.lsp.protocol.make_client_capabilities()
  local edit = capabilities.workspace and capabilities.workspace.workspaceEdit
  return edit ~= nil and vim.tbl_contains(edit.resourceOperations or {}, 'create')
end

-- The conversion of the file into a new one beside it: offered as a source action, carried out
-- by the server, which has Neovim make the file and tells the user.
expected_notices = {}
local function check_conversion(file, client, bufnr)
  local name = vim.fn.fnamemodify(file.path, ':t')
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } },
    context = { diagnostics = {}, only = { 'source.gamerec.convert' }, triggerKind = 1 },
  }
  local answers = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, WAIT_MS)
  local titles = {}
  local command
  for _, response in pairs(answers or {}) do
    for _, action in ipairs(response.result or {}) do
      table.insert(titles, action.title)
      if action.title == file.convert.title and type(action.command) == 'table' then
        command = action.command
      end
    end
  end
  if not creates_files() then
    check(#titles == 0, name .. ': no conversion offered to an editor that cannot make files')
    return
  end
  if not check(command ~= nil, string.format('%s: the source action "%s" (got %s)', name,
      file.convert.title, table.concat(titles, '; '))) then
    return
  end
  table.insert(expected_notices, 'showMessage: ' .. file.convert.message)
  local answered = client_request(client, 'workspace/executeCommand', command, bufnr)
  local converted = ''
  vim.wait(WAIT_MS, function()
    local other = vim.fn.bufnr(file.convert.path)
    converted = other ~= -1 and buffer_text(other) or ''
    return answered() and converted:find(file.convert.contains, 1, true) ~= nil
  end, 20)
  check(converted:find(file.convert.contains, 1, true) ~= nil,
    string.format('%s: converted into %s, which has %q (got %q)', name,
      vim.fn.fnamemodify(file.convert.path, ':t'), file.convert.contains, converted))
  local told = false
  vim.wait(WAIT_MS, function()
    for _, notice in ipairs(notices) do
      told = told or notice.message:find(file.convert.message, 1, true) ~= nil
    end
    return told
  end, 20)
  check(told, name .. ': told ' .. file.convert.message)
end

local severity_names = { 'error', 'warning', 'information', 'hint' }

local function start(cases)
  if cases.start == 'documented' then
    out('api: documented')
    dofile(cases.snippet)
    return
  end
  if cases.start == 'enable' then
    out('api: vim.lsp.enable')
    if cases.settings then
      vim.lsp.config('gamerec', { settings = { gamerec = cases.settings } })
    end
    vim.lsp.enable('gamerec')
    return
  end
  out(vim.lsp.start and 'api: vim.lsp.start' or 'api: vim.lsp.start_client')
  if cases.start == 'setup' and cases.scenario == 'main' then
    -- ftdetect/gamerec.vim alone, before setup() adds its own detection; setup() then starts
    -- the client for this buffer, which is already open.
    local first = cases.files[1]
    vim.cmd('edit ' .. vim.fn.fnameescape(first.path))
    check(vim.bo.filetype == first.filetype, 'ftdetect before setup(): ' .. vim.bo.filetype)
  end
  if cases.start == 'late-setup' then
    -- As a plugin manager does after start-up: a file is open before the plugin is on
    -- 'runtimepath', and its ftdetect is never sourced.
    vim.cmd('edit ' .. vim.fn.fnameescape(cases.files[1].path))
    vim.opt.rtp:append(cases.plugin)
  end
  require('gamerec').setup({
    cmd = cases.cmd,
    settings = cases.settings,
    format_on_save = cases.format_on_save,
    -- A misspelt option, in the run that expects messages.
    colour = cases.scenario == 'missing-binary' and 'red' or nil,
  })
end

local function check_file(file)
  vim.cmd('edit ' .. vim.fn.fnameescape(file.path))
  local bufnr = vim.api.nvim_get_current_buf()
  local name = vim.fn.fnamemodify(file.path, ':t')
  check(vim.bo[bufnr].filetype == file.filetype, name .. ': filetype ' .. vim.bo[bufnr].filetype)

  local client
  vim.wait(WAIT_MS, function()
    client = attached_client(bufnr)
    return client ~= nil
  end, 20)
  if not check(client ~= nil, name .. ': client attached') then
    return nil
  end

  -- Wait for the expected diagnostic itself: an earlier publication may predate the settings.
  local found = false
  local seen = {}
  vim.wait(WAIT_MS, function()
    seen = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      local code = diagnostic_code(d)
      local severity = severity_names[d.severity]
      table.insert(seen, string.format('%s@%d:%d/%s', tostring(code), d.lnum, d.col, severity))
      if code == file.code and d.lnum == file.line and d.col == file.character and severity == file.severity then
        found = true
      end
    end
    return found
  end, 20)
  check(found, string.format('%s: diagnostic %s at %d:%d as %s (got %s)', name, file.code, file.line,
    file.character, file.severity, table.concat(seen, ', ')))

  if type(file.fix) == 'string' then
    -- Asked for explicitly, as `vim.lsp.buf.code_action()` does: the server answers with whole
    -- code actions, because Neovim says it takes them.
    local at = { line = file.line, character = file.character }
    local action_params = {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) },
      range = { start = at, ['end'] = { line = file.line, character = file.character + 1 } },
      context = { diagnostics = {}, triggerKind = 1 },
    }
    local answers = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', action_params, WAIT_MS)
    local titles = {}
    local literal = false
    for _, response in pairs(answers or {}) do
      for _, action in ipairs(response.result or {}) do
        table.insert(titles, action.title)
        if action.title:find(file.fix, 1, true) == 1 and action.kind == 'quickfix'
            and type(action.edit) == 'table' and type(action.command) ~= 'string' then
          literal = true
        end
      end
    end
    check(literal, string.format('%s: a quick fix "%s…" with its edit (got %s)', name, file.fix,
      table.concat(titles, '; ')))
  end

  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = file.hover.line, character = file.hover.character },
  }
  local responses = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', params, WAIT_MS)
  local hover = ''
  for _, response in pairs(responses or {}) do
    local contents = response.result and response.result.contents
    if type(contents) == 'table' and contents.value then
      hover = hover .. contents.value
    elseif type(contents) == 'string' then
      hover = hover .. contents
    end
  end
  check(hover:find(file.hover.contains, 1, true) ~= nil,
    string.format('%s: hover has %q (got %q)', name, file.hover.contains, hover))

  -- Asked for as an editor showing hints does, over the whole buffer.
  local last = vim.api.nvim_buf_line_count(bufnr)
  local inlay_params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = last, character = 0 } },
  }
  local hints = vim.lsp.buf_request_sync(bufnr, 'textDocument/inlayHint', inlay_params, WAIT_MS)
  local labels = {}
  local shown = false
  for _, response in pairs(hints or {}) do
    for _, hint in ipairs(response.result or {}) do
      local label = hint.label
      if type(label) == 'table' then
        local parts = {}
        for _, part in ipairs(label) do
          table.insert(parts, part.value)
        end
        label = table.concat(parts)
      end
      if hint.position.line == file.inlay.line then
        table.insert(labels, label)
        shown = shown or label:find(file.inlay.contains, 1, true) ~= nil
      end
    end
  end
  check(shown, string.format('%s: an inlay hint on line %d has %q (got %s)', name, file.inlay.line,
    file.inlay.contains, table.concat(labels, ' | ')))

  if type(file.convert) == 'table' then
    check_conversion(file, client, bufnr)
  end

  local before = buffer_text(bufnr)
  format_buffer(bufnr)
  local after = buffer_text(bufnr)
  check(after ~= before and after == file.formatted,
    string.format('%s: formatted as gamerec fmt does (got %q)', name, after))
  return client, bufnr, before
end

local function check_format_on_save(file, bufnr, original)
  local name = vim.fn.fnamemodify(file.path, ':t')
  vim.api.nvim_set_current_buf(bufnr)
  local lines = vim.split(original, '\n', { plain = true })
  table.remove(lines) -- the text ends with a line ending
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, lines)
  vim.cmd('write')
  check(file_text(file.path) == file.formatted,
    string.format('%s: formatted on save (file holds %q)', name, file_text(file.path)))
end

local function main_scenario(cases)
  local client
  local buffers = {}
  local clients = {}
  for _, file in ipairs(cases.files) do
    local c, bufnr, original = check_file(file)
    if c then
      client = c
      clients[c.id] = true
      table.insert(buffers, { file = file, bufnr = bufnr, original = original })
    end
  end
  check(vim.tbl_count(clients) == 1, 'one client for all the files: ' .. vim.tbl_count(clients))
  local root = client and client.config.root_dir
  check(root ~= nil and vim.fn.resolve(root) == vim.fn.resolve(cases.root),
    string.format('client root %s is %s', tostring(root), cases.root))
  if cases.format_on_save then
    for _, entry in ipairs(buffers) do
      check_format_on_save(entry.file, entry.bufnr, entry.original)
    end
  end
  if client then
    local id = client.id
    stop_client(client)
    check(vim.wait(WAIT_MS, function() return vim.lsp.get_client_by_id(id) == nil end, 20), 'client stopped')
    -- Neovim reports an exit code other than 0 in a callback it schedules as the client goes:
    -- let the event loop run it before the notices are counted.
    vim.wait(50, function() return false end, 10)
  end
  local problems = notices_at_least(vim.log.levels.WARN)
  check(#problems == 0, 'no warnings or errors shown: ' .. vim.inspect(problems))
end

local function missing_binary_scenario(cases)
  local file = cases.files[1]
  vim.cmd('edit ' .. vim.fn.fnameescape(file.path))
  local bufnr = vim.api.nvim_get_current_buf()
  -- The error must come at once: after the event loop has run the start-up callbacks, with no
  -- waiting for a server.
  vim.wait(200, function() return false end, 20)
  local problems = notices_at_least(vim.log.levels.WARN)
  local clear = false
  for _, message in ipairs(problems) do
    if message:find(cases.missing, 1, true) and message:find('not an executable', 1, true) then
      clear = true
    end
  end
  check(clear, 'missing binary reported at once: ' .. vim.inspect(problems))
  check(#clients_of(bufnr) == 0, 'no client attached')
  if cases.start ~= 'enable' then
    local reported = false
    for _, message in ipairs(problems) do
      reported = reported or message:find('unknown option `colour`', 1, true) ~= nil
    end
    check(reported, 'unknown setup() option reported')
  end
end

local function main()
  local v = vim.version()
  out(string.format('nvim %d.%d.%d', v.major, v.minor, v.patch))
  if vim.lsp.set_log_level then
    vim.lsp.set_log_level('debug')
  end
  capture_notices()
  local cases = read_json(assert(os.getenv('GAMEREC_CASES'), 'GAMEREC_CASES is not set'))
  vim.cmd('filetype on') -- -u NONE leaves filetype detection off
  vim.o.hidden = true -- formatted buffers stay modified while the next file opens
  start(cases)
  if cases.scenario == 'missing-binary' then
    missing_binary_scenario(cases)
  else
    main_scenario(cases)
  end
end

local ok, err = xpcall(main, debug.traceback)
if not ok then
  out('ERROR ' .. tostring(err))
  failures = failures + 1
end
out(failures == 0 and 'RESULT PASS' or ('RESULT FAIL ' .. failures))
if failures == 0 then
  vim.cmd('qall!')
else
  vim.cmd('cquit ' .. math.min(failures, 99))
end
