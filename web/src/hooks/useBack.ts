import { useCallback } from "react";
import { useNavigate } from "react-router-dom";

/** Back to the previous screen, or to `fallback` when the page was opened directly (a deep link). */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
