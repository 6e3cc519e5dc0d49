// The `gamerec` section sent to the server on `workspace/configuration`: only the server's own
// settings, and only those the user has set, so that the defaults shown in the Settings UI do not
// override a workspace's `gamerec.toml`.

import * as vscode from 'vscode';

/** The server's settings, by their key below `gamerec`. */
const SERVER_KEYS = [
  'severity',
  'maxDiagnostics',
  'maxDocumentSize',
  'format.rbn.order',
  'format.pbn.style',
  'format.sgf.order',
  'format.sgf.indent',
  'rules.pinochle.saveMeld',
];

type Section = { [key: string]: unknown };

export function serverSection(scopeUri?: string): Section {
  const scope = scopeUri ? vscode.Uri.parse(scopeUri) : undefined;
  const config = vscode.workspace.getConfiguration('gamerec', scope);
  const section: Section = {};
  for (const key of SERVER_KEYS) {
    const value = explicitValue(config.inspect(key));
    if (value !== undefined) {
      setPath(section, key.split('.'), value);
    }
  }
  return section;
}

/** The value a user set at the most specific level, or undefined if only the default applies. */
function explicitValue(inspected: ReturnType<vscode.WorkspaceConfiguration['inspect']>): unknown {
  if (!inspected) {
    return undefined;
  }
  return (
    inspected.workspaceFolderLanguageValue ??
    inspected.workspaceLanguageValue ??
    inspected.globalLanguageValue ??
    inspected.workspaceFolderValue ??
    inspected.workspaceValue ??
    inspected.globalValue
  );
}

function setPath(section: Section, keys: string[], value: unknown): void {
  let node = section;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = typeof next === 'object' && next !== null ? (next as Section) : (node[key] = {});
  }
  node[keys[keys.length - 1]] = value;
}
