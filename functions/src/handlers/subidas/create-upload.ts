import { UploadRequestSchema } from "@tienda/shared/schemas/account";
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES, type ImageType } from "@tienda/shared/rules/uploads";
import { endpoint } from "../../lib/http";
import { badRequest } from "../../lib/errors";
import { env } from "../../lib/env";
import { parseInput } from "../../lib/validation";
import { avatarStagingPrefix, presignImageUpload, tooLarge } from "../../domain/accounts/uploads";

/**
 * A presigned POST for an image upload straight to S3 (≤ 5 MB, exact image type, random key).
 * Only avatars so far; the key is then attached with PUT /api/usuarios/me { avatar: clave }, which
 * checks the object and publishes it (unchecked uploads are never served).
 */
export const handler = endpoint("POST /api/subidas", async ({ body, auth }) => {
  const input = parseInput(UploadRequestSchema, body ?? {});
  if (input.tamano > MAX_IMAGE_BYTES) throw tooLarge();
  if (input.proposito !== "avatar") {
    throw badRequest(UPLOAD_MESSAGES.unavailablePurpose, { proposito: UPLOAD_MESSAGES.unavailablePurpose });
  }
  const subida = await presignImageUpload({
    bucket: env().IMAGES_BUCKET,
    prefix: avatarStagingPrefix(auth!.usuario.id),
    tipo: input.tipo as ImageType,
    now: new Date(),
  });
  return { status: 201, body: subida };
});
