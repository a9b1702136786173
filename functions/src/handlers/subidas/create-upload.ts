import { UploadRequestSchema } from "@tienda/shared/schemas/account";
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES, type ImageType } from "@tienda/shared/rules/uploads";
import { endpoint } from "../../lib/http";
import { badRequest, forbidden, tooMany, unauthorized } from "../../lib/errors";
import { PRODUCT_STAGING_PREFIX } from "../../domain/products/admin-products";
import { consumeQuota } from "../../data/throttle";
import { env } from "../../lib/env";
import { parseInput } from "../../lib/validation";
import { avatarStagingPrefix, presignImageUpload, tooLarge } from "../../domain/accounts/uploads";
import { presignReceiptUpload } from "../../domain/orders/receipts";

/**
 * A presigned POST for an image upload straight to S3 (≤ 5 MB, exact image type, random key).
 * Receipts may be uploaded by guests (the checkout allows guests); avatars need a session. The
 * key is then attached by another call (PUT /api/usuarios/me, POST /api/pedido, POST
 * /api/pedido/{id}/comprobante), which checks the stored object first.
 */
export const UPLOADS_THROTTLED = "Has subido demasiados comprobantes desde esta conexión. Inténtalo de nuevo más tarde";

export const handler = endpoint("POST /api/subidas", async ({ body, session, ip }) => {
  const input = parseInput(UploadRequestSchema, body ?? {});
  if (input.tamano > MAX_IMAGE_BYTES) throw tooLarge();
  const tipo = input.tipo as ImageType;
  const now = new Date();
  if (input.proposito === "comprobante") {
    // Public route: bound receipt uploads per connection (30 an hour) so nobody fills the bucket.
    const quota = await consumeQuota("subida", ip, now);
    if (!quota.ok) throw tooMany(UPLOADS_THROTTLED, quota.retryAfterSeconds);
    return { status: 201, body: await presignReceiptUpload(env().RECEIPTS_BUCKET, tipo, now) };
  }
  if (input.proposito === "avatar") {
    const auth = await session();
    if (!auth) throw unauthorized();
    const prefix = avatarStagingPrefix(auth.usuario.id);
    return { status: 201, body: await presignImageUpload({ bucket: env().IMAGES_BUCKET, prefix, tipo, now }) };
  }
  if (input.proposito === "producto") {
    const auth = await session();
    if (!auth) throw unauthorized();
    if (auth.usuario.role !== "admin") throw forbidden();
    const prefix = PRODUCT_STAGING_PREFIX;
    return { status: 201, body: await presignImageUpload({ bucket: env().IMAGES_BUCKET, prefix, tipo, now }) };
  }
  throw badRequest(UPLOAD_MESSAGES.unavailablePurpose, { proposito: UPLOAD_MESSAGES.unavailablePurpose });
});
