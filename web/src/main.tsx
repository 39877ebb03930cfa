import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Toast } from "antd-mobile";
import { followReducedMotion } from "./motion";
import "./styles/a11y.css";
import { App } from "./App";
import { initI18n } from "./i18n";
import { findRoute } from "./routes/table";
import { startInstallOffer } from "./pwa/install";
import { startServiceWorker } from "./pwa/update";
import { followColorScheme } from "./theme/scheme";
import "./styles/app.css";

/** SPEC section 4: the app-wide loading overlay hides after 1 s. */
export const SPLASH_MIN_MS = 1000;

function hideSplash(): void {
  const splash = document.getElementById("splash");
  if (!splash) return;
  window.setTimeout(
    () => {
      splash.classList.add("splash-hidden");
      splash.addEventListener("transitionend", () => splash.remove(), { once: true });
      window.setTimeout(() => splash.remove(), 600);
    },
    Math.max(0, SPLASH_MIN_MS - performance.now()),
  );
}

function showStartFailure(): void {
  const splash = document.getElementById("splash");
  if (!splash) return;
  // No dictionary could load, so this one line is in every language the product speaks.
  const message = document.createElement("p");
  message.className = "splash-message";
  message.textContent = "網路異常 · 网络异常 · Network error · ネットワークエラー · 네트워크 오류";
  const retry = document.createElement("button");
  retry.type = "button";
  retry.textContent = "↻";
  retry.setAttribute("aria-label", "Retry");
  retry.addEventListener("click", () => window.location.reload());
  splash.append(message, retry);
}

// Dark mode follows the system setting; antd-mobile reads the mark this sets (theme/scheme.ts).
followColorScheme();

// SPEC section 9: toasts last 300 to 1000 ms.
Toast.config({ duration: 1000 });
// Reduced motion: the kit's popups and toasts stop sliding when the system asks for less motion.
followReducedMotion();

// The service worker registers after the page has loaded; the install offer counts this visit.
startServiceWorker();
startInstallOffer();

// The first screen's code and the language's texts load in parallel.
void findRoute(window.location.pathname)?.preload();

initI18n().then(
  () => {
    const root = createRoot(document.getElementById("root")!);
    // A transition: React draws the first screen in slices and yields between them, so a slow phone's main
    // thread is never blocked for long while the app starts (issue 39: Lighthouse's total blocking time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    hideSplash();
  },
  (error: unknown) => {
    console.error(error);
    showStartFailure();
  },
);
