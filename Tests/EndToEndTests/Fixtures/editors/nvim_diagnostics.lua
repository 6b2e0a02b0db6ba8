-- Neovim's built-in LSP client against `fitness lsp`, headless (run by EditorClientTests):
-- opens the file, puts a fenced import in its unsaved buffer, and writes the diagnostics
-- Neovim received to $FITNESS_NVIM_OUT, one line each, then quits.
local fitness = os.getenv("FITNESS")
local root = os.getenv("FITNESS_REPO")
local file = os.getenv("FITNESS_PLAIN_FILE")
local out = os.getenv("FITNESS_NVIM_OUT")

vim.cmd("edit " .. root .. "/" .. file)
local buffer = vim.api.nvim_get_current_buf()
vim.api.nvim_buf_set_lines(buffer, 0, 0, false, { "import Ledger" })
local client = vim.lsp.start_client({ name = "fitness", cmd = { fitness, "lsp" }, root_dir = root })
vim.lsp.buf_attach_client(buffer, client)
local found = vim.wait(20000, function()
  return #vim.diagnostic.get(buffer) > 0
end, 50)
local lines = {}
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  table.insert(lines, string.format("%d:%d %s %s", diagnostic.lnum, diagnostic.col, diagnostic.source or "", diagnostic.message))
end
if not found then
  table.insert(lines, "no diagnostics in 20 s")
end
vim.fn.writefile(lines, out)
vim.lsp.stop_client(client)
vim.cmd("qa!")
