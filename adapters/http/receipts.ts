import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { attachDepositReceipt } from "../../src/application/wallet/attach-deposit-receipt";
import { depositReceipt } from "../../src/application/wallet/deposit-receipt";
import type { DomainError } from "../../src/domain/errors";
import { RECEIPT_MAX_BYTES } from "../../src/domain/wallet/receipt-rules";
import { translate } from "../i18n";
import { isSameSiteRequest, requestLang, requestToken } from "./request-info";
import { formParts, imageResponse } from "./uploaded-images";
import type { Services } from "./services";

/** Where a deposit's receipt is sent (POST, multipart field `receipt`) and read back (GET). */
const RECEIPT_PATH = "/receipts/deposits/:id";

/** The file, plus room for the multipart boundary and headers: anything larger is refused before it is read. */
const MAX_UPLOAD_BYTES = RECEIPT_MAX_BYTES + 16 * 1024;

function statusOf(code: DomainError["code"]): 400 | 401 | 403 | 404 | 413 {
  if (code === "NOT_LOGGED_IN" || code === "SESSION_INVALID") return 401;
  if (code === "FORBIDDEN") return 403;
  if (code === "NOT_FOUND") return 404;
  if (code === "RECEIPT_TOO_LARGE") return 413;
  return 400;
}

const refusal = (c: Context, error: DomainError) =>
  c.json({ error: error.code, message: translate(error.code, requestLang(c.req.raw.headers), error.params), params: error.params ?? null }, statusOf(error.code));

async function signedIn(services: Services, c: Context) {
  const { token, via } = requestToken(c.req.raw.headers);
  const auth = token ? await services.sessions.authenticate(token) : null;
  return auth?.ok ? { user: auth.value, via } : null;
}

const depositIdOf = (c: Context): number | null => {
  const raw = c.req.param("id") ?? "";
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
};

/**
 * Payment receipts, outside tRPC because they are files. The upload is the
 * player's own (session cookie from this site, or a bearer token), at most
 * 2 MB, and checked by attachDepositReceipt before anything is stored. The
 * image is served only to its player and to operators, typed by its content,
 * as an attachment-safe inline image that can run nothing (sandboxed, nosniff).
 */
export function mountReceipts(app: Hono, services: Services): void {
  const limit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => refusal(c, { code: "RECEIPT_TOO_LARGE", params: { max_mb: RECEIPT_MAX_BYTES / 1024 / 1024 } }) });

  app.post(RECEIPT_PATH, async (c) => {
    const session = await signedIn(services, c);
    if (session === null) return refusal(c, { code: "NOT_LOGGED_IN" });
    if (!isSameSiteRequest(c.req.raw, session.via)) return refusal(c, { code: "FORBIDDEN" });
    const depositId = depositIdOf(c);
    if (depositId === null) return refusal(c, { code: "NOT_FOUND" });
    return limit(c, async () => {
      const file = (await formParts(c))["receipt"];
      if (!(file instanceof File)) {
        c.res = refusal(c, { code: "RECEIPT_TYPE" });
        return;
      }
      const attached = await attachDepositReceipt(services.deps, { userId: session.user.id, depositId, fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
      c.res = attached.ok ? c.json({ receipt: { mime: attached.value.mime, sizeBytes: attached.value.sizeBytes, fileName: attached.value.fileName } }) : refusal(c, attached.error);
    });
  });

  app.get(RECEIPT_PATH, async (c) => {
    const session = await signedIn(services, c);
    if (session === null) return refusal(c, { code: "NOT_LOGGED_IN" });
    const depositId = depositIdOf(c);
    if (depositId === null) return refusal(c, { code: "NOT_FOUND" });
    const receipt = await depositReceipt(services.deps, { viewerId: session.user.id, depositId });
    if (!receipt.ok) return refusal(c, receipt.error);
    return imageResponse(c, receipt.value, `receipt-${depositId}`);
  });
}
