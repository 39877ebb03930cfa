import { currentLang } from "../../i18n";
import type { ThreadMessage } from "./thread";

/** What an upload came to: the stored message, or the server's refusal in the player's language (null: the request did not get through). */
export type UploadOutcome = { readonly ok: true; readonly message: ThreadMessage } | { readonly ok: false; readonly message: string | null };

/**
 * Sends an image to the support desk (POST /support/images, multipart field
 * `image`): the server checks the type by its bytes, the size and the pace,
 * and answers the stored message, or a refusal `{ error, message }` already
 * translated for the x-lang header.
 */
export async function uploadSupportImage(file: File): Promise<UploadOutcome> {
  const form = new FormData();
  form.append("image", file);
  let response: Response;
  try {
    response = await fetch("/support/images", { method: "POST", body: form, credentials: "same-origin", headers: { "x-lang": currentLang() } });
  } catch {
    return { ok: false, message: null };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's page, a route not there yet): said as a failure below.
  }
  const field = (name: string): unknown => (typeof body === "object" && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined);
  const message = field("message");
  if (response.ok && typeof message === "object" && message !== null) return { ok: true, message: message as ThreadMessage };
  return { ok: false, message: typeof message === "string" && message !== "" ? message : null };
}
