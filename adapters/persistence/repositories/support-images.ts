import { isImageMime } from "../../../src/domain/uploaded-image";
import type { SupportImageRepository } from "../../../src/ports/store/support/support-images";
import type { Executor } from "../dialect";

export function supportImageRepository(db: Executor): SupportImageRepository {
  return {
    async saveImage(image) {
      await db
        .insertInto("support_images")
        .values({ id: image.id, conversation_id: image.conversationId, mime: image.mime, size_bytes: image.sizeBytes, bytes: image.bytes, created_at_ms: image.createdAtMs })
        .execute();
    },

    async imageById(id) {
      const row = await db.selectFrom("support_images").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      // Only a type its bytes showed was ever stored; anything else is a damaged row, not an image to serve.
      if (!isImageMime(row.mime)) throw new Error(`support image ${row.id}: bad type ${row.mime}`);
      return { id: row.id, conversationId: Number(row.conversation_id), mime: row.mime, sizeBytes: Number(row.size_bytes), bytes: new Uint8Array(row.bytes), createdAtMs: Number(row.created_at_ms) };
    },
  };
}
