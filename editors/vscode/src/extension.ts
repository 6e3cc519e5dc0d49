// The gamerec extension: starts `gamerec lsp` for RBN, RBX, PBN and SGF documents and restarts
// it on request or when its path changes.

import * as vscode from 'vscode';
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from 'vscode-languageclient/node';
import { serverSection } from './configuration';
import { serverCommand } from './server';

const LANGUAGES = ['rbn', 'rbx', 'pbn', 'sgf', 'ppn', 'preferans', 'pinochle', 'lin'];

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;
let trace: vscode.OutputChannel | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('gamerec');
  trace = vscode.window.createOutputChannel('gamerec (trace)');
  context.subscriptions.push(
    output,
    trace,
    vscode.commands.registerCommand('gamerec.restartServer', () => restart(context)),
    vscode.commands.registerCommand('gamerec.showOutput', () => output?.show(true)),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('gamerec.server.path')) {
        void restart(context);
      }
    }),
  );
  await start(context);
}

export async function deactivate(): Promise<void> {
  await stop();
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const command = serverCommand(context.extensionPath);
  output?.appendLine(`Starting ${command} lsp`);
  const executable = { command, args: ['lsp'], transport: TransportKind.stdio };
  const serverOptions: ServerOptions = { run: executable, debug: executable };
  const clientOptions: LanguageClientOptions = {
    documentSelector: LANGUAGES.flatMap((language) => [
      { scheme: 'file', language },
      { scheme: 'untitled', language },
    ]),
    outputChannel: output,
    traceOutputChannel: trace,
    synchronize: { configurationSection: 'gamerec' },
    middleware: {
      workspace: {
        configuration: (params, token, next) =>
          params.items.some((item) => item.section === 'gamerec')
            ? params.items.map((item) =>
                item.section === 'gamerec' ? serverSection(item.scopeUri) : null,
              )
            : next(params, token),
      },
    },
  };
  client = new LanguageClient('gamerec', 'gamerec', serverOptions, clientOptions);
  try {
    await client.start();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    output?.appendLine(`The server could not be started: ${message}`);
    void vscode.window
      .showErrorMessage(
        `gamerec: cannot start \`${command} lsp\` (${message}). Set gamerec.server.path to the gamerec binary.`,
        'Open Settings',
      )
      .then((choice) => {
        if (choice) {
          void vscode.commands.executeCommand('workbench.action.openSettings', 'gamerec.server.path');
        }
      });
  }
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  if (running?.isRunning()) {
    await running.stop();
  } else if (running) {
    await running.dispose();
  }
}

async function restart(context: vscode.ExtensionContext): Promise<void> {
  output?.appendLine('Restarting the server');
  await stop();
  await start(context);
}
