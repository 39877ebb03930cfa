import { useCallback, useEffect, useRef, useState } from "react";
import { trpc } from "../trpc";

export interface Captcha {
  readonly id: string | null;
  /** The server's 80x30 SVG as an image URL (drawn as an image: no markup of the server's is injected into the page). */
  readonly imageUrl: string | null;
  readonly loading: boolean;
  readonly failed: boolean;
  refresh(): void;
}

/** A single-use captcha from `auth.captcha`: fetched on mount, again on tap and after every attempt. */
export function useCaptcha(): Captcha {
  const { mutate, isPending } = trpc.auth.captcha.useMutation();
  const [state, setState] = useState<{ id: string | null; imageUrl: string | null; failed: boolean }>({ id: null, imageUrl: null, failed: false });
  const requested = useRef(0);

  const refresh = useCallback(() => {
    const ticket = ++requested.current;
    mutate(undefined, {
      onSuccess: (captcha) => {
        // A tap while one is on its way: only the newest answer counts.
        if (ticket !== requested.current) return;
        setState({ id: captcha.captchaId, imageUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`, failed: false });
      },
      onError: () => {
        if (ticket === requested.current) setState((previous) => ({ ...previous, failed: true }));
      },
    });
  }, [mutate]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  return { ...state, loading: isPending, refresh };
}
