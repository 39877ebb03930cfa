import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { ConfigProvider } from "antd-mobile";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, useLocation } from "react-router-dom";
import { AppTabBar } from "./components/AppTabBar";
import { currentAntdLocale, currentLang, subscribeLanguage } from "./i18n";
import { PwaBanners } from "./pwa/PwaBanners";
import { AnimatedRoutes } from "./routes/AnimatedRoutes";
import { isConsolePath, isTabPath } from "./routes/paths";
import { createQueryClient, createTrpcClient, trpc } from "./trpc";

function Shell() {
  const location = useLocation();
  const withTabs = isTabPath(location.pathname);
  // The operator console is used on desktops too: it takes the whole width (admin.css).
  const inConsole = isConsolePath(location.pathname);
  return (
    <div className={`app-shell${withTabs ? " app-shell-tabs" : ""}${inConsole ? " app-shell-console" : ""}`}>
      <AnimatedRoutes />
      {withTabs && <AppTabBar />}
      {!inConsole && <PwaBanners installHere={withTabs} />}
    </div>
  );
}

/** The providers: typed API and its cache, the UI kit's locale, the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  const lang = useSyncExternalStore(subscribeLanguage, currentLang);
  const shownLang = useRef(lang);

  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    // Server texts (the notice, error messages, news) come in the request's language: ask again in the new one.
    void queryClient.invalidateQueries();
  }, [lang, queryClient]);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={currentAntdLocale()}>
          <BrowserRouter>
            <Shell />
          </BrowserRouter>
        </ConfigProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
