/**
 * When to offer installing the app: after the player's first bet or on the
 * second visit, never on a first load; never again once dismissed or
 * installed. Chromium browsers hand over a `beforeinstallprompt` event whose
 * prompt() shows the browser's own dialog; iOS Safari has none, so the page
 * shows the Share -> "Add to Home Screen" steps instead.
 */
const VISITS_KEY = "pwa.visits";
const BET_KEY = "pwa.firstBet";
const DISMISSED_KEY = "pwa.installDismissed";
/** Marks this tab's visit as counted: a reload is not a second visit. */
const COUNTED_KEY = "pwa.visitCounted";

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export type InstallOffer = "prompt" | "ios" | null;

let deferred: InstallPromptEvent | null = null;
let offer: InstallOffer = null;
const listeners = new Set<() => void>();

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Private mode: the offer may come back next time.
  }
}

const standalone = (): boolean =>
  window.matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad Safari (iPadOS says "Macintosh" but has touch); other iOS browsers cannot add to the home screen the same way. */
function iosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

const moment = (): boolean => Number(read(localStorage, VISITS_KEY) ?? "0") >= 2 || read(localStorage, BET_KEY) === "1";

function refresh(): void {
  let next: InstallOffer = null;
  if (!standalone() && read(localStorage, DISMISSED_KEY) !== "1" && moment()) next = deferred ? "prompt" : iosSafari() ? "ios" : null;
  if (next === offer) return;
  offer = next;
  for (const listener of listeners) listener();
}

/** Called once at start-up: counts the visit and listens for the browser's install event. */
export function startInstallOffer(): void {
  if (read(sessionStorage, COUNTED_KEY) !== "1") {
    write(sessionStorage, COUNTED_KEY, "1");
    write(localStorage, VISITS_KEY, String(Number(read(localStorage, VISITS_KEY) ?? "0") + 1));
  }
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the browser's own mini-bar away: the offer comes at our moment, not on first load.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    refresh();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    write(localStorage, DISMISSED_KEY, "1");
    refresh();
  });
  refresh();
}

/** The player placed a bet: a good moment to offer the app. */
export function noteBetPlaced(): void {
  write(localStorage, BET_KEY, "1");
  refresh();
}

export const installOffer = (): InstallOffer => offer;

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; whatever the answer, the offer is not repeated. */
export async function acceptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  write(localStorage, DISMISSED_KEY, "1");
  refresh();
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}

export function dismissInstall(): void {
  write(localStorage, DISMISSED_KEY, "1");
  refresh();
}
