import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { codeSplitting } from "./chunks";
import { pwaPlugins } from "./pwa.config";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * The React client: built into web/dist, which the server serves (with the
 * history fallback). `vite --config web/vite.config.ts` runs a dev server that
 * forwards /trpc and the room's live stream (/live) to a server on :3000 (npm start).
 */
export default defineConfig({
  root: webRoot,
  // pwaPlugins: the service worker and its precache list (web/pwa.config.ts).
  plugins: [react(), ...pwaPlugins()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Phones from the last few years; keeps the output small (no legacy transforms).
    target: ["es2022", "safari15", "chrome100"],
    assetsInlineLimit: 4096,
    reportCompressedSize: true,
    // offline.html: the page the service worker shows when the network is gone (its own small entry).
    rolldownOptions: { input: { index: fileURLToPath(new URL("index.html", import.meta.url)), offline: fileURLToPath(new URL("offline.html", import.meta.url)) }, output: { codeSplitting: codeSplitting() } },
  },
  server: {
    // The client imports pure modules (money formatting) from src/ outside web/.
    fs: { allow: [repoRoot] },
    proxy: { "/trpc": "http://localhost:3000", "/live": "http://localhost:3000", "/__test__": "http://localhost:3000" },
  },
});
