--- Starts the gamerec language server for RBN, RBX, PBN and SGF buffers.
---
--- require('gamerec').setup({ cmd = ..., settings = ..., format_on_save = ... }) starts one client
--- per project root when a buffer of one of these filetypes opens: with vim.lsp.start() where it
--- exists (Neovim 0.8 and later), else with vim.lsp.start_client() and
--- vim.lsp.buf_attach_client() (Neovim 0.7). Features are detected, versions never compared.

local M = {}

M.filetypes = { 'rbn', 'rbx', 'pbn', 'sgf', 'ppn', 'preferans', 'pinochle', 'lin' }

local defaults = {
  cmd = { 'gamerec', 'lsp' },
  -- The server's `gamerec` section of workspace/configuration (docs/configuration.md).
  settings = {},
  format_on_save = false,
  format_timeout_ms = 3000,
}

M.options = vim.deepcopy(defaults)

local root_markers = { 'gamerec.toml', '.git' }
local reported_missing = {}
-- Neovim 0.7 has no vim.lsp.start(): one client per root is kept here instead.
local legacy_clients = {}

local function notify_error(message)
  vim.notify('gamerec: ' .. message, vim.log.levels.ERROR)
end

--- Why `cmd` cannot be run, or nil when it can.
local function cannot_run(cmd)
  if type(cmd) ~= 'table' or type(cmd[1]) ~= 'string' or cmd[1] == '' then
    return 'cmd must be a list such as { "gamerec", "lsp" }, got ' .. vim.inspect(cmd)
  end
  if vim.fn.executable(cmd[1]) ~= 1 then
    return string.format(
      'cannot start the language server: `%s` is not an executable file (names without a slash '
        .. 'are looked up on PATH); build gamerec and put it on PATH, or give its full path in cmd',
      cmd[1]
    )
  end
  return nil
end

--- Reports once per command that it cannot be run; true when it can.
local function check_cmd(cmd)
  local problem = cannot_run(cmd)
  if problem == nil then
    return true
  end
  if not reported_missing[problem] then
    reported_missing[problem] = true
    notify_error(problem)
  end
  return false
end

--- Starts the server process for a vim.lsp.config() whose cmd is a function (lsp/gamerec.lua).
--- Raises a clear error, which Neovim shows, when the binary is missing.
function M.rpc_start(cmd, dispatchers, config)
  local problem = cannot_run(cmd)
  if problem then
    error('gamerec: ' .. problem, 0)
  end
  config = config or {}
  return vim.lsp.rpc.start(cmd, dispatchers, {
    cwd = config.cmd_cwd,
    env = config.cmd_env,
    detached = config.detached,
  })
end

--- The project root of a buffer: the nearest directory above it holding gamerec.toml or .git,
--- else the buffer's own directory.
local function root_of(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  local dir = name ~= '' and vim.fn.fnamemodify(name, ':p:h') or vim.fn.getcwd()
  local root = nil
  for _, marker in ipairs(root_markers) do
    local found = nil
    local file = vim.fn.findfile(marker, dir .. ';')
    if file ~= '' then
      found = vim.fn.fnamemodify(file, ':p:h')
    else
      local directory = vim.fn.finddir(marker, dir .. ';')
      if directory ~= '' then
        -- ':p' ends a directory with a slash, so the first ':h' only drops that slash.
        found = vim.fn.fnamemodify(directory, ':p:h:h')
      end
    end
    -- Both are above `dir`: the longer path is the nearer one.
    if found and (root == nil or #found > #root) then
      root = found
    end
  end
  return root or dir
end

local function client_by_id(id)
  return id and vim.lsp.get_client_by_id(id) or nil
end

--- Formats `bufnr` with the gamerec client `client_id` only, synchronously.
function M.format(bufnr, client_id)
  local timeout = M.options.format_timeout_ms
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ bufnr = bufnr, id = client_id, async = false, timeout_ms = timeout })
    return
  end
  -- Neovim 0.7: ask this client alone and apply its edits.
  local client = client_by_id(client_id)
  if not client then
    return
  end
  local params = vim.lsp.util.make_formatting_params()
  params.textDocument = { uri = vim.uri_from_bufnr(bufnr) }
  local response, err = client.request_sync('textDocument/formatting', params, timeout, bufnr)
  if err then
    notify_error('formatting failed: ' .. tostring(err))
  elseif response and response.err then
    notify_error('formatting failed: ' .. tostring(response.err.message or response.err))
  elseif response and response.result then
    vim.lsp.util.apply_text_edits(response.result, bufnr, client.offset_encoding)
  end
