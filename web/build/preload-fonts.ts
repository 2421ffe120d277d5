import type { HtmlTagDescriptor, Plugin } from 'vite';

type Bundle = Record<string, { type: string; fileName: string; originalFileNames?: string[] }>;

/** The preload tags of `fontFiles`, found in the build under their hashed names. */
export function fontPreloadTags(
  bundle: Bundle,
  fontFiles: readonly string[],
  base = '/',
): HtmlTagDescriptor[] {
  return fontFiles.map((font) => {
    const asset = Object.values(bundle).find(
      (output) =>
        output.type === 'asset' &&
        (output.originalFileNames ?? []).some((original) => original.split('/').pop() === font),
    );
    // A renamed or dropped face would otherwise quietly stop being preloaded.
    if (!asset) throw new Error(`preloadFonts: the build has no ${font}; is it still in the stylesheet?`);
    return {
      tag: 'link',
      attrs: {
        rel: 'preload',
        href: `${base}${asset.fileName}`,
        as: 'font',
        type: 'font/woff2',
        crossorigin: '',
      },
      injectTo: 'head',
    };
  });
}

/**
 * Preloads web fonts from index.html. The browser otherwise asks for a font only once the page is laid
 * out with text that uses it, after the stylesheet, the scripts and the first render: text then shows
 * in a fallback face and moves when the font arrives.
 */
export function preloadFonts(fontFiles: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'tracker:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return context.bundle ? fontPreloadTags(context.bundle as Bundle, fontFiles, base) : undefined;
      },
    },
  };
}
