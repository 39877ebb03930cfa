import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

/** React, the router, i18next, React Query and tRPC's client: the same on every screen, and rarely changed. */
const FRAMEWORK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@trpc[\\/](?:client|react-query|server))[\\/]/;

/** The offline page's own entry (web/offline.html): it must not load, let alone run, the app's code. */
const OFFLINE_ENTRY = fileURLToPath(new URL("offline.html", import.meta.url));
/** The sign-in and sign-up screens: a new player's first pages after the home page. */
const AUTH_SCREENS = ["src/screens/auth/LoginScreen.tsx", "src/screens/auth/RegisterScreen.tsx"].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/**
 * How the client's code is cut into files (issue 39, delivery). Left to itself
 * the bundler made one file per shared module: the home page asked for about 60
 * files, each with its own round trip and headers, in chains a phone on a
 * mobile network waits for one after the other. Here:
 * - the framework is one file, cached apart from the app's own code;
 * - everything else the app's entry imports statically (the shell, the UI
 *   kit's parts it uses, the home page: see eagerRoute in web/src/routes) is
 *   one more file with one stylesheet;
 * - the sign-in and sign-up screens' own modules are one file;
 * - every other screen stays its own chunk, loaded when its route is (React.lazy),
 *   so the console's code is fetched only under /admin;
 * - the offline page keeps its own small script: nothing its entry imports is
 *   put in the shell.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  let offline: Set<string> | undefined;
  /** Every module the offline page's entry imports statically, found once per build from the entry down. */
  const offlineModules = (ctx: Rolldown.ChunkingContext): Set<string> => {
    if (offline) return offline;
    offline = new Set([OFFLINE_ENTRY]);
    for (const id of offline) for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) offline.add(imported);
    return offline;
  };
  let auth: Set<string> | undefined;
  /** The project's own modules the sign-in and sign-up screens import (the UI kit's parts stay shared chunks). */
  const authModules = (ctx: Rolldown.ChunkingContext): Set<string> => {
    if (auth) return auth;
    auth = new Set(AUTH_SCREENS);
    for (const id of auth) for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) if (!imported.includes("node_modules")) auth.add(imported);
    return auth;
  };
  return {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 2 },
      {
        name: (id, ctx) => (offlineModules(ctx).has(id) ? null : "shell"),
        tags: ["$initial"],
        // Only the modules the entry really reaches; their other dependencies (the rest of the UI kit) stay where the screens that use them are.
        includeDependenciesRecursively: false,
        priority: 1,
      },
      {
        // Their own components (the layout, fields, captcha, language menu): one request rather than ten.
        name: (id, ctx) => (authModules(ctx).has(id) && !offlineModules(ctx).has(id) ? "auth" : null),
        includeDependenciesRecursively: false,
        priority: 0,
      },
    ],
  };
}
