/**
 * Photos in bulk (issue 48, item 1): each upload of 'Subir fotos' is recorded under its original
 * file name once the stored object is checked like any upload, and the product editor takes its key.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { PNG_RECEIPT } from "../../helpers/checkout";
import { sessionAs } from "../../helpers/sessions";
import { uploadProductImage } from "../../helpers/uploads";
import { getBulkPhotoByName } from "../../../functions/src/data/bulk-photos";
import { BULK_PHOTO_MESSAGES } from "../../../shared/src/schemas/bulk-photos";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

describe("POST /api/admin/fotos", () => {
  it("records a checked upload under its file name (case-insensitive); the same name again points to the new upload", async () => {
    const name = `Jean-Azul-${randomUUID().slice(0, 6)}.png`;
    const first = await uploadProductImage(asAdmin);
    const res = await call("POST", "/api/admin/fotos", { ...asAdmin, body: { clave: first, nombre_archivo: name } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ clave: first, nombre_archivo: name });
    expect(Date.parse(res.body.expira) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect((await getBulkPhotoByName(name.toLowerCase(), new Date()))?.clave).toBe(first);

    const second = await uploadProductImage(asAdmin);
    await call("POST", "/api/admin/fotos", { ...asAdmin, body: { clave: second, nombre_archivo: name } });
    expect((await getBulkPhotoByName(name, new Date()))?.clave).toBe(second);
    // Past its day the name finds nothing (the bucket has dropped the upload by then).
    expect(await getBulkPhotoByName(name, new Date(Date.now() + 25 * 3600 * 1000))).toBeNull();
  });

  it("refuses a key that is not a product upload, an object that is not an image, and a file name with folders", async () => {
    const bad = await call("POST", "/api/admin/fotos", {
      ...asAdmin,
      body: { clave: "img/productos/p001-1.svg", nombre_archivo: "a.jpg" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errores.clave).toBe(BULK_PHOTO_MESSAGES.clave);

    const notImage = await uploadProductImage(asAdmin, Buffer.from("esto no es una imagen, solo texto"));
    const refused = await call("POST", "/api/admin/fotos", {
      ...asAdmin,
      body: { clave: notImage, nombre_archivo: "texto.png" },
    });
    expect(refused.status).toBe(400);
    expect(await getBulkPhotoByName("texto.png", new Date())).toBeNull();

    const never = `subidas/productos/${randomUUID()}.png`;
    expect(
      (await call("POST", "/api/admin/fotos", { ...asAdmin, body: { clave: never, nombre_archivo: "x.png" } })).status,
    ).toBe(400);

    const folders = await call("POST", "/api/admin/fotos", {
      ...asAdmin,
      body: { clave: await uploadProductImage(asAdmin, PNG_RECEIPT), nombre_archivo: "fotos/jean.png" },
    });
    expect(folders.status).toBe(400);
    expect(folders.body.errores.nombre_archivo).toBe(BULK_PHOTO_MESSAGES.nombre);
  });

  it("is for admins: 401 for a guest, 403 for a shopper", async () => {
    const body = { clave: `subidas/productos/${randomUUID()}.png`, nombre_archivo: "a.png" };
    expect((await call("POST", "/api/admin/fotos", { body })).status).toBe(401);
    const shopper = await sessionAs("user");
    expect((await call("POST", "/api/admin/fotos", { cookie: shopper.cookie, body })).status).toBe(403);
  });
});
