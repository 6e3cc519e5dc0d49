// Which `gamerec` binary the extension starts: the configured path, else the binary bundled in
// the extension, else `gamerec` on the PATH.

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';

export function serverCommand(extensionPath: string): string {
  const configured = vscode.workspace.getConfiguration('gamerec').get<string>('server.path', '').trim();
  if (configured !== '') {
    return expandHome(configured);
  }
  const bundled = path.join(extensionPath, 'server', process.platform === 'win32' ? 'gamerec.exe' : 'gamerec');
  return fs.existsSync(bundled) ? bundled : 'gamerec';
}

function expandHome(file: string): string {
  return file === '~' || file.startsWith('~/') ? path.join(os.homedir(), file.slice(1)) : file;
}
