import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { isNeverCached } from "./src/pwa/never-cached";

/**
 * The service worker's build (vite-plugin-pwa, Workbox's injectManifest):
 * web/src/pwa/sw.ts is bundled into /sw.js with the list of files to precache
 * injected. injectManifest rather than generateSW because the worker has
 * rules of its own (navigations network-first with the offline page, private
 * paths never touched, the push lane's handlers imported as a module), which
 * generateSW could only express through configuration and importScripts.
 *
 * Precached: the player app's HTML, scripts, styles, icons and manifests, and
 * the offline page. Not precached: the operator console's own chunks (players
 * never load them), the compressed copies (.br/.gz: the browser asks for the
 * plain URL), and anything under a never-cached path.
 */
const CONSOLE_SOURCES = ["/web/src/screens/admin/", "/web/src/i18n/locales/admin/"];

export function pwaPlugins(): Plugin[] {
  const consoleFiles = new Set<string>();

  /** Notes the chunks made only of console modules, and the styles they bring, so the precache list can leave them out. */
  const findConsoleChunks: Plugin = {
    name: "pwa-console-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || output.isEntry || output.moduleIds.length === 0) continue;
        const ids = output.moduleIds.map((id) => id.replace(/\\/g, "/"));
        if (!ids.every((id) => CONSOLE_SOURCES.some((dir) => id.includes(dir)))) continue;
        consoleFiles.add(output.fileName);
        for (const css of (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? []) consoleFiles.add(css);
      }
    },
  };

  return [
    findConsoleChunks,
    ...VitePWA({
      strategies: "injectManifest",
      srcDir: "src/pwa",
      filename: "sw.ts",
      // The page asks the player before a new build takes over (src/pwa/update.ts registers the worker itself).
      registerType: "prompt",
      injectRegister: false,
      // One manifest per language lives in web/public (the plugin's single manifest could name the app in one language only).
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{html,js,css,png,svg,webmanifest,woff2}"],
        globIgnores: ["**/node_modules/**", "sw.js"],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !consoleFiles.has(entry.url) && !isNeverCached(new URL(entry.url, "https://app.invalid/").pathname)),
            warnings: [],
          }),
        ],
      },
    }),
  ];
}
