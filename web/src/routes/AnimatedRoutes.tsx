import { lazy, Suspense, useEffect, useState } from "react";
import { Route, Routes, useLocation, type Location } from "react-router-dom";
import { PageLoading } from "../components/PageLoading";
import { Guard, PageActiveContext } from "./Guard";
import { directionOf, normalizePath, type Direction } from "./paths";
import { accessOf, findRoute, indexOfPath } from "./table";

const NotFoundScreen = lazy(() => import("../screens/not-found/NotFoundScreen"));

/** How long a slide takes (the CSS animations in app.css use the same). */
const SLIDE_MS = 300;

interface Page {
  readonly path: string;
  readonly location: Location;
  readonly role: "current" | "leaving";
}

/** One screen, drawn for its own location (a leaving page keeps the location it was opened with). */
function RouteScreen() {
  const location = useLocation();
  const route = findRoute(location.pathname);
  const Screen = route?.Screen ?? NotFoundScreen;
  return (
    <Guard access={accessOf(location.pathname)}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </Guard>
  );
}

/**
 * The route outlet with page transitions: going to a deeper screen (higher
 * meta index) slides the new page in from the right, going back slides it in
 * from the left; screens of the same depth (the tabs) swap without a slide.
 */
export function AnimatedRoutes() {
  const location = useLocation();
  const path = normalizePath(location.pathname);
  const [pages, setPages] = useState<readonly Page[]>([{ path, location, role: "current" }]);
  const [direction, setDirection] = useState<Direction>("none");

  const current = pages[pages.length - 1]!;
  if (current.location !== location) {
    // Adjusting state while rendering (not in an effect) so the new page never shows unstyled for a frame.
    if (current.path === path) {
      setPages([...pages.slice(0, -1), { path, location, role: "current" }]);
    } else {
      const next = directionOf(indexOfPath(current.path), indexOfPath(path));
      setDirection(next);
      setPages(
        next === "none"
          ? [{ path, location, role: "current" }]
          : [{ ...current, role: "leaving" }, { path, location, role: "current" }],
      );
    }
  }

  const sliding = pages.length > 1;
  useEffect(() => {
    if (!sliding) return;
    const timer = window.setTimeout(() => setPages((all) => all.slice(-1)), SLIDE_MS + 60);
    return () => window.clearTimeout(timer);
  }, [sliding, pages]);

  return (
    <div className="app-pages" data-direction={direction}>
      {pages.map((page) => (
        <div
          key={page.path}
          className={`app-page${sliding ? ` app-page-${page.role === "current" ? "enter" : "leave"}-${direction}` : ""}`}
          aria-hidden={page.role === "leaving" || undefined}
          data-path={page.path}
        >
          <PageActiveContext.Provider value={page.role === "current"}>
            <Routes location={page.location}>
              <Route path="*" element={<RouteScreen />} />
            </Routes>
          </PageActiveContext.Provider>
        </div>
      ))}
    </div>
  );
}
