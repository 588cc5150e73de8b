import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CHUNK_MODULES_FILE } from './scripts/bundleReport';
import { themeBootScript } from './src/features/preferences/themeBoot';

const apiTarget = `http://127.0.0.1:${process.env.PORTAL_API_PORT ?? 8787}`;


function chunkModules(): Plugin {
  return {
    name: 'portal:chunk-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') modules[item.fileName] = item.moduleIds;
      }
      const dir = options.dir ?? 'dist';
      mkdirSync(join(dir, '.vite'), { recursive: true });
      writeFileSync(join(dir, CHUNK_MODULES_FILE), JSON.stringify(modules, null, 1));
    },
  };
}

/** Sets <html data-theme> from the stored preference before the first paint, so the wrong theme never flashes. */
function themeBoot(): Plugin {
  return {
    name: 'portal:theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin(), themeBoot(), chunkModules()],
  server: {
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/status/': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/status/': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: a page loads it all anyway, and one
        // gzip stream of it is smaller than ten (2 kB less on every route).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