end

local function enable_format_on_save(bufnr, client_id)
  local group = vim.api.nvim_create_augroup('gamerec_format_on_save_' .. bufnr, { clear = true })
  vim.api.nvim_create_autocmd('BufWritePre', {
    group = group,
    buffer = bufnr,
    desc = 'gamerec: format before writing',
    callback = function()
      if client_by_id(client_id) then
        M.format(bufnr, client_id)
      end
    end,
  })
end

-- Whether this Neovim answers workspace/configuration (0.7 does not say so, and the server then
-- waits for the settings to be pushed).
local function answers_configuration()
  local capabilities = vim.lsp.protocol.make_client_capabilities()
  return capabilities.workspace ~= nil and capabilities.workspace.configuration == true
end

local function client_config(bufnr)
  local options = M.options
  return {
    name = 'gamerec',
    cmd = options.cmd,
    root_dir = root_of(bufnr),
    -- An empty table would be sent as a JSON array; the section is an object.
    settings = { gamerec = next(options.settings) and options.settings or vim.empty_dict() },
    on_init = function(client)
      if not answers_configuration() then
        client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
      end
    end,
    on_attach = function(client, attached)
      if options.format_on_save then
        enable_format_on_save(attached, client.id)
      end
    end,
  }
end

local function start_legacy(bufnr, config)
  local id = legacy_clients[config.root_dir]
  local client = client_by_id(id)
  if not client or client.is_stopped() then
    id = vim.lsp.start_client(config)
    legacy_clients[config.root_dir] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

--- Starts (or reuses) the client for `bufnr` (0 or nil: the current buffer). Returns its id, or
--- nil when the server cannot be started (after saying why).
function M.start(bufnr)
  if bufnr == nil or bufnr == 0 then
    bufnr = vim.api.nvim_get_current_buf()
  end
  if not check_cmd(M.options.cmd) then
    return nil
  end
  local config = client_config(bufnr)
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  return start_legacy(bufnr, config)
end

--- The filetype of each extension (in lower case) the server reads. For `ppn` the server tells
--- Preferans from Pinochle by the content.
local filetype_by_extension = {
  rbn = 'rbn',
  rbx = 'rbx',
  pbn = 'pbn',
  sgf = 'sgf',
  ppn = 'ppn',
  lin = 'lin',
}

--- The filetype of a file name by its extension, in any case; nil for other files.
local function filetype_of(name)
  local extension = name:match('%.(%w+)$')
  return extension and filetype_by_extension[extension:lower()] or nil
end

--- Sets the options, detects the filetypes (as ftdetect/gamerec.vim does, for a plugin
--- added to 'runtimepath' after start-up) and starts the client for every buffer of them, the
--- ones already open included.
function M.setup(options)
  M.options = vim.deepcopy(defaults)
  for key, value in pairs(options or {}) do
    if defaults[key] == nil then
      notify_error(string.format(
        'unknown option `%s` in setup{} (known: cmd, settings, format_on_save, format_timeout_ms)',
        key
      ))
    else
      M.options[key] = value
    end
  end
  local group = vim.api.nvim_create_augroup('gamerec', { clear = true })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = {
      '*.[rR][bB][nN]',
      '*.[rR][bB][xX]',
      '*.[pP][bB][nN]',
      '*.[sS][gG][fF]',
      '*.[pP][pP][nN]',
      '*.[lL][iI][nN]',
    },
    desc = 'gamerec: detect the filetype',
    callback = function(args)
      local filetype = filetype_of(vim.api.nvim_buf_get_name(args.buf))
      if filetype and vim.bo[args.buf].filetype == '' then
        vim.bo[args.buf].filetype = filetype
      end
    end,
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.filetypes,
    desc = 'gamerec: start the language server',
    callback = function(args)
      M.start(args.buf)
    end,
  })
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) then
      local filetype = vim.bo[bufnr].filetype
      local detected = filetype_of(vim.api.nvim_buf_get_name(bufnr))
      if filetype == '' and detected then
        -- Setting it runs the FileType autocommand above.
        vim.bo[bufnr].filetype = detected
      elseif vim.tbl_contains(M.filetypes, filetype) then
        M.start(bufnr)
      end
    end
  end
end

return M
