// `npm run package`: bundles the extension with esbuild and packs it with vsce into
// gamerec-<version>.vsix, offline. When target/release/gamerec has been built, it is bundled as
// server/gamerec and the package is marked for this platform.

import { execFileSync } from 'node:child_process';
import { copyFileSync, chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const extension = join(dirname(fileURLToPath(import.meta.url)), '..');
const repository = join(extension, '..', '..');
const { version } = JSON.parse(readFileSync(join(extension, 'package.json'), 'utf8'));
const exe = process.platform === 'win32' ? '.exe' : '';
const built = join(repository, 'target', 'release', `gamerec${exe}`);
const bundled = join(extension, 'server', `gamerec${exe}`);

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

/** vsce's name for this platform. */
function vsceTarget() {
  const arch = { x64: 'x64', arm64: 'arm64', arm: 'armhf' }[process.arch];
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'win32' }[process.platform];
  if (!arch || !platform) {
    throw new Error(`no VS Code platform for ${process.platform}-${process.arch}`);
  }
  return `${platform}-${arch}`;
}
