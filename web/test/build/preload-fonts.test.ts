import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from '../../build/preload-fonts';

const bundle = {
  'assets/sourcesanspro-regular-webfont-BZtNapR-.woff2': {
    type: 'asset',
    fileName: 'assets/sourcesanspro-regular-webfont-BZtNapR-.woff2',
    originalFileNames: [
      '../node_modules/@uswds/uswds/fonts/source-sans-pro/sourcesanspro-regular-webfont.woff2',
    ],
  },
  'assets/index-a1b2c3d4.js': { type: 'chunk', fileName: 'assets/index-a1b2c3d4.js' },
};

describe('font preloads', () => {
  it('link each font by its name in the build, fetched the way @font-face fetches it', () => {
    expect(fontPreloadTags(bundle, ['sourcesanspro-regular-webfont.woff2'], '/')).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/sourcesanspro-regular-webfont-BZtNapR-.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('fail the build for a font the build does not have', () => {
    expect(() => fontPreloadTags(bundle, ['sourcesanspro-bold-webfont.woff2'])).toThrow(
      /no sourcesanspro-bold-webfont\.woff2/,
    );
  });
});
