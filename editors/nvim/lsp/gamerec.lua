--- The gamerec language server for Neovim 0.11's vim.lsp.config() and vim.lsp.enable('gamerec').
---
--- `cmd` is a function so that a missing `gamerec` binary is reported with a message instead of
--- being skipped in silence; set `cmd = { '/path/to/gamerec', 'lsp' }` with vim.lsp.config() to
--- run another binary.
return {
  cmd = function(dispatchers, config)
    return require('gamerec').rpc_start({ 'gamerec', 'lsp' }, dispatchers, config)
  end,
  filetypes = require('gamerec').filetypes,
  root_markers = { 'gamerec.toml', '.git' },
}
