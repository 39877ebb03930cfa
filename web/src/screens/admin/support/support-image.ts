import { RECEIPT_MAX_BYTES, RECEIPT_MIMES } from "../../../../../src/domain/wallet/receipt-rules";
import { currentLang } from "../../../i18n";

/** Support images follow the deposit receipts' rules: PNG, JPEG or WebP, at most 2 MB (the server checks the bytes again). */
export const IMAGE_MAX_MB = RECEIPT_MAX_BYTES / 1024 / 1024;
export const IMAGE_ACCEPT = RECEIPT_MIMES.join(",");

/** Where a message's image is read (only the conversation's customer and operators get it). */
export const imageUrl = (imageId: string | number): string => `/support/images/${encodeURIComponent(String(imageId))}`;

/** What the screen can tell at once about a chosen file. */
export function imageProblem(file: File): "imageTooLarge" | "imageType" | null {
  if (file.size > RECEIPT_MAX_BYTES) return "imageTooLarge";
  if (!(RECEIPT_MIMES as readonly string[]).includes(file.type)) return "imageType";
  return null;
}

/** Sends an image into a conversation as the staff's message; answers the server's words when it refuses. */
export async function sendStaffImage(conversationId: number, file: File): Promise<{ ok: true } | { ok: false; message: string }> {
  const form = new FormData();
  form.append("image", file, file.name);
  try {
    const response = await fetch(`/admin/support/conversations/${conversationId}/images`, { method: "POST", body: form, credentials: "same-origin", headers: { "x-lang": currentLang() } });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return { ok: false, message: body?.message ?? String(response.status) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
