import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { postSupportImage } from "../../src/application/support/post-support-image";
import { staffImage } from "../../src/application/support/staff-image";
import { supportImage } from "../../src/application/support/support-image";
import type { DomainError } from "../../src/domain/errors";
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB } from "../../src/domain/uploaded-image";
import { translate } from "../i18n";
import { isSameSiteRequest, requestLang } from "./request-info";
import type { Services } from "./services";
import { isStorableText } from "./storable-text";
import { supportRequester, supportViewerOf } from "./support-customer";
import { formParts, imageResponse } from "./uploaded-images";

/** Where a customer sends an image into their conversation (multipart: `image`, optional `text`). */
const CUSTOMER_UPLOAD_PATH = "/support/images";
/** Where an operator sends one into a conversation. */
const STAFF_UPLOAD_PATH = "/admin/support/conversations/:id/images";
/** Where a message's image is read (its `imageId`). */
const IMAGE_PATH = "/support/images/:imageId";

/**
 * The file, plus room for the multipart boundary, the parts' headers and the
 * text (2,000 characters of up to 4 bytes each): anything larger is refused
 * before more of it is read.
 */
const MAX_UPLOAD_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

function statusOf(code: DomainError["code"]): 400 | 401 | 403 | 404 | 413 | 429 {
  switch (code) {
    case "NOT_LOGGED_IN":
    case "SESSION_INVALID":
      return 401;
    case "FORBIDDEN":
    case "SUPPORT_MUTED":
      return 403;
    case "NOT_FOUND":
    case "USER_NOT_FOUND":
      return 404;
    case "SUPPORT_IMAGE_TOO_LARGE":
      return 413;
    case "SUPPORT_TOO_FAST":
      return 429;
    default:
      return 400;
  }
}

/** A refusal as the deposit receipts answer one: the code, the message in the caller's language, its params. */
const refusal = (c: Context, error: DomainError) =>
  c.json({ error: error.code, message: translate(error.code, requestLang(c.req.raw.headers), error.params), params: error.params ?? null }, statusOf(error.code));

const TOO_LARGE: DomainError = { code: "SUPPORT_IMAGE_TOO_LARGE", params: { max_mb: IMAGE_MAX_MB } };

/** The image part and the optional text of an upload, or the refusal of a form that has no image or unstorable text. */
async function uploadOf(c: Context): Promise<{ readonly bytes: Uint8Array; readonly text: string } | DomainError> {
  const parts = await formParts(c);
  const file = parts["image"];
  if (!(file instanceof File)) return { code: "SUPPORT_IMAGE_TYPE" };
  const text = parts["text"] ?? "";
  if (typeof text !== "string" || !isStorableText(text)) return { code: "INVALID_INPUT", params: { field: "text" } };
  return { bytes: new Uint8Array(await file.arrayBuffer()), text };
}

const conversationIdOf = (raw: string | undefined): number | null => (raw !== undefined && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * Images in support conversations (issue 38), outside tRPC because they are
 * files, under the deposit receipts' rules: sent by the conversation's
 * customer (`supportRequester`: a player's session cookie from this site, a
 * bearer token, or a guest's cookie) or by an operator, at most 2 MB (a larger body is refused
 * before it is read), PNG, JPEG or WebP by the bytes; a message like any
 * other once stored (mutes, pace, hours, automatic reply, live streams). An
 * image is served only to its conversation's customer and to operators:
 * anyone else, another player included, gets 404 as for no image at all.
 */
export function mountSupportImages(app: Hono, services: Services, addressOf: (env: unknown) => string | null): void {
  const limit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => refusal(c, TOO_LARGE) });

  app.post(CUSTOMER_UPLOAD_PATH, async (c) => {
    const requester = await supportRequester(services, c.req.raw.headers);
    const customer = requester.customer;
    if (customer === null) return refusal(c, { code: requester.operatorId === null ? "NOT_LOGGED_IN" : "FORBIDDEN" });
    if (!isSameSiteRequest(c.req.raw, requester.via)) return refusal(c, { code: "FORBIDDEN" });
    return limit(c, async () => {
      const upload = await uploadOf(c);
      if ("code" in upload) {
        c.res = refusal(c, upload);
        return;
      }
      const posted = await postSupportImage(services.deps, { customer, ...upload, address: addressOf(c.env), lang: requestLang(c.req.raw.headers) });
      c.res = posted.ok ? c.json({ message: posted.value.message }, 201) : refusal(c, posted.error);
    });
  });

  app.post(STAFF_UPLOAD_PATH, async (c) => {
    const requester = await supportRequester(services, c.req.raw.headers);
    const operatorId = requester.operatorId;
    if (operatorId === null) return refusal(c, { code: requester.customer === null ? "NOT_LOGGED_IN" : "FORBIDDEN" });
    if (!isSameSiteRequest(c.req.raw, requester.via)) return refusal(c, { code: "FORBIDDEN" });
    const conversationId = conversationIdOf(c.req.param("id"));
    if (conversationId === null) return refusal(c, { code: "NOT_FOUND" });
    return limit(c, async () => {
      const upload = await uploadOf(c);
      if ("code" in upload) {
        c.res = refusal(c, upload);
        return;
      }
      const sent = await staffImage(services.deps, { operatorId, conversationId, ...upload });
      c.res = sent.ok ? c.json({ message: sent.value }, 201) : refusal(c, sent.error);
    });
  });

  app.get(IMAGE_PATH, async (c) => {
    const viewer = supportViewerOf(await supportRequester(services, c.req.raw.headers));
    // Nobody known reads nothing, and learns nothing from how: the same 404 as any image not theirs.
    if (viewer === null) return refusal(c, { code: "NOT_FOUND" });
    const imageId = c.req.param("imageId");
    const image = await supportImage(services.deps, { viewer, imageId });
    return image.ok ? imageResponse(c, image.value, `support-${imageId}`) : refusal(c, image.error);
  });
}
