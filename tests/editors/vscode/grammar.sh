#!/usr/bin/env bash
# Checks the TextMate grammars of the extension against the test files in grammar/ with
# vscode-tmgrammar-test, in the copy of the extension that setup.sh made in the tools directory.
# Usage: grammar.sh TOOLS_DIR. Run setup.sh TOOLS_DIR first.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tools="${1:?usage: grammar.sh TOOLS_DIR}"
cd "$tools/vscode-extension"
node_modules/.bin/vscode-tmgrammar-test "$here"/grammar/*.test.*
