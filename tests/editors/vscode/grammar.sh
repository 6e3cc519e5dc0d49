#!/usr/bin/env bash
# Checks the TextMate grammars of the extension against the test files in grammar/ with
# vscode-tmgrammar-test. Run setup.sh first.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ext="$(cd "$here/../../../editors/vscode" && pwd)"
cd "$ext"
node_modules/.bin/vscode-tmgrammar-test "$here"/grammar/*.test.*
