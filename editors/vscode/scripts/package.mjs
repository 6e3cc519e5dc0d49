// `npm run package`: bundles the extension with esbuild and packs it with vsce into
// gamerec-<version>.vsix, offline. A gamerec binary is bundled as server/gamerec, and the
// package marked for this platform, when there is one: the binary GAMEREC_SERVER_BINARY names
// (which must exist), else the repository's release build, target/release/gamerec (in
// CARGO_TARGET_DIR when that is set), if it has been built.

import { execFileSync } from 'node:child_process';
import { copyFileSync, chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const extension = join(dirname(fileURLToPath(import.meta.url)), '..');
const repository = join(extension, '..', '..');
const { version } = JSON.parse(readFileSync(join(extension, 'package.json'), 'utf8'));
const exe = process.platform === 'win32' ? '.exe' : '';
const named = process.env.GAMEREC_SERVER_BINARY;
const built = named ? resolve(named) : join(targetDirectory(), 'release', `gamerec${exe}`);
const bundled = join(extension, 'server', `gamerec${exe}`);
if (named && !existsSync(built)) {
  throw new Error(`GAMEREC_SERVER_BINARY is ${named}, which does not exist`);
}

await esbuild.build({
  entryPoints: [join(extension, 'src', 'extension.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  external: ['vscode'],
  minify: true,
  outfile: join(extension, 'out', 'extension.js'),
  logLevel: 'warning',
});

rmSync(join(extension, 'server'), { recursive: true, force: true });
const vsceArgs = ['package', '--no-dependencies', '--skip-license', '--out', `gamerec-${version}.vsix`];
if (existsSync(built)) {
  mkdirSync(dirname(bundled), { recursive: true });
  copyFileSync(built, bundled);
  chmodSync(bundled, 0o755);
  stripDebugInfo(bundled);
  vsceArgs.push('--target', vsceTarget());
  console.log(`bundling ${built}`);
} else {
  console.log(`no ${built}: the package will use gamerec.server.path or gamerec on the PATH`);
}

const vsce = join(extension, 'node_modules', '@vscode', 'vsce', 'vsce');
execFileSync(process.execPath, [vsce, ...vsceArgs], { cwd: extension, stdio: 'inherit' });

/** Drops the debug information the release profile keeps for profiling: a smaller package. */
function stripDebugInfo(binary) {
  if (process.platform === 'win32') return;
  try {
    execFileSync('strip', ['--strip-debug', binary], { stdio: 'inherit' });
  } catch (error) {
    console.log(`could not strip ${binary} (${error.message}); bundling it as it is`);
  }
}

/** Cargo's target directory for this repository; a relative CARGO_TARGET_DIR is taken from
 * the repository root, where cargo is run. */
function targetDirectory() {
  const configured = process.env.CARGO_TARGET_DIR;
  return configured ? resolve(repository, configured) : join(repository, 'target');
}

/** vsce's name for this platform. */
function vsceTarget() {
  const arch = { x64: 'x64', arm64: 'arm64', arm: 'armhf' }[process.arch];
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'win32' }[process.platform];
  if (!arch || !platform) {
    throw new Error(`no VS Code platform for ${process.platform}-${process.arch}`);
  }
  return `${platform}-${arch}`;
}
