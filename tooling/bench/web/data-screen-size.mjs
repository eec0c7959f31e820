#!/usr/bin/env node
// The data screen's weight, for pnpm bench:web (and on its own after a build:
// pnpm --filter @qyfw/bench run data-screen-size): the JS a first visit to /pc/dataPage/page1 downloads (entry + modulepreloads +
// their static imports; page 2 loads later), raw, gzip -9 and brotli, and a check that no portal
// script carries ECharts or anything of the data screen (it must stay in its own bundle).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDir } from '../lib/workspace.mjs';
import { measureInitialJs } from './initial-js.mjs';

/** Text the data screen's bundle holds and the portal's must not. */
const DATA_SCREEN_MARKERS = /echarts|zrender|企业服务数据大屏/i;

export function measureDataScreen() {
  const initialJs = measureInitialJs(join(packageDir('@qyfw/data-screen'), 'dist'), {
    route: null,
  });
  const portalAssets = join(packageDir('@qyfw/portal'), 'dist/assets');
  const portalScriptsWithDataScreenCode = readdirSync(portalAssets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => DATA_SCREEN_MARKERS.test(readFileSync(join(portalAssets, file), 'utf8')));
  return { initialJs, portalScriptsWithDataScreenCode };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

export function printDataScreen({ initialJs, portalScriptsWithDataScreenCode }) {
  console.log('\n数据大屏首屏 JS（/pc/dataPage/page1）：');
  for (const file of initialJs.files) {
    console.log(
      `  ${file.file.padEnd(44)} ${kb(file.gzip).padStart(10)} gzip  ${kb(file.brotli).padStart(10)} br   ${file.reason}`,
    );
  }
  console.log(
    `  合计 ${initialJs.files.length} 个文件：原始 ${kb(initialJs.total.raw)}，gzip -9 ${kb(initialJs.total.gzip)}，brotli ${kb(initialJs.total.brotli)}`,
  );
  console.log(
    portalScriptsWithDataScreenCode.length === 0
      ? '  门户的脚本中没有 ECharts 或数据大屏代码。'
      : `  门户脚本含有 ECharts 或数据大屏代码：${portalScriptsWithDataScreenCode.join(', ')}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printDataScreen(measureDataScreen());
