import { writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CHUNK_MODULES_FILE } from './scripts/bundleReport';
import { icuCatalogues } from './scripts/icuCatalogues';
import { themeBootScript } from './src/features/preferences/themeBoot';
import { languageBootScript } from './src/i18n/languageBoot';

/**
 * react-router publishes its production build (no warnings, no invariant texts) without naming it in
 * its package exports, which resolve to the development build: the bundle takes the production one.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const productionReactRouter = (command: string) =>
  command === 'build'
    ? [
        { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
      ]
    : [];

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

/**
 * Sets <html data-theme> from the stored preference before the first paint, so the wrong theme never
 * flashes, and sends the reader to the page in their language (src/i18n/languageBoot.ts).
 */
function themeBoot(): Plugin {
  return {
    name: 'portal:theme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: languageBootScript, injectTo: 'head-prepend' },
      { tag: 'script', children: themeBootScript, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: { alias: productionReactRouter(command) },
  plugins: [icuCatalogues(), react(), vanillaExtractPlugin(), themeBoot(), chunkModules()],
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
}));
