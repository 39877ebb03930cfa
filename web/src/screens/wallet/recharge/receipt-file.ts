import { RECEIPT_MAX_BYTES, RECEIPT_MIMES } from "../../../../../src/domain/wallet/receipt-rules";
import { currentLang } from "../../../i18n";

export const RECEIPT_MAX_MB = RECEIPT_MAX_BYTES / 1024 / 1024;
export const RECEIPT_ACCEPT = RECEIPT_MIMES.join(",");

/** What the screen can tell at once about a chosen file (the server checks its bytes again). */
export function receiptProblem(file: File): "receiptTooLarge" | "receiptType" | null {
  if (file.size > RECEIPT_MAX_BYTES) return "receiptTooLarge";
  if (!(RECEIPT_MIMES as readonly string[]).includes(file.type)) return "receiptType";
  return null;
}

/** Attaches the receipt to the player's deposit request; answers the server's message when it refuses. */
export async function uploadReceipt(depositId: number, file: File): Promise<{ ok: true } | { ok: false; message: string }> {
  const form = new FormData();
  form.append("receipt", file, file.name);
  try {
    const response = await fetch(`/receipts/deposits/${depositId}`, { method: "POST", body: form, credentials: "same-origin", headers: { "x-lang": currentLang() } });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return { ok: false, message: body?.message ?? String(response.status) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
