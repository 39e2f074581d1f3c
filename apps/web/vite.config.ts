import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { browserRouteTable, routeAssets } from './build/route-assets.ts';

const server = 'http://localhost:3000';

// Vendor libraries change far less often than our code, so they get their own long-cached chunks.
// Everything else is shaped by what a first visit needs, counted in requests as much as in bytes
// (over HTTP/1.1 a browser opens six connections, so 40 small files cost several round trips):
// - 'initial': whatever the entry imports statically: the frame every path shares (providers, router,
//   guards, toasts, busy overlay). Every screen is a lazy chunk, the public ones too;
// - 'public-ui': the Mantine components the public screens (sign-in, registration, unsubscribe) are
//   made of, and those they are built on, so /Login does not load the signed-in screens' UI code;
// - 'screens': the rest of the UI library code that two or more signed-in screens share, in one file
//   instead of the ~30 pieces automatic splitting makes of it;
// - each screen's own code stays in its lazy chunk (the notes editor only loads on /Notes), and
//   dist/route-assets.json lists, per path, the chunks, styles and first API reads the server
//   announces in that path's page (build/route-assets.ts).
// apps/web/budget.json caps each path's first load in bytes (npm test checks it: build/budget.test.ts),
// so a public screen that starts using a component missing below shows up there as a heavier /Login.
const publicUi = [
  ...['Alert', 'Anchor', 'Box', 'Button', 'Center', 'Group', 'List', 'Loader', 'Notification', 'Paper', 'PasswordInput'],
  ...['Radio', 'Stack', 'Text', 'TextInput', 'Title'],
  // What those are built on.
  ...['ActionIcon', 'CloseButton', 'InlineInput', 'Input', 'InputBase', 'Transition', 'UnstyledButton', 'VisuallyHidden'],
];
/** The icons of the public screens (each icon is a module of its own). */
const publicIcons = ['AlertTriangle', 'Check', 'DeviceMobileDown', 'Home', 'InfoCircle', 'Lock', 'MailOff', 'Share2', 'ShieldCheck'];
const publicUiModules = [
  new RegExp(`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](${publicUi.join('|')}))[\\/]`),
  /node_modules[\\/]@mantine[\\/]hooks[\\/]/,
  // Tabler's icon factory, and the public screens' icons.
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/][a-zA-Z]+\.mjs$/,
  new RegExp(`node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(${publicIcons.join('|')})\\.mjs$`),
];
/** Mantine's overlays and richer inputs, and what they are built on (see 'screens-forms' below). */
const formUi = [
  ...['Checkbox', 'Combobox', 'Drawer', 'FileButton', 'FocusTrap', 'Menu', 'Modal', 'ModalBase', 'NativeSelect', 'NumberInput'],
  ...['Overlay', 'Pagination', 'Popover', 'Portal', 'ScrollArea', 'Select', 'Switch', 'Table', 'Tabs', 'Textarea', 'Tooltip'],
];
const formUiModules = [
  new RegExp(`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](${formUi.join('|')})|utils[\\/]Floating)[\\/]`),
  // (Not react-remove-scroll: the signed-in frame's header uses it.)
  /node_modules[\\/](@floating-ui|react-number-format)[\\/]/,
];
const groups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  // The forms' state (lib/use-endpoint-form.ts on @mantine/form): its own file, so the screens that only
  // show things (the board, the referral page) do not load it with the UI code every screen shares.
  { name: 'forms', test: /node_modules[\\/](@mantine[\\/]form|klona|fast-deep-equal)[\\/]/, priority: 15 },
  { name: 'initial', tags: ['$initial' as const], priority: 10 },
  {
    // With the public screens' Mantine styles (components/mantine-styles-screens.ts): they go with this
    // code, not with 'screens' below, so /Login does not wait for the signed-in screens' code.
    name: (id: string, context: { getModuleInfo(id: string): { importers: readonly string[] } | null }) =>
      publicUiModules.some((pattern) => pattern.test(id)) ||
      context.getModuleInfo(id)?.importers.some((importer) => importer.endsWith('/components/mantine-styles-screens.ts'))
        ? 'public-ui'
        : null,
    priority: 8,
  },
  // Overlays and richer inputs (and the positioning code under them) are half of that shared code, and
  // the screens that only show things (the board, the routines list) never open one: 'screens-forms'.
  // One group names both, so the frame's own dependencies stay in 'screens' whatever a form also uses.
  {
    name: (id: string) =>
      formUiModules.some((pattern) => pattern.test(id))
        ? 'screens-forms'
        : // Charts (@mantine/charts and its styles) stay with the screens that draw them (the routine heatmap, /Insights).
          /node_modules[\\/](@mantine(?![\\/]charts)|@floating-ui|@tabler|react-remove-scroll)/.test(id)
          ? 'screens'
          : null,
    minShareCount: 2,
    priority: 5,
  },
];

/** Brand colours of app/theme.ts: brand.7 (the filled colour, as in index.html's theme-color) and brand.0. */
const themeColor = '#0f766e';
const backgroundColor = '#e6f6f3';
/**
 * Precached files larger than this are left to the browser's HTTP cache: a screen's own big chunk
 * (the notes editor, ~460 KB) is fetched when that screen is opened, not by every installed copy.
 */
const precacheMaxBytes = 400 * 1024;

// The installable app (decision 0008; src/sw.ts says what the worker does). We register the worker
// ourselves (src/lib/pwa.ts), after the page has loaded, so it never competes with the first load.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  // New versions take over at once (src/sw.ts: skipWaiting + clients.claim()).
  registerType: 'autoUpdate',
  // The glob below already takes the icons; the plugin would list them a second time.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'IYL — wellness and coaching',
    short_name: 'IYL',
    description: 'AI-assisted wellness, habits and coaching.',
    lang: 'en',
    // A customer's home; the guards send anyone else on to /Login and from there to their own home.
    start_url: '/Board',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app's code, styles and images. Not index.html: the server writes each page (per-path hints),
    // and a precached copy would be served for '/' in its place. Not route-assets.json (the server's).
    globPatterns: ['assets/**/*.{js,css,svg,png,woff2}', '*.{svg,png}', 'icons/*.png'],
    manifestTransforms: [
      async (entries) => ({ manifest: entries.filter((entry) => entry.size <= precacheMaxBytes), warnings: [] }),
    ],
  },
});

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), browserRouteTable(), routeAssets(import.meta.dirname), pwa],
  server: {
    proxy: { '/api': server, '/dev': server, '/healthz': server },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups } },
    },
  },
});
