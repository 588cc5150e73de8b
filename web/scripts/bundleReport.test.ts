import { describe, expect, it } from 'vitest';
import { findForbidden, homeFirstLoad, type Manifest, routeFirstLoad } from './bundleReport';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_shared-c.js'],
    dynamicImports: ['src/routes/Status.tsx', 'src/features/wallet/connect.ts'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_react-b.js'], css: ['assets/shared-c.css'] },
  'src/routes/Home.tsx': { file: 'assets/Home-d.js', isDynamicEntry: true, imports: ['_shared-c.js', '_home-only-e.js'] },
  '_home-only-e.js': { file: 'assets/home-only-e.js' },
  'src/routes/Status.tsx': { file: 'assets/Status-f.js', isDynamicEntry: true, imports: ['_charts-g.js'] },
  '_charts-g.js': { file: 'assets/charts-g.js' },
  'src/features/wallet/connect.ts': { file: 'assets/connect-h.js', isDynamicEntry: true },
};

describe('homeFirstLoad', () => {
  it('takes the entry, its static imports and the Home chunk, never dynamic imports', () => {
    const firstLoad = homeFirstLoad(manifest);
    expect(firstLoad.js).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/shared-c.js', 'assets/Home-d.js', 'assets/home-only-e.js']);
    expect(firstLoad.css).toEqual(['assets/index-a.css', 'assets/shared-c.css']);
  });

  it('works when Home is bundled into the entry', () => {
    const { 'src/routes/Home.tsx': _home, ...withoutHome } = manifest;
    expect(homeFirstLoad(withoutHome).js).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/shared-c.js']);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => homeFirstLoad({ a: { file: 'a.js' } })).toThrow(/no entry/);
  });
});

describe('findForbidden', () => {
  it('names wallet and chart modules inside the given files only', () => {
    const found = findForbidden(['assets/index-a.js', 'assets/Home-d.js'], {
      'assets/index-a.js': ['/w/node_modules/react/index.js', '/w/node_modules/@reown/appkit/dist/index.js'],
      'assets/Home-d.js': ['/w/web/src/routes/Home.tsx', '/w/node_modules/d3-scale/src/linear.js', '/w/node_modules/wagmi/dist/x.js'],
      'assets/Status-f.js': ['/w/node_modules/@visx/xychart/index.js'],
    });
    expect(found.map(({ kind, file }) => `${kind} ${file}`)).toEqual([
      'wallet SDK assets/index-a.js',
      'chart assets/Home-d.js',
      'wallet SDK assets/Home-d.js',
    ]);
  });

  it('counts the chain and wallet code the vote needs (viem, ox, abitype, the QR code) as wallet code', () => {
    const found = findForbidden(['a.js'], {
      'a.js': ['/w/node_modules/viem/_esm/actions/wallet/sendTransaction.js', '/w/node_modules/ox/core/Hex.js', '/w/node_modules/qrcode/lib/core/qrcode.js', '/w/node_modules/swr/dist/index.mjs'],
    });
    expect(found.map(({ kind, module }) => `${kind} ${module.split('node_modules/')[1]!.split('/')[0]}`)).toEqual(['wallet SDK viem', 'wallet SDK ox', 'wallet SDK qrcode']);
  });

  it('does not mistake look-alike names for forbidden packages', () => {
    expect(findForbidden(['a.js'], { 'a.js': ['/w/node_modules/d3xyz/index.js', '/w/web/src/features/wallet/WalletButton.tsx'] })).toEqual([]);
  });
});

describe('routeFirstLoad', () => {
  it("takes another route's chunk and its static imports, and not its lazy tabs or charts", () => {
    const withGc: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, dynamicImports: [...(manifest['index.html']!.dynamicImports ?? []), 'src/routes/GC.tsx'] },
      'src/routes/GC.tsx': { file: 'assets/GC-i.js', isDynamicEntry: true, imports: ['_shared-c.js'], dynamicImports: ['src/features/activity/TxCountChart.tsx'] },
      'src/features/activity/TxCountChart.tsx': { file: 'assets/TxCountChart-j.js', isDynamicEntry: true, imports: ['_charts-g.js'] },
    };
    expect(routeFirstLoad(withGc, 'src/routes/GC.tsx').js).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/shared-c.js', 'assets/GC-i.js']);
  });
});
