/**
 * Two chunks for code most pages share, instead of the dozen files of a few hundred bytes each that
 * the bundler would cut: on HTTP/1.1 a browser fetches six files at a time from one host, so every
 * file past the sixth waits a round trip, which on a phone network is 150 ms or more.
 */

const SEP = String.raw`[\\/]`;

/** What every page runs before it shows: React, the router, the query cache, i18n and the app's lib. */
const shellPackages = [
  'react',
  'react-dom',
  'scheduler',
  'i18next',
  'react-i18next',
  'react-router',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'use-sync-external-store',
];
const shellSources = [
  'src/lib/api-client.ts',
  'src/lib/auth.ts',
  'src/lib/i18n.ts',
  'src/lib/query-client.ts',
  'src/lib/toast.tsx',
  'src/lib/after-load.ts',
  'src/lib/analytics.ts',
];

/**
 * Generic components and form helpers used by many pages. Those that bring a stylesheet, a focus
 * trap or strings of their own stay apart, so no page downloads styles, dialog code or words it does
 * not show.
 */
const uiKeptApart = [
  'modal-dialog',
  'confirm-dialog',
  'form-dialog-actions',
  'back-bar',
  'sort-button',
  'show-password-toggle',
  'file-picker-button',
  'attachment-file-field',
];
const uiSources = [
  'src/lib/server-message.ts',
  'src/lib/wait-messages.ts',
  'src/lib/forms.ts',
  'src/lib/profile.ts',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const path = (file: string) => file.split('/').map(escape).join(SEP);

const shell = new RegExp(
  [
    `node_modules${SEP}(${shellPackages.map(path).join('|')})${SEP}`,
    ...shellSources.map((file) => `${SEP}${path(file)}$`),
    // The product's constants, one module an area, which nearly every screen reads.
    `${SEP}${path('contracts/src/constants')}${SEP}[^\\\\/]+\\.ts$`,
  ].join('|'),
);
const ui = new RegExp(
  [
    `${SEP}src${SEP}components${SEP}(?!(${uiKeptApart.join('|')})\\.)[^\\\\/]+\\.tsx?$`,
    ...uiSources.map((file) => `${SEP}${path(file)}$`),
  ].join('|'),
);

/** Rolldown's `output.codeSplitting.groups`. */
export const chunkGroups = [
  { name: 'shell', test: shell },
  { name: 'ui', test: ui },
];
